import { isMap, isScalar, type Node as YNode, type Pair } from 'yaml';
import type { ContextSpec } from '../model/context.js';
import type { Node, Span } from '../../../model/span.js';
import { esc, isMergeKey, V3Decoder, type V3Error } from './yaml-v3.js';
import { isNullNode, scalarText } from './yaml-v3-resolve.js';
import { ANY_MAP, BOOL, BOOL_MAP, INT, INT64, STR, STRINGS, type DItem, type DStruct, type TypeDesc } from './yaml-v3-types.js';
import type { YamlDoc } from '../../../load/yaml-doc.js';

/** The `AgentInfo` fields ctxlens keeps from one frontmatter, with positions (docs/runtimes/fork.md §3.3). */
export interface DecodedAgent {
  name: string;
  /** Raw `mode` before the rewrite; `null` when absent or YAML null. */
  mode: Node<string> | null;
  native: boolean;
  hidden: boolean;
  disabled: boolean;
  model: Node<string> | null;
  maxTurns: number;
  taskBudget: number;
  langfusePromptPath: Node<string> | null;
  langfusePromptLabel: string;
  tools: Node<Record<string, boolean>> | null;
  allowTools: Node<string[]> | null;
  context: ContextSpec | null;
  /** Top-level keys as written, with their key spans (known and unknown). */
  keys: Node<string>[];
  /** The `permission` value node, when present (checked by `permission-action-invalid`). */
  permissionNode?: YNode | null;
}

/** `contextfile.AgentContext` (§3.3). */
const AGENT_CONTEXT_T: TypeDesc = { k: 'struct', name: 'contextfile.AgentContext', ptr: true, fields: { paths: STRINGS, mode: STR, nested: BOOL } };

/** The exact yaml tags of `AgentInfo` (`registry.go@d5a6554`), case-sensitive, with their Go types. */
export const AGENT_FIELDS: Readonly<Record<string, TypeDesc>> = Object.freeze({
  name: STR,
  description: STR,
  mode: { k: 'string', name: 'config.AgentMode' },
  native: BOOL,
  hidden: BOOL,
  disabled: BOOL,
  color: STR,
  model: STR,
  maxTokens: INT64,
  maxTurns: INT,
  reasoningEffort: STR,
  taskBudget: INT64,
  skills: STRINGS,
  permission: ANY_MAP,
  tools: BOOL_MAP,
  deferredTools: BOOL_MAP,
  allowTools: STRINGS,
  output: { k: 'struct', name: 'agent.Output', ptr: true, fields: { schema: ANY_MAP } },
  parallelToolUse: BOOL,
  langfusePromptPath: STR,
  langfusePromptLabel: STR,
  structOutputSchemaDelivery: STR,
  context: AGENT_CONTEXT_T,
} satisfies Record<string, TypeDesc>);

/** `agent.AgentInfo`. */
const AGENT_INFO_T: TypeDesc = { k: 'struct', name: 'agent.AgentInfo', fields: AGENT_FIELDS };

/** Keys of the `context` object in frontmatter (exact case). */
export const CONTEXT_FIELDS: readonly string[] = Object.freeze(['paths', 'mode', 'nested']);

/** Result of decoding one frontmatter block. */
export interface DecodeResult {
  /** `null` when yaml.v3 would return an error. */
  agent: DecodedAgent | null;
  /** yaml.v3 error lines (`line N: …`), in decode order (a fatal error: one entry with its text). */
  errors: V3Error[];
  /** The runtime's error text (`yaml: unmarshal errors:\n  line N: …`), or `null`. */
  errorText: string | null;
  /** The decoder (for positions and permission values). */
  decoder: V3Decoder;
}

/**
 * Decode a parsed frontmatter into `AgentInfo` with yaml.v3 semantics (docs/runtimes/fork.md §3.2),
 * through the one yaml.v3 emulation (`yaml-v3.ts`): keys exact and case-sensitive, unknown keys
 * skipped undecoded, duplicate keys rejected at every decoded mapping, type mismatches collected.
 * `lineBase` is the 1-based file line of the block's first line (2 for frontmatter). Never throws.
 */
export function decodeAgentFrontmatter(y: YamlDoc, lineBase: number): DecodeResult {
  const dec = new V3Decoder(y, lineBase);
  const r = dec.unmarshal(AGENT_INFO_T);
  if (r.error) {
    const errors = r.error.errors.length > 0 ? r.error.errors : [{ text: r.error.message, pointer: '', node: r.error.node, span: r.error.span }];
    return { agent: null, errors, errorText: r.error.message, decoder: dec };
  }
  return { agent: agentOf(dec, r.value as DStruct), errors: [], errorText: null, decoder: dec };
}

/** The kept `AgentInfo` fields of a decoded struct, with positions (a null value keeps the zero value). */
function agentOf(dec: V3Decoder, s: DStruct): DecodedAgent {
  const agent: DecodedAgent = {
    name: '',
    mode: null,
    native: false,
    hidden: false,
    disabled: false,
    model: null,
    maxTurns: 0,
    taskBudget: 0,
    langfusePromptPath: null,
    langfusePromptLabel: '',
    tools: null,
    allowTools: null,
    context: null,
    keys: [],
  };
  // Top-level keys as written (merged-in keys are not written here).
  if (isMap(s.node)) {
    for (const p of s.node.items as Pair[]) {
      const k = dec.peek(p.key);
      if (isMergeKey(p.key) || !isScalar(k)) continue;
      const text = scalarText(k);
      agent.keys.push({ value: text, span: dec.span(p.key as YNode, '/' + esc(text)) });
    }
  }
  const f = s.f;
  const at = (k: string): Span => {
    const kv = s.keys.get(k)!;
    return dec.span(kv.raw ?? kv.key, '/' + esc(k));
  };
  const has = (k: string): boolean => s.keys.has(k) && k in f;
  const isNull = (k: string): boolean => isNullNode(s.keys.get(k)?.value);
  agent.name = (f['name'] as string | undefined) ?? '';
  if (has('mode') && !isNull('mode')) agent.mode = { value: f['mode'] as string, span: at('mode') };
  if (has('model')) agent.model = { value: (f['model'] as string | undefined) ?? '', span: at('model') };
  if (has('langfusePromptPath')) agent.langfusePromptPath = { value: (f['langfusePromptPath'] as string | undefined) ?? '', span: at('langfusePromptPath') };
  agent.langfusePromptLabel = (f['langfusePromptLabel'] as string | undefined) ?? '';
  agent.native = f['native'] === true;
  agent.hidden = f['hidden'] === true;
  agent.disabled = f['disabled'] === true;
  agent.maxTurns = (f['maxTurns'] as number | undefined) ?? 0;
  agent.taskBudget = (f['taskBudget'] as number | undefined) ?? 0;
  const allow = f['allowTools'] as DItem<string>[] | undefined;
  if (allow) agent.allowTools = { value: allow.map((x) => x.value), span: at('allowTools') };
  const tools = f['tools'] as Record<string, boolean> | undefined;
  if (tools) agent.tools = { value: tools, span: at('tools') };
  if (s.keys.has('permission')) agent.permissionNode = s.keys.get('permission')!.raw;
  const ctx = f['context'] as DStruct | undefined;
  if (ctx) agent.context = contextOf(dec, ctx, at('context'));
  return agent;
}

/** A decoded `context` as a `ContextSpec` (docs/runtimes/fork.md §3.3): `{}` or unknown-only keys give non-nil with `paths: null`. */
function contextOf(dec: V3Decoder, c: DStruct, span: Span): ContextSpec {
  const spec: ContextSpec = { span, paths: null, pathsSpan: null, mode: null, nested: null, unknownKeys: [] };
  for (const [k, kv] of c.keys) {
    const ptr = '/context/' + esc(k);
    const vspan = (): Span => dec.span(kv.raw ?? kv.key, ptr);
    if (k === 'paths') {
      const paths = c.f['paths'] as DItem<string>[] | undefined;
      spec.pathsSpan = kv.raw ? vspan() : null;
      spec.paths = paths ? paths.map((x) => ({ value: x.value, span: dec.span(x.node, x.pointer) })) : null;
    } else if (k === 'mode') spec.mode = isNullNode(kv.value) ? null : { value: c.f['mode'] as string, span: vspan() };
    else if (k === 'nested') spec.nested = isNullNode(kv.value) ? null : { value: c.f['nested'] as boolean, span: vspan() };
    else spec.unknownKeys.push({ value: k, span: dec.span(kv.key, ptr) });
  }
  return spec;
}
