/**
 * Go `time.ParseDuration` and `Duration.String` (used by step `timeout` and `resume_after`,
 * docs/runtimes/fork.md §4.4, §4.6). Durations are in nanoseconds, as `bigint`.
 */

const UNITS: Record<string, bigint> = {
  ns: 1n,
  us: 1000n,
  'µs': 1000n, // U+00B5
  'μs': 1000n, // U+03BC
  ms: 1000000n,
  s: 1000000000n,
  m: 60000000000n,
  h: 3600000000000n,
};

const MAX = 9223372036854775807n;

/** Result of `parseGoDuration`: nanoseconds, or Go's error text (`time: invalid duration "x"`). */
export type DurationResult = { ok: true; ns: bigint } | { ok: false; error: string };

function quote(s: string): string {
  return '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"';
}

/** Go `time.ParseDuration` (`[-+]?([0-9]*(\.[0-9]*)?[a-z]+)+`, e.g. `1h30m`, `.5s`; `0` needs no unit). */
export function parseGoDuration(s: string): DurationResult {
  const orig = s;
  const bad = (): DurationResult => ({ ok: false, error: `time: invalid duration ${quote(orig)}` });
  let neg = false;
  if (s !== '' && (s[0] === '-' || s[0] === '+')) {
    neg = s[0] === '-';
    s = s.slice(1);
  }
  if (s === '0') return { ok: true, ns: 0n };
  if (s === '') return bad();
  let total = 0n;
  while (s !== '') {
    if (!(s[0] === '.' || (s[0]! >= '0' && s[0]! <= '9'))) return bad();
    const m = /^([0-9]*)(?:\.([0-9]*))?/.exec(s)!;
    const intPart = m[1] ?? '';
    const fracPart = m[2];
    if (intPart === '' && (fracPart === undefined || fracPart === '')) return bad();
    s = s.slice(m[0].length);
    const um = /^[^0-9.]*/.exec(s)!;
    const unit = um[0];
    if (unit === '') return { ok: false, error: `time: missing unit in duration ${quote(orig)}` };
    const mult = UNITS[unit];
    if (mult === undefined) return { ok: false, error: `time: unknown unit ${quote(unit)} in duration ${quote(orig)}` };
    s = s.slice(unit.length);
    let v = (intPart === '' ? 0n : BigInt(intPart)) * mult;
    if (fracPart) v += (BigInt(fracPart) * mult) / 10n ** BigInt(fracPart.length);
    total += v;
    if (total > MAX + (neg ? 1n : 0n)) return bad();
  }
  return { ok: true, ns: neg ? -total : total };
}

/** Go `Duration.String()`: `1h30m0s`, `1.5s`, `500ms`, `0s`, `-5s`. */
export function formatGoDuration(ns: bigint): string {
  if (ns === 0n) return '0s';
  const neg = ns < 0n;
  let u = neg ? -ns : ns;
  let out: string;
  if (u < 1000000000n) {
    let unit: string;
    let div: bigint;
    if (u < 1000n) return (neg ? '-' : '') + `${u}ns`;
    if (u < 1000000n) {
      unit = 'µs';
      div = 1000n;
    } else {
      unit = 'ms';
      div = 1000000n;
    }
    out = frac(u, div) + unit;
  } else {
    const h = u / 3600000000000n;
    u -= h * 3600000000000n;
    const m = u / 60000000000n;
    u -= m * 60000000000n;
    out = frac(u, 1000000000n) + 's';
    if (h > 0n) out = `${h}h${m}m` + out;
    else if (m > 0n) out = `${m}m` + out;
  }
  return (neg ? '-' : '') + out;
}

function frac(v: bigint, div: bigint): string {
  const whole = v / div;
  const rest = v % div;
  if (rest === 0n) return String(whole);
  const digits = String(div).length - 1;
  return `${whole}.` + String(rest).padStart(digits, '0').replace(/0+$/, '');
}
