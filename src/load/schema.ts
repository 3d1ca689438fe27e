import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ajv2020, ErrorObject, Options, ValidateFunction } from 'ajv/dist/2020.js';
import type { Span } from '../model/span.js';
import { packageRoot } from '../package-root.js';
import { didYouMean } from '../text/suggest.js';
import { schemaQuickCheck, schemaUnknownKeys, type SchemaJson } from './schema-quick.js';
import { PRECOMPILED_CHECKED, loadAjv2020, loadAjvFormats, loadPrecompiled as loadPrecompiledModule } from './lazy-deps.js';

/** Schemas shipped in `schemas/` (draft 2020-12). */
export type SchemaName = 'opencode-config' | 'agent-frontmatter' | 'flow' | 'flow-template' | 'ctxlens-config' | 'opencode-json' | 'opencode-agent';

/** Every schema name, for the build step that precompiles them (`scripts/compile-schemas.mjs`). */
export const SCHEMA_NAMES: readonly SchemaName[] = ['opencode-config', 'agent-frontmatter', 'flow', 'flow-template', 'ctxlens-config', 'opencode-json', 'opencode-agent'];

/** The ajv options every validator uses, at run time and when precompiled. `verbose` keeps `parentSchema` for "did you mean". */
export const AJV_OPTIONS: Options = { allErrors: true, strict: false, allowUnionTypes: true, verbose: true };

/** The text of a shipped schema and its SHA-256 (hex), which ties a precompiled validator to the schema it came from. */
export function schemaText(name: SchemaName): { text: string; hash: string } {
  const text = readFileSync(join(packageRoot(), 'schemas', `${name}.schema.json`), 'utf8');
  return { text, hash: createHash('sha256').update(text).digest('hex') };
}

/** Where the build step writes the precompiled (ajv standalone, CommonJS) validator of a schema. */
export function precompiledPath(name: SchemaName): string {
  return join(packageRoot(), 'dist', 'schemas', `${name}.cjs`);
}

/** One schema violation mapped to a position. */
export interface SchemaViolation {
  /** JSON pointer of the offending value. */
  pointer: string;
  /** `unknown-key`, `type`, `enum`, `other` … */
  kind: 'unknown-key' | 'type' | 'enum' | 'required' | 'other';
  /** One sentence: what was expected and what was found. */
  message: string;
  /** "did you mean" suggestion, when one is close. */
  suggestion: string | null;
  span: Span;
}

/** Maps a JSON pointer to a span: the value, or the key (for unknown keys). */
export type SpanAt = (pointer: string, which: 'value' | 'key') => Span;

/**
 * Per-run validator cache: each schema compiled at most once (STYLE.md: nothing global and
 * mutable; the cache lives on this object). A validator precompiled by the build
 * (`dist/schemas/<name>.cjs`, ajv standalone) is used when its recorded schema hash matches the
 * shipped schema — loading it takes milliseconds where compiling takes up to ~170 ms —; otherwise
 * (no build yet, or a schema edited since) the schema is compiled here.
 */
export class SchemaValidator {
  private ajvInstance: Ajv2020 | null = null;
  private readonly compiled = new Map<SchemaName, ValidateFunction>();
  private readonly parsed = new Map<SchemaName, SchemaJson>();

  /** Schema `name` as parsed JSON (read once per validator; `root` when the caller has it). */
  private schemaJson(name: SchemaName, root?: SchemaJson): SchemaJson {
    let s = root ?? this.parsed.get(name);
    if (s === undefined) {
      s = JSON.parse(readFileSync(join(packageRoot(), 'schemas', `${name}.schema.json`), 'utf8')) as SchemaJson;
      this.parsed.set(name, s);
    }
    return s;
  }

  /**
   * True when `data` is plainly valid against schema `name`, told by reading the schema
   * (src/load/schema-quick.ts) without loading its validator; false when not, or not sure — then
   * `validate` gives the violations. `root` is the schema already parsed by the caller, if any.
   * Throws only when the shipped schema file cannot be read.
   */
  plainly(name: SchemaName, data: unknown, root?: SchemaJson): boolean {
    return schemaQuickCheck(this.schemaJson(name, root), data);
  }

  /**
   * The `unknown-key` violations `validate` would give, in its order, told by reading the schema
   * without loading its validator; `null` when not sure (then call `validate`). Violations of
   * other kinds are not looked for. Throws only when the shipped schema file cannot be read.
   */
  unknownKeys(name: SchemaName, data: unknown, spanAt: SpanAt, root?: SchemaJson): SchemaViolation[] | null {
    const keys = schemaUnknownKeys(this.schemaJson(name, root), data);
    return keys === null ? null : dedupe(keys.map((k) => unknownKeyViolation(k.parent, k.key, k.known, spanAt)));
  }

  private get ajv(): Ajv2020 {
    if (!this.ajvInstance) {
      const Ajv = loadAjv2020();
      this.ajvInstance = new Ajv(AJV_OPTIONS);
      loadAjvFormats()(this.ajvInstance);
    }
    return this.ajvInstance;
  }

  private get(name: SchemaName): ValidateFunction {
    let v = this.compiled.get(name);
    if (!v) {
      // The bundle's build checked its validators against its schemas: nothing to read or hash.
      v = (PRECOMPILED_CHECKED ? loadPrecompiled(name, null) : null) ?? undefined;
      if (!v) {
        const { text, hash } = schemaText(name);
        v = loadPrecompiled(name, hash) ?? this.ajv.compile(JSON.parse(text) as object);
      }
      this.compiled.set(name, v);
    }
    return v;
  }

  /** Validate `data` (plain JSON values) against a schema; returns violations with spans, most specific first. */
  validate(name: SchemaName, data: unknown, spanAt: SpanAt): SchemaViolation[] {
    const v = this.get(name);
    if (v(data)) return [];
    return dedupe((v.errors ?? []).filter(keep).map((e) => toViolation(e, data, spanAt)));
  }
}

/**
 * The precompiled validator of `name` when it exists and was built from the schema with this hash
 * (any, for `null`: the build checked it, `PRECOMPILED_CHECKED`), else `null`.
 */
function loadPrecompiled(name: SchemaName, hash: string | null): ValidateFunction | null {
  try {
    const mod = loadPrecompiledModule(name) as (ValidateFunction & { schemaHash?: string }) | null;
    return mod !== null && typeof mod === 'function' && (hash === null || mod.schemaHash === hash) ? mod : null;
  } catch {
    return null;
  }
}

function keep(e: ErrorObject): boolean {
  // Combinator summaries repeat their branches' errors.
  return e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if';
}

function dedupe(vs: SchemaViolation[]): SchemaViolation[] {
  const seen = new Set<string>();
  return vs.filter((v) => {
    const k = v.pointer + '\0' + v.message;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function typeName(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'array';
  if (typeof x === 'number') return Number.isInteger(x) ? 'integer' : 'number';
  return typeof x;
}

function at(data: unknown, pointer: string): unknown {
  let cur: unknown = data;
  for (const seg of pointer.split('/').slice(1)) {
    const s = seg.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur && typeof cur === 'object') cur = (cur as Record<string, unknown>)[s];
    else return undefined;
  }
  return cur;
}

function show(x: unknown): string {
  const s = JSON.stringify(x);
  return s === undefined ? String(x) : s.length > 60 ? s.slice(0, 57) + '...' : s;
}

/** The violation of an unknown `key` in the object at pointer `p`, whose schema names the `known` keys. */
function unknownKeyViolation(p: string, key: string, known: string[], spanAt: SpanAt): SchemaViolation {
  const where = p === '' ? 'the top level' : `"${p}"`;
  const ptr = `${p}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const suggestion = didYouMean(key, known);
  return {
    pointer: ptr,
    kind: 'unknown-key',
    message: `Unknown key "${key}" at ${where}${suggestion ? `; did you mean "${suggestion}"?` : '.'}`,
    suggestion,
    span: spanAt(ptr, 'key'),
  };
}

function toViolation(e: ErrorObject, data: unknown, spanAt: SpanAt): SchemaViolation {
  const p = e.instancePath;
  const where = p === '' ? 'the top level' : `"${p}"`;
  switch (e.keyword) {
    case 'additionalProperties': {
      const parentSchema = e.parentSchema as { properties?: Record<string, unknown> } | undefined;
      return unknownKeyViolation(p, (e.params as { additionalProperty: string }).additionalProperty, Object.keys(parentSchema?.properties ?? {}), spanAt);
    }
    case 'type': {
      const want = (e.params as { type: string | string[] }).type;
      const found = typeName(at(data, p));
      return {
        pointer: p,
        kind: 'type',
        message: `Expected ${Array.isArray(want) ? want.join(' or ') : want} at ${where}, found ${found}.`,
        suggestion: null,
        span: spanAt(p, 'value'),
      };
    }
    case 'enum': {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
      const value = at(data, p);
      const suggestion = typeof value === 'string' ? didYouMean(value, allowed.map(String)) : null;
      return {
        pointer: p,
        kind: 'enum',
        message: `Expected one of ${allowed.map(show).join(', ')} at ${where}, found ${show(value)}${suggestion ? `; did you mean "${suggestion}"?` : '.'}`,
        suggestion,
        span: spanAt(p, 'value'),
      };
    }
    case 'required': {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      return { pointer: p, kind: 'required', message: `Missing required key "${missing}" at ${where}.`, suggestion: null, span: spanAt(p, 'value') };
    }
    default:
      return { pointer: p, kind: 'other', message: `Value at ${where} ${e.message ?? 'is invalid'} (found ${show(at(data, p))}).`, suggestion: null, span: spanAt(p, 'value') };
  }
}
