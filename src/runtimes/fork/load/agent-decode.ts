import { isMap, isPair, isScalar, isSeq, type Node as YNode, type Pair, type YAMLMap } from 'yaml';
import type { ContextSpec } from '../model/context.js';
import type { Node } from '../../../model/span.js';
import { ExcessiveAliasing, keyText, V3Decoder, type V3Error } from './yaml-v3.js';
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

/** Kinds of the frontmatter fields: the yaml tags of `AgentInfo` and their Go types (§3.3). */
type FieldKind = { kind: 'string' | 'bool' | 'int' | 'strings' | 'boolMap' | 'map' | 'output' | 'context'; goType: string };

/** The exact yaml tags of `AgentInfo` (`registry.go@d5a6554`), case-sensitive. */
export const AGENT_FIELDS: Readonly<Record<string, FieldKind>> = Object.freeze({
  name: { kind: 'string', goType: 'string' },
  description: { kind: 'string', goType: 'string' },
  mode: { kind: 'string', goType: 'config.AgentMode' },
  native: { kind: 'bool', goType: 'bool' },
  hidden: { kind: 'bool', goType: 'bool' },
  disabled: { kind: 'bool', goType: 'bool' },
  color: { kind: 'string', goType: 'string' },
  model: { kind: 'string', goType: 'string' },
  maxTokens: { kind: 'int', goType: 'int64' },
  maxTurns: { kind: 'int', goType: 'int' },
  reasoningEffort: { kind: 'string', goType: 'string' },
  taskBudget: { kind: 'int', goType: 'int64' },
  skills: { kind: 'strings', goType: '[]string' },
  permission: { kind: 'map', goType: 'map[string]interface {}' },
  tools: { kind: 'boolMap', goType: 'map[string]bool' },
  deferredTools: { kind: 'boolMap', goType: 'map[string]bool' },
  allowTools: { kind: 'strings', goType: '[]string' },
  output: { kind: 'output', goType: 'agent.Output' },
  parallelToolUse: { kind: 'bool', goType: 'bool' },
  langfusePromptPath: { kind: 'string', goType: 'string' },
  langfusePromptLabel: { kind: 'string', goType: 'string' },
  structOutputSchemaDelivery: { kind: 'string', goType: 'string' },
  context: { kind: 'context', goType: 'contextfile.AgentContext' },
});

/** Keys of the `context` object in frontmatter (exact case). */
export const CONTEXT_FIELDS: readonly string[] = Object.freeze(['paths', 'mode', 'nested']);

/** Result of decoding one frontmatter block. */
export interface DecodeResult {
  /** `null` when yaml.v3 would return an error. */
  agent: DecodedAgent | null;
  /** yaml.v3 error lines (`line N: …`), in decode order. */
  errors: V3Error[];
  /** The runtime's error text (`yaml: unmarshal errors:\n  line N: …`), or `null`. */
  errorText: string | null;
  /** The decoder (for `toPlain`). */
  decoder: V3Decoder;
}

function esc(k: string): string {
  return k.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Decode a parsed frontmatter into `AgentInfo` with yaml.v3 semantics (docs/runtimes/fork.md §3.2):
 * keys exact and case-sensitive, unknown keys skipped undecoded, duplicate keys rejected at every
 * decoded mapping, type mismatches collected. `lineBase` is the 1-based file line of the block's
 * first line (2 for frontmatter). Never throws.
 */
export function decodeAgentFrontmatter(y: YamlDoc, lineBase: number): DecodeResult {
  const dec = new V3Decoder(y, lineBase);
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
  try {
    const root = dec.deref(y.doc.contents);
    if (root !== null) {
      if (isMap(root)) {
        if (dec.checkDuplicates(root, '')) decodeStruct(dec, root, agent);
      } else if (!isNullScalar(root)) {
        dec.terror(root, 'agent.AgentInfo', '');
      }
    }
  } catch (e) {
    if (!(e instanceof ExcessiveAliasing)) throw e;
    return { agent: null, errors: dec.errors, errorText: `yaml: ${e.message}`, decoder: dec };
  }
  if (dec.errors.length > 0) {
    return { agent: null, errors: dec.errors, errorText: 'yaml: unmarshal errors:\n  ' + dec.errors.map((e) => e.text).join('\n  '), decoder: dec };
  }
  return { agent, errors: [], errorText: null, decoder: dec };
}

function decodeStruct(dec: V3Decoder, root: YAMLMap, agent: DecodedAgent): void {
  const explicit = new Set<string>();
  const merges: unknown[] = [];
  for (const p of root.items) {
    if (!isPair(p)) continue;
    const keyNode = dec.deref(p.key);
    const k = keyNode && isScalar(keyNode) ? keyText(keyNode) : null;
    if (k === null) continue;
    if (k === '<<' && isScalar(keyNode) && keyNode.type === 'PLAIN') {
      merges.push(p.value);
      continue;
    }
    agent.keys.push({ value: k, span: dec.span(p.key as YNode, '/' + esc(k)) });
    explicit.add(k);
    decodeField(dec, k, p as Pair<YNode, YNode>, agent);
  }
  // yaml.v3 applies `<<` merges after the explicit keys, without overwriting them.
  for (const m of merges) {
    const d = dec.deref(m);
    const maps = isMap(d) ? [d] : isSeq(d) ? d.items.map((i) => dec.deref(i)).filter((i): i is YAMLMap => isMap(i)) : [];
    for (const mm of maps) {
      for (const p of mm.items) {
        const k = keyText(dec.deref(p.key));
        if (k === null || explicit.has(k)) continue;
        explicit.add(k);
        decodeField(dec, k, p as Pair<YNode, YNode>, agent);
      }
    }
  }
}

function decodeField(dec: V3Decoder, k: string, p: Pair<YNode, YNode>, agent: DecodedAgent): void {
  const f = AGENT_FIELDS[k];
  if (!f) return; // unknown keys are skipped undecoded (§3.2)
  const ptr = '/' + esc(k);
  const v = p.value;
  const at = (n: unknown) => dec.span((n as YNode | null) ?? (p.key as YNode), ptr);
  switch (f.kind) {
    case 'string': {
      const s = dec.str(v, ptr, f.goType);
      if (s === undefined) return;
      if (k === 'mode') agent.mode = s === null ? null : { value: s, span: at(v) };
      else if (k === 'model') agent.model = { value: s ?? '', span: at(v) };
      else if (k === 'name') agent.name = s ?? '';
      else if (k === 'langfusePromptPath') agent.langfusePromptPath = { value: s ?? '', span: at(v) };
      else if (k === 'langfusePromptLabel') agent.langfusePromptLabel = s ?? '';
      return;
    }
    case 'bool': {
      const b = dec.bool(v, ptr);
      if (b === undefined || b === null) return;
      if (k === 'native') agent.native = b;
      else if (k === 'hidden') agent.hidden = b;
      else if (k === 'disabled') agent.disabled = b;
      return;
    }
    case 'int': {
      const i = dec.int(v, ptr, f.goType);
      if (i === undefined || i === null) return;
      if (k === 'maxTurns') agent.maxTurns = i;
      else if (k === 'taskBudget') agent.taskBudget = i;
      return;
    }
    case 'strings': {
      const s = dec.strings(v, ptr);
      if (s === undefined || s === null) return;
      if (k === 'allowTools') agent.allowTools = { value: s.values.map((x) => x.value), span: at(v) };
      return;
    }
    case 'boolMap': {
      const m = dec.boolMap(v, ptr);
      if (m === undefined || m === null) return;
      if (k === 'tools') agent.tools = { value: m, span: at(v) };
      return;
    }
    case 'map':
      dec.any(v, ptr, f.goType);
      if (k === 'permission') agent.permissionNode = v;
      return;
    case 'output': {
      const d = dec.deref(v);
      if (isNullScalar(d)) return;
      if (!isMap(d)) {
        dec.terror(d!, f.goType, ptr);
        return;
      }
      if (!dec.checkDuplicates(d, ptr)) return;
      for (const q of d.items) {
        if (keyText(dec.deref(q.key)) === 'schema') dec.any(q.value, ptr + '/schema', 'map[string]interface {}');
      }
      return;
    }
    case 'context':
      decodeContext(dec, v, p.key as YNode, agent);
      return;
  }
}

function isNullScalar(d: YNode | null): boolean {
  return d === null || (isScalar(d) && d.type === 'PLAIN' && ['', '~', 'null', 'Null', 'NULL'].includes(String(d.source)));
}

/** Decode `context` into a `ContextSpec` (docs/runtimes/fork.md §3.3): `{}` or unknown-only keys give non-nil with `paths: null`. */
function decodeContext(dec: V3Decoder, v: unknown, keyNode: YNode, agent: DecodedAgent): void {
  const d = dec.deref(v);
  if (isNullScalar(d)) return;
  if (!isMap(d)) {
    dec.terror(d!, 'contextfile.AgentContext', '/context');
    return;
  }
  if (!dec.checkDuplicates(d, '/context')) return;
  const spec: ContextSpec = { span: dec.span((v as YNode) ?? keyNode, '/context'), paths: null, pathsSpan: null, mode: null, nested: null, unknownKeys: [] };
  let ok = true;
  for (const p of d.items) {
    const kn = dec.deref(p.key);
    const k = keyText(kn);
    if (k === null) continue;
    const ptr = '/context/' + esc(k);
    if (k === 'paths') {
      const s = dec.strings(p.value, ptr);
      if (s === undefined) ok = false;
      else if (s === null) {
        spec.paths = null;
        spec.pathsSpan = p.value ? dec.span(p.value as YNode, ptr) : null;
      } else {
        spec.paths = s.values.map((x) => ({ value: x.value, span: dec.span(x.node, x.pointer) }));
        spec.pathsSpan = dec.span(p.value as YNode, ptr);
      }
    } else if (k === 'mode') {
      const s = dec.str(p.value, ptr);
      if (s === undefined) ok = false;
      else spec.mode = s === null ? null : { value: s, span: dec.span(p.value as YNode, ptr) };
    } else if (k === 'nested') {
      const b = dec.bool(p.value, ptr);
      if (b === undefined) ok = false;
      else spec.nested = b === null ? null : { value: b, span: dec.span(p.value as YNode, ptr) };
    } else {
      spec.unknownKeys.push({ value: k, span: dec.span(p.key as YNode, ptr) });
    }
  }
  if (ok) agent.context = spec;
}
