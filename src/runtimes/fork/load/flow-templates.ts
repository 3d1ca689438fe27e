/**
 * Step templates: `include:` files and `extends:` merging (docs/runtimes/fork.md §4.5, include.go@5159867 with
 * prompt-source suppression from @3dbc8c3). Error texts are the runtime's, without the
 * `resolving includes for flow "<id>": ` wrapper that the caller adds.
 */
import type { Node as YNode } from 'yaml';
import type { LoadContext } from '../model/project.js';
import type { Span } from '../../../model/span.js';
import { compareBytes, dir as goDir, join as goJoin, isAbs, clean } from '../../../go/path.js';
import { NODE_MAP_T, STEP_T, decodeTemplateStep, type DStruct } from './flow-decode.js';
import { readDoc } from './flow-read.js';
import { parseYaml } from '../../../load/yaml-doc.js';
import { V3Decoder } from './yaml-v3.js';
import { yamlV3ParseError } from './yaml-v3-parse.js';

/** Keys a template must not declare, with the reason the runtime quotes (§4.5). */
export const NON_INHERITABLE: Readonly<Record<string, string>> = {
  id: "a step's identity must stay in the flow (two flows extending one template would collide, and the flow file would no longer show which steps it has)",
  interactive:
    'the orchestrator reads it to bind a reviewer; a template would leave it seeing a non-interactive step and start a job with nobody bound to answer',
  interaction:
    'the orchestrator reads it to bind a reviewer; a template would leave it seeing a non-interactive step and start a job with nobody bound to answer',
  resume_after:
    'the orchestrator reads it to compute a postpone-resume deadline; a template would leave it seeing no opt-in, so a postponed step waits indefinitely or resumes on the wrong bound',
};

/** Every step yaml key (union of the lines of development, U1). */
export const STEP_KEYS: readonly string[] = Object.keys((STEP_T as { fields: Record<string, unknown> }).fields);

/** Inheritable step keys in byte order: all step keys except `id`, `interactive`, `interaction`, `resume_after`, `extends`. */
export const INHERITABLE_KEYS: readonly string[] = STEP_KEYS.filter((k) => !(k in NON_INHERITABLE) && k !== 'extends').sort(compareBytes);

/** A failure with the position of its cause. `parse`: a YAML syntax or decode problem (reported as `parse-error`). */
export interface FlowError {
  message: string;
  span: Span;
  parse: boolean;
  /** A "did you mean" hint for a misspelt value, when one is close. */
  hint?: string;
  /** ctxlens declined to check the file (nested too deep for it); the runtime may load it. */
  unchecked?: boolean;
}

/** One `.`-template of an included file. */
export interface StepTemplate {
  name: string;
  /** Display path of the included file. */
  file: string;
  abs: string;
  /** Raw declared keys. */
  keys: Set<string>;
  keyNode: YNode;
  /** The decoded step values and nodes (in the template file). */
  step: DStruct;
}

/** Result of loading one included file; `error.atInclude` means "point at the include entry". */
export interface TemplateFile {
  templates: Map<string, StepTemplate>;
  error: (Omit<FlowError, 'span'> & { span: Span | null }) | null;
}

/** Per-run state for template loading: the size cap and a cache by absolute path. */
export interface TemplateEnv {
  limit: number;
  cache: Map<string, TemplateFile>;
}

/** `resolveIncludePath`: trimmed already; absolute → cleaned; relative → joined to W (no containment, no `~`). */
export function resolveIncludePath(W: string, local: string): string {
  if (isAbs(local)) return clean(local);
  if (W === '') return clean(local);
  return goJoin(W, local);
}

/** `format.ResolveSchemaRef`: a root `$ref` replaces the whole schema with a JSON file's content (§4.2 step 6). */
export function resolveSchemaRef(
  ctx: LoadContext,
  schema: unknown,
  baseDir: string,
): { ok: true; value: unknown; replaced: boolean } | { ok: false; error: string } {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema) || !('$ref' in schema)) return { ok: true, value: schema, replaced: false };
  const ref = (schema as Record<string, unknown>)['$ref'];
  if (typeof ref !== 'string' || ref === '') return { ok: false, error: '$ref must be a non-empty file path string' };
  const p = baseDir !== '' && !isAbs(ref) ? goJoin(baseDir, ref) : ref;
  const abs = isAbs(p) ? p : goJoin(ctx.cwd, p);
  const r = readDoc(ctx, abs, 'schema');
  if (!r.ok) return { ok: false, error: `failed to read schema file ${JSON.stringify(p)}: ${r.error}` };
  let v: unknown;
  try {
    v = JSON.parse(r.doc.text);
  } catch (e) {
    return { ok: false, error: `failed to parse schema file ${JSON.stringify(p)}: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (v === null) return { ok: true, value: null, replaced: true };
  if (typeof v !== 'object' || Array.isArray(v)) {
    const kind = Array.isArray(v) ? 'array' : typeof v === 'string' ? 'string' : typeof v === 'boolean' ? 'bool' : 'number';
    return {
      ok: false,
      error: `failed to parse schema file ${JSON.stringify(p)}: json: cannot unmarshal ${kind} into Go value of type map[string]interface {}`,
    };
  }
  return { ok: true, value: v, replaced: true };
}

/**
 * `loadStepTemplates`: read one included file (read error first, then the size cap), decode its top-level
 * mapping, and decode each `.`-key as a template (§4.5). Cached per absolute path for the run.
 */
export function loadTemplateFile(ctx: LoadContext, env: TemplateEnv, abs: string): TemplateFile {
  const cached = env.cache.get(abs);
  if (cached) return cached;
  const result = loadUncached(ctx, env, abs);
  env.cache.set(abs, result);
  return result;
}

function loadUncached(ctx: LoadContext, env: TemplateEnv, abs: string): TemplateFile {
  const q = JSON.stringify(abs);
  const templates = new Map<string, StepTemplate>();
  const r = readDoc(ctx, abs, 'template');
  if (!r.ok) return { templates, error: { message: `invalid flow include: reading included file ${q}: ${r.error}`, span: null, parse: false } };
  if (r.size > env.limit) {
    return {
      templates,
      error: { message: `invalid flow include: included file ${q} exceeds ${env.limit} bytes (raise via OPENCODE_MAX_FLOW_FILE_SIZE)`, span: null, parse: false },
    };
  }
  if (r.reader) return { templates, error: { message: `invalid flow include: parsing included file ${q}: yaml: ${r.reader.problem}`, span: r.reader.span, parse: true } };
  const y = parseYaml(r.doc.text, r.doc.file, { lines: r.doc.lines, scalars: 'text' });
  const fail = (message: string, span: Span, parse: boolean): TemplateFile => ({ templates: new Map(), error: { message, span, parse } });
  const syn = yamlV3ParseError(y);
  if (syn) return fail(`invalid flow include: parsing included file ${q}: ${syn.message}`, syn.span, true);
  // The file decodes into `map[string]yaml.Node`: duplicate keys, a non-mapping or an alias bomb fail here.
  const d = new V3Decoder(y);
  const top = d.unmarshal(NODE_MAP_T);
  if (top.error) return fail(`invalid flow include: parsing included file ${q}: ${top.error.message}`, top.error.span, true);
  const pairs = [...((top.value as DStruct | undefined)?.keys ?? [])].sort(([a], [b]) => compareBytes(a, b));
  const baseDir = goDir(abs);
  for (const [name, p] of pairs) {
    if (name === 'include' || name === 'extends') {
      return fail(`invalid flow include: included file ${q} declares ${JSON.stringify(name)}; a template file may not itself include or extend`, d.span(p.key), false);
    }
    if (!name.startsWith('.')) continue;
    const t = decodeTemplate(ctx, d, name, p.key, p.value, abs, baseDir);
    if ('message' in t) return { templates: new Map(), error: t };
    templates.set(name, t);
  }
  return { templates, error: null };
}

function decodeTemplate(
  ctx: LoadContext,
  d: V3Decoder,
  name: string,
  keyNode: YNode,
  node: YNode | null,
  abs: string,
  baseDir: string,
): StepTemplate | FlowError {
  const pre = `invalid step template: template ${JSON.stringify(name)} in ${JSON.stringify(abs)}`;
  const span = (n: YNode | null | undefined): Span => d.span(n ?? keyNode);
  // The template decodes into `map[string]yaml.Node` first (its keys), then into `flow.Step`.
  const raw = new V3Decoder(d.y).unmarshal(NODE_MAP_T, node);
  if (raw.error) return { message: `${pre} must be a mapping of step keys: ${raw.error.message}`, span: raw.error.span, parse: true };
  const keys = new Set<string>();
  const declared = [...((raw.value as DStruct | undefined)?.keys ?? [])].sort(([a], [b]) => compareBytes(a, b));
  for (const [key, p] of declared) {
    if (key === 'include' || key === 'extends') {
      return { message: `${pre} declares ${JSON.stringify(key)}; templates are leaves and may not compose (design D6)`, span: span(p.key), parse: false };
    }
    const reason = NON_INHERITABLE[key];
    if (reason !== undefined) return { message: `${pre} must not declare ${JSON.stringify(key)}: ${reason}`, span: span(p.key), parse: false };
    if (!STEP_KEYS.includes(key)) {
      return {
        message: `${pre} declares ${JSON.stringify(key)}, which is not a step field (inheritable step fields: ${INHERITABLE_KEYS.join(', ')})`,
        span: span(p.key),
        parse: false,
      };
    }
    keys.add(key);
  }
  if (keys.size === 0) {
    return { message: `${pre} declares no keys; a template must contribute at least one step key`, span: span(keyNode), parse: false };
  }
  const dec = decodeTemplateStep(d, node!);
  if (dec.error) return { message: `${pre}: ${dec.error.message}`, span: dec.error.span, parse: true };
  const step = dec.value;
  const out = step.f['output'] as DStruct | undefined;
  if (out && out.f['schema'] !== undefined && out.f['schema'] !== null) {
    const res = resolveSchemaRef(ctx, out.f['schema'], baseDir);
    const schemaNode = out.keys.get('schema')?.value ?? out.node;
    if (!res.ok) {
      return {
        message: `invalid step template: resolving output schema $ref for template ${JSON.stringify(name)} in ${JSON.stringify(abs)}: ${res.error}`,
        span: span(schemaNode),
        parse: false,
      };
    }
    if (res.replaced && res.value && typeof res.value === 'object' && '$ref' in (res.value as object)) {
      const v = (res.value as Record<string, unknown>)['$ref'];
      return {
        message: `${pre} resolves its output schema to another "$ref" (${typeof v === 'string' ? v : JSON.stringify(v)}); chained refs are not supported, because the second hop would resolve against the flow's directory instead of the template's`,
        span: span(schemaNode),
        parse: false,
      };
    }
    out.f['schema'] = res.value;
  }
  return { name, file: d.y.file, abs, keys, keyNode, step };
}
