/**
 * `parseFlowFile` for one flow file (docs/runtimes/fork.md §4.2, in order): size cap, typed decode,
 * `flow.session` keys, flow ID, templates (§4.5), output-schema `$ref`, `validateFlow` (§4.6) and the
 * static `fallback.to` cycle check (U2). Never throws; failures carry the runtime's error text and the
 * position of the offending node.
 */
import { isSeq } from 'yaml';
import type { LoadContext } from '../model/project.js';
import { fileSpan } from '../../../model/span.js';
import { base, compareBytes, dir as goDir, ext } from '../../../go/path.js';
import { decodeFlowFile, type DInclude, type DItem, type DStruct } from './flow-decode.js';
import { V3Decoder } from './yaml-v3.js';
import { yamlV3ParseError } from './yaml-v3-parse.js';
import { isNullNode } from './yaml-v3-resolve.js';
import { validateFlowID } from './flow-id.js';
import { displayPath, readDoc } from './flow-read.js';
import {
  INHERITABLE_KEYS,
  loadTemplateFile,
  resolveIncludePath,
  resolveSchemaRef,
  type FlowError,
  type StepTemplate,
  type TemplateEnv,
} from './flow-templates.js';
import { validateFlow } from './flow-validate.js';
import { effValue, nodeSpan, stepId, type EffValue, type MergedStep, type ValueFrom } from './flow-step.js';
import { didYouMean } from '../../../text/suggest.js';
import { parseYaml, type YamlDoc } from '../../../load/yaml-doc.js';

/** The result of parsing one flow file. */
export interface ParsedFlow {
  abs: string;
  file: string;
  /** File-derived ID (basename minus its last extension). */
  id: string;
  error: FlowError | null;
  y: YamlDoc | null;
  top: DStruct | null;
  steps: MergedStep[];
  disabled: boolean;
}

const SESSION_KEYS = new Set(['prefix', 'resume_on_failure']);

/** Flow ID from a file name: basename minus `filepath.Ext` (`a.b.yaml` → `a.b`). */
export function flowIdFromPath(abs: string): string {
  const b = base(abs);
  return b.slice(0, b.length - ext(b).length);
}

/** Parse one flow file (§4.2). `limit` is the size cap in bytes. */
export function parseFlowFile(ctx: LoadContext, tenv: TemplateEnv, abs: string, limit: number): ParsedFlow {
  const id = flowIdFromPath(abs);
  const out: ParsedFlow = { abs, file: displayPath(ctx.W, abs), id, error: null, y: null, top: null, steps: [], disabled: false };
  // Over the runtime's cap the flow is refused whatever it holds: its size is enough, the file is not read.
  const st = ctx.source.stat(abs);
  if (st !== null && st.kind === 'file' && st.size > limit) {
    out.error = { message: `invalid flow YAML: file exceeds ${limit} bytes (raise via OPENCODE_MAX_FLOW_FILE_SIZE)`, span: fileSpan(out.file), parse: false };
    return out;
  }
  const r = readDoc(ctx, abs, 'flow');
  if (!r.ok) {
    out.error = { message: `reading flow file: ${r.error}`, span: fileSpan(out.file), parse: false };
    return out;
  }
  out.file = r.doc.file;
  if (r.size > limit) {
    out.error = { message: `invalid flow YAML: file exceeds ${limit} bytes (raise via OPENCODE_MAX_FLOW_FILE_SIZE)`, span: fileSpan(out.file), parse: false };
    return out;
  }
  if (r.reader) {
    out.error = { message: `invalid flow YAML: yaml: ${r.reader.problem}`, span: r.reader.span, parse: true };
    return out;
  }
  const y = parseYaml(r.doc.text, r.doc.file, { lines: r.doc.lines, scalars: 'text' });
  out.y = y;
  const deep = y.errors.find((e) => e.code === 'TOO_DEEP_TO_CHECK');
  if (deep) {
    out.error = { message: `it nests values ${deep.message.replace(/^nested /, '')}; ctxlens does not check it and simulates none of its steps (the runtime accepts up to 10000 levels)`, span: deep.span, parse: true, unchecked: true };
    return out;
  }
  const syn = yamlV3ParseError(y);
  if (syn) {
    out.error = { message: `invalid flow YAML: ${syn.message}`, span: syn.span, parse: true };
    return out;
  }
  const d = new V3Decoder(y);
  const dec = decodeFlowFile(d);
  if (dec.error) {
    out.error = { message: `invalid flow YAML: ${dec.error.message}`, span: dec.error.span, parse: true };
    return out;
  }
  const top = dec.value;
  out.top = top;
  out.disabled = top.f['disabled'] === true;
  const flow = top.f['flow'] as DStruct | undefined;
  const stepItems = ((flow?.f['steps'] as DItem<DStruct>[] | undefined) ?? []).filter((s) => s.value);
  out.steps = stepItems.map((it) => ownStep(it.value));

  // 3. flow.session keys (raw check; Go map order picks among several, we take document order).
  const sess = flow?.f['session'] as DStruct | undefined;
  for (const [k, kv] of sess?.keys ?? []) {
    if (!SESSION_KEYS.has(k)) {
      out.error = { message: `invalid flow YAML: unknown key ${JSON.stringify(k)} in flow.session`, span: d.span(kv.key), parse: false };
      return out;
    }
  }

  // 4. Flow ID.
  const idErr = validateFlowID(id);
  if (idErr) {
    out.error = { message: idErr, span: fileSpan(out.file), parse: false };
    return out;
  }

  // 5. Templates.
  const includes = (top.f['include'] as DItem<DInclude>[] | undefined) ?? [];
  const anyExtends = out.steps.some((m) => ((m.s.f['extends'] as DItem<string>[] | undefined) ?? []).length > 0);
  if (includes.length > 0 || anyExtends) {
    const e = resolveIncludes(ctx, tenv, d, flow, out.steps, includes);
    if (e) {
      out.error = { ...e, message: `resolving includes for flow ${JSON.stringify(id)}: ${e.message}` };
      return out;
    }
  }

  // 6. Output schema $ref, relative to the flow file's directory.
  for (const m of out.steps) {
    const o = effValue<DStruct>(m, 'output');
    const schema = o?.f['schema'];
    if (!o || schema === undefined || schema === null) continue;
    const res = resolveSchemaRef(ctx, schema, goDir(abs));
    if (!res.ok) {
      const sn = o.keys.get('schema')?.value;
      out.error = { message: `resolving output schema $ref for step ${JSON.stringify(stepId(m))}: ${res.error}`, span: nodeSpan(o, sn), parse: false };
      return out;
    }
  }

  // 7. validateFlow, then the static fallback cycle check (U2).
  const v = validateFlow(flow, out.steps, top);
  if (v) {
    out.error = { ...v, message: `validating flow ${JSON.stringify(id)}: ${v.message}` };
    return out;
  }
  return out;
}

function ownStep(s: DStruct): MergedStep {
  const eff = new Map<string, EffValue>();
  const raw = new Set<string>();
  const from: ValueFrom = { kind: 'step' };
  s.keys.forEach((kv, k) => {
    raw.add(k);
    if (k in s.f) eff.set(k, { value: s.f[k], keyNode: kv.key, valueNode: kv.value, doc: s.doc, from });
  });
  return { s, raw, eff, applied: [] };
}

/** `resolveStepIncludes` (§4.5): raw-key alignment, include files, `extends` lookup, per-key merge. */
function resolveIncludes(
  ctx: LoadContext,
  tenv: TemplateEnv,
  d: V3Decoder,
  flow: DStruct | undefined,
  steps: MergedStep[],
  includes: DItem<DInclude>[],
): FlowError | null {
  // Raw-key recovery: null entries are dropped by the typed decode but kept by the raw one.
  const seqNode = flow?.keys.get('steps')?.value ?? null;
  if (seqNode && isSeq(seqNode)) {
    const rawCount = seqNode.items.length;
    if (rawCount !== steps.length) {
      const empty = seqNode.items.map((it) => d.peek(it)).find((it) => isNullNode(it));
      return {
        message: `invalid flow include: cannot recover per-step declared keys (${rawCount} raw vs ${steps.length} steps); remove empty entries from flow.steps`,
        span: empty?.range ? d.span(empty) : d.span(seqNode),
        parse: false,
      };
    }
  }
  const templates = new Map<string, StepTemplate>();
  for (const inc of includes) {
    const abs = resolveIncludePath(ctx.W, inc.value.local);
    const tf = loadTemplateFile(ctx, tenv, abs);
    if (tf.error) return { message: tf.error.message, span: tf.error.span ?? d.span(inc.value.localNode ?? inc.node), parse: tf.error.parse };
    for (const [name, t] of tf.templates) templates.set(name, t);
  }
  for (const m of steps) {
    const ext = (m.s.f['extends'] as DItem<string>[] | undefined) ?? [];
    if (ext.length === 0) continue;
    for (const e of ext) {
      const t = templates.get(e.value);
      if (!t) {
        const names = [...templates.keys()].sort(compareBytes);
        const avail = names.length === 0 ? 'none — the flow declares no include, or its includes define no `.`-prefixed template' : names.join(', ');
        return {
          message: `unknown step template: step ${JSON.stringify(stepId(m))} extends ${JSON.stringify(e.value)}, which no included file defines (available: ${avail})`,
          span: d.span(e.node),
          parse: false,
          ...hintFor(e.value, names),
        };
      }
      m.applied.push(t);
    }
    mergeTemplates(m);
  }
  return null;
}

function hintFor(word: string, candidates: string[]): { hint?: string } {
  const s = didYouMean(word, candidates);
  return s ? { hint: `Did you mean "${s}"?` } : {};
}

/** Per-key merge: the step's raw keys win (even null); otherwise the last template declaring the key; prompt-source suppression (§4.5). */
export function mergeTemplates(m: MergedStep): void {
  const declaresLangfuse = m.raw.has('langfusePromptPath') || m.raw.has('langfusePromptLabel');
  // Indexed loops: they run per step and key, and allocate nothing per iteration.
  for (let i = 0; i < INHERITABLE_KEYS.length; i++) {
    const key = INHERITABLE_KEYS[i]!;
    if (m.raw.has(key)) continue;
    if (key === 'prompt' && declaresLangfuse) continue;
    if ((key === 'langfusePromptPath' || key === 'langfusePromptLabel') && m.raw.has('prompt')) continue;
    let src: StepTemplate | null = null;
    for (let j = 0; j < m.applied.length; j++) if (m.applied[j]!.keys.has(key)) src = m.applied[j]!;
    if (!src) continue;
    const kv = src.step.keys.get(key)!;
    m.eff.set(key, {
      value: src.step.f[key],
      keyNode: kv.key,
      valueNode: kv.value,
      doc: src.step.doc,
      from: { kind: 'template', template: src.name, file: src.file },
    });
  }
}
