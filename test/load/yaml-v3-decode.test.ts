/**
 * The one yaml.v3 emulation, through the agent and flow loaders (docs/runtimes/fork.md §3.2, §4.2,
 * §4.5, U15). Each row pins yaml.v3 v3.0.1's behaviour (decode.go, resolve.go; from library
 * source) where the former agent decoder and flow decoder disagreed or were both wrong; the
 * comment says which side was wrong before.
 */
import { describe, expect, it } from 'vitest';
import { loadTree as loadAgentTree } from './agents-kit.js';
import { errorOf, loadTree as loadFlowTree } from './flows-helpers.js';

const A = '.opencode/agents';
const FLOW = '.opencode/flows/f.yaml';

/** The load error of agent `a` with frontmatter `fm` (`undefined` when it loads), and the agent file. */
function agent(fm: string) {
  const r = loadAgentTree({ [`${A}/a.md`]: `---\n${fm}---\nbody\n` });
  const f = r.file(`${A}/a.md`);
  return { f, error: f.error?.message.replace(/^invalid YAML frontmatter in \S+: /, '') };
}

/** A flow with one step `s` (prompt `p`) plus `extra` step lines, indented 6. */
function step(extra = ''): string {
  return `flow:\n  steps:\n    - id: s\n      prompt: p\n${extra}`;
}

function flowError(text: string, more: Record<string, string> = {}): string | undefined {
  return errorOf({ [FLOW]: text, ...more }, FLOW)?.replace(/^invalid flow YAML: /, '');
}

const U = 'yaml: unmarshal errors:\n  ';

describe('type errors and values (both loaders)', () => {
  it.each<[string, string, string | undefined]>([
    // was (flows): a quoted YAML 1.1 word was a type error; yaml.v3 passes the string to the bool case.
    ['quoted "yes" into a bool', '      interactive: "yes"\n', undefined],
    // was (flows): "cannot unmarshal !!map into string"; yaml.v3 checks keys before the type.
    ['a mapping with duplicate keys into a string', '      agent: {a: 1, a: 2}\n', U + 'line 5: mapping key "a" already defined at line 5'],
    // was (flows): cut by UTF-16 units; yaml.v3 cuts the Go string at 7 bytes past 10 bytes.
    ['a long non-ASCII value', '      maxTurns: abcd日本語\n', U + 'line 5: cannot unmarshal !!str `abcd日...` into int'],
    // was (flows): !!timestamp for any text starting with a date.
    ['a date with a tail', '      maxTurns: 2024-01-01abc\n', U + 'line 5: cannot unmarshal !!str `2024-01...` into int'],
    // was (flows): !!str; a plain `<<` carries the merge tag.
    ['a plain << value', '      maxTurns: <<\n', U + 'line 5: cannot unmarshal !!merge `<<` into int'],
    // was (flows): tags ignored, `!!str 5` decoded as 5.
    ['!!str 5 into an int', '      maxTurns: !!str 5\n', U + 'line 5: cannot unmarshal !!str `5` into int'],
    ['!!int "5" into an int', '      maxTurns: !!int "5"\n', undefined],
    // was (flows): any finite float truncated; yaml.v3 needs v <= MaxInt64.
    ['1e300 into an int', '      maxTurns: 1e300\n', U + 'line 5: cannot unmarshal !!float `1e300` into int'],
    // was (both): a float; Go's ParseUint makes it an !!int that overflows int.
    ['2^63 into an int', '      maxTurns: 9223372036854775808\n', U + 'line 5: cannot unmarshal !!int `9223372...` into int'],
    // was (both): !!float; Go's ParseFloat range error makes it a string.
    ['1e400 into an int', '      maxTurns: 1e400\n', U + 'line 5: cannot unmarshal !!str `1e400` into int'],
    ['a float truncated into an int', '      maxTurns: 2.9\n', undefined],
  ])('flow: %s', (_n, extra, err) => {
    expect(flowError(step(extra))).toBe(err);
  });

  it('flow: the quoted YAML 1.1 word decodes to its bool (context.nested: "off")', () => {
    const r = loadFlowTree({ [FLOW]: step('      context:\n        paths: [A.md]\n        nested: "off"\n') });
    expect(r.flows.get('f')?.steps[0]?.context?.nested?.value).toBe(false);
  });

  it.each<[string, string, string | undefined]>([
    ['2^63 into an int', 'maxTurns: 9223372036854775808\n', U + 'line 1: cannot unmarshal !!int `9223372...` into int'],
    // was (agents): !!timestamp; the `T` layouts need a zone.
    ['a zoneless T time into an int', 'maxTurns: 2001-12-14T21:59:43\n', U + 'line 1: cannot unmarshal !!str `2001-12...` into int'],
    // was (agents): a type error; an explicit tag that does not fit is fatal in yaml.v3.
    ['!!int abc', 'maxTurns: !!int abc\n', 'yaml: cannot decode !!str `abc` as a !!int'],
    ['!!binary into a string', 'model: !!binary Z3B0LTQ=\n', undefined],
    ['invalid !!binary', 'model: !!binary "@@"\n', 'yaml: !!binary value contains invalid base64 data'],
    // was (agents): a merge of a non-mapping was ignored.
    ['a merge of a scalar', '<<: 5\nmode: primary\n', 'yaml: map merge requires map or sequence of maps as the value'],
    // was (agents): merges were only applied at the top level, without the duplicate check.
    ['duplicate keys in a merged mapping', 'base: &b {mode: x, mode: y}\n<<: *b\n', U + 'line 1: mapping key "mode" already defined at line 1'],
    // yaml.v3 compares alias keys by anchor name (was: not compared by the flow decoder).
    ['two alias keys naming one anchor', 'k: &k name\n*k : a\n*k : b\n', U + 'line 3: mapping key "k" already defined at line 2'],
    // was (agents): "yaml: line 3: source contains multiple documents"; yaml.v3 reads the first document.
    ['a second document after ...', 'mode: primary\n...\nname: x\n', undefined],
  ])('agent: %s', (_n, fm, err) => {
    expect(agent(fm).error).toBe(err);
  });

  it('agent: !!binary is decoded into the string field', () => {
    expect(agent('model: !!binary Z3B0LTQ=\n').f.model?.value).toBe('gpt-4');
  });

  it('agent: merges apply inside context too (yaml.v3 merges in every decoded mapping)', () => {
    const { f, error } = agent('defaults: &d {paths: [A.md], mode: replace}\ncontext:\n  <<: *d\n  mode: append\n');
    expect(error).toBeUndefined();
    expect(f.context?.paths?.map((p) => p.value)).toEqual(['A.md']);
    expect(f.context?.mode?.value).toBe('append');
  });

  it('agent: the earlier mapping of a merged sequence wins', () => {
    const { f } = agent('a: &a {mode: one}\nb: &b {mode: two, model: m}\n<<: [*a, *b]\n');
    expect(f.mode?.value).toBe('one');
    expect(f.model?.value).toBe('m');
  });

  // was (agents): a null item was kept as ""; yaml.v3 drops elements that decode "not good".
  it('agent: null items of a []string are dropped', () => {
    const { f, error } = agent('context:\n  paths: [A.md, ~, B.md]\nallowTools: [read, null]\n');
    expect(error).toBeUndefined();
    expect(f.context?.paths?.map((p) => p.value)).toEqual(['A.md', 'B.md']);
    expect(f.allowTools?.value).toEqual(['read']);
  });
});

describe('duplicate keys (U15)', () => {
  // was (flows): rejected; yaml.v3 never decodes the value of an unknown key, so never checks it.
  it('are not checked under an unknown key', () => {
    expect(flowError(step('      extra:\n        a: 1\n        a: 2\n'))).toBeUndefined();
    expect(agent('extra:\n  a: 1\n  a: 2\n').error).toBeUndefined();
  });

  it('are checked in every decoded mapping: flow args (map[string]interface {})', () => {
    expect(flowError('flow:\n  args:\n    x: {a: 1, a: 2}\n  steps:\n    - id: s\n      prompt: p\n')).toBe(U + 'line 3: mapping key "a" already defined at line 3');
  });

  it('report every later duplicate of each key, in yaml.v3 order', () => {
    expect(agent('mode: a\nmode: b\nmode: c\n').error).toBe(
      U + 'line 2: mapping key "mode" already defined at line 1\n  line 3: mapping key "mode" already defined at line 1\n  line 3: mapping key "mode" already defined at line 2',
    );
  });
});

describe('parser errors (yaml-v3-parse.ts)', () => {
  // was (flows): the `yaml` package resolves an unknown alias to nothing, so the flow loaded.
  it('an unknown anchor fails a flow, an included file and an agent', () => {
    expect(flowError(step('      agent: *nope\n'))).toBe("yaml: unknown anchor 'nope' referenced");
    expect(
      flowError('include:\n  - local: t.yaml\n' + step(), { 't.yaml': '.t:\n  agent: *gone\n' }),
    ).toBe(`resolving includes for flow "f": invalid flow include: parsing included file "/w/t.yaml": yaml: unknown anchor 'gone' referenced`);
    expect(agent('model: *nope\n').error).toBe("yaml: unknown anchor 'nope' referenced");
  });

  it('syntax errors count lines from the decoded text (frontmatter: after "---")', () => {
    expect(agent('a: [\n').error).toMatch(/^yaml: line \d+: /);
    expect(flowError('a: [\n')).toMatch(/^yaml: line \d+: /);
  });
});

describe('templates and include entries', () => {
  // was: a scalar root was always shown as !!str.
  it('an included file that is an int shows its tag', () => {
    expect(flowError('include:\n  - local: t.yaml\n' + step(), { 't.yaml': '5\n' })).toBe(
      `resolving includes for flow "f": invalid flow include: parsing included file "/w/t.yaml": ${U}line 1: cannot unmarshal !!int \`5\` into map[string]yaml.Node`,
    );
  });

  it('a template body that is a bool shows its tag', () => {
    expect(flowError('include:\n  - local: t.yaml\n' + step('      extends: [.t]\n'), { 't.yaml': '.t: true\n' })).toBe(
      `resolving includes for flow "f": invalid step template: template ".t" in "/w/t.yaml" must be a mapping of step keys: ${U}line 1: cannot unmarshal !!bool \`true\` into map[string]yaml.Node`,
    );
  });

  it('an include entry with a non-string value is fatal, with the inner yaml error', () => {
    expect(flowError('include:\n  - local: [a]\n' + step())).toBe(`include entry must be a mapping with a "local" key (got ${U}line 2: cannot unmarshal !!seq into string)`);
  });
});

describe('robustness', () => {
  // was (flows): `t.fields["constructor"]` found Object's constructor and the loader crashed.
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('a step key named %s is an unknown key', (k) => {
    const r = loadFlowTree({ [FLOW]: step(`      ${k}: x\n`) });
    expect(r.byFile(FLOW)?.error).toBeNull();
    expect(r.flows.get('f')?.steps[0]?.id).toBe('s');
  });

  // was (agents): any 10000 decoded nodes counted as "excessive aliasing", aliases or not.
  it('a large frontmatter without aliases loads', () => {
    const perms = Array.from({ length: 6000 }, (_, i) => `  t${i}: allow\n`).join('');
    expect(agent(`permission:\n${perms}`).error).toBeUndefined();
  });

  // was (flows): over 1000 alias uses failed; yaml.v3 fails only when over 99 % of the decoding is aliased.
  it('a flow using an anchor 1500 times among many plain values loads', () => {
    const steps = Array.from({ length: 1500 }, (_, i) => `    - id: s${i}\n      prompt: *p\n      agent: a${i}\n      model: m\n      timeout: 5s\n`).join('');
    expect(flowError(`name: &p shared\nflow:\n  steps:\n${steps}`)).toBeUndefined();
  });

  it('a billion-laughs document fails as yaml.v3 does', () => {
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const cur = String.fromCharCode(97 + i);
      lines.push(`${cur}: &${cur} [*${prev}, *${prev}, *${prev}, *${prev}, *${prev}, *${prev}, *${prev}, *${prev}, *${prev}]`);
    }
    expect(agent(`permission:\n${lines.map((l) => '  ' + l).join('\n')}\n`).error).toBe('yaml: document contains excessive aliasing');
    expect(flowError(`flow:\n  args:\n${lines.map((l) => '    ' + l).join('\n')}\n  steps:\n    - id: s\n      prompt: p\n`)).toBe('yaml: document contains excessive aliasing');
  });

  it('an alias inside its own anchor is fatal when decoded', () => {
    expect(agent('permission: &a {x: *a}\n').error).toBe("yaml: anchor 'a' value contains itself");
  });
});
