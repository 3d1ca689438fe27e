import { describe, expect, it } from 'vitest';
import { parseGoDuration, formatGoDuration } from '../../src/runtimes/fork/load/flow-duration.js';
import { validateFlowID } from '../../src/runtimes/fork/load/flow-id.js';
import { maxFlowFileSize, parseByteSize } from '../../src/runtimes/fork/load/flow-size.js';
import { resolveFlowPath } from '../../src/runtimes/fork/load/flows.js';
import { errorOf, loadTree } from './flows-helpers.js';

const F = '.opencode/flows';
const step = (id: string, extra = '') => `    - id: ${id}\n      prompt: Do ${id}.\n${extra}`;
const flow = (steps: string, head = '') => `${head}flow:\n  steps:\n${steps}`;

describe('validateFlowID (§9.7 item 1)', () => {
  it.each(['my-flow', 'flow', 'flow-123', 'my-flow-v2', 'team/name', 'id/fix-failing-tests', 'team-2/flow-v2'])('accepts %s', (id) => {
    expect(validateFlowID(id)).toBeNull();
  });
  it.each(['', 'MyFlow', 'my_flow', '-flow', 'flow-', 'my--flow', 'a'.repeat(65), 'my flow', 'a/b/c', '/x', 'x/', '/', 'a//c', 'Team/name', 'team/Name', 'a'.repeat(32) + '/' + 'b'.repeat(32)])(
    'rejects %j',
    (id) => {
      expect(validateFlowID(id)).toMatch(/^invalid flow name: /);
    },
  );
  it('words the errors like the runtime', () => {
    expect(validateFlowID('')).toBe('invalid flow name: empty ID');
    expect(validateFlowID('a/b/c')).toBe(`invalid flow name: "a/b/c" may contain at most one '/' (<namespace>/<name>)`);
    expect(validateFlowID('a'.repeat(65))).toBe(`invalid flow name: "${'a'.repeat(65)}" exceeds 64 characters`);
  });
});

describe('parseByteSize (§9.7 item 2)', () => {
  it.each([
    ['307200', 307200],
    ['300k', 307200],
    ['300K', 307200],
    ['300kb', 307200],
    ['300KB', 307200],
    ['300 kb', 307200],
    ['300kib', 307200],
    ['2m', 2097152],
    ['2MB', 2097152],
    ['2mib', 2097152],
    ['0', 0],
    ['+5', 5],
  ] as const)('%j → %d', (input, want) => {
    expect(parseByteSize(input)).toBe(want);
  });
  it.each(['', 'abc', '300kb kb', '1.5m', '0x10', '1g'])('%j → error', (input) => {
    expect(parseByteSize(input)).toBeNull();
  });
  it('falls back to the default with the runtime WARN', () => {
    expect(maxFlowFileSize({})).toEqual({ limit: 307200, warning: null, raw: null });
    expect(maxFlowFileSize({ OPENCODE_MAX_FLOW_FILE_SIZE: '1.5m' }).warning).toBe('Invalid OPENCODE_MAX_FLOW_FILE_SIZE; falling back to default');
    expect(maxFlowFileSize({ OPENCODE_MAX_FLOW_FILE_SIZE: '-5' })).toEqual({
      limit: 307200,
      warning: 'OPENCODE_MAX_FLOW_FILE_SIZE must be positive; falling back to default',
      raw: '-5',
    });
    expect(maxFlowFileSize({ OPENCODE_MAX_FLOW_FILE_SIZE: ' 1k ' }).limit).toBe(1024);
  });
});

describe('Go durations', () => {
  it.each([
    ['30', 'time: missing unit in duration "30"'],
    [' ', 'time: invalid duration " "'],
    ['5x', 'time: unknown unit "x" in duration "5x"'],
    ['abc', 'time: invalid duration "abc"'],
  ])('%j fails with %s', (s, msg) => {
    expect(parseGoDuration(s)).toEqual({ ok: false, error: msg });
  });
  it.each([
    ['0', 0n],
    ['5m', 300000000000n],
    ['1h30m', 5400000000000n],
    ['1.5s', 1500000000n],
    ['-5s', -5000000000n],
  ])('%j parses', (s, ns) => {
    expect(parseGoDuration(s)).toEqual({ ok: true, ns });
  });
  it.each([
    [0n, '0s'],
    [-5000000000n, '-5s'],
    [5400000000000n, '1h30m0s'],
    [1500000000n, '1.5s'],
    [500000000n, '500ms'],
  ])('formats %s as %s', (ns, s) => {
    expect(formatGoDuration(ns)).toBe(s);
  });
});

describe('locations and IDs (§4.1, U21)', () => {
  it('takes the ID from the basename of .yaml and .yml files, case-sensitive suffix, non-recursive', () => {
    const r = loadTree({
      [`${F}/a.yaml`]: flow(step('s')),
      [`${F}/b.yml`]: flow(step('s')),
      [`${F}/c.YAML`]: flow(step('s')),
      [`${F}/sub/d.yaml`]: flow(step('s')),
    });
    expect([...r.flows.keys()]).toEqual(['a', 'b']);
  });

  it('keeps the first file with an ID that loads; a broken x.yaml does not occupy x (U21)', () => {
    const r = loadTree({ [`${F}/x.yaml`]: 'flow: [', [`${F}/x.yml`]: flow(step('s')) });
    expect(r.files.map((f) => [f.file, f.status])).toEqual([
      [`${F}/x.yaml`, 'failed'],
      [`${F}/x.yml`, 'loaded'],
    ]);
    expect(r.flows.get('x')?.file).toBe(`${F}/x.yml`);
    const u21 = r.issues.filter((i) => i.rule === 'flow-id-shadowed');
    expect(u21).toEqual([
      { rule: 'flow-id-shadowed', messageId: 'brokenServedByOther', data: { id: 'x', other: `${F}/x.yml` }, span: expect.objectContaining({ file: `${F}/x.yaml` }) },
    ]);
  });

  it('a broken project x.yaml lets .agents/flows/x.yaml or a global x.yaml load without a duplicate warning (U21)', () => {
    const broken = 'flow:\n  steps: []\n';
    const a = loadTree({ [`${F}/x.yaml`]: broken, '.agents/flows/x.yaml': flow(step('s')) });
    expect(a.flows.get('x')?.file).toBe('.agents/flows/x.yaml');
    expect(a.issues.map((i) => [i.rule, i.messageId])).toEqual([
      ['flow-invalid', 'wouldNotLoad'],
      ['flow-id-shadowed', 'brokenServedByOther'],
    ]);
    const g = loadTree({ [`${F}/x.yaml`]: broken, '/home/u/.agents/flows/x.yaml': flow(step('s')) }, { home: '/home/u', withGlobal: true });
    expect(g.flows.get('x')?.file).toBe('../home/u/.agents/flows/x.yaml');
  });

  it('records flow, template and schema documents', () => {
    const r = loadTree({
      [`${F}/m.yaml`]: 'include:\n  - local: t.yaml\n' + flow('    - id: s\n      extends: [.t]\n'),
      't.yaml': '.t:\n  prompt: p\n  output:\n    schema:\n      $ref: s.json\n',
      's.json': '{}',
    });
    expect([...r.ctx.documents.values()].map((d) => [d.file, d.kind])).toEqual([
      [`${F}/m.yaml`, 'flow'],
      ['t.yaml', 'template'],
      ['s.json', 'schema'],
    ]);
  });

  it('a loaded x.yaml shadows x.yml and .agents/flows/x.yaml with a duplicate warning', () => {
    const r = loadTree({ [`${F}/x.yaml`]: flow(step('s')), [`${F}/x.yml`]: flow(step('t')), '.agents/flows/x.yaml': flow(step('u')) });
    expect(r.files.map((f) => [f.file, f.status, f.shadowedBy])).toEqual([
      [`${F}/x.yaml`, 'loaded', null],
      [`${F}/x.yml`, 'shadowed', `${F}/x.yaml`],
      ['.agents/flows/x.yaml', 'shadowed', `${F}/x.yaml`],
    ]);
    expect(r.issues.filter((i) => i.rule === 'flow-id-shadowed').map((i) => i.messageId)).toEqual(['duplicate', 'duplicate']);
  });

  it('reads global directories only with withGlobal, and a disabled project flow shadows the global one', () => {
    const tree = { [`${F}/x.yaml`]: 'disabled: true\n' + flow(step('s')), '/home/u/.config/opencode/flows/x.yaml': flow(step('g')), '/home/u/.agents/flows/y.yaml': flow(step('g')) };
    expect([...loadTree(tree, { home: '/home/u' }).flows.keys()]).toEqual(['x']);
    const r = loadTree(tree, { home: '/home/u', withGlobal: true });
    expect([...r.flows.keys()]).toEqual(['x', 'y']);
    expect(r.flows.get('x')?.disabled).toBe(true);
    expect(r.issues.filter((i) => i.rule !== 'flow-schema').map((i) => [i.rule, i.messageId, i.span.file, i.span.start.line, i.span.start.column])).toEqual([
      ['flow-id-shadowed', 'globalShadowed', '../home/u/.config/opencode/flows/x.yaml', 1, 1],
      ['flow-disabled-shadows', 'shadows', `${F}/x.yaml`, 1, 1],
    ]);
  });

  it('hidden .x.yaml gets the ID .x and a.b.yaml the ID a.b; both fail with invalid flow name', () => {
    const r = loadTree({ [`${F}/.x.yaml`]: flow(step('s')), [`${F}/a.b.yaml`]: flow(step('s')) });
    expect(r.files.map((f) => [f.id, f.error?.message])).toEqual([
      ['.x', 'invalid flow name: ".x" must be kebab-case (lowercase alphanumeric with hyphens), optionally namespaced as <namespace>/<name>'],
      ['a.b', 'invalid flow name: "a.b" must be kebab-case (lowercase alphanumeric with hyphens), optionally namespaced as <namespace>/<name>'],
    ]);
  });

  it('a symlink to a directory named x.yaml fails with reading flow file', () => {
    const r = loadTree({ [`${F}/x.yaml`]: { symlink: '../d' }, '.opencode/d/a': 'x' });
    expect(r.files[0]?.error?.message).toBe('reading flow file: read /w/.opencode/flows/x.yaml: is a directory');
    expect(r.files[0]?.file).toBe(`${F}/x.yaml`);
  });

  it('namespaces flowPaths flows by the parent directory basename (§9.7 item 4)', () => {
    const tree = { '/workspace/id/flows/fix-failing-tests.yaml': flow(step('s')), 'teams/vx/flows/a.yaml': flow(step('s')) };
    for (const fp of ['/workspace/id/flows', '/workspace/id/flows/', 'teams/vx/flows']) {
      const r = loadTree(tree, { flowPaths: [fp] });
      expect([...r.flows.keys()]).toEqual([fp.startsWith('/') ? 'id/fix-failing-tests' : 'vx/a']);
    }
  });

  it('resolves flowPaths entries like agentPaths (§4.7)', () => {
    expect(resolveFlowPath('/p/w', '/home/u', '.')).toBe('/p/w');
    expect(resolveFlowPath('/p/w', '/home/u', '~/team/flows/')).toBe('/home/u/team/flows');
    expect(resolveFlowPath('/p/w', null, '~/team/flows')).toBe('/p/w/~/team/flows');
    expect(resolveFlowPath('/p/w', '/home/u', '~')).toBe('/p/w/~');
  });

  it('skips namespaced flows whose namespace is invalid (.opencode) and never shadows a shared flow', () => {
    const r = loadTree({ [`${F}/a.yaml`]: flow(step('s')) }, { flowPaths: ['.opencode/flows'] });
    expect(r.files.map((f) => [f.id, f.status, f.error?.message ?? null])).toEqual([
      ['a', 'loaded', null],
      ['.opencode/a', 'failed', 'invalid flow name: ".opencode/a" must be kebab-case (lowercase alphanumeric with hyphens), optionally namespaced as <namespace>/<name>'],
    ]);
  });

  it('flowPaths "." scans W with namespace basename(dirname(W)); a directory under / gives the invalid namespace "/"', () => {
    const r = loadTree({ '/p/w/a.yaml': flow(step('s')), '/flows/b.yaml': flow(step('s')) }, { W: '/p/w', flowPaths: ['.', '/flows'] });
    expect(r.files.map((f) => [f.id, f.status, f.error?.message ?? null])).toEqual([
      ['p/a', 'loaded', null],
      ['//b', 'failed', `invalid flow name: "//b" may contain at most one '/' (<namespace>/<name>)`],
    ]);
  });

  it('two flowPaths entries naming one directory give a duplicate for each flow', () => {
    const r = loadTree({ 'ns/flows/a.yaml': flow(step('s')) }, { flowPaths: ['ns/flows', 'ns/flows/'] });
    expect(r.files.map((f) => [f.id, f.status])).toEqual([
      ['ns/a', 'loaded'],
      ['ns/a', 'shadowed'],
    ]);
  });

  it('warns on a flowPaths entry that is not a directory', () => {
    const r = loadTree({}, { flowPaths: ['missing'] });
    expect(r.issues).toEqual([expect.objectContaining({ rule: 'flow-invalid', messageId: 'flowPathMissing', data: { path: '/w/missing' } })]);
  });
});

describe('parse pipeline (§4.2, §4.7)', () => {
  const one = (text: string, o = {}) => errorOf({ [`${F}/f.yaml`]: text }, `${F}/f.yaml`, o);

  it('size cap: exactly the limit is accepted, one more byte fails', () => {
    const base = flow(step('s'));
    const limit = Buffer.byteLength(base);
    expect(one(base, { env: { OPENCODE_MAX_FLOW_FILE_SIZE: String(limit) } })).toBeUndefined();
    expect(one(base + ' ', { env: { OPENCODE_MAX_FLOW_FILE_SIZE: String(limit) } })).toBe(
      `invalid flow YAML: file exceeds ${limit} bytes (raise via OPENCODE_MAX_FLOW_FILE_SIZE)`,
    );
  });

  it.each([
    ['an empty file', '', 'validating flow "f": flow has no steps'],
    ['a comment-only file', '# nothing\n', 'validating flow "f": flow has no steps'],
    ['a top-level list', '- a\n', 'invalid flow YAML: yaml: unmarshal errors:\n  line 1: cannot unmarshal !!seq into flow.flowFile'],
    ['a scalar extends', flow(step('s', '      extends: .base\n')), 'invalid flow YAML: yaml: unmarshal errors:\n  line 5: cannot unmarshal !!str `.base` into []string'],
    [
      'an include mapping',
      'include:\n  local: t.yaml\n' + flow(step('s')),
      'invalid flow YAML: yaml: unmarshal errors:\n  line 2: cannot unmarshal !!map into []flow.IncludeEntry',
    ],
    ['a quoted number into an int', flow(step('s', '      maxTurns: "5"\n')), 'invalid flow YAML: yaml: unmarshal errors:\n  line 5: cannot unmarshal !!str `5` into int'],
    [
      'duplicate keys (U15)',
      flow(step('s', '      agent: a\n      agent: b\n')),
      'invalid flow YAML: yaml: unmarshal errors:\n  line 6: mapping key "agent" already defined at line 5',
    ],
    ['an unknown flow.session key', 'flow:\n  session:\n    resume_on_fail: true\n  steps:\n' + step('s'), 'invalid flow YAML: unknown key "resume_on_fail" in flow.session'],
    ['timeout: 30', flow(step('s', '      timeout: 30\n')), 'validating flow "f": invalid flow YAML: step "s": invalid timeout "30": time: missing unit in duration "30"'],
    ['negative timeout', flow(step('s', '      timeout: -5s\n')), 'validating flow "f": invalid flow YAML: step "s": timeout must be non-negative, got -5s'],
    ['resume_after: 0s', flow(step('s', '      resume_after: 0s\n')), 'validating flow "f": invalid flow YAML: step "s": resume_after must be positive, got 0s'],
    ['a bad step ID', flow(step('Bad')), 'validating flow "f": invalid step ID: "Bad" must be kebab-case'],
    ['a duplicate step ID', flow(step('s') + step('s')), 'validating flow "f": duplicate step ID: "s"'],
    ['no prompt', flow('    - id: s\n'), 'validating flow "f": invalid step prompt source: step "s" declares neither prompt nor langfusePromptPath'],
    ['whitespace-only prompt', flow('    - id: s\n      prompt: "  "\n'), 'validating flow "f": invalid step prompt source: step "s" declares neither prompt nor langfusePromptPath'],
    ['a label-only step', flow('    - id: s\n      langfusePromptLabel: prod\n'), 'validating flow "f": invalid step prompt source: step "s" declares neither prompt nor langfusePromptPath'],
    ['a label with an inline prompt', flow(step('s', '      langfusePromptLabel: prod\n')), 'validating flow "f": invalid step prompt source: step "s" sets langfusePromptLabel without langfusePromptPath'],
    ['negative maxTurns', flow(step('s', '      maxTurns: -1\n')), 'validating flow "f": invalid maxTurns: step "s" maxTurns must be >= 0 (got -1; 0 means inherit from agent)'],
    ['a rule to nowhere', flow(step('s', '      rules:\n        - then: nowhere\n')), 'validating flow "f": rule references non-existent step: step "s" rule references "nowhere"'],
    ['a fallback to nowhere', flow(step('s', '      fallback:\n        to: nowhere\n')), 'validating flow "f": fallback references non-existent step: step "s" fallback references "nowhere"'],
    ['a bad on_turns_exhausted', flow(step('s', '      fallback:\n        on_turns_exhausted: accpet\n')), 'validating flow "f": invalid fallback.on_turns_exhausted: step "s" has "accpet", want "accept" or "fail"'],
    ['a bad reasoningEffort', flow(step('s', '      reasoningEffort: hihg\n')), 'validating flow "f": invalid step reasoningEffort: step "s" reasoningEffort "hihg" must be one of low|medium|high|xhigh|max'],
    ['a self fallback cycle (U2)', flow(step('a', '      fallback:\n        to: a\n')), 'validating flow "f": fallback cycle: a -> a (static fallback.to cycles are rejected at load, docs/flows.md@bc01be8)'],
    ['a two-step fallback cycle (U2)', flow(step('a', '      fallback:\n        to: b\n') + step('b', '      fallback:\n        to: a\n')), 'validating flow "f": fallback cycle: a -> b -> a (static fallback.to cycles are rejected at load, docs/flows.md@bc01be8)'],
    ['negative maxFallbackEntries', 'flow:\n  maxFallbackEntries: -1\n  steps:\n' + step('s'), 'validating flow "f": invalid maxFallbackEntries: flow.maxFallbackEntries must be >= 0 (got -1; 0 means default 3)'],
  ])('%s', (_name, text, want) => {
    expect(one(text)).toBe(want);
  });

  it('accepts templated reasoningEffort, an empty timeout, YAML 1.1 bools and unknown keys', () => {
    expect(one(flow(step('s', '      reasoningEffort: ${args.e}\n      timeout: ""\n      interactive: yes\n      promt: x\n')), {})).toBeUndefined();
  });

  it('reads only the first document and drops null step entries without include', () => {
    const r = loadTree({ [`${F}/f.yaml`]: flow('    -\n' + step('s')) + '---\nflow: [\n' });
    expect(r.byFile(`${F}/f.yaml`)?.status).toBe('loaded');
    expect(r.flows.get('f')?.steps.map((s) => s.id)).toEqual(['s']);
  });

  it('puts the failure at the offending node', () => {
    const r = loadTree({ [`${F}/f.yaml`]: flow(step('s', '      timeout: 30\n')) });
    expect(r.issues.map((i) => [i.rule, i.messageId, i.span.start.line, i.span.start.column])).toEqual([['flow-invalid', 'wouldNotLoad', 5, 16]]);
    const d = loadTree({ [`${F}/f.yaml`]: flow(step('s', '      agent: a\n      agent: b\n')) });
    expect(d.issues.map((i) => [i.rule, i.messageId, i.span.start.line, i.span.start.column])).toEqual([['parse-error', 'flowRejected', 6, 7]]);
  });
});

describe('include / extends (§4.5, §9.7 item 5)', () => {
  const T = 'tpl/t.yaml';
  const inc = (local = T) => `include:\n  - local: ${local}\n`;
  const ext = (id: string, names: string, extra = '') => `    - id: ${id}\n      extends: [${names}]\n${extra}`;
  const run = (text: string, tree: Record<string, string> = {}) => errorOf({ [`${F}/main.yaml`]: text, ...tree }, `${F}/main.yaml`);
  const pre = 'resolving includes for flow "main": ';

  it.each([
    [
      'unknown template',
      inc() + flow(ext('s', '.missing')),
      { [T]: '.present:\n  prompt: hi\n' },
      pre + 'unknown step template: step "s" extends ".missing", which no included file defines (available: .present)',
    ],
    [
      'extends without include',
      flow(ext('s', '.base')),
      {},
      pre + 'unknown step template: step "s" extends ".base", which no included file defines (available: none — the flow declares no include, or its includes define no `.`-prefixed template)',
    ],
    ['remote include', 'include:\n  - remote: x\n' + flow(step('s')), {}, 'invalid flow YAML: unsupported include kind "remote": only "local" includes are supported'],
    ['project + file include', 'include:\n  - project: a\n    file: b\n' + flow(step('s')), {}, 'invalid flow YAML: unsupported include kinds "file", "project": only "local" includes are supported'],
    ['empty local', 'include:\n  - local: "  "\n' + flow(step('s')), {}, 'invalid flow YAML: include entry has an empty "local" path'],
    ['local + ref', 'include:\n  - local: a\n    ref: b\n' + flow(step('s')), {}, 'invalid flow YAML: unsupported include kind "ref": only "local" includes are supported'],
    ['null template', inc() + flow(ext('s', '.t')), { [T]: '.t:\n' }, pre + 'invalid step template: template ".t" in "/w/tpl/t.yaml" declares no keys; a template must contribute at least one step key'],
    ['template file with include', inc() + flow(ext('s', '.t')), { [T]: 'include: []\n.t:\n  prompt: x\n' }, pre + 'invalid flow include: included file "/w/tpl/t.yaml" declares "include"; a template file may not itself include or extend'],
    ['template with extends', inc() + flow(ext('s', '.t')), { [T]: '.t:\n  extends: [.u]\n' }, pre + 'invalid step template: template ".t" in "/w/tpl/t.yaml" declares "extends"; templates are leaves and may not compose (design D6)'],
    [
      'template key promt',
      inc() + flow(ext('s', '.t')),
      { [T]: '.t:\n  promt: x\n' },
      pre +
        'invalid step template: template ".t" in "/w/tpl/t.yaml" declares "promt", which is not a step field (inheritable step fields: agent, compact, context, fallback, langfusePromptLabel, langfusePromptPath, maxIterations, maxTurns, model, output, prompt, reasoningEffort, require_route, rules, session, timeout)',
    ],
    [
      'template declaring id',
      inc() + flow(ext('s', '.t')),
      { [T]: '.t:\n  id: x\n' },
      pre +
        `invalid step template: template ".t" in "/w/tpl/t.yaml" must not declare "id": a step's identity must stay in the flow (two flows extending one template would collide, and the flow file would no longer show which steps it has)`,
    ],
    ['missing included file', inc() + flow(step('s')), {}, pre + 'invalid flow include: reading included file "/w/tpl/t.yaml": open /w/tpl/t.yaml: no such file or directory'],
    [
      'duplicate key in included file (U15)',
      inc() + flow(ext('s', '.t')),
      { [T]: '.t:\n  prompt: x\n.t:\n  prompt: y\n' },
      pre + 'invalid flow include: parsing included file "/w/tpl/t.yaml": yaml: unmarshal errors:\n  line 3: mapping key ".t" already defined at line 1',
    ],
    [
      'a list as included file',
      inc() + flow(step('s')),
      { [T]: '- a\n' },
      pre + 'invalid flow include: parsing included file "/w/tpl/t.yaml": yaml: unmarshal errors:\n  line 1: cannot unmarshal !!seq into map[string]yaml.Node',
    ],
    [
      'a null step entry with include',
      inc() + flow('    -\n' + step('s')),
      { [T]: '.t:\n  prompt: x\n' },
      pre + 'invalid flow include: cannot recover per-step declared keys (2 raw vs 1 steps); remove empty entries from flow.steps',
    ],
    [
      'an empty prompt blocks inheritance and fails',
      inc() + flow(ext('s', '.t', '      prompt:\n')),
      { [T]: '.t:\n  prompt: inherited\n' },
      'validating flow "main": invalid step prompt source: step "s" declares neither prompt nor langfusePromptPath',
    ],
    [
      'two templates supply both prompt sources',
      inc() + flow(ext('s', '.a, .b')),
      { [T]: '.a:\n  prompt: x\n.b:\n  langfusePromptPath: p\n' },
      'validating flow "main": invalid step prompt source: step "s" declares both prompt and langfusePromptPath — declare exactly one (check any extends templates: one of the two may be inherited)',
    ],
  ])('%s', (_name, text, tree, want) => {
    expect(run(text, tree)).toBe(want);
  });

  it('an empty included file contributes nothing; every include is loaded even without extends', () => {
    expect(run(inc() + flow(step('s')), { [T]: '' })).toBeUndefined();
    expect(run(inc() + inc('tpl/missing.yaml').slice('include:\n'.length) + flow(step('s')), { [T]: '' })).toMatch(/reading included file "\/w\/tpl\/missing.yaml"/);
  });

  it('include paths are root-relative to W, trimmed, and absolute paths are cleaned', () => {
    expect(run('include:\n  - local: "  tpl/t.yaml "\n' + flow(ext('s', '.t')), { [T]: '.t:\n  prompt: x\n' })).toBeUndefined();
    expect(run('include:\n  - local: /w/tpl/../tpl/t.yaml\n' + flow(ext('s', '.t')), { [T]: '.t:\n  prompt: x\n' })).toBeUndefined();
  });

  it('merges per key: step keys win (even null), the last template wins, whole-key replace, suppression', () => {
    const r = loadTree({
      [`${F}/main.yaml`]:
        inc() +
        flow(
          ext('a', '.one, .two') +
            ext('b', '.one, .two', '      agent: mine\n      prompt: own\n') +
            ext('c', '.lf', '      prompt: own\n') +
            ext('d', '.one', '      context:\n        paths: [OWN.md]\n'),
        ),
      [T]: '.one:\n  agent: first\n  prompt: p1\n  context:\n    paths: [T.md]\n    mode: append\n.two:\n  agent: second\n.lf:\n  langfusePromptPath: x/y\n  langfusePromptLabel: prod\n',
    });
    expect(r.byFile(`${F}/main.yaml`)?.error).toBeNull();
    const steps = r.flows.get('main')!.steps;
    expect(steps.map((s) => [s.id, s.agent, s.context?.paths?.map((p) => p.value) ?? null, s.context?.mode?.value ?? null, s.contextFrom])).toEqual([
      ['a', 'second', ['T.md'], 'append', { kind: 'template', template: '.one', file: T }],
      ['b', 'mine', ['T.md'], 'append', { kind: 'template', template: '.one', file: T }],
      ['c', 'coder', null, null, null],
      ['d', 'first', ['OWN.md'], null, { kind: 'step' }],
    ]);
    // The inherited context points into the template file; each step gets its own object.
    expect(steps[0]!.context!.paths![0]!.span).toEqual({ file: T, pointer: '', start: { line: 5, column: 13 }, end: { line: 5, column: 17 } });
    expect(steps[0]!.context).not.toBe(steps[1]!.context);
    expect(steps[0]!.agentNode?.span.file).toBe(T);
  });

  it('a template null key contributes an empty value; a later include redefines a template', () => {
    const r = loadTree({
      [`${F}/main.yaml`]: 'include:\n  - local: a.yaml\n  - local: b.yaml\n' + flow(ext('s', '.t', '      prompt: p\n')),
      'a.yaml': '.t:\n  agent: from-a\n',
      'b.yaml': '.t:\n  agent:\n',
    });
    expect(r.flows.get('main')?.steps[0]?.agent).toBe('coder');
  });

  it('resolves a template output $ref against the template directory and rejects chained refs', () => {
    const base = { [`${F}/main.yaml`]: inc() + flow(ext('s', '.t', '      prompt: p\n')) };
    expect(run(base[`${F}/main.yaml`], { [T]: '.t:\n  output:\n    schema:\n      $ref: s.json\n', 'tpl/s.json': '{"type":"object"}' })).toBeUndefined();
    expect(run(base[`${F}/main.yaml`], { [T]: '.t:\n  output:\n    schema:\n      $ref: s.json\n', 'tpl/s.json': '{"$ref":"other.json"}' })).toBe(
      pre +
        `invalid step template: template ".t" in "/w/tpl/t.yaml" resolves its output schema to another "$ref" (other.json); chained refs are not supported, because the second hop would resolve against the flow's directory instead of the template's`,
    );
  });

  it('resolves a step output $ref against the flow directory', () => {
    const text = flow(step('s', '      output:\n        schema:\n          $ref: s.json\n'));
    expect(run(text, { [`${F}/s.json`]: '{"type":"object"}' })).toBeUndefined();
    expect(run(text)).toBe('resolving output schema $ref for step "s": failed to read schema file "/w/.opencode/flows/s.json": open /w/.opencode/flows/s.json: no such file or directory');
    expect(run(flow(step('s', '      output:\n        schema:\n          $ref: ""\n')))).toBe('resolving output schema $ref for step "s": $ref must be a non-empty file path string');
  });

  it('reports the unknown template at the extends entry', () => {
    const r = loadTree({ [`${F}/main.yaml`]: flow(ext('s', '.base')) });
    expect(r.issues.map((i) => [i.rule, i.span.start.line, i.span.start.column])).toEqual([['flow-invalid', 4, 17]]);
    const h = loadTree({ [`${F}/main.yaml`]: inc() + flow(ext('s', '.bse')), [T]: '.base:\n  prompt: p\n' });
    expect(h.issues.map((i) => i.hint)).toEqual(['Did you mean ".base"?']);
  });

  it('reports a bad template key in the template file', () => {
    const r = loadTree({ [`${F}/main.yaml`]: inc() + flow(ext('s', '.t')), [T]: '.t:\n  promt: x\n' });
    expect(r.issues.map((i) => [i.rule, i.span.file, i.span.start.line, i.span.start.column])).toEqual([['flow-invalid', T, 2, 3]]);
  });
});

describe('step models (§4.4, §5.1)', () => {
  it('builds agent, spans and the ContextSpec with unknown keys, nested and undeclared paths', () => {
    const r = loadTree({
      [`${F}/m.yaml`]:
        'flow:\n  steps:\n    - id: one\n      prompt: p\n      agent: ""\n      context:\n        path: [A.md]\n        nested: off\n    - id: two\n      prompt: p\n      agent: explorer\n      context:\n        paths: [~, B.md]\n        mode:\n',
    });
    const [one, two] = r.flows.get('m')!.steps;
    expect(one!.agent).toBe('coder');
    expect(one!.agentNode?.value).toBe('');
    expect(one!.idSpan).toEqual({ file: `${F}/m.yaml`, pointer: '', start: { line: 3, column: 11 }, end: { line: 3, column: 14 } });
    expect(one!.span.start).toEqual({ line: 3, column: 7 });
    expect(one!.context?.paths).toBeNull();
    expect(one!.context?.unknownKeys.map((k) => [k.value, k.span.start.line, k.span.start.column])).toEqual([['path', 7, 9]]);
    expect(one!.context?.nested?.value).toBe(false);
    expect(two!.agent).toBe('explorer');
    expect(two!.context?.paths?.map((p) => p.value)).toEqual(['B.md']);
    expect(two!.context?.mode?.value).toBe('');
    expect(two!.context?.pathsSpan?.start).toEqual({ line: 13, column: 16 });
  });

  it('decodes scalars into strings verbatim', () => {
    const r = loadTree({ [`${F}/m.yaml`]: 'flow:\n  steps:\n    - id: one\n      prompt: p\n      agent: 0x10\n      context:\n        paths: [1.50, true]\n' });
    const s = r.flows.get('m')!.steps[0]!;
    expect(s.agent).toBe('0x10');
    expect(s.context?.paths?.map((p) => p.value)).toEqual(['1.50', 'true']);
  });
});
