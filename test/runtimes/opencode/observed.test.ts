/**
 * What the real opencode 1.18.33 binary did (captured with ../shared/oracle/capture.mjs, git repo
 * at the root, no global files), replayed on in-memory trees: the expected values are the bytes
 * and refusals the binary produced (docs/runtimes/opencode.md §2–§6).
 */
import { describe, expect, it } from 'vitest';
import { loadOcProject } from '../../../src/runtimes/opencode/load/project.js';
import { simulateInstructions } from '../../../src/runtimes/opencode/sim/instructions.js';
import { OcDiscloser } from '../../../src/runtimes/opencode/sim/disclosure.js';
import { MemorySource, type MemoryNode } from '../../../src/source/memory.js';

const R = '/r';

/** Render at `cwd` (relative to /r, a git root) the way `ctxlens render --runtime opencode` does; a refusal gives `{refusal}`. */
function render(tree: Record<string, MemoryNode>, env: Record<string, string> = {}, cwd = '.'): string | { refusal: string } {
  const source = new MemorySource(R, { '.git': { dir: true }, ...tree });
  const W = cwd === '.' ? R : `${R}/${cwd}`;
  const project = loadOcProject(source, { cwd: W, env, explicitEnv: new Set(Object.keys(env)), withGlobal: false });
  if (project.refusal !== null) return { refusal: project.refusal };
  return simulateInstructions(source, W, project.worktree, project.config, project.env).rendered;
}

const block = (p: string, body: string) => `Instructions from: ${R}/${p}\n${body}`;

describe('observed with opencode 1.18.33', () => {
  it('a directory named AGENTS.md claims the name: the CLAUDE.md beside it is not loaded, nothing is', () => {
    expect(render({ 'AGENTS.md/inner.md': 'x\n', 'CLAUDE.md': 'claude one\n' })).toBe('');
  });

  it('{file:} inside a /* */ comment is still read: a missing target refuses the start', () => {
    const r = render({ 'opencode.json': '{\n  /* {file:./nope.txt} */\n  "instructions": ["a.md"]\n}\n', 'a.md': 'A\n' });
    expect(r).toEqual({ refusal: `Configuration is invalid at ${R}/opencode.json: bad file reference: "{file:./nope.txt}" ${R}/nope.txt does not exist` });
  });

  it('{file:} after // in the middle of a line is read too (only a line that starts with // is skipped)', () => {
    const r = render({ 'opencode.json': '{\n  "instructions": ["a.md"] // {file:./nope.txt}\n}\n', 'a.md': 'A\n' });
    expect(r).toMatchObject({ refusal: expect.stringContaining('bad file reference: "{file:./nope.txt}"') });
    expect(render({ 'opencode.json': '{\n  // {file:./nope.txt}\n  "instructions": ["a.md"]\n}\n', 'a.md': 'A\n' })).toBe(block('a.md', 'A\n'));
  });

  it('OPENCODE_CONFIG_CONTENT is merged and substituted, {file:} relative to the Location', () => {
    const r = render({ 'a.md': 'A\n', 'b.md': 'B\n', 'ptr.txt': 'b.md\n' }, { OPENCODE_CONFIG_CONTENT: '{"instructions": ["a.md", "{file:./ptr.txt}"]}' });
    expect(r).toBe(block('a.md', 'A\n') + '\n' + block('b.md', 'B\n'));
  });

  it.each([
    ['"agent" as a string', '{"agent": "review", "contextPaths": ["x"], "instructions": ["a.md"]}', '"agent" must be an object of agent configs'],
    ['"instructions" as a string', '{"instructions": "a.md"}', '"instructions" must be an array of strings'],
  ])('%s refuses the start', (_n, json, why) => {
    expect(render({ 'opencode.json': json, 'a.md': 'A\n' })).toEqual({ refusal: `Configuration is invalid at ${R}/opencode.json\n↳ ${why}` });
  });

  it('an unknown root key alone is dropped silently', () => {
    expect(render({ 'opencode.json': '{"contextPaths": ["x"], "instructions": ["a.md"]}', 'a.md': 'A\n' })).toBe(block('a.md', 'A\n'));
  });

  it('{env:} is inserted raw: a quote in the value breaks the JSON and refuses the start', () => {
    const r = render({ 'opencode.json': '{"instructions": ["{env:WEIRD}"]}\n', 'a"b.md': 'A\n' }, { WEIRD: 'a"b.md' });
    expect(r).toMatchObject({ refusal: expect.stringMatching(/^Config file at \/r\/opencode\.json is not valid JSON\(C\): InvalidSymbol at line 1, column 22$/) });
  });

  it('opencode.json merges before opencode.jsonc in one directory: its entries come first', () => {
    const r = render({ 'opencode.json': '{"instructions": ["j.md"]}', 'opencode.jsonc': '{"instructions": ["c.md"]}', 'j.md': 'J\n', 'c.md': 'C\n' });
    expect(r).toBe(block('j.md', 'J\n') + '\n' + block('c.md', 'C\n'));
  });

  it('.opencode directories merge nearest first, after the direct project files', () => {
    const r = render(
      {
        'opencode.json': '{"instructions": ["direct.md"]}',
        '.opencode/opencode.json': '{"instructions": ["root.md"]}',
        'sub/.opencode/opencode.json': '{"instructions": ["sub.md"]}',
        'direct.md': 'D\n',
        'root.md': 'R\n',
        'sub/sub.md': 'S\n',
      },
      {},
      'sub',
    );
    expect(r).toBe(block('direct.md', 'D\n') + '\n' + block('sub/sub.md', 'S\n') + '\n' + block('root.md', 'R\n'));
  });

  it('an empty opencode.json is an empty config; one with only white space or a comment is invalid', () => {
    expect(render({ 'opencode.json': '', 'AGENTS.md': 'A\n' })).toBe(block('AGENTS.md', 'A\n'));
    expect(render({ 'opencode.json': '  \n\n', 'AGENTS.md': 'A\n' })).toEqual({ refusal: `Config file at ${R}/opencode.json is not valid JSON(C): ValueExpected at line 3, column 1` });
    expect(render({ 'opencode.json': '// only a comment\n', 'AGENTS.md': 'A\n' })).toEqual({ refusal: `Config file at ${R}/opencode.json is not valid JSON(C): ValueExpected at line 2, column 1` });
  });

  it('glob entries: {a,b}, ? and [..] classes', () => {
    const r = render({ 'opencode.json': '{"instructions": ["{a,b}.md", "c?.md", "[d]x.md"]}', 'a.md': 'A\n', 'b.md': 'B\n', 'c1.md': 'C\n', 'dx.md': 'D\n' });
    expect(r).toBe([block('a.md', 'A\n'), block('b.md', 'B\n'), block('c1.md', 'C\n'), block('dx.md', 'D\n')].join('\n'));
  });

  it('** descends into hidden directories and node_modules/, nearest depth first', () => {
    const files = ['top.md', 'a/x.md', '.hidden/y.md', 'node_modules/p/z.md', 'b/c/w.md', 'b/v.md'];
    const r = render({ 'opencode.json': '{"instructions": ["**/*.md"]}', ...Object.fromEntries(files.map((f) => [f, `${f}\n`])) });
    // The binary lists one depth in file-system order (a/x.md, b/v.md, .hidden/y.md); ctxlens uses byte order.
    expect(r).toBe(['top.md', '.hidden/y.md', 'a/x.md', 'b/v.md', 'b/c/w.md', 'node_modules/p/z.md'].map((f) => block(f, `${f}\n`)).join('\n'));
  });

  it('an absolute entry globs its last segment without dotfiles; ./ entries and dedupe; a directory entry matches nothing', () => {
    const r = render({
      'opencode.json': `{"instructions": ["${R}/docs/*.md", "./docs/dot.md", "docs/"]}`,
      'docs/.h.md': 'H\n',
      'docs/v.md': 'V\n',
      'docs/dot.md': 'D\n',
    });
    expect(r).toBe(block('docs/dot.md', 'D\n') + '\n' + block('docs/v.md', 'V\n'));
  });

  it('an absolute entry: a pattern starting with . matches dotfiles, ? does not; glob characters before the last segment are literal', () => {
    const r = render({
      'opencode.json': `{"instructions": ["${R}/d/.*.md", "${R}/d/?g.md", "${R}/.hidden.md", "${R}/abs/**/*.md", "${R}/abs2/*/k.md"]}`,
      'd/.h.md': 'H\n',
      'd/.g.md': 'G\n',
      '.hidden.md': 'HID\n',
      'abs/s/two.md': 'T\n',
      'abs2/p/k.md': 'K\n',
    });
    expect(r).toBe(block('d/.g.md', 'G\n') + '\n' + block('d/.h.md', 'H\n') + '\n' + block('.hidden.md', 'HID\n'));
  });

  it('a leading ** does not enter a symlinked directory; a later ** enters it for the rest of the pattern; literal and * segments follow it', () => {
    const tree: Record<string, MemoryNode> = {
      'proj/.git': { dir: true },
      'proj/z/lnk': { symlink: '../../ext' },
      'proj/lnk2': { symlink: '../outside' },
      'proj/s/l.md': { symlink: '../../ext/real.md' },
      'proj/y': { symlink: '../ext2' },
      'ext/a.txt': 'ext txt\n',
      'ext/real.md': 'real\n',
      'ext2/q/b.txt': 'ext2 txt\n',
      'outside/k.md': 'k\n',
      'outside/s/k.md': 'sk\n',
    };
    const at = (instructions: string[]) => render({ ...tree, 'proj/opencode.json': JSON.stringify({ instructions }) }, {}, 'proj');
    expect(at(['**/*.txt'])).toBe('');
    expect(at(['z/**/*.txt', 'y/**'])).toBe(block('proj/z/lnk/a.txt', 'ext txt\n') + '\n' + block('proj/y/q/b.txt', 'ext2 txt\n'));
    expect(at(['**/*.md'])).toBe(block('proj/s/l.md', 'real\n'));
    expect(at(['**/lnk2/k.md'])).toBe(block('proj/lnk2/k.md', 'k\n'));
    expect(at(['./**/*.txt'])).toBe(block('proj/z/lnk/a.txt', 'ext txt\n'));
    expect(at(['*/**/k.md'])).toBe(block('proj/lnk2/k.md', 'k\n') + '\n' + block('proj/lnk2/s/k.md', 'sk\n'));
    expect(at(['*/k.md', 'z/lnk/*.txt'])).toBe(block('proj/lnk2/k.md', 'k\n') + '\n' + block('proj/z/lnk/a.txt', 'ext txt\n'));
  });

  it('extglobs, POSIX classes and brace ranges (node-glob semantics)', () => {
    const r = render({ 'opencode.json': '{"instructions": ["@(a|b).md", "!(a|b|c|n1|n2|n3|x).md", "[[:digit:]]d.md", "n{1..2}.md"]}', 'a.md': 'A\n', 'b.md': 'B\n', 'zz.md': 'Z\n', '7d.md': 'D\n', 'n1.md': '1\n', 'n2.md': '2\n', 'n3.md': '3\n' });
    expect(r).toBe([block('a.md', 'A\n'), block('b.md', 'B\n'), block('7d.md', 'D\n'), block('zz.md', 'Z\n'), block('n1.md', '1\n'), block('n2.md', '2\n')].join('\n'));
  });

  it('** that is not a whole segment acts as *; empty, "." and "./" entries match nothing', () => {
    const r = render({ 'opencode.json': '{"instructions": ["docs/**.md", "x**y.md", "", ".", "./"]}', 'docs/s/b.md': 'B\n', 'xay.md': 'X\n' });
    expect(r).toBe(block('xay.md', 'X\n'));
  });

  it('a final ** may match no segment: the file before it loads; an entry ending in / or /. matches nothing', () => {
    const r = render({
      'opencode.json': JSON.stringify({ instructions: ['docs/rules.md/**', 'd2/*.md/**', 'd3/x.md/', `${R}/a1/r.md/**`, `${R}/a2/x.md/`, `${R}/a3/x.md/.`] }),
      'docs/rules.md': 'R\n',
      'd2/r.md': 'no\n',
      'd3/x.md': 'no\n',
      'a1/r.md': 'A1\n',
      'a2/x.md': 'A2\n',
      'a3/x.md': 'no\n',
    });
    expect(r).toBe([block('docs/rules.md', 'R\n'), block('a1/r.md', 'A1\n'), block('a2/x.md', 'A2\n')].join('\n'));
  });

  it('OPENCODE_CONFIG_CONTENT entries come after the project ones, without repeats', () => {
    const r = render({ 'opencode.json': '{"instructions": ["p.md"]}', 'p.md': 'P\n', 'c.md': 'C\n' }, { OPENCODE_CONFIG_CONTENT: '{"instructions": ["c.md", "p.md"]}' });
    expect(r).toBe(block('p.md', 'P\n') + '\n' + block('c.md', 'C\n'));
  });

  it('invalid UTF-8 becomes U+FFFD per bad sequence', () => {
    const r = render({ 'AGENTS.md': Buffer.from('bad \xff byte\xc3\n', 'latin1') });
    expect(Buffer.from(r as string, 'utf8').subarray(-16)).toEqual(Buffer.from([0x62, 0x61, 0x64, 0x20, 0xef, 0xbf, 0xbd, 0x20, 0x62, 0x79, 0x74, 0x65, 0xef, 0xbf, 0xbd, 0x0a]));
  });

  it.each([
    ['names a subagent', '{"default_agent": "general"}', 'default agent "general" is a subagent'],
    ['names no agent', '{"default_agent": "nope"}', 'default agent "nope" not found'],
    ['names a hidden agent', '{"default_agent": "rev", "agent": {"rev": {"hidden": true, "mode": "primary"}}}', 'default agent "rev" is hidden'],
  ])('default_agent that %s stops the runtime', (_n, json, why) => {
    expect(render({ 'opencode.json': json, 'AGENTS.md': 'A\n' })).toEqual({ refusal: why });
  });
});

describe('global config files (observed with opencode 1.18.33)', () => {
  const renderGlobal = (global: Record<string, string>, extra: Record<string, string> = {}): string => {
    const tree: Record<string, MemoryNode> = { 'r/.git': { dir: true }, 'r/g.md': 'G\n', 'r/o.md': 'O\n', 'r/c.md': 'C\n', 'r/p.md': 'P\n', 'r/opencode.json': '{"instructions": ["p.md"]}' };
    for (const [k, v] of Object.entries(global)) tree[`x/opencode/${k}`] = v;
    const source = new MemorySource('/', tree);
    const env = { HOME: '/h', XDG_CONFIG_HOME: '/x', ...extra };
    const p = loadOcProject(source, { cwd: R, env, withGlobal: true });
    return simulateInstructions(source, R, p.worktree, p.config, p.env).rendered;
  };

  it('a later global file replaces the instructions of an earlier one; the result joins the project list', () => {
    expect(renderGlobal({ 'config.json': '{"instructions": ["g.md"]}', 'opencode.json': '{"instructions": ["o.md"]}' })).toBe(block('o.md', 'O\n') + '\n' + block('p.md', 'P\n'));
    expect(renderGlobal({ 'opencode.json': '{"instructions": ["o.md"]}', 'opencode.jsonc': '{"instructions": ["c.md"]}' })).toBe(block('c.md', 'C\n') + '\n' + block('p.md', 'P\n'));
    expect(renderGlobal({ 'config.json': '{"instructions": ["g.md"]}', 'opencode.json': '{"model": "x/y"}' })).toBe(block('g.md', 'G\n') + '\n' + block('p.md', 'P\n'));
  });

  it('with OPENCODE_DISABLE_PROJECT_CONFIG a relative entry is globbed in the global directory', () => {
    expect(renderGlobal({ 'opencode.json': '{"instructions": ["g.md"]}', 'g.md': 'global G\n' }, { OPENCODE_DISABLE_PROJECT_CONFIG: '1' })).toBe('Instructions from: /x/opencode/g.md\nglobal G\n');
  });
});

describe('read disclosure', () => {
  const discloser = (tree: Record<string, MemoryNode>, cwd: string, env: Record<string, string> = {}) => {
    const source = new MemorySource(R, { '.git': { dir: true }, ...tree });
    const W = `${R}/${cwd}`;
    const p = loadOcProject(source, { cwd: W, env, withGlobal: false });
    return new OcDiscloser(source, simulateInstructions(source, W, p.worktree, p.config, p.env), p.env);
  };
  const read = (filePath: string, session = 's1') => ({ tool: 'read', input: { filePath }, ok: true, session });

  it('compares directories with the Location as text: a sibling whose name starts with it is "inside"', () => {
    const d = discloser({ 'app/.keep': '', 'app2/AGENTS.md': 'app2 agents\n', 'app2/y.py': 'y\n', 'AGENTS.md': 'root\n' }, 'app');
    expect(d.call(read('../app2/y.py')).appended).toBe(`\n\n<system-reminder>\nInstructions from: ${R}/app2/AGENTS.md\napp2 agents\n\n</system-reminder>`);
  });

  it('OPENCODE_DISABLE_CLAUDE_CODE_PROMPT also stops nested CLAUDE.md files on read', () => {
    const d = discloser({ 'src/CLAUDE.md': 'nested claude\n', 'src/x.py': 'x\n' }, '.', { OPENCODE_DISABLE_CLAUDE_CODE_PROMPT: '1' });
    expect(d.call(read('src/x.py')).appended).toBe('');
  });

  it('discloses once per session', () => {
    const d = discloser({ 'src/AGENTS.md': 'S\n', 'src/a.py': '', 'src/b.py': '' }, '.');
    expect(d.call(read('src/a.py')).appended).toContain('Instructions from: /r/src/AGENTS.md\nS\n');
    expect(d.call(read('src/b.py')).appended).toBe('');
    expect(d.call(read('src/b.py', 's2')).appended).toContain('/r/src/AGENTS.md');
  });
});
