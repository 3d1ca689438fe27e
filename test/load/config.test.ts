import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/runtimes/fork/load/config.js';
import type { LoadContext, LoadIssue } from '../../src/runtimes/fork/model/project.js';
import { DEFAULT_CONTEXT_PATHS } from '../../src/runtimes/fork/model/defaults.js';
import { MemorySource, type MemoryNode } from '../../src/source/memory.js';

/** Load the config of an in-memory tree rooted at `/w` (HOME at /home/u unless env says otherwise). */
function load(tree: Record<string, MemoryNode>, opts: { env?: Record<string, string>; withGlobal?: boolean; cwd?: string } = {}) {
  const cwd = opts.cwd ?? '/w';
  const env = opts.env ?? {};
  const ctx: LoadContext = {
    cwd,
    env,
    withGlobal: opts.withGlobal ?? false,
    source: new MemorySource('/', tree),
    W: cwd,
    home: env['HOME'] ?? null,
    documents: new Map(),
    issues: [],
  };
  const config = loadConfig(ctx);
  return { config, ctx, issues: ctx.issues };
}

const brief = (is: LoadIssue[]) => is.map((i) => `${i.rule}/${i.messageId}@${i.span.file}:${i.span.start.line}:${i.span.start.column}`);

describe('loadConfig: docs/runtimes/fork.md §9.6 facts', () => {
  it('fact 1: agent key lower-cased, context preserved, discovery settings', () => {
    const text =
      '{"agents":{"MyAgent":{"model":"claude-3.7-sonnet","context":{"paths":["AGENTS.runtime.md","docs/"],"mode":"append","nested":false}}},"contextDiscovery":{"enabled":false,"maxFiles":7}}';
    const { config } = load({ 'w/.opencode.json': text });
    expect(config.agents.map((a) => [a.id, a.key.value])).toEqual([['myagent', 'MyAgent']]);
    const c = config.agents[0]!.context!;
    expect(c.paths!.map((p) => p.value)).toEqual(['AGENTS.runtime.md', 'docs/']);
    expect(c.mode!.value).toBe('append');
    expect(c.nested!.value).toBe(false);
    expect(config.discovery).toEqual({ enabled: false, maxFiles: 7, maxDepth: 8, maxFileBytes: 32768, maxSessionBytes: 131072, skipDirs: [] });
    expect(config.fatal).toBeNull();
  });
  it('fact 2: data.directory read as written', () => {
    expect(load({ 'w/.opencode.json': '{"data":{"directory":"opencode-data"}}' }).config.dataDirectory).toBe('opencode-data');
    expect(load({ 'w/.opencode.json': '{"data":{"directory":""}}' }).config.dataDirectory).toBe('');
    expect(load({ 'w/.opencode.json': '{"data":{}}' }).config.dataDirectory).toBe('.opencode');
  });
  it('fact 3: flowPaths survive key folding; absent is empty', () => {
    expect(load({ 'w/.opencode.json': '{"FlowPaths":["flows"]}' }).config.flowPaths.map((n) => n.value)).toEqual(['flows']);
    expect(load({ 'w/.opencode.json': '{}' }).config.flowPaths).toEqual([]);
  });
});

describe('loadConfig: contextPaths by shape (§2.4)', () => {
  const cases: [string, string, string[], string][] = [
    ['absent', '{}', [...DEFAULT_CONTEXT_PATHS], 'default'],
    ['null', '{"contextPaths":null}', [...DEFAULT_CONTEXT_PATHS], 'default'],
    ['empty object vanishes', '{"contextPaths":{}}', [...DEFAULT_CONTEXT_PATHS], 'default'],
    ['empty list', '{"contextPaths":[]}', [], 'project'],
    ['empty string', '{"contextPaths":""}', [], 'project'],
    ['string split untrimmed', '{"contextPaths":"a.md, b.md"}', ['a.md', ' b.md'], 'project'],
    ['single string', '{"contextPaths":"AGENTS.md"}', ['AGENTS.md'], 'project'],
    ['number wrapped and formatted', '{"contextPaths":7}', ['7'], 'project'],
    ['list', '{"contextPaths":["A.md","docs/"]}', ['A.md', 'docs/'], 'project'],
    ['case-insensitive key', '{"CONTEXTPATHS":["X.md"]}', ['X.md'], 'project'],
  ];
  for (const [name, text, want, origin] of cases) {
    it(name, () => {
      const { config } = load({ 'w/.opencode.json': text });
      expect(config.contextPaths).toEqual(want);
      expect(config.contextPathsOrigin).toBe(origin);
      expect(config.fatal).toBeNull();
    });
  }
  it('pieces of a split string carry their own columns', () => {
    const { config } = load({ 'w/.opencode.json': '{"contextPaths":"a.md,docs/"}' });
    expect(config.contextPathNodes!.map((n) => [n.value, n.span.start.column, n.span.end.column])).toEqual([
      ['a.md', 18, 22],
      ['docs/', 23, 28],
    ]);
  });
  it('a non-empty object is fatal', () => {
    const { config, issues } = load({ 'w/.opencode.json': '{\n  "contextPaths": {"a": 1}\n}' });
    expect(config.fatal).toMatch(/^failed to unmarshal config: 'contextPaths' expected a list/);
    expect(config.contextPaths).toEqual([...DEFAULT_CONTEXT_PATHS]);
    expect(brief(issues)).toEqual(['config-load-failure/unmarshal@.opencode.json:2:19']);
  });
});

describe('loadConfig: parse failures ignore the project file (§2.1 step 4)', () => {
  const cases: [string, string | Buffer, string, number, number][] = [
    ['line comment', '{\n  // note\n  "contextPaths": []\n}', 'comment (JSON has no comments)', 2, 3],
    ['block comment', '{\n  "a": 1 /* x */\n}', 'comment (JSON has no comments)', 2, 10],
    ['trailing comma in array', '{\n  "contextPaths": ["AGENTS.md",],\n}', 'trailing comma', 2, 31],
    ['trailing comma in object', '{\n  "debug": true,\n}', 'trailing comma', 2, 16],
    ['missing comma', '{\n  "debug": true\n  "contextPaths": []\n}', `missing comma before '"contextPaths"'`, 3, 3],
    ['empty file', '', 'empty file (unexpected end of JSON input)', 1, 1],
    ['white space only', ' \n\t\n', 'the file holds only white space (unexpected end of JSON input)', 1, 1],
    ['top-level array', '\n[{"contextPaths": []}]', 'top-level array; the config must be a JSON object', 2, 1],
    ['top-level string', '"x"', 'top-level string; the config must be a JSON object', 1, 1],
    ['UTF-8 BOM', '\ufeff{"contextPaths": []}', "a UTF-8 byte order mark (BOM) starts the file, which Go's encoding/json rejects", 1, 1],
    ['single quotes', "{'a': 1}", `invalid character "'"`, 1, 2],
    ['unterminated', '{"a": "x', 'unterminated string', 1, 7],
    ['binary', Buffer.from([0x7b, 0x00, 0x01, 0xff, 0x7d]), "binary content; invalid character U+0000", 1, 2],
    ['CRLF line endings', '{\r\n  "a": 1,\r\n}', 'trailing comma', 2, 9],
    ['tabs count as one column', '{\n\t\t"a": 1\n\t\t"b": 2\n}', `missing comma before '"b"'`, 3, 3],
    ['number out of float64 range', '{\n  "contextDiscovery": {"maxFileBytes": -1e400}\n}', 'number -1e400 is out of range for a float64 (Go\'s encoding/json rejects it)', 2, 40],
  ];
  for (const [name, text, detail, line, column] of cases) {
    it(name, () => {
      const { config, issues } = load({ 'w/.opencode.json': text, 'w/.opencode.yaml': '{"contextPaths": ["Y.md"]}' });
      expect(config.ignored).toBe(true);
      expect(config.file).toBe('.opencode.json');
      expect(config.contextPaths).toEqual([...DEFAULT_CONTEXT_PATHS]);
      expect(config.fatal).toBeNull();
      expect(issues.map((i) => [i.rule, i.messageId, i.data['detail'], i.span.start.line, i.span.start.column])).toEqual([
        ['parse-error', 'configIgnored', detail, line, column],
      ]);
    });
  }
  it('literal null is an empty config, not an error', () => {
    const { config, issues } = load({ 'w/.opencode.json': 'null' });
    expect(config.ignored).toBe(false);
    expect(config.contextPaths).toEqual([...DEFAULT_CONTEXT_PATHS]);
    expect(issues).toEqual([]);
  });
  it('a file over 1 MiB is a finding, not a crash', () => {
    const { config, issues } = load({ 'w/.opencode.json': '{"a":"' + 'x'.repeat(1024 * 1024) + '"}' });
    expect(config.ignored).toBe(false);
    expect(brief(issues)).toEqual(['parse-error/unreadable@.opencode.json:0:0']);
  });
  it('nesting deeper than Go\'s 10000 levels is a parse error; 600 levels are left unchecked, never a crash', () => {
    const deep = load({ 'w/.opencode.json': '{"a":' + '['.repeat(10001) + ']'.repeat(10001) + '}' });
    expect(deep.config.ignored).toBe(true);
    expect(deep.issues.map((i) => [i.messageId, i.data['detail'], i.span.start.column])).toEqual([
      ['configIgnored', "nesting deeper than 10000 levels (Go's encoding/json limit)", 10005],
    ]);
    const mid = load({ 'w/.opencode.json': '{"a":' + '['.repeat(600) + ']'.repeat(600) + '}' });
    expect(mid.config.ignored).toBe(false);
    expect(mid.issues.map((i) => [i.messageId, i.span.start.column])).toEqual([['unreadable', 517]]);
  });
  it('a FIFO candidate is never opened', () => {
    const { issues } = load({ 'w/.opencode.json': { fifo: true } });
    expect(issues.map((i) => [i.messageId, i.data['detail']])).toEqual([['unreadable', 'it is not a regular file (the runtime would block or fail reading it)']]);
  });
});

describe('loadConfig: candidate files (§2.1, U10)', () => {
  it('.opencode.json wins over other extensions', () => {
    const { config, issues } = load({ 'w/.opencode.json': '{"contextPaths":["J.md"]}', 'w/.opencode.toml': '{"contextPaths":["T.md"]}' });
    expect(config.file).toBe('.opencode.json');
    expect(config.contextPaths).toEqual(['J.md']);
    expect(issues).toEqual([]);
  });
  it('.opencode.toml then .opencode.yaml are read as JSON', () => {
    const { config, issues } = load({ 'w/.opencode.yaml': '{"contextPaths":["Y.md"]}', 'w/.opencode.toml': '{"contextPaths":["T.md"]}' });
    expect(config.file).toBe('.opencode.toml');
    expect(config.contextPaths).toEqual(['T.md']);
    expect(brief(issues)).toEqual(['config-candidate-file/otherName@.opencode.toml:0:0']);
  });
  it('a YAML-looking .opencode.yaml is silently ignored by the runtime', () => {
    const { config, issues } = load({ 'w/.opencode.yaml': 'contextPaths:\n  - Y.md\n' });
    expect(config.ignored).toBe(true);
    expect(issues.map((i) => i.rule)).toEqual(['config-candidate-file', 'parse-error']);
  });
  it('a bare regular file .opencode is a candidate; the .opencode/ directory is not', () => {
    expect(load({ 'w/.opencode': '{"contextPaths":[]}' }).config.file).toBe('.opencode');
    expect(load({ 'w/.opencode/agents/a.md': 'x' }).config.file).toBeNull();
  });
  it('global files only with --with-global; the first directory shadows the later .opencode.json', () => {
    const tree = {
      'home/u/.opencode.yaml': '{"contextPaths":["G.md"]}',
      'home/u/.config/opencode/.opencode.json': '{"contextPaths":["H.md"]}',
      'w/x': 'x',
    };
    expect(load(tree, { env: { HOME: '/home/u' } }).config.contextPaths).toEqual([...DEFAULT_CONTEXT_PATHS]);
    const { config, issues } = load(tree, { env: { HOME: '/home/u' }, withGlobal: true });
    expect(config.globalFile).toBe('/home/u/.opencode.yaml');
    expect(config.contextPaths).toEqual(['G.md']);
    expect(config.contextPathsOrigin).toBe('global');
    expect(issues.map((i) => [i.messageId, i.data['shadowed'] ?? ''])).toEqual([
      ['otherName', ''],
      ['shadows', '/home/u/.config/opencode/.opencode.json'],
    ]);
  });
  it('XDG_CONFIG_HOME is the second search directory', () => {
    const { config } = load({ 'xdg/opencode/.opencode.json': '{"debug":true,"contextPaths":["X.md"]}', 'w/x': 'x' }, { env: { HOME: '/home/u', XDG_CONFIG_HOME: '/xdg' }, withGlobal: true });
    expect(config.globalFile).toBe('/xdg/opencode/.opencode.json');
    expect(config.contextPaths).toEqual(['X.md']);
  });
  it('a global parse error is fatal', () => {
    const { config, issues } = load({ 'home/u/.opencode.json': '{"a":1,}', 'w/x': 'x' }, { env: { HOME: '/home/u' }, withGlobal: true });
    expect(config.fatal).toBe('failed to read config: While parsing config: trailing comma');
    expect(brief(issues)).toEqual(['config-load-failure/globalParse@/home/u/.opencode.json:1:7']);
  });
  it('W equal to HOME reads the file once', () => {
    const { config, ctx } = load({ 'home/u/.opencode.json': '{"contextPaths":["A.md"]}' }, { env: { HOME: '/home/u' }, withGlobal: true, cwd: '/home/u' });
    expect(config.globalFile).toBe('/home/u/.opencode.json');
    expect(config.contextPaths).toEqual(['A.md']);
    expect([...ctx.documents.keys()]).toEqual(['.opencode.json']);
  });
});

describe('loadConfig: positions', () => {
  it('CRLF line endings and tabs: spans of values on later lines', () => {
    const { config } = load({ 'w/.opencode.json': '{\r\n\t"contextPaths": [\r\n\t\t"A.md",\t"B.md"\r\n\t]\r\n}\r\n' });
    expect(config.contextPathNodes!.map((n) => [n.value, n.span.start.line, n.span.start.column, n.span.end.column])).toEqual([
      ['A.md', 3, 3, 9],
      ['B.md', 3, 11, 17],
    ]);
    expect([config.contextPathsSpan!.start, config.contextPathsSpan!.end]).toEqual([
      { line: 2, column: 18 },
      { line: 4, column: 3 },
    ]);
  });
  it('HOME unset: the working directory is also the first global directory, so a parse error there is fatal', () => {
    const { config, issues } = load({ 'w/.opencode.json': '{,}' }, { env: {}, withGlobal: true });
    expect(config.globalFile).toBe('/w/.opencode.json');
    expect(config.fatal).toBe(`failed to read config: While parsing config: invalid character ","`);
    expect(issues.map((i) => i.rule)).toEqual(['config-load-failure']);
  });
});

describe('loadConfig: merge project over global (§2.1 merge rules)', () => {
  const env = { HOME: '/home/u' };
  const run = (g: string, p: string) => load({ 'home/u/.opencode.json': g, 'w/.opencode.json': p }, { env, withGlobal: true }).config;
  it('objects merge key by key', () => {
    const c = run('{"contextDiscovery":{"maxFiles":5,"maxDepth":3}}', '{"contextDiscovery":{"maxDepth":4}}');
    expect([c.discovery.maxFiles, c.discovery.maxDepth]).toEqual([5, 4]);
  });
  it('arrays are replaced wholesale, keys matched case-insensitively', () => {
    expect(run('{"contextPaths":["G.md","H.md"]}', '{"ContextPaths":["P.md"]}').contextPaths).toEqual(['P.md']);
  });
  it('a project null over a global list yields the default list', () => {
    const c = run('{"contextPaths":["G.md"]}', '{"contextPaths":null}');
    expect(c.contextPaths).toEqual([...DEFAULT_CONTEXT_PATHS]);
    expect(c.contextPathsOrigin).toBe('default');
  });
  it('a global object under a project scalar is kept', () => {
    expect(run('{"contextDiscovery":{"maxFiles":5}}', '{"contextDiscovery":3}').discovery.maxFiles).toBe(5);
  });
  it('a project string replaces a global array', () => {
    expect(run('{"contextPaths":["G.md"]}', '{"contextPaths":"P.md,Q.md"}').contextPaths).toEqual(['P.md', 'Q.md']);
  });
  it('agent entries merge field by field across files', () => {
    const c = run('{"agents":{"coder":{"model":"m1","context":{"paths":["G.md"],"mode":"append"}}}}', '{"agents":{"Coder":{"context":{"paths":["P.md"]}}}}');
    const a = c.agents[0]!;
    expect([a.id, a.model?.value, a.context?.mode?.value, a.context?.paths?.map((p) => p.value)]).toEqual(['coder', 'm1', 'append', ['P.md']]);
  });
});

describe('loadConfig: keys, duplicates and weak typing (§2.2)', () => {
  it('exact duplicates: the last wins and the first is reported', () => {
    const { config, issues } = load({ 'w/.opencode.json': '{\n  "contextPaths": ["A.md"],\n  "contextPaths": ["B.md"]\n}' });
    expect(config.contextPaths).toEqual(['B.md']);
    expect(issues.map((i) => [i.rule, i.data, i.span.start.line, i.span.start.column])).toEqual([
      ['config-duplicate-key', { key: 'contextPaths', line: 2, laterLine: 3 }, 2, 3],
    ]);
  });
  it('case variants: the later wins, with a collision warning', () => {
    const { config, issues } = load({ 'w/.opencode.json': '{\n  "ContextPaths": ["B.md"],\n  "contextPaths": ["A.md"]\n}' });
    expect(config.contextPaths).toEqual(['A.md']);
    expect(brief(issues)).toEqual(['config-key-spelling/caseCollision@.opencode.json:2:3']);
  });
  it('a case variant of a field is accepted, with the canonical spelling suggested', () => {
    const { config, issues } = load({ 'w/.opencode.json': '{"contextdiscovery":{"MaxFiles":3}}' });
    expect(config.discovery.maxFiles).toBe(3);
    expect(issues.map((i) => [i.messageId, i.data['key'], i.data['canonical'], i.span.start.column])).toEqual([
      ['spelling', 'contextdiscovery', 'contextDiscovery', 2],
      ['spelling', 'MaxFiles', 'maxFiles', 22],
    ]);
  });
  it('dotted keys split into nested objects', () => {
    const { config, issues } = load({ 'w/.opencode.json': '{"contextDiscovery.maxFiles": 9, "data.directory": "d"}' });
    expect([config.discovery.maxFiles, config.dataDirectory]).toEqual([9, 'd']);
    expect(issues.map((i) => i.messageId)).toEqual(['dottedKey', 'dottedKey']);
  });
  it('unknown keys are warned with a suggestion; $schema is accepted', () => {
    const { issues } = load({ 'w/.opencode.json': '{"$schema":"x","agent":{},"contextPath":["a"]}' });
    expect(issues.map((i) => [i.rule, i.data['key'], i.data['suggestion']])).toEqual([
      ['config-schema', 'agent', '; it is a mainstream OpenCode (opencode.json) key: the fork configures agents under "agents".'],
      ['config-schema', 'contextPath', '; did you mean "contextPaths"?'],
    ]);
  });
  const weak: [string, string, (c: ReturnType<typeof load>['config']) => unknown, unknown, string[]][] = [
    ['int from hex string', '{"contextDiscovery":{"maxFiles":"0x10"}}', (c) => c.discovery.maxFiles, 16, ['coerced']],
    ['int from octal string', '{"contextDiscovery":{"maxDepth":"010"}}', (c) => c.discovery.maxDepth, 8, ['coerced']],
    ['int from empty string', '{"contextDiscovery":{"maxDepth":""}}', (c) => c.discovery.maxDepth, 0, ['coerced']],
    ['int truncated', '{"contextDiscovery":{"maxFiles":7.9}}', (c) => c.discovery.maxFiles, 7, ['coerced']],
    ['int from bool', '{"contextDiscovery":{"maxFiles":true}}', (c) => c.discovery.maxFiles, 1, ['coerced']],
    ['bool from string', '{"contextDiscovery":{"enabled":"F"}}', (c) => c.discovery.enabled, false, ['coerced']],
    ['bool from number', '{"contextDiscovery":{"enabled":0}}', (c) => c.discovery.enabled, false, ['coerced']],
    ['negative cap kept raw', '{"contextDiscovery":{"maxFiles":-1}}', (c) => c.discovery.maxFiles, -1, []],
    ['string from number', '{"data":{"directory":12}}', (c) => c.dataDirectory, '12', ['coerced']],
    ['string split into skipDirs', '{"contextDiscovery":{"skipDirs":"a,b"}}', (c) => c.discovery.skipDirs, ['a', 'b'], ['skipDirs', 'splitList']],
  ];
  for (const [name, text, get, want, ids] of weak) {
    it(name, () => {
      const { config, issues } = load({ 'w/.opencode.json': text });
      expect(get(config)).toEqual(want);
      expect(config.fatal).toBeNull();
      expect(issues.map((i) => i.messageId)).toEqual(ids);
    });
  }
  const fatal: [string, string, string][] = [
    ['"yes" into a bool', '{"contextDiscovery":{"enabled":"yes"}}', `failed to unmarshal config: 'contextDiscovery.enabled' expected a boolean, got unconvertible string "yes"`],
    ['word into an int', '{"contextDiscovery":{"maxFiles":"ten"}}', `failed to unmarshal config: 'contextDiscovery.maxFiles' expected an integer, got unconvertible string "ten"`],
    ['array into a struct', '{"contextDiscovery":[1]}', `failed to unmarshal config: 'contextDiscovery' expected an object, got unconvertible array`],
    ['object into a string list item', '{"agentPaths":[{"a":1}]}', `failed to unmarshal config: 'agentPaths[0]' expected a string, got unconvertible object`],
    ['prompt with langfusePromptPath', '{"agents":{"x":{"prompt":" ","langfusePromptPath":"p"}}}', 'config validation failed: agent "x": prompt and langfusePromptPath are mutually exclusive — declare exactly one'],
    ['tools with allowTools', '{"agents":{"x":{"tools":{"bash":false},"allowTools":"read"}}}', 'config validation failed: agent "x": tools and allowTools are mutually exclusive — declare exactly one'],
    ['bad session provider', '{"sessionProvider":{"type":"pg"}}', "config validation failed: session provider validation failed: invalid session provider type: pg (must be 'sqlite' or 'mysql')"],
  ];
  for (const [name, text, msg] of fatal) {
    it(`fatal: ${name}`, () => {
      expect(load({ 'w/.opencode.json': text }).config.fatal).toBe(msg);
    });
  }
  it('prompt with a blank langfusePromptPath is fine', () => {
    expect(load({ 'w/.opencode.json': '{"agents":{"x":{"prompt":"p","langfusePromptPath":"  "}}}' }).config.fatal).toBeNull();
  });
});

describe('loadConfig: agents and context (§2.5, U4, U26)', () => {
  const ctxOf = (json: string) => load({ 'w/.opencode.json': `{"agents":{"a":{"context":${json}}}}` }).config.agents[0]?.context ?? null;
  it('context {} and null vanish', () => {
    expect(ctxOf('{}')).toBeNull();
    expect(ctxOf('null')).toBeNull();
    expect(load({ 'w/.opencode.json': '{"agents":{"a":{"context":{}}}}' }).config.agents).toEqual([]);
  });
  it('"paths": [] is declared', () => {
    expect(ctxOf('{"paths":[]}')!.paths).toEqual([]);
  });
  it('a string paths is split on ","', () => {
    expect(ctxOf('{"paths":"A.md,docs/"}')!.paths!.map((p) => p.value)).toEqual(['A.md', 'docs/']);
  });
  it('keys inside context are case-insensitive', () => {
    const c = ctxOf('{"Paths":["A.md"],"MODE":"append"}')!;
    expect([c.paths!.map((p) => p.value), c.mode!.value]).toEqual([['A.md'], 'append']);
  });
  it('an unknown key leaves paths null and is recorded', () => {
    const { config, issues } = load({ 'w/.opencode.json': '{"agents":{"a":{"context":{"path":["A.md"]}}}}' });
    const c = config.agents[0]!.context!;
    expect(c.paths).toBeNull();
    expect(c.unknownKeys.map((k) => [k.value, k.span.start.column])).toEqual([['path', 28]]);
    expect(issues.map((i) => [i.rule, i.data['consequence'], i.data['suggestion']])).toEqual([
      ['config-unknown-context-key', ', and without "paths" this agent layer stays undeclared', '; did you mean "paths"?'],
    ]);
  });
  it('entry fields, spans, and dotted keys cut at the first "."', () => {
    const text = '{"agents":{\n "Review.v2":{"model":"m"},\n "coder":{"mode":"subagent","tools":{"Bash":false},"allowTools":[],"hidden":"true","disabled":1}\n}}';
    const { config } = load({ 'w/.opencode.json': text });
    expect(config.agents.map((a) => a.id)).toEqual(['review', 'coder']);
    const c = config.agents[1]!;
    expect([c.mode!.value, c.tools!.value, c.allowTools!.value, c.hidden, c.disabled]).toEqual(['subagent', { bash: false }, [], true, true]);
    expect([c.key.span.start.line, c.key.span.start.column, c.span.start.column]).toEqual([3, 2, 10]);
    expect(config.agents[0]!.model).toBeNull();
    expect(config.agentKeys!.map((k) => k.value)).toEqual(['Review.v2', 'coder']);
  });
});

describe('loadConfig: legacy agent names (§2.1 step 11)', () => {
  it('agents.task and agents.title are dropped (the builtin targets exist once any credential does)', () => {
    const { config, issues } = load({ 'w/.opencode.json': '{"agents":{"task":{"model":"a"},"Title":{"model":"b"},"coder":{"model":"c"}}}' });
    expect(config.agents.map((a) => a.id)).toEqual(['coder']);
    expect(issues.map((i) => [i.rule, i.data['target']])).toEqual([
      ['config-legacy-agent', 'explorer'],
      ['config-legacy-agent', 'descriptor'],
    ]);
  });
  it('a legacy entry is still validated under its old name', () => {
    expect(load({ 'w/.opencode.json': '{"agents":{"task":{"prompt":"p","langfusePromptPath":"x"}}}' }).config.fatal).toBe(
      'config validation failed: agent "task": prompt and langfusePromptPath are mutually exclusive — declare exactly one',
    );
  });
  it('an object-typed field given a scalar is fatal (router)', () => {
    expect(load({ 'w/.opencode.json': '{"router":"x"}' }).config.fatal).toBe(`failed to unmarshal config: 'router' expected an object, got unconvertible string "x"`);
  });
});

describe('loadConfig: environment overrides (§2.7, U18)', () => {
  it('OPENCODE_CONTEXTPATHS replaces contextPaths, split untrimmed', () => {
    const { config } = load({ 'w/.opencode.json': '{"contextPaths":["A.md"]}' }, { env: { OPENCODE_CONTEXTPATHS: 'AGENTS.md, docs/' } });
    expect(config.contextPaths).toEqual(['AGENTS.md', ' docs/']);
    expect(config.contextPathsOrigin).toBe('env');
    expect(config.contextPathNodes).toBeNull();
    expect(config.envOverrides!.map((o) => [o.variable, o.key, o.affectsContext, o.span?.start.column])).toEqual([['OPENCODE_CONTEXTPATHS', 'contextPaths', true, 17]]);
  });
  it('applies without any config file (the key has a default); an empty value is ignored', () => {
    expect(load({}, { env: { OPENCODE_CONTEXTPATHS: 'X.md' } }).config.contextPaths).toEqual(['X.md']);
    expect(load({}, { env: { OPENCODE_CONTEXTPATHS: '' } }).config.contextPaths).toEqual([...DEFAULT_CONTEXT_PATHS]);
  });
  it('nested keys need the dot; OPENCODE_AGENTPATHS only when a file sets the key', () => {
    const env = { 'OPENCODE_CONTEXTDISCOVERY.MAXFILES': '3', OPENCODE_AGENTPATHS: 'x' };
    expect(load({}, { env }).config.discovery.maxFiles).toBe(3);
    expect(load({}, { env }).config.agentPaths).toEqual([]);
    expect(load({ 'w/.opencode.json': '{"agentPaths":["a"]}' }, { env }).config.agentPaths.map((n) => n.value)).toEqual(['x']);
  });
  it('a value that cannot be decoded is fatal', () => {
    const { config } = load({}, { env: { 'OPENCODE_CONTEXTDISCOVERY.ENABLED': 'yes' } });
    expect(config.fatal).toBe(`failed to unmarshal config: 'contextDiscovery.enabled' expected a boolean, got unconvertible string "yes"`);
    expect(config.envOverrides![0]!.error).toBe(config.fatal);
  });
  it('viper.Set variables outrank files', () => {
    const { config } = load({ 'w/.opencode.json': '{"sessionProvider":{"type":"pg"}}' }, { env: { OPENCODE_SESSION_PROVIDER_TYPE: 'sqlite', OPENCODE_DEBUG: '1' } });
    expect(config.fatal).toBeNull();
    expect(config.envOverrides!.map((o) => [o.variable, o.affectsContext])).toEqual([
      ['OPENCODE_DEBUG', false],
      ['OPENCODE_SESSION_PROVIDER_TYPE', false],
    ]);
  });
});

describe('loadConfig: wd and workingDir (§2.2, U10)', () => {
  it('workingDir replaces W; relative against --cwd', () => {
    const { config, ctx } = load({ 'w/.opencode.json': '{"workingDir":"sub/../app"}' });
    expect(config.workingDir!.value).toBe('sub/../app');
    expect(ctx.W).toBe('/w/app');
    expect(load({ 'w/.opencode.json': '{"WorkingDir":"/srv"}' }).ctx.W).toBe('/srv');
  });
  it('wd is ignored, with a warning', () => {
    const { config, ctx, issues } = load({ 'w/.opencode.json': '{"wd":"/srv"}' });
    expect([config.workingDir, ctx.W]).toEqual([null, '/w']);
    expect(brief(issues)).toEqual(['config-working-dir/wdIgnored@.opencode.json:1:2']);
  });
});
