/**
 * Go decoding rules for `.opencode.json` values: mapstructure with `WeaklyTypedInput` and the
 * string → slice hook (docs/runtimes/fork.md §2.2 "Weak typing"). Pure functions, no positions.
 */
import type { CNode } from './config-tree.js';

/** A Go target type, as derived from the schema. */
export type GoKind = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'struct' | 'map' | 'any';

/** Outcome of decoding one scalar value into a scalar Go type. */
export type Coerced<T> =
  | { ok: true; value: T; weak: boolean }
  | { ok: false };

/**
 * Go `strconv.ParseInt(s, 0, 64)` as mapstructure calls it: `""` is 0, `0x`/`0o`/`0b` prefixes,
 * a leading `0` means octal, underscores only between digits. Returns `null` on a syntax error.
 */
export function goParseInt(s: string): number | null {
  if (s === '') return 0;
  let body = s;
  let sign = 1;
  if (body[0] === '+' || body[0] === '-') {
    if (body[0] === '-') sign = -1;
    body = body.slice(1);
  }
  let base = 10;
  let prefixed = false;
  if (/^0[xX]/.test(body)) (base = 16), (body = body.slice(2)), (prefixed = true);
  else if (/^0[oO]/.test(body)) (base = 8), (body = body.slice(2)), (prefixed = true);
  else if (/^0[bB]/.test(body)) (base = 2), (body = body.slice(2)), (prefixed = true);
  else if (body.length > 1 && body[0] === '0') (base = 8), (body = body.slice(1)), (prefixed = true);
  if (prefixed && body.startsWith('_')) body = body.slice(1);
  if (body === '' || body.startsWith('_') || body.endsWith('_') || body.includes('__')) return null;
  const digits = body.replace(/_/g, '');
  const re = base === 16 ? /^[0-9a-fA-F]+$/ : base === 8 ? /^[0-7]+$/ : base === 2 ? /^[01]+$/ : /^[0-9]+$/;
  if (!re.test(digits)) return null;
  let big = 0n;
  for (const d of digits) big = big * BigInt(base) + BigInt(parseInt(d, base));
  // ParseInt(s, 0, 64) fails with "value out of range" outside int64.
  if (sign > 0 ? big > INT64_MAX : big > INT64_MAX + 1n) return null;
  return sign * Number(big);
}

const INT64_MAX = 9223372036854775807n;

/** Go `strconv.ParseBool`, with mapstructure's `""` → false. Returns `null` for anything else. */
export function goParseBool(s: string): boolean | null {
  if (s === '') return false;
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(s)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(s)) return false;
  return null;
}

/** Go `strconv.ParseFloat(s, 64)` (decimal forms, `inf`, `nan`); `""` is 0. Returns `null` on a syntax error. */
export function goParseFloat(s: string): number | null {
  if (s === '') return 0;
  if (/^[+-]?(inf|infinity)$/i.test(s)) return s.startsWith('-') ? -Infinity : Infinity;
  if (/^nan$/i.test(s)) return NaN;
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return Number(s);
  return null;
}

/** Go `strconv.FormatFloat(f, 'f', -1, 64)`: how mapstructure turns a JSON number into a string. */
export function goFormatFloat(f: number): string {
  if (Number.isInteger(f) && Math.abs(f) >= 1e21) return BigInt(f).toString();
  if (Number.isInteger(f)) return String(f);
  const s = String(f);
  if (!/e/.test(s)) return s;
  return f.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/** Name of a value's JSON type for messages. */
export function jsonTypeName(n: CNode): string {
  if (n.kind === 'number') return Number.isInteger(n.value) ? 'integer' : 'number';
  return n.kind;
}

/** Decode into a Go string. */
export function toGoString(n: CNode): Coerced<string> {
  if (n.kind === 'string') return { ok: true, value: n.value as string, weak: false };
  if (n.kind === 'number') return { ok: true, value: goFormatFloat(n.value as number), weak: true };
  if (n.kind === 'boolean') return { ok: true, value: n.value ? '1' : '0', weak: true };
  if (n.kind === 'null') return { ok: true, value: '', weak: false };
  return { ok: false };
}

/** Decode into a Go int (JSON numbers are float64 and truncated). */
export function toGoInt(n: CNode): Coerced<number> {
  if (n.kind === 'number') {
    const v = n.value as number;
    // Go converts an out-of-range float64 to int64 as math.MinInt64 on amd64 (the conversion is
    // implementation-defined), so a huge cap ends up <= 0, which means the default (§2.6).
    if (Math.abs(v) >= 2 ** 63) return { ok: true, value: -(2 ** 63), weak: true };
    return { ok: true, value: Math.trunc(v), weak: !Number.isInteger(v) };
  }
  return weakNumber(n, goParseInt);
}

/** A string, bool or null into a Go number (weak typing, docs/runtimes/fork.md §2.2): `parse` for strings, 1/0 for bools, 0 for null. */
function weakNumber(n: CNode, parse: (s: string) => number | null): Coerced<number> {
  if (n.kind === 'string') {
    const v = parse(n.value as string);
    return v === null ? { ok: false } : { ok: true, value: v, weak: true };
  }
  if (n.kind === 'boolean') return { ok: true, value: n.value ? 1 : 0, weak: true };
  if (n.kind === 'null') return { ok: true, value: 0, weak: false };
  return { ok: false };
}

/** Decode into a Go float64. */
export function toGoFloat(n: CNode): Coerced<number> {
  if (n.kind === 'number') return { ok: true, value: n.value as number, weak: false };
  return weakNumber(n, goParseFloat);
}

/** Decode into a Go bool. */
export function toGoBool(n: CNode): Coerced<boolean> {
  if (n.kind === 'boolean') return { ok: true, value: n.value as boolean, weak: false };
  if (n.kind === 'number') return { ok: true, value: (n.value as number) !== 0, weak: true };
  if (n.kind === 'string') {
    const v = goParseBool(n.value as string);
    return v === null ? { ok: false } : { ok: true, value: v, weak: true };
  }
  if (n.kind === 'null') return { ok: true, value: false, weak: false };
  return { ok: false };
}

/**
 * How a value becomes a slice: an array as is; a string split on `,` untrimmed (`""` → `[]`);
 * an empty object → `[]`; any other single value (a non-empty object included) → one element.
 * `how` says which rule applied.
 */
export function sliceItems(n: CNode): { items: CNode[]; how: 'array' | 'split' | 'wrapped' | 'emptyObject' } {
  if (n.kind === 'array') return { items: n.items, how: 'array' };
  if (n.kind === 'object' && n.entries.length === 0) return { items: [], how: 'emptyObject' };
  if (n.kind === 'string') return { items: splitString(n), how: 'split' };
  return { items: [n], how: 'wrapped' };
}

/**
 * Split a string node on `,` (untrimmed), giving each piece the span of its text inside the
 * literal when the literal has no escapes; otherwise each piece carries the whole string's span.
 */
export function splitString(n: CNode): CNode[] {
  const s = n.value as string;
  if (s === '') return [];
  const pieces = s.split(',');
  const exact = n.raw !== null && n.raw === JSON.stringify(s) && n.span.start.line === n.span.end.line && !n.env;
  let off = 1;
  return pieces.map((p) => {
    const start = off;
    off += p.length + 1;
    if (!exact) return { ...n, value: p, raw: null };
    return {
      ...n,
      value: p,
      raw: null,
      span: {
        ...n.span,
        start: { line: n.span.start.line, column: n.span.start.column + start },
        end: { line: n.span.start.line, column: n.span.start.column + start + p.length },
      },
    };
  });
}

/** Render a decoded value for a message (`["a"," b"]`, `16`, `true`). */
export function show(v: unknown): string {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 80 ? s.slice(0, 77) + '...' : s;
}
