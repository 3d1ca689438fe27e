/**
 * The markdown agent loader and registry (docs/runtimes/fork.md §3, §9.8): expected outcomes are the
 * runtime's, taken from the spec tables.
 */
import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from '../../src/runtimes/fork/load/frontmatter.js';
import { jsonAgent, loadTree, node, pos } from './agents-kit.js';

const A = '.opencode/agents';
const P = `/w/${A}`;

describe('frontmatter bytes (§3.5)', () => {
  it.each<[string, string, string | null]>([
    ['UTF-8 BOM before ---', '\ufeff---\nmode: agent\n---\n', `missing frontmatter delimiter in ${P}/x.md`],
    ['CR-only line ends', '---\rmode: agent\r---\r', `missing frontmatter delimiter in ${P}/x.md`],
    ['a leading blank line', '\n---\nmode: agent\n---\n', `missing frontmatter delimiter in ${P}/x.md`],
    ['opening line with a trailing space', '--- \nmode: agent\n---\n', `missing frontmatter delimiter in ${P}/x.md`],
    ['closing line with surrounding white space', '---\nmode: agent\n   ---   \nbody', null],
    ['closing line tab and CR', '---\nmode: agent\n\t---\r\nbody', null],
    ['CRLF file', '---\r\nmode: agent\r\n---\r\nline1\r\nline2\r\n', null],
    ['---\\n--- (no final newline)', '---\n---', null],
    ['---\\n---\\n', '---\n---\n', null],
    ['comment-only frontmatter', '---\n# nothing here\n---\n', null],
    ['---\\n alone', '---\n', `missing frontmatter end delimiter in ${P}/x.md`],
    ['empty file', '', `missing frontmatter delimiter in ${P}/x.md`],
    ['a YAML list', '---\n- a\n- b\n---\n', `invalid YAML frontmatter in ${P}/x.md: yaml: unmarshal errors:\n  line 1: cannot unmarshal !!seq into agent.AgentInfo`],
    ['a YAML scalar', '---\nfoo\n---\n', `invalid YAML frontmatter in ${P}/x.md: yaml: unmarshal errors:\n  line 1: cannot unmarshal !!str \`foo\` into agent.AgentInfo`],
    ['a long scalar is shortened like yaml.v3', '---\nabcdefghijkl\n---\n', `invalid YAML frontmatter in ${P}/x.md: yaml: unmarshal errors:\n  line 1: cannot unmarshal !!str \`abcdefg...\` into agent.AgentInfo`],
    ['YAML null', '---\n~\n---\n', null],
    ['a JSON file named .md', '{"description": "x", "mode": "agent"}\n', `missing frontmatter delimiter in ${P}/x.md`],
  ])('%s', (_name, text, error) => {
    const r = loadTree({ [`${A}/x.md`]: text });
    const f = r.file(`${A}/x.md`);
    expect(f.error?.message ?? null).toBe(error);
    expect(f.status).toBe(error === null ? 'loaded' : 'rejected');
    expect(r.agents.has('x')).toBe(error === null);
    if (error !== null) expect(r.issues.filter((i) => i.rule === 'parse-error').map((i) => i.data['detail'])).toEqual([error]);
  });

  it('a zero-value file is a subagent named after its ID', () => {
    const r = loadTree({ [`${A}/x.md`]: '---\n---' });
    expect(r.file(`${A}/x.md`).effectiveMode).toBe('subagent');
    expect(r.agents.get('x')?.mode).toBe('subagent');
  });

  it('points the missing-delimiter error at line 1 and explains a BOM', () => {
    const r = loadTree({ [`${A}/x.md`]: '\ufeff---\n---\n' });
    const issue = r.issues.find((i) => i.rule === 'parse-error')!;
    expect(pos(issue.span)).toBe('1:1-1:5');
    expect(issue.hint).toMatch(/byte-order mark/);
  });

  it('splits the body like the runtime: trimmed, CRLF interior kept', () => {
    const s = splitFrontmatter('---\r\nmode: agent\r\n---\r\n\r\n  line1\r\nline2\r\n\r\n');
    expect(s).toMatchObject({ ok: true, block: 'mode: agent\r', body: 'line1\r\nline2', closeLine: 2 });
  });

  it('closes at the first --- even inside a block scalar', () => {
    const s = splitFrontmatter('---\ndescription: |\n  a\n  ---\n  b\n---\nbody');
    expect(s).toMatchObject({ ok: true, block: 'description: |\n  a', closeLine: 3, body: 'b\n---\nbody' });
  });
});

describe('directory scan (§3.2, §3.5)', () => {
  const r = loadTree({
    [`${A}/.md`]: '---\n---\n',
    [`${A}/x.md.md`]: '---\n---\n',
    [`${A}/.hidden.md`]: '---\n---\n',
    [`${A}/upper.MD`]: '---\n---\n',
    [`${A}/notes.txt`]: '---\n---\n',
    [`${A}/sub/inner.md`]: '---\n---\n',
    [`${A}/dirlink.md`]: { symlink: 'sub' },
    [`${A}/dangling.md`]: { symlink: 'nowhere.md' },
    [`${A}/pipe.md`]: { fifo: true },
    [`${A}/linked.md`]: { symlink: '../../shared/linked.md' },
    'shared/linked.md': '---\nmode: agent\n---\n',
  });

  it('reads .md names in byte order, hidden ones too, and skips directories and other suffixes', () => {
    expect(r.files.map((f) => [f.id, f.status])).toEqual([
      ['.hidden', 'loaded'],
      ['', 'loaded'],
      ['dangling', 'rejected'],
      ['dirlink', 'rejected'],
      ['linked', 'loaded'],
      ['pipe', 'rejected'],
      ['x.md', 'loaded'],
    ]);
    expect(r.agents.get('')?.mode).toBe('subagent');
    expect(r.agents.get('linked')?.mode).toBe('agent');
  });

  it('reports read failures with Go error texts, and never opens a FIFO', () => {
    expect(r.file(`${A}/dangling.md`).error?.message).toBe(`failed to read agent file: open ${P}/dangling.md: no such file or directory`);
    expect(r.file(`${A}/dirlink.md`).error?.message).toBe(`failed to read agent file: read ${P}/dirlink.md: is a directory`);
    expect(r.file(`${A}/pipe.md`).error?.message).toMatch(/^failed to read agent file: \/w\/\.opencode\/agents\/pipe\.md is a FIFO; /);
  });

  it('records each file read as an agent TextDocument', () => {
    expect([...r.ctx.documents.values()].filter((d) => d.kind === 'agent').map((d) => d.file)).toEqual([
      `${A}/.hidden.md`,
      `${A}/.md`,
      `${A}/linked.md`,
      `${A}/x.md.md`,
    ]);
  });
});

describe('decoding with yaml.v3 semantics (§3.2, U15)', () => {
  const one = (fm: string, body = '') => {
    const r = loadTree({ [`${A}/a.md`]: `---\n${fm}---\n${body}` });
    return { r, f: r.file(`${A}/a.md`) };
  };

  it('rejects duplicate keys with both (block-relative) lines, pointing at the second key', () => {
    const { f, r } = one('mode: agent\nname: x\nmode: subagent\n');
    expect(f.error?.message).toBe(`invalid YAML frontmatter in ${P}/a.md: yaml: unmarshal errors:\n  line 3: mapping key "mode" already defined at line 1`);
    expect(pos(f.error?.span)).toBe('4:1-4:5');
    expect(r.issues.find((i) => i.rule === 'parse-error')?.hint).toBe('yaml.v3 counts lines from the first line after "---"; in this file: line 4 (first defined at line 2).');
    expect(r.agents.has('a')).toBe(false);
  });

  it('a syntax error sits at its line of the file, and the hint maps the runtime\'s block-relative line to it', () => {
    const { f, r } = one('description: [unclosed\nmode: subagent\n', 'Review.\n');
    expect(f.error?.message).toBe(`invalid YAML frontmatter in ${P}/a.md: yaml: line 2: flow sequence in block collection must be sufficiently indented and end with a ]`);
    expect(pos(f.error?.span).split('-')[0]).toBe('3:1');
    expect(r.issues.find((i) => i.rule === 'parse-error')?.hint).toBe('yaml.v3 counts lines from the first line after "---": its line 2 is line 3 of this file.');
  });

  it('rejects duplicate keys inside context too', () => {
    const { f } = one('context:\n  paths: [a]\n  paths: [b]\n');
    expect(f.error?.message).toBe(`invalid YAML frontmatter in ${P}/a.md: yaml: unmarshal errors:\n  line 3: mapping key "paths" already defined at line 2`);
  });

  it.each<[string, string, string]>([
    ['a quoted number into an int', 'maxTurns: "5"\n', 'line 1: cannot unmarshal !!str `5` into int'],
    ['a scalar context.paths', 'context:\n  paths: AGENTS.md\n', 'line 2: cannot unmarshal !!str `AGENTS.md` into []string'],
    ['a list into a string', 'model: [a]\n', 'line 1: cannot unmarshal !!seq into string'],
    ['a number into a bool', 'hidden: 1\n', 'line 1: cannot unmarshal !!int `1` into bool'],
    ['a quoted "true" into a bool', 'hidden: "true"\n', 'line 1: cannot unmarshal !!str `true` into bool'],
    ['a scalar context', 'context: AGENTS.md\n', 'line 1: cannot unmarshal !!str `AGENTS.md` into contextfile.AgentContext'],
  ])('rejects %s', (_n, fm, err) => {
    const { f } = one(fm);
    expect(f.status).toBe('rejected');
    expect(f.error?.message).toBe(`invalid YAML frontmatter in ${P}/a.md: yaml: unmarshal errors:\n  ${err}`);
  });

  it('accepts any scalar into string fields, YAML 1.1 bools and floats into ints', () => {
    const { f } = one('name: 123\nmodel: 1.5\nhidden: yes\nnative: "on"\ndisabled: Off\nmaxTurns: 7.9\nmode: primary\n');
    expect(f.status).toBe('loaded');
    expect(f.model?.value).toBe('1.5');
    expect([f.hidden, f.native, f.disabled]).toEqual([true, true, false]);
    expect(f.effectiveMode).toBe('agent');
  });

  it('ignores keys that differ in case and unknown keys (without decoding them)', () => {
    const { f } = one('Mode: agent\nmaxturns: "5"\nweird: {a: 1, a: 2}\n');
    expect(f.status).toBe('loaded');
    expect(f.effectiveMode).toBe('subagent');
  });

  it('decodes context with exact spans into the file', () => {
    const { f } = one('context:\n  paths:\n    - REVIEW.md\n    - "docs/review/"\n  mode: append\n  nested: off\n');
    const c = f.context!;
    expect(c.paths?.map((p) => [p.value, pos(p.span), p.span.pointer])).toEqual([
      ['REVIEW.md', '4:7-4:16', '/context/paths/0'],
      ['docs/review/', '5:7-5:21', '/context/paths/1'],
    ]);
    expect([c.mode?.value, pos(c.mode?.span), c.nested?.value, pos(c.nested?.span)]).toEqual(['append', '6:9-6:15', false, '7:11-7:14']);
  });

  it.each<[string, string, null | string[], string[]]>([
    ['context: {}', 'context: {}\n', null, []],
    ['only unknown keys', 'context:\n  path: [a.md]\n', null, ['path']],
    ['Paths in the wrong case', 'context:\n  Paths: [a.md]\n', null, ['Paths']],
    ['paths: []', 'context:\n  paths: []\n', [], []],
    ['paths: null', 'context:\n  paths:\n', null, []],
  ])('%s → non-nil context', (_n, fm, paths, unknown) => {
    const { f } = one(fm);
    expect(f.context).not.toBeNull();
    expect(f.context?.paths?.map((p) => p.value) ?? null).toEqual(paths);
    expect(f.context?.unknownKeys.map((k) => k.value)).toEqual(unknown);
  });

  it('keeps spans in a CRLF file', () => {
    const r = loadTree({ [`${A}/a.md`]: '---\r\nmode: agent\r\ncontext:\r\n  paths: [A.md]\r\n---\r\nbody\r\n' });
    const f = r.file(`${A}/a.md`);
    expect(f.effectiveMode).toBe('agent');
    expect(pos(f.context?.paths?.[0]?.span)).toBe('4:11-4:15');
  });

  it('reads a JSON flow mapping as frontmatter', () => {
    const { f } = one('{"mode": "agent", "context": {"paths": ["A.md"]}}\n');
    expect(f.effectiveMode).toBe('agent');
    expect(f.context?.paths?.map((p) => p.value)).toEqual(['A.md']);
  });

  it('follows aliases and merge keys, and caps alias expansion', () => {
    const { f } = one('base: &b {mode: agent, model: m1}\n<<: *b\nmodel: m2\n');
    expect([f.effectiveMode, f.model?.value]).toEqual(['agent', 'm2']);
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++) bomb.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill('*' + String.fromCharCode(96 + i)).join(', ')}]`);
    bomb.push('permission: {x: *i}');
    const b = one(bomb.join('\n') + '\n');
    expect(b.f.status).toBe('rejected');
    expect(b.f.error?.message).toMatch(/excessive aliasing/);
  });

  it('rejects an alias to an unknown anchor, even under an unknown key', () => {
    const { f } = one('mode: agent\nextra: *nope\n');
    expect(f.error?.message).toBe(`invalid YAML frontmatter in ${P}/a.md: yaml: unknown anchor 'nope' referenced`);
    expect(pos(f.error?.span)).toBe('3:8-3:13');
  });

  it('reports a YAML syntax error at its position', () => {
    const { f } = one('mode: agent\ntools: [read\n');
    expect(f.status).toBe('rejected');
    expect(f.error?.message).toMatch(/^invalid YAML frontmatter in \/w\/\.opencode\/agents\/a\.md: yaml: line \d+: /);
    expect(f.error?.span.start.line).toBeGreaterThanOrEqual(3);
  });
});

describe('rejections after decoding (§3.2)', () => {
  it('rejects a body together with langfusePromptPath', () => {
    const r = loadTree({ [`${A}/a.md`]: '---\nlangfusePromptPath: p/x\n---\nprompt text\n' });
    expect(r.file(`${A}/a.md`).error?.message).toBe(`${P}/a.md: agent "a": prompt and langfusePromptPath are mutually exclusive — declare exactly one`);
    expect(pos(r.file(`${A}/a.md`).error?.span)).toBe('2:21-2:24');
  });

  it('accepts langfusePromptPath with a blank body, and a blank path with a body', () => {
    const r = loadTree({ [`${A}/a.md`]: '---\nlangfusePromptPath: p/x\n---\n \n', [`${A}/b.md`]: '---\nlangfusePromptPath: "  "\n---\nbody\n' });
    expect(r.files.map((f) => f.status)).toEqual(['loaded', 'loaded']);
  });

  it('rejects non-empty tools with non-empty allowTools, accepts tools: {}', () => {
    const r = loadTree({
      [`${A}/a.md`]: '---\ntools: {bash: false}\nallowTools: [read]\n---\n',
      [`${A}/b.md`]: '---\ntools: {}\nallowTools: [read]\n---\n',
    });
    expect(r.file(`${A}/a.md`).error?.message).toBe(`${P}/a.md: agent "a": tools and allowTools are mutually exclusive — declare exactly one`);
    expect(r.file(`${A}/b.md`).status).toBe('loaded');
  });

  it('a rejected project file falls back to the agentPaths file with the same ID', () => {
    const r = loadTree(
      { [`${A}/dup.md`]: '---\nmaxTurns: "5"\n---\n', 'custom/dup.md': '---\nmode: agent\n---\n' },
      { config: { agentPaths: [node('custom')] } },
    );
    expect(r.agents.get('dup')?.mode).toBe('agent');
    expect(r.agents.get('dup')?.contributions.map((c) => c.file)).toEqual(['custom/dup.md']);
  });
});

describe('registry facts (§9.8)', () => {
  it('reviewer.md with description, mode, tools and permission', () => {
    const r = loadTree({
      [`${A}/reviewer.md`]: '---\ndescription: Reviews\nmode: subagent\ntools:\n  write: false\n  edit: false\npermission:\n  bash:\n    "*": deny\n---\nYou review code.\n',
      [`${A}/notes.txt`]: 'x',
    });
    const a = r.agents.get('reviewer')!;
    expect([a.mode, a.tools]).toEqual(['subagent', { write: false, edit: false }]);
    expect(r.files.map((f) => f.id)).toEqual(['reviewer']);
  });

  it('mode: primary becomes agent', () => {
    expect(loadTree({ [`${A}/p.md`]: '---\nmode: primary\n---\n' }).agents.get('p')?.mode).toBe('agent');
  });

  it('custom paths, absolute and relative, are discovered; a missing one yields none and a finding', () => {
    const r = loadTree(
      { 'rel/a.md': '---\n---\n', '/abs/b.md': '---\n---\n' },
      { config: { agentPaths: [node('rel', 1, 16), node('/abs', 1, 23), node('missing', 1, 31)] } },
    );
    expect(['a', 'b'].map((id) => r.agents.has(id))).toEqual([true, true]);
    expect(r.issues.filter((i) => i.rule === 'agent-path-not-found').map((i) => [i.messageId, i.data['path'], pos(i.span)])).toEqual([
      ['notFound', '/w/missing', '1:31-1:32'],
    ]);
  });

  it('project dup.md beats custom dup.md; a custom-only unique.md is still added', () => {
    const r = loadTree(
      { [`${A}/dup.md`]: '---\nmodel: project\n---\n', 'custom/dup.md': '---\nmodel: custom\n---\n', 'custom/unique.md': '---\n---\n' },
      { config: { agentPaths: [node('custom')] } },
    );
    expect(r.agents.get('dup')?.model).toBe('project');
    expect(r.agents.has('unique')).toBe(true);
    expect(r.file('custom/dup.md').applied).toBe(false);
  });

  it('expands ~/ in agentPaths with the home directory', () => {
    const r = loadTree({ '/home/u/agents/h.md': '---\n---\n' }, { config: { agentPaths: [node('~/agents')] } });
    expect(r.agents.has('h')).toBe(true);
    expect(r.file('/home/u/agents/h.md').scope).toBe('agentPaths');
  });
});

describe('precedence and merging (§3.1, §3.4)', () => {
  it('merges a project coder.md into the builtin: mode copied verbatim, context replaced', () => {
    const r = loadTree({ [`${A}/coder.md`]: '---\ncontext:\n  paths: [CODE.md]\n---\n' });
    const c = r.agents.get('coder')!;
    expect([c.mode, c.native, c.contributions.map((x) => x.kind)]).toEqual(['subagent', true, ['builtin', 'markdown']]);
    expect(c.context?.paths?.map((p) => p.value)).toEqual(['CODE.md']);
    expect(c.contextFrom?.file).toBe(`${A}/coder.md`);
  });

  it('.opencode/agents is read before .agents/types; the later file merges into the earlier', () => {
    const r = loadTree({
      [`${A}/x.md`]: '---\nmode: agent\nmodel: m1\ncontext:\n  paths: [A.md]\n---\n',
      '.agents/types/x.md': '---\ncontext: {}\n---\n',
    });
    const x = r.agents.get('x')!;
    expect([x.mode, x.model, x.context?.paths ?? null]).toEqual(['subagent', 'm1', null]);
    expect(x.contextFrom?.file).toBe('.agents/types/x.md');
  });

  it('JSON overrides win: mode verbatim, context replaced, model applied', () => {
    const ctxSpec = { span: node(0).span, paths: [node('J.md')], pathsSpan: null, mode: null, nested: null, unknownKeys: [] };
    const r = loadTree(
      { [`${A}/rev.md`]: '---\nmode: agent\nmodel: md\ncontext:\n  paths: [M.md]\n---\n' },
      { config: { agents: [jsonAgent('rev', { mode: node('primary'), model: node('json'), context: ctxSpec }), jsonAgent('fresh')] } },
    );
    const rev = r.agents.get('rev')!;
    expect([rev.mode, rev.model, rev.context?.paths?.map((p) => p.value), rev.contextFrom?.kind]).toEqual(['primary', 'json', ['J.md'], 'json']);
    const fresh = r.agents.get('fresh')!;
    expect([fresh.mode, fresh.native, fresh.contributions.map((c) => c.kind)]).toEqual(['subagent', false, ['json']]);
  });

  it('tools merge by key; allowTools drops the inherited tools (§3.4)', () => {
    const r = loadTree({
      [`${A}/workhorse.md`]: '---\nmode: subagent\ntools: {bash: false}\n---\n',
      '.agents/types/workhorse.md': '---\nmode: subagent\ntools: {read: false}\n---\n',
      [`${A}/explorer.md`]: '---\nmode: subagent\nallowTools: [read, read, grep]\n---\n',
    });
    expect(r.agents.get('workhorse')?.tools).toEqual({ bash: false, read: false });
    expect([r.agents.get('explorer')?.allowTools, r.agents.get('explorer')?.tools]).toEqual([['read', 'grep'], null]);
  });

  it('removes disabled agents last, from markdown or JSON', () => {
    const r = loadTree({ [`${A}/off.md`]: '---\ndisabled: true\n---\n' }, { config: { agents: [jsonAgent('explorer', { disabled: true })] } });
    expect([r.agents.has('off'), r.agents.has('explorer'), r.agents.has('coder')]).toEqual([false, false, true]);
  });

  it('reads global directories only with --with-global; native global files take later merges', () => {
    const tree = {
      '/home/u/.config/opencode/agents/g.md': '---\nnative: true\nmode: agent\nmodel: first\n---\n',
      '/home/u/.agents/types/g.md': '---\nmodel: second\n---\n',
      '/home/u/.config/opencode/agents/n.md': '---\nmodel: first\n---\n',
      '/home/u/.agents/types/n.md': '---\nmode: agent\n---\n',
    };
    expect(loadTree(tree).agents.has('g')).toBe(false);
    const r = loadTree(tree, { withGlobal: true });
    const g = r.agents.get('g')!;
    expect([g.mode, g.model, g.native, g.contributions.length]).toEqual(['subagent', 'second', true, 2]);
    const n = r.agents.get('n')!;
    expect([n.mode, n.model, n.contributions.length]).toEqual(['agent', null, 1]);
    expect(r.file('/home/u/.agents/types/n.md').scope).toBe('global');
  });

  it('with --with-global, notes the mainstream ~/.config/opencode/agent/ directory', () => {
    const r = loadTree({ '/home/u/.config/opencode/agent/old.md': '---\n---\n' }, { withGlobal: true });
    expect(r.issues.filter((i) => i.rule === 'agent-dir-not-read').map((i) => [i.data['dir'], i.span.file])).toEqual([
      ['/home/u/.config/opencode/agent/', '/home/u/.config/opencode/agent/old.md'],
    ]);
    expect(loadTree({ '/home/u/.config/opencode/agent/old.md': '---\n---\n' }).issues).toEqual([]);
  });

  it('global directories are skipped when the home directory is unknown', () => {
    const r = loadTree({ '/home/u/.config/opencode/agents/g.md': '---\n---\n' }, { withGlobal: true, home: null });
    expect(r.agents.has('g')).toBe(false);
  });

  it('keeps IDs that differ only in case as distinct entries', () => {
    const r = loadTree({ [`${A}/MyAgent.md`]: '---\n---\n', [`${A}/myagent.md`]: '---\n---\n' });
    expect(['MyAgent', 'myagent'].map((id) => r.agents.has(id))).toEqual([true, true]);
  });
});
