/**
 * Scalar resolution of `gopkg.in/yaml.v3` v3.0.1 (`resolve()` in resolve.go, the parser's default
 * tags in decode.go; from library source), on top of the `yaml` package's AST. The one place
 * ctxlens decides what a YAML scalar is for the fork (docs/runtimes/fork.md §1.4, §3.2, §4.2):
 *
 * - quoted and block scalars, and `!!str`-tagged ones, are strings;
 * - a plain scalar is looked up by its first byte: `+ - 0-9` may be an int, float or timestamp,
 *   `y Y n N t T f F o O ~` only the words `true/True/TRUE`, `false/…`, `null/Null/NULL`, `~`,
 *   `.` a float (`.5`, `.inf`, `.nan`); any other first byte (`<`, `_`, a letter) is a string,
 *   except that a plain `<<` is the merge tag;
 * - ints are Go `ParseInt(s, 0, 64)` with every `_` removed (`0x`, `0o`, `0b`, leading-zero
 *   octal), then `ParseUint` (a uint64 above the int64 range is still `!!int`);
 * - floats match `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` and must be in float64
 *   range (`1e400` is a string);
 * - timestamps are tried first and only in Go `time.Parse` layouts `2006-1-2`,
 *   `2006-1-2 15:4:5.999999999`, `2006-1-2T15:4:5.999999999Z07:00` (also with `t`), with
 *   month, day, hour, minute and second in range;
 * - an explicit `!!int`/`!!float`/`!!bool`/`!!null`/`!!timestamp` tag must agree with the
 *   resolution (an int under `!!float` becomes a float), else decoding fails fatally with
 *   `cannot decode !!str `x` as a !!int`; other explicit tags keep the text as a string.
 */
import { isMap, isScalar, isSeq, type Node as YNode, type Scalar } from 'yaml';

/** yaml.v3's short tag of a node (`!!str`, `!!int`, …, or an explicit tag as written). */
export type ShortTag = string;

/** A resolved scalar: yaml.v3's tag, the text (`Node.Value`) and the Go value. */
export interface ResolvedScalar {
  tag: ShortTag;
  /** `Node.Value`: the scalar's text after unescaping and folding. */
  text: string;
  /** `null`, a boolean, a number (ints, floats), or a string (strings, timestamps, other tags). */
  value: null | boolean | number | string;
  /** An int above the int64 range (Go `uint64`): it does not fit a Go `int`. */
  uint64?: true;
  /** The fatal error yaml.v3 raises when this scalar is decoded (`cannot decode …`, bad base64). */
  fatal?: string;
}

/** YAML 1.1 words yaml.v3 accepts (as strings) when decoding into a Go bool. */
export const YAML11_TRUE: ReadonlySet<string> = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON']);
export const YAML11_FALSE: ReadonlySet<string> = new Set(['n', 'N', 'no', 'No', 'NO', 'off', 'Off', 'OFF']);

const LONG_TAG_PREFIX = 'tag:yaml.org,2002:';
const RESOLVE_MAP: ReadonlyMap<string, { tag: ShortTag; value: null | boolean | number | string }> = new Map<string, { tag: ShortTag; value: null | boolean | number | string }>([
  ...['true', 'True', 'TRUE'].map((s) => [s, { tag: '!!bool', value: true }] as const),
  ...['false', 'False', 'FALSE'].map((s) => [s, { tag: '!!bool', value: false }] as const),
  ...['', '~', 'null', 'Null', 'NULL'].map((s) => [s, { tag: '!!null', value: null }] as const),
  ...['.nan', '.NaN', '.NAN'].map((s) => [s, { tag: '!!float', value: NaN }] as const),
  ...['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF'].map((s) => [s, { tag: '!!float', value: Infinity }] as const),
  ...['-.inf', '-.Inf', '-.INF'].map((s) => [s, { tag: '!!float', value: -Infinity }] as const),
  ['<<', { tag: '!!merge', value: '<<' }],
]);
const YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const RESOLVABLE = new Set(['', '!!str', '!!bool', '!!int', '!!float', '!!null', '!!timestamp']);
const MAX_INT64 = 9223372036854775807n;
const MAX_UINT64 = 18446744073709551615n;

/** The `resolveTable` hint of a first byte: S(ign), D(igit), M(ap), `.`, or none. */
function hintOf(s: string): 'S' | 'D' | 'M' | '.' | null {
  if (s === '') return 'M';
  const c = s[0]!;
  if (c === '+' || c === '-') return 'S';
  if (c >= '0' && c <= '9') return 'D';
  if ('yYnNtTfFoO~'.includes(c)) return 'M';
  if (c === '.') return '.';
  return null;
}

/** Go `strconv.ParseUint(s, 0, 64)` digits after sign handling; `null` on a syntax error. */
function goUintBase0(s: string): bigint | null {
  if (/^0[xX][0-9a-fA-F]+$/.test(s)) return BigInt('0x' + s.slice(2));
  if (/^0[bB][01]+$/.test(s)) return BigInt('0b' + s.slice(2));
  if (/^0[oO][0-7]+$/.test(s)) return BigInt('0o' + s.slice(2));
  if (/^0[0-7]*$/.test(s)) return s.length > 1 ? BigInt('0o' + s.slice(1)) : 0n;
  if (/^[1-9][0-9]*$/.test(s)) return BigInt(s);
  return null;
}

/** Go `ParseInt(s, 0, 64)`, then `ParseUint(s, 0, 64)`: the int and whether it is a uint64. */
function goInt(s: string): { value: number; uint64: boolean } | null {
  const neg = s[0] === '-';
  const signed = s[0] === '+' || neg;
  const u = goUintBase0(signed ? s.slice(1) : s);
  if (u === null) return null;
  const v = neg ? -u : u;
  if (v <= MAX_INT64 && v >= -MAX_INT64 - 1n) return { value: Number(v), uint64: false };
  if (!signed && u <= MAX_UINT64) return { value: Number(u), uint64: true };
  return null;
}

/** Go `underscoreOK` for a decimal number: `_` only between digits. */
function underscoreOK(s: string): boolean {
  let saw = '^';
  const t = s[0] === '-' || s[0] === '+' ? s.slice(1) : s;
  for (const c of t) {
    if (c >= '0' && c <= '9') saw = '0';
    else if (c === '_') {
      if (saw !== '0') return false;
      saw = '_';
    } else {
      if (saw === '_') return false;
      saw = '!';
    }
  }
  return saw !== '_';
}

/** Go `strconv.ParseFloat(s, 64)` for a text starting with `.`; `null` on a syntax or range error. */
function goFloatDot(s: string): number | null {
  if (!/^\.[0-9_]*([eE][-+]?[0-9][0-9_]*)?$/.test(s) || !/^\.[_]*[0-9]/.test(s)) return null;
  if (s.includes('_') && !underscoreOK(s)) return null;
  const v = Number(s.replace(/_/g, ''));
  return Number.isFinite(v) ? v : null;
}

function daysIn(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const TS_DATE = /^([0-9]{4})-([0-9][0-9]?)-([0-9][0-9]?)(?:([ Tt])([0-9][0-9]?):([0-9][0-9]?):([0-9][0-9]?)(?:[.,][0-9]+)?(Z|[-+][0-9]{2}:[0-9]{2})?)?$/;

/** yaml.v3 `parseTimestamp`: one of its four Go layouts, fields in range. */
export function isGoTimestamp(s: string): boolean {
  const m = TS_DATE.exec(s);
  if (!m) return false;
  const [, y, mo, d, sep, h, mi, se, zone] = m;
  const month = Number(mo);
  if (month < 1 || month > 12 || Number(d) < 1 || Number(d) > daysIn(month, Number(y))) return false;
  if (sep === undefined) return true;
  if (Number(h) > 23 || Number(mi) > 59 || Number(se) > 59) return false;
  // `2006-1-2 15:4:5.999999999` has no zone; the `T`/`t` layouts require one.
  if (sep === ' ') return zone === undefined;
  if (zone === undefined) return false;
  return zone === 'Z' || (Number(zone.slice(1, 3)) <= 24 && Number(zone.slice(4, 6)) <= 60);
}

/** yaml.v3 `resolve(tag, in)` for an untagged or resolvable-tagged plain scalar. */
function resolvePlain(tag: ShortTag, text: string): ResolvedScalar {
  const hint = hintOf(text);
  if (hint !== null) {
    const item = RESOLVE_MAP.get(text);
    if (item) return { tag: item.tag, text, value: item.value };
    if (hint === '.') {
      const f = goFloatDot(text);
      if (f !== null) return { tag: '!!float', text, value: f };
    } else if (hint === 'D' || hint === 'S') {
      if ((tag === '' || tag === '!!timestamp') && isGoTimestamp(text)) return { tag: '!!timestamp', text, value: text };
      const plain = text.replace(/_/g, '');
      const i = goInt(plain);
      if (i !== null) return i.uint64 ? { tag: '!!int', text, value: i.value, uint64: true } : { tag: '!!int', text, value: i.value };
      if (YAML_STYLE_FLOAT.test(plain)) {
        const f = Number(plain);
        if (Number.isFinite(f)) return { tag: '!!float', text, value: f };
      }
    }
  }
  return { tag: '!!str', text, value: text };
}

/** Short form of a tag as the `yaml` package reports it (`tag:yaml.org,2002:int` → `!!int`). */
export function shortTag(tag: string): ShortTag {
  return tag.startsWith(LONG_TAG_PREFIX) ? '!!' + tag.slice(LONG_TAG_PREFIX.length) : tag;
}

/** The text yaml.v3 keeps as `Node.Value` of a scalar (unescaped, folded). */
export function scalarText(n: Scalar): string {
  const src = (n as Scalar & { source?: unknown }).source;
  if (typeof src === 'string') return src;
  return n.value === null || n.value === undefined ? '' : String(n.value);
}

/** Go's standard base64 (`StdEncoding.DecodeString`, which skips `\r` and `\n`); `null` when invalid. */
function goBase64(s: string): string | null {
  const t = s.replace(/[\r\n]/g, '');
  if (t.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(t)) return null;
  return Buffer.from(t, 'base64').toString('utf8');
}

/** Resolve a scalar node as yaml.v3's decoder does (`d.scalar`: the node's tag, then `resolve`). */
export function resolveScalar(n: Scalar): ResolvedScalar {
  const text = scalarText(n);
  const explicit = n.tag && n.tag !== '!' ? shortTag(n.tag) : '';
  const plain = n.type === 'PLAIN' || n.type === undefined;
  if (explicit === '!!str' || (explicit === '' && !plain)) return { tag: '!!str', text, value: text };
  if (explicit === '' && text === '<<') return { tag: '!!merge', text, value: text };
  if (explicit === '!!binary') {
    const data = goBase64(text);
    return data === null ? { tag: '!!binary', text, value: text, fatal: '!!binary value contains invalid base64 data' } : { tag: '!!binary', text, value: data };
  }
  if (!RESOLVABLE.has(explicit)) return { tag: explicit, text, value: text };
  const r = resolvePlain(explicit, text);
  if (explicit === '' || r.tag === explicit) return r;
  if (explicit === '!!float' && r.tag === '!!int') return { tag: '!!float', text, value: r.value };
  return { ...r, tag: explicit, fatal: `cannot decode ${r.tag} \`${text}\` as a ${explicit}` };
}

/** yaml.v3's `Node.Tag` of a node as its parser sets it: explicit tag, `!!map`, `!!seq`, or the scalar's resolution. */
export function nodeTag(n: YNode): ShortTag {
  const explicit = n.tag && n.tag !== '!' ? shortTag(n.tag) : '';
  if (explicit !== '') return explicit;
  if (isMap(n)) return '!!map';
  if (isSeq(n)) return '!!seq';
  if (isScalar(n)) return resolveScalar(n).tag;
  return '';
}

/** True for a missing node or a scalar that resolves to `!!null` (Go's zero value is kept). */
export function isNullNode(n: YNode | null | undefined): boolean {
  return !n || (isScalar(n) && resolveScalar(n).tag === '!!null');
}

/** Go `%#v` of a string, as yaml.v3 prints keys (`strconv.Quote`; JSON quoting for printable text). */
export function goQuote(s: string): string {
  return JSON.stringify(s);
}

/** The value part of a yaml.v3 type error: `` `text` ``, cut to 7 bytes and `...` past 10 bytes. */
export function shownValue(text: string): string {
  const b = Buffer.from(text, 'utf8');
  return b.length > 10 ? '`' + b.subarray(0, 7).toString('utf8') + '...`' : '`' + text + '`';
}
