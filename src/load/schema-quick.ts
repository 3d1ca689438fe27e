/**
 * Documents a shipped JSON Schema plainly accepts, told by reading the schema itself instead of
 * loading its precompiled ajv validator (`bundle/schema-*.cjs`, about a millisecond of a short run
 * each; docs/usage.md "Start-up"). `schemaQuickCheck` interprets a small subset of draft 2020-12 —
 * `type`, `properties`, `additionalProperties`, `items`, `$ref` to `#/$defs/…`, `enum` and `const` of scalars,
 * `required`, `minimum`, `minLength`, `pattern`, `anyOf`, `not`, `if`/`then`, and the annotations —
 * with ajv's semantics under `AJV_OPTIONS` (src/load/schema.ts). `schemaQuickCheck` answers `true`
 * only when it is sure the validator would report nothing; `schemaUnknownKeys` lists the unknown
 * keys the validator would report, in its order, when it is sure of them. On any keyword, value or
 * object they do not know (a `Date`, a null prototype, a non-finite number, a property named like
 * an `Object.prototype` member) they are not sure, and the caller runs the validator as before.
 * Tests compare them with the validators on every shipped schema over fixture, conformance, corpus
 * and generated documents (test/load/schema-quick.test.ts).
 */

/** A (sub)schema as read from a shipped `*.schema.json` file. */
export type SchemaJson = boolean | { readonly [keyword: string]: unknown };

/** Keywords that never change validity (annotations; `$defs` is reached through `$ref` only). */
const ANNOTATIONS: ReadonlySet<string> = new Set(['$schema', '$id', '$defs', '$comment', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

/** Keywords this interpreter knows; a schema with any other makes it unsure. */
const KNOWN: ReadonlySet<string> = new Set([
  ...ANNOTATIONS,
  'type',
  'properties',
  'additionalProperties',
  'items',
  '$ref',
  'enum',
  'const',
  'required',
  'minimum',
  'minLength',
  'pattern',
  'anyOf',
  'not',
  'if',
  'then',
]);

/** Thrown inside the walk when the interpreter is not sure; caught by `schemaQuickCheck`. */
const UNSURE: unique symbol = Symbol('unsure');

/**
 * A plain object as JSON and YAML decoders make them: `Object.prototype` its prototype, no own
 * `__proto__` key.
 */
function plainObject(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype && !Object.hasOwn(x, '__proto__');
}

/** ajv's JSON type test for one type name (non-finite numbers and odd objects never get here). */
function hasType(x: unknown, t: unknown): boolean {
  switch (t) {
    case 'string':
      return typeof x === 'string';
    case 'number':
      return typeof x === 'number';
    case 'integer':
      return typeof x === 'number' && Number.isInteger(x);
    case 'boolean':
      return typeof x === 'boolean';
    case 'null':
      return x === null;
    case 'array':
      return Array.isArray(x);
    case 'object':
      return x !== null && typeof x === 'object' && !Array.isArray(x);
    default:
      throw UNSURE;
  }
}

/** Code points of a string, as ajv's `ucs2length` counts them. */
function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    n++;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if ((d & 0xfc00) === 0xdc00) i++;
    }
  }
  return n;
}

/** Interpreter state for one root schema: compiled patterns. */
class Walker {
  private readonly patterns = new Map<string, RegExp>();

  constructor(private readonly root: SchemaJson) {}

  /** The subschema a `$ref` names. */
  ref(r: unknown): SchemaJson {
    if (typeof r !== 'string' || !r.startsWith('#/$defs/') || typeof this.root !== 'object') throw UNSURE;
    const defs = this.root['$defs'];
    const name = r.slice('#/$defs/'.length);
    if (!plainObject(defs) || !Object.hasOwn(defs, name) || name.includes('/') || name.includes('~')) throw UNSURE;
    const s = defs[name];
    if (typeof s !== 'boolean' && !plainObject(s)) throw UNSURE;
    return s as SchemaJson;
  }

  private pattern(p: unknown): RegExp {
    if (typeof p !== 'string') throw UNSURE;
    let re = this.patterns.get(p);
    if (!re) {
      try {
        re = new RegExp(p, 'u');
      } catch {
        throw UNSURE;
      }
      this.patterns.set(p, re);
    }
    return re;
  }

  /** Whether `x` is valid against `s`. Throws `UNSURE`. */
  ok(s: SchemaJson, x: unknown): boolean {
    if (typeof s === 'boolean') return s;
    // A schema of annotations only (`{ description }`) accepts every value, as ajv's does.
    if (annotationsOnly(s)) return true;
    if (x !== null && typeof x === 'object' && !Array.isArray(x) && !plainObject(x)) throw UNSURE;
    if (typeof x === 'number' && !Number.isFinite(x)) throw UNSURE;
    if (x === undefined || typeof x === 'function' || typeof x === 'bigint' || typeof x === 'symbol') throw UNSURE;
    for (const k in s) if (!KNOWN.has(k)) throw UNSURE;
    let good = true;
    const t = s['type'];
    if (t !== undefined) {
      if (Array.isArray(t)) {
        if (!t.some((u) => hasType(x, u))) good = false;
      } else if (!hasType(x, t)) good = false;
    }
    const e = s['enum'];
    if (e !== undefined) {
      if (!Array.isArray(e)) throw UNSURE;
      for (const v of e) if (v !== null && typeof v === 'object') throw UNSURE;
      if (!e.includes(x)) good = false;
    }
    // `const` of a scalar (ajv compares with deep equality, which for scalars is `===`).
    if (s['const'] !== undefined) {
      const c = s['const'];
      if (c !== null && typeof c === 'object') throw UNSURE;
      if (x !== c) good = false;
    }
    if (typeof x === 'number' && s['minimum'] !== undefined) {
      if (typeof s['minimum'] !== 'number') throw UNSURE;
      if (!(x >= s['minimum'])) good = false;
    }
    if (typeof x === 'string') {
      if (s['minLength'] !== undefined) {
        if (typeof s['minLength'] !== 'number') throw UNSURE;
        if (codePoints(x) < s['minLength']) good = false;
      }
      if (s['pattern'] !== undefined && !this.pattern(s['pattern']).test(x)) good = false;
    }
    if (s['anyOf'] !== undefined) {
      const a = s['anyOf'];
      if (!Array.isArray(a) || a.length === 0) throw UNSURE;
      if (!a.some((b) => this.ok(subschema(b), x))) good = false;
    }
    if (s['not'] !== undefined && this.ok(subschema(s['not']), x)) good = false;
    // `then` without `if` is ignored by ajv.
    if (s['if'] !== undefined && this.ok(subschema(s['if']), x) && s['then'] !== undefined && !this.ok(subschema(s['then']), x)) good = false;
    if (s['$ref'] !== undefined && !this.ok(this.ref(s['$ref']), x)) good = false;
    if (Array.isArray(x)) {
      if (s['items'] !== undefined) {
        const it = subschema(s['items']);
        for (let i = 0; i < x.length; i++) if (!this.ok(it, x[i])) good = false;
      }
    } else if (x !== null && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      const props = s['properties'];
      if (props !== undefined && !plainObject(props)) throw UNSURE;
      if (props) for (const p in props) if (p in Object.prototype) throw UNSURE;
      if (s['required'] !== undefined) {
        const req = s['required'];
        if (!Array.isArray(req)) throw UNSURE;
        for (const p of req) {
          if (typeof p !== 'string' || p in Object.prototype) throw UNSURE;
          if (o[p] === undefined) good = false;
        }
      }
      const add = s['additionalProperties'];
      const addSchema = add === undefined ? undefined : subschema(add);
      for (const k in o) {
        const v = o[k];
        if (props && Object.hasOwn(props, k)) {
          if (v !== undefined && !this.ok(subschema(props[k]), v)) good = false;
        } else if (addSchema === false) {
          good = false;
        } else if (addSchema !== undefined && !this.ok(addSchema, v)) good = false;
      }
    }
    return good;
  }

}

/** True when `s` holds annotations only (no keyword that constrains a value). */
function annotationsOnly(s: { readonly [keyword: string]: unknown }): boolean {
  for (const k in s) if (!ANNOTATIONS.has(k)) return false;
  return true;
}

/** A subschema value, checked to be a schema. */
function subschema(s: unknown): SchemaJson {
  if (typeof s === 'boolean' || plainObject(s)) return s as SchemaJson;
  throw UNSURE;
}

/**
 * True when the validator of `root` (a shipped schema, parsed) would report nothing for `data`;
 * false when it would, or may. Never throws.
 */
export function schemaQuickCheck(root: SchemaJson, data: unknown): boolean {
  try {
    return new Walker(root).ok(root, data);
  } catch (e) {
    if (e === UNSURE) return false;
    throw e;
  }
}

/** One key the validator reports as unknown (`additionalProperties: false`). */
export interface UnknownKey {
  /** JSON pointer of the object holding the key (`''` for the top level). */
  parent: string;
  /** The key as written. */
  key: string;
  /** The names under the rejecting schema's `properties`, in schema order (for "did you mean"). */
  known: string[];
}

/** JSON-pointer escaping of one segment, as ajv writes `instancePath`. */
const escapeSegment = (k: string): string => k.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every unknown key the validator of `root` reports for `data`, in its order — at each object, its
 * own unknown keys and the entries of a map (`additionalProperties` with a schema) in the
 * document's key order, then its properties in the schema's order; items in order — or `null`
 * when not sure (a combinator, whose failing branches report keys too, or a keyword, value or
 * object it does not know). Violations of other kinds are not looked at. Never throws.
 */
export function schemaUnknownKeys(root: SchemaJson, data: unknown): UnknownKey[] | null {
  const out: UnknownKey[] = [];
  const walker = new Walker(root);
  const walk = (s: SchemaJson, x: unknown, at: string): void => {
    if (typeof s === 'boolean') return;
    if (x !== null && typeof x === 'object' && !Array.isArray(x) && !plainObject(x)) throw UNSURE;
    for (const k in s) if (!KNOWN.has(k) || k === 'anyOf' || k === 'not' || k === 'if' || k === 'then') throw UNSURE;
    // ajv checks the keywords of any type ($ref) first, then those of the data's type.
    if (s['$ref'] !== undefined) walk(walker.ref(s['$ref']), x, at);
    if (Array.isArray(x)) {
      if (s['items'] !== undefined) {
        const it = subschema(s['items']);
        for (let i = 0; i < x.length; i++) walk(it, x[i], `${at}/${i}`);
      }
      return;
    }
    if (x === null || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    const props = s['properties'];
    if (props !== undefined && !plainObject(props)) throw UNSURE;
    if (props) for (const p in props) if (p in Object.prototype) throw UNSURE;
    const add = s['additionalProperties'];
    if (add !== undefined) {
      const addSchema = subschema(add);
      for (const k in o) {
        if (props && Object.hasOwn(props, k)) continue;
        if (addSchema === false) out.push({ parent: at, key: k, known: props ? Object.keys(props) : [] });
        else walk(addSchema, o[k], `${at}/${escapeSegment(k)}`);
      }
    }
    if (props) for (const p in props) if (o[p] !== undefined) walk(subschema(props[p]), o[p], `${at}/${escapeSegment(p)}`);
  };
  try {
    walk(root, data, '');
    return out;
  } catch (e) {
    if (e === UNSURE) return null;
    throw e;
  }
}
