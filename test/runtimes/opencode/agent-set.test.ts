/**
 * The mainstream OpenCode agent model (docs/runtimes/opencode.md §5). Expected values were
 * observed with the real binary (`opencode debug config` / `debug agent`, opencode 1.18.33, run
 * through the oracle's isolated environment); each case names what it observed.
 */
import { describe, expect, it } from 'vitest';
import { FrontmatterReader, sanitiseFrontmatter } from '../../../src/runtimes/opencode/load/agent-markdown.js';
import { agentIdFromPath } from '../../../src/runtimes/opencode/load/agent-discovery.js';
import { load } from './agent-set-kit.js';

describe('agent IDs from paths (§5.1)', () => {
  it.each([
    ['agent/review.md', 'review'],
    ['agents/team/reviewer.md', 'team/reviewer'],
    ['mode/fast.md', 'fast'],
    ['agents/v1.2.md', 'v1.2'],
  ])('%s → %s', (rel, id) => {
    expect(agentIdFromPath(rel, ['agent/', 'agents/', 'mode/', 'modes/'])).toBe(id);
  });
});

describe('frontmatter as gray-matter and the runtime retry read it (§5.2)', () => {
  it('parses a plain frontmatter', () => {
    const r = new FrontmatterReader().read('---\ndescription: x\nmode: subagent\n---\n\nBody.\n');
    expect(r).toMatchObject({ outcome: 'parsed', data: { description: 'x', mode: 'subagent' }, opens: true });
    expect(r.content.trim()).toBe('Body.');
  });

  it('retries an unquoted value with ": " as a block scalar (observed: description "Use this: for review")', () => {
    const text = '---\ndescription: Use this: for review\nmode: subagent\n---\nColon body.\n';
    expect(sanitiseFrontmatter(text)).toBe('---\ndescription: |-\n  Use this: for review\nmode: subagent\n---\nColon body.\n');
    expect(new FrontmatterReader().read(text)).toMatchObject({ outcome: 'sanitised', data: { description: 'Use this: for review', mode: 'subagent' } });
  });

  it('a failure the retry cannot change keeps the whole file as the prompt (observed: badyaml)', () => {
    const text = '---\ndescription: [unclosed\nmode: subagent\n---\nBad yaml body.\n';
    const r = new FrontmatterReader().read(text);
    expect(r.outcome).toBe('unparsed');
    expect(r.data).toEqual({});
    expect(r.content.trim()).toBe('---\ndescription: [unclosed\nmode: subagent\n---\nBad yaml body.');
  });

  it('a failure the retry changed and that still fails drops the file (observed: twofail)', () => {
    const r = new FrontmatterReader().read('---\ndescription: Use this: for review\ntags: [unclosed\n---\nTwofail.\n');
    expect(r.outcome).toBe('dropped');
    expect(r.errors).toHaveLength(2);
  });

  it.each([
    ['an HTML comment first', '<!-- header -->\n---\ndescription: c\n---\nBody.\n'],
    ['a blank line first', '\n---\ndescription: blank line first\n---\nBlank.\n'],
    ['no frontmatter at all', '# Agents\n\nThis folder holds agents.\n'],
  ])('%s: no settings, the whole text is the prompt (observed)', (_n, text) => {
    const r = new FrontmatterReader().read(text);
    expect(r).toMatchObject({ outcome: 'parsed', opens: false, data: {} });
    expect(r.content).toBe(text);
  });

  it('accepts a BOM, CRLF and an unclosed block (observed: bom, crlf, noclose)', () => {
    const reader = new FrontmatterReader();
    expect(reader.read('\ufeff---\ndescription: bom\n---\nBOM body\n')).toMatchObject({ data: { description: 'bom' }, content: 'BOM body\n' });
    expect(reader.read('---\r\ndescription: crlf\r\nmode: subagent\r\n---\r\nCRLF body\r\n').data).toEqual({ description: 'crlf', mode: 'subagent' });
    expect(reader.read('---\ndescription: no close\n')).toMatchObject({ data: { description: 'no close' }, content: '' });
  });

  it('the first "\\n---" closes the block (observed: dashes)', () => {
    expect(new FrontmatterReader().read('---\ndescription: dashes\n---\nBody\n---\nmore\n').content.trim()).toBe('Body\n---\nmore');
  });
});

describe('loading agents (observed with opencode debug config, 1.18.33)', () => {
  const review = '---\ndescription: Reviews code\nmode: subagent\npermissions:\n  bash:\n    "git *": allow\nfoo: bar\ntools:\n  write: false\nmaxSteps: 5\ntemperature: 0.1\n---\n\n  Review the code.\n\n';
  const set = load({
    'opencode.json': '{\n  "agent": {\n    "jsonagent": {"description": "from json", "prompt": "You are JSON agent.", "mode": "subagent"},\n    "review": {"temperature": 0.5}\n  }\n}\n',
    '.opencode/agent/review.md': review,
    '.opencode/agent/team/reviewer.md': '---\nname: Renamed\ndescription: renamed one\n---\nBody of renamed.\n',
    '.opencode/agent/team/plain.md': '---\ndescription: plain nested\n---\nPlain.\n',
    '.opencode/agent/README.md': '# Agents\n\nThis folder holds agents.\n',
    '.opencode/mode/fast.md': '---\ndescription: fast mode\nmode: subagent\n---\nFast.\n',
    '.opencode/mode/sub/deep.md': '---\ndescription: deep\n---\ndeep\n',
    '.opencode/mode/hot.md': '---\ndescription: hot\ntemperature: hot\n---\nHot.\n',
  });
  const agent = (id: string) => set.agents.find((a) => a.id === id);

  it('lists the built-ins and every kept definition by its ID', () => {
    expect(set.agents.map((a) => a.id)).toEqual(['README', 'Renamed', 'build', 'compaction', 'explore', 'fast', 'general', 'jsonagent', 'plan', 'review', 'summary', 'team/plain', 'title']);
  });

  it('markdown in .opencode/ overrides the same agent of opencode.json field by field', () => {
    expect(agent('review')!.settings).toMatchObject({ temperature: 0.1, description: 'Reviews code', mode: 'subagent', prompt: 'Review the code.', foo: 'bar', maxSteps: 5 });
  });

  it('frontmatter name replaces the path ID', () => {
    const d = set.definitions.find((x) => x.pathId === 'team/reviewer')!;
    expect([d.id, agent('Renamed')!.description]).toEqual(['Renamed', 'renamed one']);
  });

  it('a mode/ file is primary whatever it says; mode/ is not recursive; a mode/ file failing the schema is dropped', () => {
    expect(agent('fast')!.mode).toBe('primary');
    expect(agent('sub/deep')).toBeUndefined();
    const hot = set.definitions.find((x) => x.pathId === 'hot')!;
    expect([hot.kept, hot.dropReason, agent('hot')]).toEqual([false, 'schema', undefined]);
  });

  it('a README in agent/ becomes an agent with mode all and its text as prompt', () => {
    expect(agent('README')).toMatchObject({ mode: 'all', description: null, prompt: '# Agents\n\nThis folder holds agents.' });
  });

  it('positions point into the file: frontmatter keys, JSON keys', () => {
    const md = set.definitions.find((x) => x.id === 'review' && x.origin === 'markdown-agent')!;
    expect(md.spanAt('/permissions', 'key')).toMatchObject({ file: '.opencode/agent/review.md', start: { line: 4, column: 1 }, end: { line: 4, column: 12 } });
    expect(md.spanAt('/permissions/bash/git *', 'key').start).toEqual({ line: 6, column: 5 });
    expect(md.spanAt('/prompt', 'value').start.line).toBe(13);
    const js = set.definitions.find((x) => x.id === 'review' && x.origin === 'config-agent')!;
    expect(js.span).toMatchObject({ file: 'opencode.json', start: { line: 4, column: 5 } });
  });
});

describe('discovery details (observed: .draft and .hidden/h load, notes.MD does not)', () => {
  it('dot files and dot folders are agents; the extension is case-sensitive', () => {
    const set = load({
      '.opencode/agent/.draft.md': '---\ndescription: dot\n---\nx\n',
      '.opencode/agent/.hidden/h.md': '---\ndescription: in hidden dir\n---\nx\n',
      '.opencode/agent/notes.MD': '---\ndescription: up\n---\nx\n',
    });
    expect(set.agents.filter((a) => !a.builtin).map((a) => a.id)).toEqual(['.draft', '.hidden/h']);
  });
});

describe('schema violations (observed refusals: "Configuration is invalid at …")', () => {
  it.each([
    ['mode: worker', '---\ndescription: bad mode\nmode: worker\n---\nx\n', ['/mode']],
    ['color: blue', '---\ndescription: colored\ncolor: blue\n---\nC.\n', ['/color']],
    ['description: 42, steps: -1', '---\ndescription: 42\nsteps: -1\n---\nD.\n', ['/description', '/steps']],
  ])('%s', (_n, text, pointers) => {
    const set = load({ '.opencode/agent/x.md': text });
    const d = set.definitions[0]!;
    expect(d.kept).toBe(true);
    expect([...new Set(d.violations.map((v) => v.pointer))].sort()).toEqual(pointers);
  });

  it('locates the violation at the value', () => {
    const d = load({ '.opencode/agent/x.md': '---\ndescription: bad mode\nmode: worker\n---\nx\n' }).definitions[0]!;
    expect(d.violations[0]!.span).toMatchObject({ start: { line: 3, column: 7 }, end: { line: 3, column: 13 } });
  });
});

describe('V2 `agents` entries (observed: system becomes the prompt, prompt is dropped)', () => {
  it('lowers system to prompt and drops V1 keys', () => {
    const set = load({ 'opencode.json': '{"agents": {"rev": {"description": "r", "system": "You are rev.", "prompt": "p"}}}' });
    expect(set.agents.find((a) => a.id === 'rev')).toMatchObject({ description: 'r', prompt: 'You are rev.' });
  });
});
