/**
 * The Go types of a flow file, decoded with the yaml.v3 emulation of `yaml-v3.ts`
 * (docs/runtimes/fork.md §4.2 step 2, §4.3, §4.4, U15; from library source): unknown keys are
 * dropped, a scalar decodes into a string field verbatim (`timeout: 30` → `"30"`), type
 * mismatches and duplicate keys are collected as `yaml: unmarshal errors:` lines, null entries of
 * a `[]struct`/`[]string` are dropped, and include entries (a custom unmarshaler) abort the decode.
 *
 * The result keeps every YAML node, so the loader can point at the exact line and column of a value.
 */
import { isMap, isScalar, type Node as YNode } from 'yaml';
import { trimSpace as trimGo } from '../../../go/path.js';
import { V3Decoder, V3Fatal, type V3Failure } from './yaml-v3.js';
import { isNullNode, scalarText } from './yaml-v3-resolve.js';
import { ANY_MAP, BOOL, FLOAT, INT, STR, STRINGS, type DStruct, type TypeDesc } from './yaml-v3-types.js';

export type { DItem, DStruct } from './yaml-v3-types.js';

/** A decoded include entry (`{local: path}`, trimmed). */
export interface DInclude {
  local: string;
  node: YNode;
  localNode: YNode | null;
}

/** `map[string]string`, what `IncludeEntry.UnmarshalYAML` decodes its node into. */
const STRING_MAP: TypeDesc = { k: 'map', name: 'map[string]string', elem: STR };

/**
 * `IncludeEntry.UnmarshalYAML` (§4.5): the node decodes (with a fresh decoder) into a map of
 * strings whose only key is `local`, non-blank after trimming. Any failure is fatal for the file.
 */
function decodeInclude(dec: V3Decoder, n: YNode): DInclude {
  const inner = new V3Decoder(dec.y, dec.lineBase);
  const r = inner.unmarshal(STRING_MAP, n);
  if (r.error) throw new V3Fatal(`include entry must be a mapping with a "local" key (got ${r.error.message})`, r.error.node ?? n);
  const pairs = isMap(n) ? n.items.map((p) => ({ key: p.key as YNode, text: isScalar(p.key) ? scalarText(p.key) : '', value: inner.peek(p.value) })) : [];
  const unsupported = [...new Set(pairs.map((p) => p.text).filter((k) => k !== 'local'))].sort();
  if (unsupported.length > 0) {
    const bad = pairs.find((p) => p.text !== 'local')!;
    throw new V3Fatal(
      `unsupported include ${unsupported.length === 1 ? 'kind' : 'kinds'} ${unsupported.map((k) => JSON.stringify(k)).join(', ')}: only "local" includes are supported`,
      bad.key,
    );
  }
  const lp = pairs.find((p) => p.text === 'local');
  const raw = lp?.value && isScalar(lp.value) && !isNullNode(lp.value) ? scalarText(lp.value) : '';
  const local = trimGo(raw);
  if (local === '') throw new V3Fatal('include entry has an empty "local" path', lp?.value ?? lp?.key ?? n);
  return { local, node: n, localNode: lp?.value ?? null };
}

/** `contextfile.StepContext` (§4.4). */
export const STEP_CONTEXT_T: TypeDesc = {
  k: 'struct',
  name: 'contextfile.StepContext',
  ptr: true,
  fields: { paths: STRINGS, mode: STR, nested: BOOL },
};

/** `flow.Step`: the union of step keys across the lines of development (§4.4, U1). */
export const STEP_T: TypeDesc = {
  k: 'struct',
  name: 'flow.Step',
  fields: {
    id: STR,
    extends: STRINGS,
    agent: STR,
    model: STR,
    reasoningEffort: STR,
    session: { k: 'struct', name: 'flow.StepSession', fields: { fork: BOOL } },
    prompt: STR,
    langfusePromptPath: STR,
    langfusePromptLabel: STR,
    output: { k: 'struct', name: 'flow.StepOutput', ptr: true, fields: { schema: ANY_MAP } },
    rules: {
      k: 'slice',
      name: '[]flow.Rule',
      elem: { k: 'struct', name: 'flow.Rule', fields: { if: STR, then: STR, postpone: BOOL, cycle: BOOL } },
    },
    fallback: {
      k: 'struct',
      name: 'flow.Fallback',
      ptr: true,
      fields: { retry: INT, delay: INT, to: STR, on_turns_exhausted: STR },
    },
    maxTurns: INT,
    maxIterations: INT,
    timeout: STR,
    interactive: BOOL,
    interaction: { k: 'struct', name: 'flow.StepInteraction', ptr: true, fields: { target: STR, mention: STR } },
    compact: { k: 'struct', name: 'flow.StepCompact', ptr: true, fields: { threshold: FLOAT } },
    resume_after: { k: 'ptrString' },
    require_route: BOOL,
    context: STEP_CONTEXT_T,
  },
};

/** `flow.flowFile`: the top level of a flow file (§4.3). */
export const FLOW_FILE_T: TypeDesc = {
  k: 'struct',
  name: 'flow.flowFile',
  fields: {
    name: STR,
    disabled: BOOL,
    description: STR,
    flow: {
      k: 'struct',
      name: 'flow.FlowSpec',
      fields: {
        args: ANY_MAP,
        session: { k: 'struct', name: 'flow.FlowSession', fields: { prefix: STR, resume_on_failure: BOOL } },
        maxFallbackEntries: INT,
        steps: { k: 'slice', name: '[]flow.Step', elem: STEP_T },
      },
    },
    include: { k: 'slice', name: '[]flow.IncludeEntry', elem: { k: 'custom', name: 'flow.IncludeEntry', decode: decodeInclude } },
  },
};

/** Decode a whole flow file (`yaml.Unmarshal(data, &flowFile)`, §4.2 step 2). An empty document is the zero value. */
export function decodeFlowFile(dec: V3Decoder): { value: DStruct; error: V3Failure | null } {
  const r = dec.unmarshal(FLOW_FILE_T);
  return { value: (r.value as DStruct | undefined) ?? dec.emptyStruct(null), error: r.error };
}

/** Decode a template body (a mapping node) as a `flow.Step` (`node.Decode(&tmpl.step)`, §4.5), with a fresh decoder. */
export function decodeTemplateStep(dec: V3Decoder, node: YNode): { value: DStruct; error: V3Failure | null } {
  const r = new V3Decoder(dec.y, dec.lineBase).unmarshal(STEP_T, node);
  return { value: (r.value as DStruct | undefined) ?? dec.emptyStruct(node), error: r.error };
}

/** `map[string]yaml.Node` (an included file, a template body): keys are decoded, values kept as nodes. */
export const NODE_MAP_T: TypeDesc = { k: 'struct', name: 'map[string]yaml.Node', fields: {} };
