/**
 * Audit of scoped resolution against docs/runtimes/fork.md §1.2, §5.4–§5.7 and §8 U5/U6/U16/U22/U25:
 * rules no other test pins. Real values, in-memory trees (and a wrapper that injects walk errors).
 */
import { describe, expect, it } from 'vitest';
import { goToLower, resolveContext } from '../../src/runtimes/fork/sim/resolve.js';
import { CONTEXT_HEADER, simulateTarget } from '../../src/runtimes/fork/sim/simulate.js';
import { expandTokens } from '../../src/runtimes/fork/sim/tokens.js';
import { MemorySource, type MemoryNode } from '../../src/source/memory.js';
import { ctx, model, target, type ModelSpec } from './resolve-helpers.js';
import { FailingDirs } from '../helpers/failing-dirs.js';

const DEFAULTS = [
  '.github/copilot-instructions.md',
  '.cursorrules',
  '.cursor/rules/',
  'CLAUDE.md',
  'CLAUDE.local.md',
  'opencode.md',
  'opencode.local.md',
  'OpenCode.md',
  'OpenCode.local.md',
  'OPENCODE.md',
  'OPENCODE.local.md',
  'AGENTS.local.md',
  'AGENTS.md',
];

function run(tree: Record<string, MemoryNode>, spec: ModelSpec, step?: Parameters<typeof target>[2], W = '/w', root = W) {
  const m = model(new MemorySource(root, tree), W, spec);
  return resolveContext(m, target(m, 'coder', step));
}

describe('§5.4 token expansion edge cases', () => {
  const vars = { agent: 'coder', flowId: '', flowStep: '', env: { DIR: 'docs/', LOOP: '${agent}', D: '$&x', EMPTY: '' } as Record<string, string> };
  it.each([
    ['${env.}', false, 'empty-token'],
    ['a/${env.}.md', false, 'empty-token'],
    ['${}', false, 'unknown-token'],
    ['${env.LOOP}.md', false, 'leftover-token'], // single pass: the value's token is not expanded
    ['AGENTS.${agent', false, 'leftover-token'], // unterminated
    ['${env.EMPTY}', false, 'empty-token'],
    ['${env.UNSET}', false, 'empty-token'],
    ['${Agent}.md', false, 'unknown-token'], // names are case-sensitive
    ['${env.D}.md', true, '$&x.md'], // `$` in a value is literal
    ['${agent}/${agent}.md', true, 'coder/coder.md'],
  ])('%s', (entry, ok, want) => {
    const r = expandTokens(entry, vars);
    expect(r.ok).toBe(ok);
    expect(r.ok ? r.value : r.reason).toBe(want);
  });
  it('`${env.}` is empty even when the environment holds an empty name (Go os.Getenv(""))', () => {
    const r = expandTokens('${env.}x', { agent: 'a', flowId: '', flowStep: '', env: { '': 'oops' } });
    expect(r).toMatchObject({ ok: false, reason: 'empty-token' });
  });
  it('a trailing `/` produced by expansion walks the directory', () => {
    const r = run({ 'docs/a.md': 'A', 'docs/sub/b.md': 'B' }, { contextPaths: [], env: { DIR: 'docs/' }, agents: { coder: ctx(['${env.DIR}'], 'append') } });
    expect(r.text).toBe('# From:/w/docs/a.md\nA\n# From:/w/docs/sub/b.md\nB');
  });
  it('the global layer is never expanded: `${agent}.md` is a literal file name', () => {
    const r = run({ '${agent}.md': 'lit', 'coder.md': 'no' }, { contextPaths: ['${agent}.md'] });
    expect(r.text).toBe('# From:/w/${agent}.md\nlit');
  });
});

describe('§5.5 containment of scoped entries', () => {
  const tree = { 'AGENTS.md': 'root', 'etc/x.md': 'rerooted', 'a/keep.md': 'k', 'link.md': { symlink: '/outside/secret.md' }, 'ldir': { symlink: '/outside' } };
  const outside = { 'outside/secret.md': 'SECRET', 'outside/inner.md': 'IN' };
  it.each([
    ['.', 'escapes'],
    ['', 'escapes'],
    ['./', 'escapes'],
    ['a/..', 'escapes'],
    ['a/../', 'escapes'],
    ['../w/AGENTS.md', null], // cleans back inside W
    ['../x.md', 'escapes'],
    ['link.md', 'escapes'], // symlink resolving outside W
    ['ldir/', 'escapes'], // symlinked directory resolving outside W
    ['/etc/x.md', null], // re-rooted, not rejected
  ])('agent entry %j → skip %s', (entry, skip) => {
    const full: Record<string, MemoryNode> = {};
    for (const [k, v] of Object.entries(tree)) full['w/' + k] = v;
    for (const [k, v] of Object.entries(outside)) full[k] = v;
    const r = run(full, { contextPaths: [], agents: { coder: ctx([entry], 'append') } }, undefined, '/w', '/');
    expect(r.entries[0]!.skip).toBe(skip);
    expect(r.text).not.toContain('SECRET');
  });
  it('an absolute entry renders under W', () => {
    const r = run({ 'etc/x.md': 'rerooted' }, { contextPaths: [], agents: { coder: ctx(['/etc/x.md'], 'append') } });
    expect(r.text).toBe('# From:/w/etc/x.md\nrerooted');
    expect(r.entries[0]!.reRooted).toBe(true);
  });
  it('a symlinked file inside a walked directory is read even when it points outside W (U22)', () => {
    const r = run({ 'w/docs/a.md': 'A', 'w/docs/s.md': { symlink: '/outside/secret.md' }, 'outside/secret.md': 'SECRET' }, { contextPaths: [], agents: { coder: ctx(['docs/'], 'append') } }, undefined, '/w', '/');
    expect(r.text).toBe('# From:/w/docs/a.md\nA\n# From:/w/docs/s.md\nSECRET');
    expect(r.files.map((f) => f.outsideW)).toEqual([false, true]);
  });
  it('the global layer is not containment-checked: `../x.md` reads outside W', () => {
    const r = run({ 'w/AGENTS.md': 'in', 'x.md': 'out' }, { contextPaths: ['../x.md'] }, undefined, '/w', '/');
    expect(r.text).toBe('# From:/x.md\nout');
    expect(r.files[0]!.rel).toBe('../x.md');
  });
  it('a global absolute entry is re-rooted by Join too (no containment, but no new root)', () => {
    const r = run({ 'w/etc/x.md': 'in', 'etc/x.md': 'root' }, { contextPaths: ['/etc/x.md'] }, undefined, '/w', '/');
    expect(r.text).toBe('# From:/w/etc/x.md\nin');
  });
  it('with W = "/" every scoped entry is rejected', () => {
    const r = run({ 'a.md': 'A' }, { contextPaths: [], agents: { coder: ctx(['a.md'], 'append') } }, undefined, '/', '/');
    expect(r.entries[0]!.skip).toBe('escapes');
    expect(r.text).toBe('');
  });
});

describe('§5.6 entry forms', () => {
  it('a regular file named with a trailing `/` renders as Join(W, entry), without the slash (U16)', () => {
    const r = run({ 'a.md': 'A' }, { contextPaths: ['a.md/'] });
    expect(r.text).toBe('# From:/w/a.md\nA');
  });
  it('a symlink to a file named with a trailing `/` is read through the link, path without slash', () => {
    const r = run({ 't.md': 'T', 'l.md': { symlink: 't.md' } }, { contextPaths: ['l.md/'] });
    expect(r.text).toBe('# From:/w/l.md\nT');
  });
  it('a symlink to a directory named with a trailing `/` reads nothing', () => {
    const r = run({ 'd/x.md': 'X', l: { symlink: 'd' } }, { contextPaths: ['l/'] });
    expect(r.text).toBe('');
    expect(r.entries[0]!.skip).toBe('symlink-dir-root');
  });
  it('a directory named without `/` contributes nothing', () => {
    const r = run({ 'd/x.md': 'X' }, { contextPaths: ['d'] });
    expect(r.text).toBe('');
    expect(r.entries[0]!.skip).toBe('is-directory');
  });
  it('a walk includes hidden files and hidden directories, and does not descend symlinked subdirectories', () => {
    const r = run({ 'd/.h.md': 'H', 'd/.git/c.md': 'C', 'd/v.md': 'V', 'd/ln': { symlink: '../e' }, 'e/z.md': 'Z' }, { contextPaths: ['d/'] });
    expect(r.files.map((f) => f.rel)).toEqual(['d/.git/c.md', 'd/.h.md', 'd/v.md']);
  });
  it('global `./` walks all of W, hidden directories included', () => {
    const r = run({ '.git/HEAD': 'ref', 'a.md': 'A' }, { contextPaths: ['./'] });
    expect(r.files.map((f) => f.rel)).toEqual(['.git/HEAD', 'a.md']);
  });
  it('global `.` (a directory without `/`) and `a/../AGENTS.md` (cleaned)', () => {
    const r = run({ 'AGENTS.md': 'R' }, { contextPaths: ['.', 'a/../AGENTS.md'] });
    expect(r.text).toBe('# From:/w/AGENTS.md\nR');
    expect(r.entries[0]!.skip).toBe('is-directory');
  });
  it('a walk error stops only that entry: files before it are kept, later ones and the next entry still work', () => {
    const src = new FailingDirs('/w', { 'd/a.md': 'A', 'd/b/x.md': 'X', 'd/c.md': 'C', 'e.md': 'E' }, ['/w/d/b']);
    const m = model(src, '/w', { contextPaths: ['d/', 'e.md'] });
    const r = resolveContext(m, target(m, 'coder'));
    expect(r.text).toBe('# From:/w/d/a.md\nA\n# From:/w/e.md\nE');
  });
  it('a missing walk root yields nothing', () => {
    expect(run({}, { contextPaths: ['nope/'] }).entries[0]!.skip).toBe('missing');
  });
  it('an empty file renders as a header only; content is not newline-adjusted', () => {
    const r = run({ 'a.md': '', 'b.md': 'no newline', 'c.md': 'two\n\n' }, { contextPaths: ['c.md', 'b.md', 'a.md'] });
    expect(r.text).toBe('# From:/w/a.md\n\n# From:/w/b.md\nno newline\n# From:/w/c.md\ntwo\n\n');
  });
  it('a FIFO claims its key and contributes nothing (U25)', () => {
    const r = run({ 'p.md': { fifo: true }, 'a.md': 'A' }, { contextPaths: ['p.md', 'a.md'] });
    expect(r.text).toBe('# From:/w/a.md\nA');
    expect(r.entries[0]!.skip).toBe('not-regular');
  });
  it('layers are sorted by byte order, not UTF-16 order', () => {
    // U+1F600 is a surrogate pair in UTF-16 (0xD83D < 0xFF5A) but F0… in UTF-8 (> EF…).
    const r = run({ '\u{1F600}.md': 'E', '\uFF5A.md': 'Z', 'é.md': 'e' }, { contextPaths: ['\u{1F600}.md', '\uFF5A.md', 'é.md'] });
    expect(r.files.map((f) => f.rel)).toEqual(['é.md', '\uFF5A.md', '\u{1F600}.md']);
  });
});

describe('§5.6 dedupe', () => {
  it('on a case-sensitive filesystem, `OpenCode.md` alone is never rendered under the default list (U5)', () => {
    for (const name of ['OpenCode.md', 'OPENCODE.md', 'OpenCode.local.md', 'OPENCODE.local.md']) {
      const r = run({ [name]: 'X', 'AGENTS.md': 'A' }, { contextPaths: DEFAULTS });
      expect(r.text).toBe('# From:/w/AGENTS.md\nA');
      const c = r.collisions.find((x) => x.loser.abs === '/w/' + name)!;
      expect(c).toMatchObject({ winner: { exists: false }, loser: { exists: true }, race: true });
    }
    expect(run({ 'opencode.md': 'x' }, { contextPaths: DEFAULTS }).text).toBe('# From:/w/opencode.md\nx');
  });
  it('a missing global `opencode.md` hides an agent layer `OpenCode.md` (deterministic, not a race)', () => {
    const r = run({ 'OpenCode.md': 'X' }, { contextPaths: ['opencode.md'], agents: { coder: ctx(['OpenCode.md'], 'append') } });
    expect(r.text).toBe('');
    expect(r.collisions).toMatchObject([{ key: '/w/opencode.md', winner: { layer: 'global', exists: false }, loser: { layer: 'agent', exists: true }, race: false }]);
  });
  it('…but not when W is a symlink: the existing key is the resolved path', () => {
    const r = run({ 'real/OpenCode.md': 'X', w: { symlink: 'real' } }, { contextPaths: ['opencode.md'], agents: { coder: ctx(['OpenCode.md'], 'append') } }, undefined, '/w', '/');
    expect(r.text).toBe('# From:/w/OpenCode.md\nX');
    expect(r.collisions).toEqual([]);
  });
  it.each([
    // Go strings.ToLower maps rune by rune with unicode.ToLower: İ → i, final Σ → σ, ẞ → ß.
    ['\u0130.md', 'i.md'],
    ['\u039F\u0394\u039F\u03A3.md', '\u03BF\u03B4\u03BF\u03C3.md'],
    ['\u1E9E.md', '\u00DF.md'],
  ])('missing %s hides existing %s (Go per-rune lower-casing)', (missing, existing) => {
    const r = run({ [existing]: 'X' }, { contextPaths: [missing], agents: { coder: ctx([existing], 'append') } });
    expect(r.text).toBe('');
  });
  it('goToLower matches Go strings.ToLower', () => {
    expect(goToLower('/W/\u0130\u03A3\u1E9E\u212A.MD')).toBe('/w/i\u03C3\u00DFk.md');
    expect(goToLower('\u03A3\u03A3')).toBe('\u03C3\u03C3');
  });
  it('within a walk, walk order (not path order) decides which spelling claims first', () => {
    // Walk: "a" < "a-b.md" by name, so a/x.md is reached first; by full path "a-b.md" sorts first.
    const r = run({ 'd/a/x.md': { symlink: '../t.txt' }, 'd/a-b.md': { symlink: 't.txt' }, 'd/t.txt': 'T' }, { contextPaths: ['d/'] });
    expect(r.files.map((f) => f.abs)).toEqual(['/w/d/a/x.md']);
  });
});

describe('§5.6–§5.7 joins and the header', () => {
  it('empty layers add no stray "\\n" (global empty, agent and step rendered)', () => {
    const r = run({ 'A.md': 'a', 'S.md': 's' }, { contextPaths: ['missing.md'], agents: { coder: ctx(['A.md'], 'append') } }, { flowId: 'f', stepId: 's', context: ctx(['S.md'], 'append') });
    expect(r.text).toBe('# From:/w/A.md\na\n# From:/w/S.md\ns');
  });
  it('layers render global → agent → step even when paths sort the other way', () => {
    const r = run({ 'z.md': 'g', 'a.md': 'st' }, { contextPaths: ['z.md'] }, { flowId: 'f', stepId: 's', context: ctx(['a.md'], 'append') });
    expect(r.text).toBe('# From:/w/z.md\ng\n# From:/w/a.md\nst');
  });
  it('the 88-byte header precedes a non-empty context and is absent otherwise', () => {
    expect(Buffer.byteLength(CONTEXT_HEADER)).toBe(88);
    const m = model(new MemorySource('/w', { 'AGENTS.md': '' }), '/w', {});
    const empty = { files: [], truncated: false };
    expect(simulateTarget(m, target(m, 'coder'), empty).rendered).toBe(CONTEXT_HEADER + '# From:/w/AGENTS.md\n');
    const m2 = model(new MemorySource('/w', {}), '/w', {});
    expect(simulateTarget(m2, target(m2, 'coder'), empty).rendered).toBe('');
  });
});

describe('§5.4 `${env.NAME}` reads the process environment overridden by `--env`', () => {
  it('end to end through loadTarget', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { loadTarget } = await import('../../src/run/target.js');
    const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-audit-env-')));
    try {
      fs.writeFileSync(path.join(tmp, '.opencode.json'), JSON.stringify({ contextPaths: [], agents: { coder: { context: { paths: ['${env.CTXLENS_AUDIT_X}.md'], mode: 'append' } } } }));
      fs.writeFileSync(path.join(tmp, 'proc.md'), 'P');
      fs.writeFileSync(path.join(tmp, 'cli.md'), 'C');
      process.env['CTXLENS_AUDIT_X'] = 'proc';
      const base = { cwd: tmp, agent: 'coder', withGlobal: false, staged: false };
      const a = await loadTarget({ ...base, env: [] });
      expect(resolveContext(a.model, a.rt).text).toBe(`# From:${tmp}/proc.md\nP`);
      const b = await loadTarget({ ...base, env: ['CTXLENS_AUDIT_X=cli'] });
      expect(resolveContext(b.model, b.rt).text).toBe(`# From:${tmp}/cli.md\nC`);
      const c = await loadTarget({ ...base, env: ['CTXLENS_AUDIT_X='] }); // set to empty: the entry is skipped
      expect(resolveContext(c.model, c.rt).entries.find((e) => e.layer === 'agent')!.skip).toBe('empty-token');
    } finally {
      delete process.env['CTXLENS_AUDIT_X'];
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe('§5.2 mode normalisation', () => {
  it.each([
    ['Replace', '# From:/w/AGENTS.md\ng\n# From:/w/A.md\na'], // not recognised → append
    ['', '# From:/w/A.md\na'],
    ['append', '# From:/w/AGENTS.md\ng\n# From:/w/A.md\na'],
    [' replace', '# From:/w/AGENTS.md\ng\n# From:/w/A.md\na'],
  ])('mode %j', (mode, want) => {
    expect(run({ 'AGENTS.md': 'g', 'A.md': 'a' }, { agents: { coder: ctx(['A.md'], mode) } }).text).toBe(want);
  });
});
