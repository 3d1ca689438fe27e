/**
 * Step templates: `include:` files and `extends:` merging (docs/runtimes/fork.md §4.5, include.go@5159867 with
 * prompt-source suppression from @3dbc8c3). Error texts are the runtime's, without the
 * `resolving includes for flow "<id>": ` wrapper that the caller adds.
 */
import { isMap, isScalar, type Node as YNode } from 'yaml';
import type { LoadContext } from '../model/project.js';
import type { Span } from '../../../model/span.js';
import { compareBytes, dir as goDir, join as goJoin, isAbs, clean } from '../../../go/path.js';
import { Decoder, STEP_T, decodeTemplateStep, scalarText, type DStruct } from './flow-decode.js';
import { readDoc } from './flow-read.js';
import { yamlSpan, parseYaml, type YamlDoc } from '../../../load/yaml-doc.js';
import { yamlSyntaxError } from './flow-decode.js';

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
  const y = parseYaml(r.doc.text, r.doc.file, { lines: r.doc.lines });
  const fail = (message: string, node: YNode | null | undefined, parse: boolean, yd: YamlDoc = y): TemplateFile => ({
    templates: new Map(),
    error: { message, span: yamlSpan(yd, node ?? null, ''), parse },
  });
  const syn = yamlSyntaxError(y);
  if (syn) return { templates, error: { message: `invalid flow include: parsing included file ${q}: ${syn.message}`, span: syn.span, parse: true } };
  const d = new Decoder(y);
  let root: YNode | null;
  try {
    root = d.deref(y.doc.contents);
  } catch {
    return fail(`invalid flow include: parsing included file ${q}: yaml: document contains excessive aliasing`, null, true);
  }
  const isNull = !root || (isScalar(root) && (root.value === null || scalarText(root) === ''));
  if (isNull) return { templates, error: null };
  if (!isMap(root)) {
    const t = isScalar(root) ? ` \`${scalarText(root).length > 10 ? scalarText(root).slice(0, 7) + '...' : scalarText(root)}\`` : '';
    const tag = isScalar(root) ? '!!str' : '!!seq';
    return fail(
      `invalid flow include: parsing included file ${q}: yaml: unmarshal errors:\n  line ${d.line(root)}: cannot unmarshal ${tag}${t} into map[string]yaml.Node`,
      root,
      true,
    );
  }
  d.checkDuplicates(root);
  if (d.terrors.length > 0) {
    return fail(`invalid flow include: parsing included file ${q}: yaml: unmarshal errors:\n  ${d.terrors.map((e) => e.message).join('\n  ')}`, d.terrors[0]!.node, true);
  }
  const pairs = d.pairs(root).sort((a, b) => compareBytes(a.keyText, b.keyText));
  const baseDir = goDir(abs);
  for (const p of pairs) {
    const name = p.keyText;
    if (name === 'include' || name === 'extends') {
      return fail(`invalid flow include: included file ${q} declares ${JSON.stringify(name)}; a template file may not itself include or extend`, p.key, false);
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
  d: Decoder,
  name: string,
  keyNode: YNode,
  node: YNode | null,
  abs: string,
  baseDir: string,
): StepTemplate | FlowError {
  const pre = `invalid step template: template ${JSON.stringify(name)} in ${JSON.stringify(abs)}`;
  const span = (n: YNode | null | undefined): Span => d.span(n ?? keyNode);
  const isNull = !node || (isScalar(node) && (node.value === null || scalarText(node) === '' || scalarText(node) === '~'));
  const keys = new Set<string>();
  if (!isNull) {
    if (!isMap(node)) {
      const sc = isScalar(node) ? ` \`${scalarText(node).length > 10 ? scalarText(node).slice(0, 7) + '...' : scalarText(node)}\`` : '';
      return {
        message: `${pre} must be a mapping of step keys: yaml: unmarshal errors:\n  line ${d.line(node)}: cannot unmarshal ${isScalar(node) ? '!!str' : '!!seq'}${sc} into map[string]yaml.Node`,
        span: span(node),
        parse: true,
      };
    }
    const inner = new Decoder(d.y);
    inner.checkDuplicates(node);
    if (inner.terrors.length > 0) {
      return {
        message: `${pre} must be a mapping of step keys: yaml: unmarshal errors:\n  ${inner.terrors.map((e) => e.message).join('\n  ')}`,
        span: span(inner.terrors[0]!.node),
        parse: true,
      };
    }
    const pairs = d.pairs(node).sort((a, b) => compareBytes(a.keyText, b.keyText));
    for (const p of pairs) {
      const key = p.keyText;
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
  }
  if (keys.size === 0) {
    return { message: `${pre} declares no keys; a template must contribute at least one step key`, span: span(keyNode), parse: false };
  }
  const sd = new Decoder(d.y);
  const dec = decodeTemplateStep(sd, node!);
  if (dec.error) return { message: `${pre}: ${dec.error.message}`, span: span(dec.error.node), parse: true };
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
