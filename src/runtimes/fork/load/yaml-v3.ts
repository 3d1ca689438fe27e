import { isAlias, isMap, isPair, isScalar, isSeq, type Node as YNode, type Pair, type Scalar, type YAMLMap } from 'yaml';
import type { Span } from '../../../model/span.js';
import { yamlSpan, type YamlDoc } from '../../../load/yaml-doc.js';

/**
 * A small emulation of `gopkg.in/yaml.v3` `Unmarshal` semantics on top of the `yaml` package's
 * AST (docs/runtimes/fork.md §3.2, U15; "from library source"):
 * - plain scalars resolve as yaml.v3 `resolve()` does (null, bool `true/True/TRUE`, Go
 *   `ParseInt(s, 0, 64)` ints with `_` removed, YAML-style floats, timestamps); quoted and block
 *   scalars are strings;
 * - a string target takes any scalar's text verbatim; a bool target also takes the YAML 1.1
 *   words; an int target takes ints and floats (truncated), not strings;
 * - every decoded mapping is checked for duplicate keys first (`mapping key "k" already defined`);
 * - type errors are collected with yaml.v3's wording, `line N` counted from the start of the
 *   decoded text (for frontmatter: the first line after `---`).
 * Alias expansion is capped (`document contains excessive aliasing`).
 */

/** yaml.v3's short tag of a resolved scalar. */
export type ShortTag = '!!null' | '!!bool' | '!!int' | '!!float' | '!!str' | '!!timestamp' | '!!merge' | '!!binary';

/** A resolved scalar: its tag, its text (`n.Value`) and the Go value yaml.v3 resolved. */
export interface ResolvedScalar {
  tag: ShortTag;
  text: string;
  value: null | boolean | number | string;
}

const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const TRUES = new Set(['true', 'True', 'TRUE']);
const FALSES = new Set(['false', 'False', 'FALSE']);
const INFS = new Set(['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF']);
const NINFS = new Set(['-.inf', '-.Inf', '-.INF']);
const NANS = new Set(['.nan', '.NaN', '.NAN']);
const YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const GO_INT = /^[-+]?(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/;
const TIMESTAMP = /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt ][0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}(\.[0-9]*)?(Z|[-+][0-9]{1,2}(:[0-9]{2})?)?)?$/;
/** YAML 1.1 words yaml.v3 accepts when decoding into a Go bool. */
export const YAML11_TRUE = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON']);
export const YAML11_FALSE = new Set(['n', 'N', 'no', 'No', 'NO', 'off', 'Off', 'OFF']);

function goParseInt(s: string): number | null {
  if (!GO_INT.test(s)) return null;
  let sign = 1;
  let t = s;
  if (t[0] === '+' || t[0] === '-') {
    if (t[0] === '-') sign = -1;
    t = t.slice(1);
  }
  let v: bigint;
  if (/^0[xX]/.test(t)) v = BigInt('0x' + t.slice(2));
  else if (/^0[oO]/.test(t)) v = BigInt('0o' + t.slice(2));
  else if (/^0[bB]/.test(t)) v = BigInt('0b' + t.slice(2));
  else if (t.length > 1 && t[0] === '0') v = BigInt('0o' + t.slice(1));
  else v = BigInt(t);
  v *= BigInt(sign);
  if (v > 9223372036854775807n || v < -9223372036854775808n) return null;
  return Number(v);
}

/** Resolve a scalar as yaml.v3 does (`resolve()` in resolve.go). */
export function resolveScalar(n: Scalar): ResolvedScalar {
  const text = typeof n.source === 'string' ? n.source : String(n.value ?? '');
  const explicit = n.tag?.startsWith('tag:yaml.org,2002:') ? ('!!' + n.tag.slice('tag:yaml.org,2002:'.length)) : n.tag;
  if (explicit === '!!str' || (n.type !== undefined && n.type !== 'PLAIN')) return { tag: '!!str', text, value: text };
  if (explicit === '!!binary') return { tag: '!!binary', text, value: text };
  if (NULLS.has(text)) return { tag: '!!null', text, value: null };
  if (TRUES.has(text)) return { tag: '!!bool', text, value: true };
  if (FALSES.has(text)) return { tag: '!!bool', text, value: false };
  if (text === '<<') return { tag: '!!merge', text, value: text };
  if (INFS.has(text)) return { tag: '!!float', text, value: Infinity };
  if (NINFS.has(text)) return { tag: '!!float', text, value: -Infinity };
  if (NANS.has(text)) return { tag: '!!float', text, value: NaN };
  const plain = text.replace(/_/g, '');
  const i = goParseInt(plain);
  if (i !== null) return { tag: '!!int', text, value: i };
  if (YAML_FLOAT.test(plain)) return { tag: '!!float', text, value: Number(plain) };
  if (TIMESTAMP.test(text)) return { tag: '!!timestamp', text, value: text };
  return { tag: '!!str', text, value: text };
}

/** One collected yaml.v3 error: its text without the `line N: ` prefix is in `text`. */
export interface V3Error {
  /** The full error line as yaml.v3 formats it (`line 3: cannot unmarshal !!str `5` into int`). */
  text: string;
  /** JSON pointer of the offending node. */
  pointer: string;
  span: Span;
  /** For a duplicate key: the span of the first definition. */
  firstSpan?: Span;
}

/** Thrown internally when the alias cap trips; turned into an error by the caller. */
export class ExcessiveAliasing extends Error {}

/**
 * Decoder state for one document. `line(n)` counts from the first line of the decoded text:
 * `lineBase` is the 1-based file line of that first line (2 for frontmatter).
 */
export class V3Decoder {
  readonly errors: V3Error[] = [];
  private visits = 0;

  constructor(
    readonly y: YamlDoc,
    private readonly lineBase: number,
    private readonly maxVisits = 10000,
  ) {}

  /** yaml.v3's 1-based line of a node, relative to the decoded text. */
  line(n: YNode | null | undefined): number {
    const s = yamlSpan(this.y, n, '');
    return s.start.line - this.lineBase + 1;
  }

  span(n: YNode | null | undefined, pointer: string): Span {
    return yamlSpan(this.y, n, pointer);
  }

  /** Follow aliases (counting every step against the cap). */
  deref(n: unknown): YNode | null {
    let cur = n;
    for (let hops = 0; isAlias(cur); hops++) {
      if (hops > 100) throw new ExcessiveAliasing('anchor value contains itself');
      this.visit();
      cur = cur.resolve(this.y.doc);
    }
    return (cur as YNode | null | undefined) ?? null;
  }

  /** Count one node visit; throws `ExcessiveAliasing` past the cap. */
  visit(): void {
    if (++this.visits > this.maxVisits) throw new ExcessiveAliasing('document contains excessive aliasing');
  }

  /** Record a yaml.v3 type error (`terror`). */
  terror(n: YNode, goType: string, pointer: string, at: YNode = n): void {
    let shown = '';
    let tag: string;
    if (isScalar(n)) {
      const r = resolveScalar(n);
      tag = r.tag;
      const bytes = Buffer.from(r.text, 'utf8');
      shown = bytes.length > 10 ? ' `' + bytes.subarray(0, 7).toString('utf8') + '...`' : ' `' + r.text + '`';
    } else tag = isMap(n) ? '!!map' : '!!seq';
    this.errors.push({ text: `line ${this.line(n)}: cannot unmarshal ${tag}${shown} into ${goType}`, pointer, span: this.span(at, pointer) });
  }

  /**
   * yaml.v3's duplicate-key check of one mapping, run before the mapping is decoded.
   * Returns false (and records one error per duplicate pair) when keys repeat.
   */
  checkDuplicates(m: YAMLMap, pointer: string): boolean {
    const pairs = m.items.filter((p): p is Pair<YNode, YNode> => isPair(p));
    const before = this.errors.length;
    for (let i = 0; i < pairs.length; i++) {
      const ki = pairs[i]!.key;
      for (let j = i + 1; j < pairs.length; j++) {
        const kj = pairs[j]!.key;
        if (keyKind(ki) === keyKind(kj) && keyText(ki) === keyText(kj) && keyText(ki) !== null) {
          const k = keyText(kj)!;
          const p = pointer + '/' + k.replace(/~/g, '~0').replace(/\//g, '~1');
          this.errors.push({
            text: `line ${this.line(kj)}: mapping key ${goQuote(k)} already defined at line ${this.line(ki)}`,
            pointer: p,
            span: this.span(kj, p),
            firstSpan: this.span(ki, p),
          });
        }
      }
    }
    return this.errors.length === before;
  }

  /** Decode into a Go string. `undefined` on error; `null` for a YAML null (zero value). */
  str(n: unknown, pointer: string, goType = 'string'): string | null | undefined {
    const d = this.deref(n);
    this.visit();
    if (d === null) return null;
    if (isScalar(d)) {
      const r = resolveScalar(d);
      return r.tag === '!!null' ? null : r.text;
    }
    if (isMap(d) && !this.checkDuplicates(d, pointer)) return undefined;
    this.terror(d, goType, pointer, isAlias(n) ? (n as YNode) : d);
    return undefined;
  }

  /**
   * The common head of the bool and int decoders: `null` for a YAML null (Go keeps the zero value),
   * `undefined` when a mapping repeats a key (recorded), else the node and, for a scalar, its resolution.
   */
  private scalarOf(n: unknown, pointer: string): { d: YNode; r: ReturnType<typeof resolveScalar> | null } | null | undefined {
    const d = this.deref(n);
    this.visit();
    if (d === null) return null;
    if (isScalar(d)) {
      const r = resolveScalar(d);
      return r.tag === '!!null' ? null : { d, r };
    }
    if (isMap(d) && !this.checkDuplicates(d, pointer)) return undefined;
    return { d, r: null };
  }

  /** Decode into a Go bool (YAML 1.1 words accepted). */
  bool(n: unknown, pointer: string): boolean | null | undefined {
    const s = this.scalarOf(n, pointer);
    if (!s) return s;
    const { d, r } = s;
    if (r?.tag === '!!bool') return r.value as boolean;
    if (r && (r.tag === '!!str' || r.tag === '!!timestamp')) {
      if (YAML11_TRUE.has(r.text)) return true;
      if (YAML11_FALSE.has(r.text)) return false;
    }
    this.terror(d, 'bool', pointer);
    return undefined;
  }

  /** Decode into a Go int (`goType` int or int64): ints, and floats truncated; not strings. */
  int(n: unknown, pointer: string, goType: string): number | null | undefined {
    const s = this.scalarOf(n, pointer);
    if (!s) return s;
    const { d, r } = s;
    if (r?.tag === '!!int') return r.value as number;
    if (r?.tag === '!!float' && Number.isFinite(r.value as number) && Math.abs(r.value as number) <= 9223372036854775807) return Math.trunc(r.value as number);
    this.terror(d, goType, pointer);
    return undefined;
  }

  /** Decode into `[]string`: a sequence whose items decode into strings. `null` for YAML null. */
  strings(n: unknown, pointer: string): { values: { value: string; node: YNode; pointer: string }[] } | null | undefined {
    const d = this.deref(n);
    this.visit();
    if (d === null) return null;
    if (isScalar(d) && resolveScalar(d).tag === '!!null') return null;
    if (!isSeq(d)) {
      if (isMap(d) && !this.checkDuplicates(d, pointer)) return undefined;
      this.terror(d, '[]string', pointer);
      return undefined;
    }
    const values: { value: string; node: YNode; pointer: string }[] = [];
    let ok = true;
    d.items.forEach((item, i) => {
      const p = `${pointer}/${i}`;
      const s = this.str(item, p);
      if (s === undefined) ok = false;
      else values.push({ value: s ?? '', node: (item as YNode) ?? d, pointer: p });
    });
    return ok ? { values } : undefined;
  }

  /** Decode into `map[string]bool`. */
  boolMap(n: unknown, pointer: string): Record<string, boolean> | null | undefined {
    const d = this.deref(n);
    this.visit();
    if (d === null) return null;
    if (isScalar(d) && resolveScalar(d).tag === '!!null') return null;
    if (!isMap(d)) {
      this.terror(d, 'map[string]bool', pointer);
      return undefined;
    }
    if (!this.checkDuplicates(d, pointer)) return undefined;
    const out: Record<string, boolean> = {};
    let ok = true;
    for (const p of d.items) {
      const k = this.str(p.key, pointer);
      if (k === undefined) {
        ok = false;
        continue;
      }
      const v = this.bool(p.value, `${pointer}/${(k ?? '').replace(/~/g, '~0').replace(/\//g, '~1')}`);
      if (v === undefined) ok = false;
      else out[k ?? ''] = v ?? false;
    }
    return ok ? out : undefined;
  }

  /** Decode into `interface{}` / `map[string]any`: any shape is accepted; nested mappings are still checked for duplicates. */
  any(n: unknown, pointer: string, mapOnly: string | null = null): unknown {
    const d = this.deref(n);
    this.visit();
    if (d === null) return null;
    if (isScalar(d)) {
      const r = resolveScalar(d);
      if (mapOnly !== null && r.tag !== '!!null') {
        this.terror(d, mapOnly, pointer);
        return undefined;
      }
      return r.value;
    }
    if (isSeq(d)) {
      if (mapOnly !== null) {
        this.terror(d, mapOnly, pointer);
        return undefined;
      }
      let ok = true;
      const arr = d.items.map((it, i) => {
        const v = this.any(it, `${pointer}/${i}`);
        if (v === undefined) ok = false;
        return v;
      });
      return ok ? arr : undefined;
    }
    if (isMap(d)) {
      if (!this.checkDuplicates(d, pointer)) return undefined;
      const out: Record<string, unknown> = {};
      let ok = true;
      for (const p of d.items) {
        const k = isScalar(this.deref(p.key)) ? resolveScalar(this.deref(p.key) as Scalar).text : null;
        if (k === null) continue;
        const v = this.any(p.value, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        if (v === undefined) ok = false;
        else out[k] = v;
      }
      return ok ? out : undefined;
    }
    return null;
  }
}

function keyKind(n: unknown): string {
  return isScalar(n) ? 'scalar' : isMap(n) ? 'map' : isSeq(n) ? 'seq' : isAlias(n) ? 'alias' : 'other';
}

/** The text yaml.v3 compares for duplicate keys (`n.Value`); `null` for non-scalar keys. */
export function keyText(n: unknown): string | null {
  if (isScalar(n)) return resolveScalar(n).text;
  if (isAlias(n)) return n.source;
  return null;
}

/** Go `%#v` of a string (strconv.Quote-like; close enough for keys). */
export function goQuote(s: string): string {
  return JSON.stringify(s);
}

/**
 * Convert a YAML node to plain JSON the way yaml.v3 resolves it into `interface{}`
 * (for schema validation): map keys are the scalar texts, later duplicates win.
 * Aliases are followed within the decoder's cap.
 */
export function toPlain(dec: V3Decoder, n: unknown): unknown {
  const d = dec.deref(n);
  dec.visit();
  if (d === null) return null;
  if (isScalar(d)) {
    const r = resolveScalar(d);
    if (r.tag === '!!float' && !Number.isFinite(r.value as number)) return r.text;
    return r.value;
  }
  if (isSeq(d)) return d.items.map((it) => toPlain(dec, it));
  if (isMap(d)) {
    const out: Record<string, unknown> = {};
    const merges: unknown[] = [];
    for (const p of d.items) {
      const kn = dec.deref(p.key);
      const k = keyText(kn);
      if (k === null) continue;
      // A plain `<<` key is a merge (yaml.v3 applies it; it is never a key of its own).
      if (k === '<<' && isScalar(kn) && kn.type === 'PLAIN') {
        merges.push(p.value);
        continue;
      }
      out[k] = toPlain(dec, p.value);
    }
    // Merged keys never overwrite explicit ones; within a sequence the earlier map wins.
    for (const m of merges) {
      const md = dec.deref(m);
      const maps = isMap(md) ? [md] : isSeq(md) ? md.items.map((i) => dec.deref(i)) : [];
      for (const mm of maps) {
        const plain = isMap(mm) ? toPlain(dec, mm) : null;
        if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) continue;
        for (const [k, v] of Object.entries(plain as Record<string, unknown>)) if (!(k in out)) out[k] = v;
      }
    }
    return out;
  }
  return null;
}
