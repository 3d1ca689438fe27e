/**
 * Documents a shipped JSON Schema plainly accepts, told by reading the schema itself instead of
 * loading its precompiled ajv validator (`bundle/schema-*.cjs`, about a millisecond of a short run
 * each; docs/usage.md "Start-up"). `schemaQuickCheck` interprets a small subset of draft 2020-12 —
 * `type`, `properties`, `additionalProperties`, `items`, `$ref` to `#/$defs/…`, `enum` of scalars,
 * `required`, `minimum`, `minLength`, `pattern`, `anyOf`, `not`, `if`/`then`, and the annotations —
 * with ajv's semantics under `AJV_OPTIONS` (src/load/schema.ts). It answers `true` only when it is
 * sure the validator would report nothing of the asked kind; on any keyword, value or object it
 * does not know (a `Date`, a null prototype, a non-finite number, a property named like an
 * `Object.prototype` member) it answers `false`, and the caller runs the validator as before.
 * Tests compare it with the validators on every shipped schema over shipped, corpus and generated
 * documents.
 */

/** A (sub)schema as read from a shipped `*.schema.json` file. */
export type SchemaJson = boolean | { readonly [keyword: string]: unknown };

/**
 * What to be sure of: `valid` — the validator finds no violation at all; `no-unknown-keys` — it
 * finds no `additionalProperties` violation (an unknown key), whatever else it finds.
 */
export type QuickMode = 'valid' | 'no-unknown-keys';

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

  constructor(
    private readonly root: SchemaJson,
    private readonly mode: QuickMode,
  ) {}

  /** The subschema a `$ref` names. */
  private ref(r: unknown): SchemaJson {
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

  /**
   * In mode `valid`: whether `x` is valid against `s`. In mode `no-unknown-keys`: whether
   * validating `x` against `s` reports no unknown key (values of other kinds are not judged; a
   * combinator, whose branches may report keys, makes it unsure). Throws `UNSURE`.
   */
  ok(s: SchemaJson, x: unknown): boolean {
    if (s === true) return true;
    if (s === false) {
      if (this.mode === 'valid') return false;
      throw UNSURE;
    }
    if (x !== null && typeof x === 'object' && !Array.isArray(x) && !plainObject(x)) throw UNSURE;
    if (typeof x === 'number' && !Number.isFinite(x)) throw UNSURE;
    if (x === undefined || typeof x === 'function' || typeof x === 'bigint' || typeof x === 'symbol') throw UNSURE;
    for (const k in s) if (!KNOWN.has(k)) throw UNSURE;
    const full = this.mode === 'valid';
    if (!full && (s['anyOf'] !== undefined || s['not'] !== undefined || s['if'] !== undefined)) throw UNSURE;
    let good = true;
    if (full) {
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
        if (!a.some((b) => this.ok(this.sub(b), x))) good = false;
      }
      if (s['not'] !== undefined && this.ok(this.sub(s['not']), x)) good = false;
      if (s['if'] !== undefined) {
        if (this.ok(this.sub(s['if']), x) && s['then'] !== undefined && !this.ok(this.sub(s['then']), x)) good = false;
      } else if (s['then'] !== undefined) {
        // `then` without `if` is ignored by ajv; nothing to check.
      }
    }
    if (s['$ref'] !== undefined && !this.ok(this.ref(s['$ref']), x)) good = false;
    if (Array.isArray(x)) {
      if (s['items'] !== undefined) {
        const it = this.sub(s['items']);
        for (let i = 0; i < x.length; i++) if (!this.ok(it, x[i])) good = false;
      }
    } else if (x !== null && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      const props = s['properties'];
      if (props !== undefined && !plainObject(props)) throw UNSURE;
      if (props) for (const p in props) if (p in Object.prototype) throw UNSURE;
      if (full && s['required'] !== undefined) {
        const req = s['required'];
        if (!Array.isArray(req)) throw UNSURE;
        for (const p of req) {
          if (typeof p !== 'string' || p in Object.prototype) throw UNSURE;
          if (o[p] === undefined) good = false;
        }
      }
      const add = s['additionalProperties'];
      const addSchema = add === undefined ? undefined : this.sub(add);
      for (const k in o) {
        const v = o[k];
        if (props && Object.hasOwn(props, k)) {
          if (v !== undefined && !this.ok(this.sub(props[k]), v)) good = false;
        } else if (addSchema === false) {
          // An unknown key: a violation in either mode.
          good = false;
        } else if (addSchema !== undefined && !this.ok(addSchema, v)) good = false;
      }
    }
    return good;
  }

  /** A subschema value, checked to be a schema. */
  private sub(s: unknown): SchemaJson {
    if (typeof s === 'boolean' || plainObject(s)) return s as SchemaJson;
    throw UNSURE;
  }
}

/**
 * True when the validator of `root` (a shipped schema, parsed) would report nothing (`valid`) or
 * no unknown key (`no-unknown-keys`) for `data`; false when it would, or may. Never throws.
 */
export function schemaQuickCheck(root: SchemaJson, data: unknown, mode: QuickMode): boolean {
  try {
    return new Walker(root, mode).ok(root, data);
  } catch (e) {
    if (e === UNSURE) return false;
    throw e;
  }
}
