/**
 * Go string semantics on raw bytes (docs/runtimes/fork.md §1.2), for text that need not be valid
 * UTF-8: context file bodies and labels. Everything here works on `Buffer`s so that invalid
 * bytes survive byte for byte.
 */
import { isGoSpace } from './path.js';

/** Result of decoding one rune: `cp` is -1 for an invalid byte (Go `utf8.RuneError`, width 1). */
export interface Rune {
  cp: number;
  size: number;
}

/** Go `utf8.DecodeRune` at offset `i` of `b`: invalid, overlong, surrogate or out-of-range sequences give `{cp: -1, size: 1}`. */
export function decodeRune(b: Uint8Array, i: number): Rune {
  const c0 = b[i]!;
  if (c0 < 0x80) return { cp: c0, size: 1 };
  const n = b.length - i;
  const cont = (k: number, lo = 0x80, hi = 0xbf): boolean => k < n && b[i + k]! >= lo && b[i + k]! <= hi;
  if (c0 >= 0xc2 && c0 <= 0xdf) {
    if (cont(1)) return { cp: ((c0 & 0x1f) << 6) | (b[i + 1]! & 0x3f), size: 2 };
  } else if (c0 >= 0xe0 && c0 <= 0xef) {
    const lo = c0 === 0xe0 ? 0xa0 : 0x80;
    const hi = c0 === 0xed ? 0x9f : 0xbf;
    if (cont(1, lo, hi) && cont(2)) return { cp: ((c0 & 0x0f) << 12) | ((b[i + 1]! & 0x3f) << 6) | (b[i + 2]! & 0x3f), size: 3 };
  } else if (c0 >= 0xf0 && c0 <= 0xf4) {
    const lo = c0 === 0xf0 ? 0x90 : 0x80;
    const hi = c0 === 0xf4 ? 0x8f : 0xbf;
    if (cont(1, lo, hi) && cont(2) && cont(3)) {
      return { cp: ((c0 & 0x07) << 18) | ((b[i + 1]! & 0x3f) << 12) | ((b[i + 2]! & 0x3f) << 6) | (b[i + 3]! & 0x3f), size: 4 };
    }
  }
  return { cp: -1, size: 1 };
}

/** Go `utf8.DecodeLastRune` of `b[0:end]`. */
export function decodeLastRune(b: Uint8Array, end: number): Rune {
  const last = b[end - 1]!;
  if (last < 0x80) return { cp: last, size: 1 };
  const lim = Math.max(0, end - 4);
  let start = end - 1;
  while (start > lim && (b[start]! & 0xc0) === 0x80) start--;
  const r = decodeRune(b.subarray(0, end), start);
  if (r.cp >= 0 && start + r.size === end) return r;
  return { cp: -1, size: 1 };
}

/** Go `strings.TrimSpace` on bytes: trims `unicode.IsSpace` runes at both ends; invalid bytes are not space. Returns a view of `b`. */
export function trimSpaceBytes(b: Buffer): Buffer {
  let start = 0;
  let end = b.length;
  while (start < end) {
    const r = decodeRune(b.subarray(0, end), start);
    if (r.cp < 0 || !isGoSpace(r.cp)) break;
    start += r.size;
  }
  while (end > start) {
    const r = decodeLastRune(b, end);
    if (r.cp < 0 || !isGoSpace(r.cp)) break;
    end -= r.size;
  }
  return b.subarray(start, end);
}

/** Go `utf8.RuneCount`: code points, each invalid byte counting as one. */
export function runeCount(b: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < b.length; n++) i += decodeRune(b, i).size;
  return n;
}

/** Go `string([]rune(s)[:n])`: the first `n` runes, invalid bytes re-encoded as U+FFFD (3 bytes). */
export function firstRunes(b: Uint8Array, n: number): Buffer {
  const parts: Buffer[] = [];
  let i = 0;
  for (let k = 0; k < n && i < b.length; k++) {
    const r = decodeRune(b, i);
    parts.push(r.cp < 0 ? REPLACEMENT : Buffer.from(b.subarray(i, i + r.size)));
    i += r.size;
  }
  return Buffer.concat(parts);
}

const REPLACEMENT = Buffer.from([0xef, 0xbf, 0xbd]);

/** True when `b` starts with the ASCII/UTF-8 bytes of `prefix`. */
export function hasPrefix(b: Uint8Array, prefix: Uint8Array): boolean {
  if (b.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (b[i] !== prefix[i]) return false;
  return true;
}

/** Go `strings.Trim(s, cutset)` for an ASCII cutset: strips every leading and trailing byte in the set. */
export function trimBytes(b: Buffer, cutset: string): Buffer {
  const set = new Set([...cutset].map((c) => c.charCodeAt(0)));
  let s = 0;
  let e = b.length;
  while (s < e && set.has(b[s]!)) s++;
  while (e > s && set.has(b[e - 1]!)) e--;
  return b.subarray(s, e);
}

/** Replace every occurrence of the ASCII string `from` by `to` in `b`, byte-exactly (Go `strings.ReplaceAll`). */
export function replaceAllBytes(b: Buffer, from: string, to: string): Buffer {
  const s = b.toString('latin1');
  if (!s.includes(from)) return b;
  return Buffer.from(s.split(from).join(to), 'latin1');
}
