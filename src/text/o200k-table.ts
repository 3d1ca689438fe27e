/**
 * A compact, prebuilt form of gpt-tokenizer's `o200k_base` rank table, and a token counter over
 * it that gives exactly the count of gpt-tokenizer's `encode(text, { allowedSpecial: ∅,
 * disallowedSpecial: ∅ }).length` (special-token text counted as plain text).
 *
 * Why: gpt-tokenizer's module is a 2.2 MB JavaScript array literal that takes about 250 ms of CPU
 * to parse and index on every run that counts tokens. The table file (`o200k_base.ctxtok`, written
 * at build time by `scripts/token-table.mjs` beside the bundle and `dist/src/text/`) is 4.3 MB of
 * bytes (2 MB of them the index), usable as soon as it is read (about 2–3 ms).
 *
 * File format (all integers little-endian):
 *
 *   bytes 0..7    magic `ctxtok2\n`
 *   bytes 8..11   N, the number of ranks (u32)
 *   bytes 12..15  B, the total token bytes (u32, below 2^21)
 *   S × u32       the index: S = the least power of two ≥ 2N slots, open addressing with linear
 *                 probing from FNV-1a(token bytes) mod S; a slot holds rank + 1, or 0 when empty
 *   N × u32       per rank: bits 0..20 the offset of its bytes in the token bytes, bits 21..27
 *                 its length in bytes minus one (1..128), bit 28 set when gpt-tokenizer keeps the
 *                 token as bytes (not valid UTF-8, or a leading BOM)
 *   B bytes       the tokens' bytes, in rank order
 *
 * Index and entries are in the file, so loading is one read and a few views: nothing is computed
 * per rank.
 *
 * How gpt-tokenizer looks ranks up, reproduced exactly (it decides the merges, so the counts):
 * a whole pre-tokenised piece is looked up by its string among the tokens it keeps as strings;
 * during byte-pair merging a byte range that is valid UTF-8 (its own check, `isValidUTF8`) is
 * decoded with a `TextDecoder` — which drops one leading BOM — and looked up among the string
 * tokens; any other byte range among the byte tokens.
 */
import { readFileSync } from 'node:fs';
import { endianness } from 'node:os';
import { createRequire } from 'node:module';
import { o200kPieces } from './o200k-split.js';

const MAGIC = 'ctxtok2\n';
/** This module's own file (the bundle's `cli.cjs` there): one of the files whose content decides a count (`counterFiles`). */
export const O200K_TABLE_CODE: string = import.meta.url;
/** The table file `o200kTable` reads, beside this module. */
export const O200K_TABLE_FILE: string = new URL('./o200k_base.ctxtok', import.meta.url).href;
/** Entry fields (see the file format above). */
const OFFSET_BITS = 21;
const OFFSET_MASK = (1 << OFFSET_BITS) - 1;
const BYTES_KIND = 1 << 28;
const HEADER = 16;
/** `O200kTable#rankOfAsciiRange` remembers at most this many ranks of 3- and 4-byte ranges. */
const ASCII_SHORT_MAX = 1 << 16;
/** A rank above every rank: "not a token" in `shortMergeCount`. */
const NO_RANK = 0x7fffffff;

/** gpt-tokenizer's rank decoder: index = rank, value = the token as a string, or its bytes. */
export type RankDecoder = readonly (string | readonly number[])[];

/**
 * gpt-tokenizer's `isValidUTF8` (`utfUtil.js`, MIT): well-formed UTF-8 without overlong forms,
 * surrogates or code points above U+10FFFF. Byte ranges it accepts are looked up as strings.
 */
export function isValidUtf8(b: Uint8Array, start = 0, end = b.length): boolean {
  let i = start;
  while (i < end) {
    const b1 = b[i]!;
    let n: number;
    let cp: number;
    if (b1 <= 0x7f) {
      i++;
      continue;
    } else if ((b1 & 0xe0) === 0xc0) {
      n = 2;
      cp = b1 & 0x1f;
      if (b1 <= 0xc1) return false;
    } else if ((b1 & 0xf0) === 0xe0) {
      n = 3;
      cp = b1 & 0x0f;
    } else if ((b1 & 0xf8) === 0xf0) {
      n = 4;
      cp = b1 & 0x07;
      if (b1 > 0xf4) return false;
    } else return false;
    if (i + n > end) return false;
    for (let j = 1; j < n; j++) {
      const c = b[i + j]!;
      if ((c & 0xc0) !== 0x80) return false;
      cp = (cp << 6) | (c & 0x3f);
    }
    if ((n === 3 && cp < 0x800) || (n === 4 && cp < 0x10000)) return false;
    if (cp >= 0xd800 && cp <= 0xdfff) return false;
    if (cp > 0x10ffff) return false;
    i += n;
  }
  return true;
}

/**
 * Encode gpt-tokenizer's rank decoder as a table file (format above). Throws when the decoder
 * breaks an assumption the lookups rely on: a hole, an empty or over-long token, a string token
 * that is not well-formed, or two tokens with the same bytes.
 */
export function encodeTable(ranks: RankDecoder): Buffer {
  const enc = new TextEncoder();
  const toks: Uint8Array[] = [];
  const kinds = new Uint8Array(ranks.length);
  let total = 0;
  const seen = new Set<string>();
  for (let r = 0; r < ranks.length; r++) {
    if (!(r in ranks)) throw new Error(`o200k table: rank ${r} is a hole`);
    const v = ranks[r]!;
    let b: Uint8Array;
    if (typeof v === 'string') {
      b = enc.encode(v);
      if (new TextDecoder('utf-8', { ignoreBOM: true }).decode(b) !== v) throw new Error(`o200k table: rank ${r} is not a well-formed string`);
    } else {
      b = Uint8Array.from(v);
      kinds[r] = 1;
    }
    if (b.length === 0 || b.length > 128) throw new Error(`o200k table: rank ${r} has ${b.length} bytes`);
    const key = Buffer.from(b).toString('latin1');
    if (seen.has(key)) throw new Error(`o200k table: rank ${r} repeats the bytes of another token`);
    seen.add(key);
    toks.push(b);
    total += b.length;
  }
  if (total > OFFSET_MASK + 1) throw new Error(`o200k table: ${total} token bytes do not fit ${OFFSET_BITS}-bit offsets`);
  const size = slotCount(ranks.length);
  const slots = new Uint32Array(size);
  const entries = Buffer.alloc(ranks.length * 4);
  const blob = Buffer.concat(toks);
  let at = 0;
  for (let r = 0; r < ranks.length; r++) {
    const len = toks[r]!.length;
    let s = hashBytes(blob, at, at + len) & (size - 1);
    while (slots[s] !== 0) s = (s + 1) & (size - 1);
    slots[s] = r + 1;
    entries.writeUInt32LE((at | ((len - 1) << OFFSET_BITS) | (kinds[r] ? BYTES_KIND : 0)) >>> 0, r * 4);
    at += len;
  }
  const index = Buffer.alloc(size * 4);
  for (let i = 0; i < size; i++) index.writeUInt32LE(slots[i]!, i * 4);
  const head = Buffer.alloc(HEADER);
  head.write(MAGIC, 0, 'latin1');
  head.writeUInt32LE(ranks.length, 8);
  head.writeUInt32LE(total, 12);
  return Buffer.concat([head, index, entries, blob]);
}

/** Slots of the index for `n` ranks: the least power of two ≥ 2n. */
function slotCount(n: number): number {
  let size = 1;
  while (size < n * 2) size *= 2;
  return size;
}

/** FNV-1a's offset basis and prime (32 bits), the hash of the table's index. */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over `b[start..end)`. */
function hashBytes(b: Uint8Array, start: number, end: number): number {
  let h = FNV_OFFSET;
  for (let i = start; i < end; i++) h = Math.imul(h ^ b[i]!, FNV_PRIME);
  return h >>> 0;
}

/** The rank table, indexed by the tokens' bytes (open addressing, linear probing). */
export class O200kTable {
  private readonly data: Uint8Array;
  /** Per rank: offset, length − 1 and kind (see the file format). */
  private readonly entries: Uint32Array;
  /** rank + 1 per slot, 0 when empty. */
  private readonly slots: Uint32Array;
  private readonly mask: number;

  /** Read a table file's bytes (not copied when aligned). Throws on a file that is not one (wrong magic or sizes). */
  constructor(file: Uint8Array) {
    const view = new DataView(file.buffer, file.byteOffset, file.length);
    const n = file.length >= HEADER ? view.getUint32(8, true) : 0;
    const total = file.length >= HEADER ? view.getUint32(12, true) : 0;
    if (n === 0 || n > file.length || total > file.length) throw new Error('not an o200k token table');
    const size = slotCount(n);
    if (file.length < HEADER || Buffer.from(file.buffer, file.byteOffset, 8).toString('latin1') !== MAGIC || file.length !== HEADER + size * 4 + n * 4 + total) {
      throw new Error('not an o200k token table');
    }
    const dataAt = HEADER + size * 4 + n * 4;
    this.data = file.subarray(dataAt);
    this.mask = size - 1;
    if (endianness() === 'LE') {
      // Uint32Array views need 4-byte alignment; a fresh file read is aligned, a slice may not be.
      const words = file.subarray(HEADER, dataAt);
      const aligned = words.byteOffset % 4 === 0 ? words : new Uint8Array(words);
      this.slots = new Uint32Array(aligned.buffer, aligned.byteOffset, size);
      this.entries = new Uint32Array(aligned.buffer, aligned.byteOffset + size * 4, n);
    } else {
      this.slots = new Uint32Array(size);
      for (let i = 0; i < size; i++) this.slots[i] = view.getUint32(HEADER + i * 4, true);
      this.entries = new Uint32Array(n);
      for (let r = 0; r < n; r++) this.entries[r] = view.getUint32(HEADER + size * 4 + r * 4, true);
    }
    for (const at of [0, n - 1]) {
      const e = this.entries[at]!;
      if ((e & OFFSET_MASK) + ((e >>> OFFSET_BITS) & 0x7f) + 1 > total) throw new Error('not an o200k token table');
    }
  }

  /** The rank of the token whose bytes are `b[start..end)` and whose kind is `bytesKind`, or -1. */
  private find(b: Uint8Array, start: number, end: number, bytesKind: boolean): number {
    return this.findHashed(b, start, end, hashBytes(b, start, end), bytesKind);
  }

  /** `find` with the FNV-1a hash of `b[start..end)` (`hashBytes`) already computed by the caller. */
  private findHashed(b: Uint8Array, start: number, end: number, hash: number, bytesKind: boolean): number {
    const len = end - start;
    let s = hash & this.mask;
    for (;;) {
      const r = this.slots[s]! - 1;
      if (r === -1) return -1;
      const e = this.entries[r]!;
      if (((e >>> OFFSET_BITS) & 0x7f) + 1 === len) {
        const o = e & OFFSET_MASK;
        let same = true;
        for (let i = 0; i < len; i++) {
          if (this.data[o + i] !== b[start + i]) {
            same = false;
            break;
          }
        }
        if (same) return ((e & BYTES_KIND) !== 0) === bytesKind ? r : -1;
      }
      s = (s + 1) & this.mask;
    }
  }

  /**
   * Rank of a whole well-formed piece by its string (gpt-tokenizer's `getBpeRankFromString`), or
   * -1: `b[0..len)` holds its UTF-8 and `hash` their FNV-1a hash (`FNV_OFFSET`, `FNV_PRIME`),
   * computed while the caller wrote them.
   */
  rankOfHashed(b: Uint8Array, len: number, hash: number): number {
    return this.findHashed(b, 0, len, hash, false);
  }

  /** Ranks of two-byte ASCII byte ranges by `(first << 7) | second` (`NO_RANK`: not a token; -2: not looked up yet), made on first use. */
  private asciiPairs: Int32Array | null = null;
  /** Ranks of three- and four-byte ASCII byte ranges looked up so far (up to `ASCII_SHORT_MAX`), by their bytes packed 7 bits each (and the length). */
  private readonly asciiShort = new Map<number, number>();

  /**
   * `rankOfBytes` of `b[start..end)` when every byte is below 0x80 (valid UTF-8 without a BOM, so
   * a string lookup), `NO_RANK` when it is not a token.
   */
  private rankOfAsciiRange(b: Uint8Array, start: number, end: number): number {
    const len = end - start;
    if (len === 2) {
      const pairs = (this.asciiPairs ??= new Int32Array(1 << 14).fill(-2));
      const key = (b[start]! << 7) | b[start + 1]!;
      let r = pairs[key]!;
      if (r === -2) pairs[key] = r = this.asciiRangeLookup(b, start, end);
      return r;
    }
    if (len <= 4) {
      let key = len - 3; // 0 or 1: the two lengths cannot share a key
      for (let i = start; i < end; i++) key = (key << 7) | b[i]!;
      let r = this.asciiShort.get(key);
      if (r === undefined) {
        r = this.asciiRangeLookup(b, start, end);
        if (this.asciiShort.size < ASCII_SHORT_MAX) this.asciiShort.set(key, r);
      }
      return r;
    }
    return this.asciiRangeLookup(b, start, end);
  }

  /** The lookup of `rankOfAsciiRange` in the index. */
  private asciiRangeLookup(b: Uint8Array, start: number, end: number): number {
    const len = end - start;
    let h = FNV_OFFSET;
    for (let i = start; i < end; i++) h = Math.imul(h ^ b[i]!, FNV_PRIME);
    const mask = this.mask;
    const data = this.data;
    let s = h & mask;
    for (;;) {
      const r = this.slots[s]! - 1;
      if (r === -1) return NO_RANK;
      const e = this.entries[r]!;
      if (((e >>> OFFSET_BITS) & 0x7f) + 1 === len) {
        const o = (e & OFFSET_MASK) - start;
        let i = start;
        while (i < end && data[o + i] === b[i]) i++;
        if (i === end) return (e & BYTES_KIND) === 0 ? r : NO_RANK;
      }
      s = (s + 1) & mask;
    }
  }

  /** `rankOfBytes` of `b[start..end)`, `NO_RANK` when it is not a token. */
  private rankOfRange(b: Uint8Array, start: number, end: number): number {
    const r = this.rankOfBytes(b, start, end);
    return r < 0 ? NO_RANK : r;
  }

  /**
   * `mergeCount` for a short piece (`n <= SHORT_PIECE` bytes), the plain way gpt-tokenizer does
   * it: each round merges the adjacent pair of lowest rank (the leftmost on ties) and ranks again
   * the two pairs next to it. The same merges in the same order, in reused arrays: parts linked by
   * their start offsets (`next`), the rank of each part with the next one at the part's start.
   * `ascii`: every byte is below 0x80, so ranks come from `rankOfAsciiRange` (no UTF-8 check;
   * ranks of short ranges remembered).
   */
  shortMergeCount(b: Uint8Array, n: number, ascii: boolean): number {
    const next = shortNext;
    const ranks = shortRanks; // ranks[i]: rank of merging the part at i with the next (NO_RANK: none)
    for (let i = 0; i < n; i++) next[i] = i + 1;
    if (ascii) {
      // The pairs of single bytes, mostly remembered from earlier pieces.
      const pairs = (this.asciiPairs ??= new Int32Array(1 << 14).fill(-2));
      for (let i = 0; i < n - 1; i++) {
        const r = pairs[(b[i]! << 7) | b[i + 1]!]!;
        ranks[i] = r !== -2 ? r : this.rankOfAsciiRange(b, i, i + 2);
      }
    } else for (let i = 0; i < n - 1; i++) ranks[i] = this.rankOfRange(b, i, i + 2);
    ranks[n - 1] = NO_RANK;
    let parts = n;
    while (parts > 1) {
      let best = NO_RANK;
      let at = -1;
      let before = -1; // the part before `at`
      for (let i = 0, prev = -1; i < n; prev = i, i = next[i]!) {
        if (ranks[i]! < best) {
          best = ranks[i]!;
          at = i;
          before = prev;
        }
      }
      if (at < 0) break;
      // Merge the part at `at` with the next one; rank it with the part after, and the part before with it.
      const k = next[next[at]!]!;
      next[at] = k;
      parts--;
      ranks[at] = k >= n ? NO_RANK : ascii ? this.rankOfAsciiRange(b, at, next[k]!) : this.rankOfRange(b, at, next[k]!);
      if (before >= 0) ranks[before] = ascii ? this.rankOfAsciiRange(b, before, k) : this.rankOfRange(b, before, k);
    }
    return parts;
  }

  /** Rank of a byte range as gpt-tokenizer's `getBpeRankFromBytes` finds it (see the module comment), or -1. */
  rankOfBytes(b: Uint8Array, start: number, end: number): number {
    if (isValidUtf8(b, start, end)) {
      // TextDecoder drops one leading BOM before the string lookup.
      if (end - start >= 3 && b[start] === 0xef && b[start + 1] === 0xbb && b[start + 2] === 0xbf) start += 3;
      return start === end ? -1 : this.find(b, start, end, false);
    }
    return this.find(b, start, end, true);
  }
}

/** Min-heap entry order: lower rank first, then the leftmost pair. */
function before(ra: number, pa: number, rb: number, pb: number): boolean {
  return ra < rb || (ra === rb && pa < pb);
}

/**
 * Pieces up to this many bytes are merged by `O200kTable#shortMergeCount` (no allocation;
 * quadratic in at most this).
 */
const SHORT_PIECE = 64;
/** `shortMergeCount`'s links between parts and pair ranks, reused. */
const shortNext = new Int32Array(SHORT_PIECE);
const shortRanks = new Int32Array(SHORT_PIECE);

/**
 * The number of tokens byte-pair merging makes of `b[0..n)` (gpt-tokenizer's `bytePairMerge`:
 * repeatedly merge the adjacent pair of lowest rank, the leftmost on ties). A heap with lazy
 * invalidation makes the same merges in the same order in O(n log n), so a long piece (a run of
 * whitespace) cannot stall it; pieces up to `SHORT_PIECE` bytes (nearly all) take the plain
 * quadratic way in reused arrays (`shortMergeCount`), which allocates nothing.
 */
export function mergeCount(table: O200kTable, b: Uint8Array, n: number): number {
  if (n <= 1) return n;
  if (n > SHORT_PIECE) return heapMergeCount(table, b, n);
  let ascii = true;
  for (let i = 0; i < n && ascii; i++) ascii = b[i]! < 0x80;
  return table.shortMergeCount(b, n, ascii);
}

/** `mergeCount` with the heap, for any length (exported for tests: the short path must agree with it). */
export function heapMergeCount(table: O200kTable, b: Uint8Array, n: number): number {
  if (n <= 1) return n;
  // Parts are linked by start offsets: next[i] / prev[i] for a part starting at byte i.
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  const rankAt = new Float64Array(n + 1); // rank of the pair starting at part i (Infinity: none)
  for (let i = 0; i <= n; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  const pairRank = (i: number): number => {
    const j = next[i]!;
    if (j >= n) return Infinity;
    const k = next[j]!;
    const r = table.rankOfBytes(b, i, k);
    return r < 0 ? Infinity : r;
  };
  // Binary heap of (rank, position); stale entries are skipped when popped.
  let hr = new Float64Array(n);
  let hp = new Int32Array(n);
  let size = 0;
  const push = (r: number, p: number): void => {
    if (size === hr.length) {
      const r2 = new Float64Array(size * 2);
      r2.set(hr);
      hr = r2;
      const p2 = new Int32Array(size * 2);
      p2.set(hp);
      hp = p2;
    }
    let i = size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!before(r, p, hr[up]!, hp[up]!)) break;
      hr[i] = hr[up]!;
      hp[i] = hp[up]!;
      i = up;
    }
    hr[i] = r;
    hp[i] = p;
  };
  const pop = (): void => {
    const r = hr[--size]!;
    const p = hp[size]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= size) break;
      if (c + 1 < size && before(hr[c + 1]!, hp[c + 1]!, hr[c]!, hp[c]!)) c++;
      if (!before(hr[c]!, hp[c]!, r, p)) break;
      hr[i] = hr[c]!;
      hp[i] = hp[c]!;
      i = c;
    }
    hr[i] = r;
    hp[i] = p;
  };
  const alive = new Uint8Array(n + 1).fill(1);
  for (let i = 0; i < n - 1; i++) {
    rankAt[i] = pairRank(i);
    if (rankAt[i] !== Infinity) push(rankAt[i]!, i);
  }
  rankAt[n - 1] = Infinity;
  let parts = n;
  while (size > 0) {
    const r = hr[0]!;
    const i = hp[0]!;
    pop();
    if (alive[i] === 0 || rankAt[i] !== r) continue; // stale
    // Merge the part at i with the next one.
    const j = next[i]!;
    alive[j] = 0;
    next[i] = next[j]!;
    prev[next[j]!] = i;
    parts--;
    rankAt[i] = pairRank(i);
    if (rankAt[i] !== Infinity) push(rankAt[i]!, i);
    const p = prev[i]!;
    if (p >= 0) {
      rankAt[p] = pairRank(p);
      if (rankAt[p] !== Infinity) push(rankAt[p]!, p);
    }
  }
  return parts;
}

/** Pieces up to this many UTF-16 code units are remembered with their count. */
const MEMO_PIECE = 64;
/** The memo of a counter stops growing at this many pieces. */
const MEMO_PIECES = 1 << 16;

/**
 * Counts o200k tokens over a table: gpt-tokenizer's pre-tokeniser (its `O200K_TOKEN_SPLIT_REGEX`,
 * made exactly by `./o200k-split.ts`: one native match over an ASCII text, piece by piece
 * otherwise), then per piece one token when the whole piece is a token, else the parts of
 * byte-pair merging. The count of each piece is remembered by the counter (up to `MEMO_PIECES`
 * pieces of at most `MEMO_PIECE` code units): words repeat, so most pieces cost one lookup in a
 * `Map`. (Few small functions, little work in JavaScript per piece: on the texts of one run the
 * optimising compiler costs more than the count.)
 */
export function tableCounter(table: O200kTable): (text: string) => number {
  const memo = new Map<string, number>();
  const remember = (piece: string, c: number): number => {
    if (piece.length <= MEMO_PIECE && memo.size < MEMO_PIECES) memo.set(piece.length < 13 ? piece : (' ' + piece).slice(1), c);
    return c;
  };
  return (text: string): number => {
    const pieces = o200kPieces(text);
    let count = 0;
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      // One ASCII character is one token (every byte is), without a lookup.
      count += piece.length === 1 && piece.charCodeAt(0) < 0x80 ? 1 : (memo.get(piece) ?? remember(piece, pieceCount(table, piece)));
    }
    return count;
  };
}

/** `pieceCount`'s UTF-8 buffer, grown as needed. */
let pieceBytes = new Uint8Array(1024);

/**
 * The tokens of one pre-tokenised piece: 1 when the whole piece is a token, else the parts of
 * byte-pair merging. The piece is encoded to UTF-8 from its character codes as `TextEncoder`
 * does (a lone surrogate becomes U+FFFD, and such a piece is never a token as a whole:
 * gpt-tokenizer looks it up by its string), hashed on the way.
 */
export function pieceCount(table: O200kTable, piece: string): number {
  const n = piece.length;
  if (pieceBytes.length < n * 3) pieceBytes = new Uint8Array(n * 3 + 16);
  const buf = pieceBytes;
  let h = FNV_OFFSET;
  let len = 0;
  let wellFormed = true;
  let ascii = true;
  for (let i = 0; i < n; i++) {
    let c = piece.charCodeAt(i);
    if (c < 0x80) {
      buf[len++] = c;
      h = Math.imul(h ^ c, FNV_PRIME);
      continue;
    }
    ascii = false;
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = c <= 0xdbff && i + 1 < n ? piece.charCodeAt(i + 1) : 0;
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        c = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
      } else {
        c = 0xfffd;
        wellFormed = false;
      }
    }
    const at = len;
    if (c < 0x800) {
      buf[len++] = 0xc0 | (c >> 6);
    } else if (c < 0x10000) {
      buf[len++] = 0xe0 | (c >> 12);
      buf[len++] = 0x80 | ((c >> 6) & 0x3f);
    } else {
      buf[len++] = 0xf0 | (c >> 18);
      buf[len++] = 0x80 | ((c >> 12) & 0x3f);
      buf[len++] = 0x80 | ((c >> 6) & 0x3f);
    }
    buf[len++] = 0x80 | (c & 0x3f);
    for (let b = at; b < len; b++) h = Math.imul(h ^ buf[b]!, FNV_PRIME);
  }
  if (wellFormed && table.rankOfHashed(buf, len, h >>> 0) >= 0) return 1;
  return len <= SHORT_PIECE ? table.shortMergeCount(buf, len, ascii) : heapMergeCount(table, buf, len);
}

let shared: O200kTable | null = null;

/**
 * The run's table, loaded on first call (synchronously): `o200k_base.ctxtok` beside this module
 * (`bundle/`, `dist/src/text/`), else built in memory from gpt-tokenizer's rank decoder (tests
 * running the sources; about as slow as gpt-tokenizer's own start-up).
 */
export function o200kTable(): O200kTable {
  if (shared !== null) return shared;
  let file: Uint8Array | null = null;
  try {
    file = readFileSync(new URL(O200K_TABLE_FILE));
  } catch {
    file = null;
  }
  if (file !== null) {
    try {
      return (shared = new O200kTable(file));
    } catch {
      /* not a table (an old or damaged file): build it below */
    }
  }
  const m = createRequire(import.meta.url)('gpt-tokenizer/bpeRanks/o200k_base') as { default?: RankDecoder } | RankDecoder;
  const ranks = (Array.isArray(m) ? m : (m as { default: RankDecoder }).default) as RankDecoder;
  return (shared = new O200kTable(encodeTable(ranks)));
}
