import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);

// src/text/o200k-table.ts
import { readFileSync } from "node:fs";
import { endianness } from "node:os";
import { createRequire } from "node:module";

// node_modules/gpt-tokenizer/esm/encodingParams/constants.js
var R50K_TOKEN_SPLIT_REGEX = new RegExp("'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+", "gu");
var CONTRACTION_SUFFIX_PATTERN = String.raw`'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])`;
var OPTIONAL_CONTRACTION_SUFFIX = String.raw`(?:${CONTRACTION_SUFFIX_PATTERN})?`;
var CL100K_TOKEN_SPLIT_PATTERN = String.raw`${CONTRACTION_SUFFIX_PATTERN}|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s+$|\s*[\r\n]|\s+(?!\S)|\s`;
var CL100K_TOKEN_SPLIT_REGEX = new RegExp(CL100K_TOKEN_SPLIT_PATTERN, "gu");
var O200K_TOKEN_SPLIT_PATTERN = String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+${OPTIONAL_CONTRACTION_SUFFIX}|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*${OPTIONAL_CONTRACTION_SUFFIX}|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`;
var O200K_TOKEN_SPLIT_REGEX = new RegExp(O200K_TOKEN_SPLIT_PATTERN, "gu");

// src/text/o200k-table.ts
var MAGIC = "ctxtok1\n";
var BYTES_KIND = 128;
var HEADER = 16;
function isValidUtf8(b, start = 0, end = b.length) {
  let i = start;
  while (i < end) {
    const b1 = b[i];
    let n;
    let cp;
    if (b1 <= 127) {
      i++;
      continue;
    } else if ((b1 & 224) === 192) {
      n = 2;
      cp = b1 & 31;
      if (b1 <= 193) return false;
    } else if ((b1 & 240) === 224) {
      n = 3;
      cp = b1 & 15;
    } else if ((b1 & 248) === 240) {
      n = 4;
      cp = b1 & 7;
      if (b1 > 244) return false;
    } else return false;
    if (i + n > end) return false;
    for (let j = 1; j < n; j++) {
      const c = b[i + j];
      if ((c & 192) !== 128) return false;
      cp = cp << 6 | c & 63;
    }
    if (n === 3 && cp < 2048 || n === 4 && cp < 65536) return false;
    if (cp >= 55296 && cp <= 57343) return false;
    if (cp > 1114111) return false;
    i += n;
  }
  return true;
}
function encodeTable(ranks) {
  const enc = new TextEncoder();
  const toks = [];
  const kinds = Buffer.alloc(ranks.length);
  let total = 0;
  const seen = /* @__PURE__ */ new Set();
  for (let r = 0; r < ranks.length; r++) {
    if (!(r in ranks)) throw new Error(`o200k table: rank ${r} is a hole`);
    const v = ranks[r];
    let b;
    if (typeof v === "string") {
      b = enc.encode(v);
      if (new TextDecoder("utf-8", { ignoreBOM: true }).decode(b) !== v) throw new Error(`o200k table: rank ${r} is not a well-formed string`);
    } else {
      b = Uint8Array.from(v);
      kinds[r] = BYTES_KIND;
    }
    if (b.length === 0 || b.length > 128) throw new Error(`o200k table: rank ${r} has ${b.length} bytes`);
    const key = Buffer.from(b).toString("latin1");
    if (seen.has(key)) throw new Error(`o200k table: rank ${r} repeats the bytes of another token`);
    seen.add(key);
    kinds[r] = kinds[r] | b.length & 127;
    toks.push(b);
    total += b.length;
  }
  const size = slotCount(ranks.length);
  const slots = new Uint32Array(size);
  const blob = Buffer.concat(toks);
  let at = 0;
  for (let r = 0; r < ranks.length; r++) {
    const len = toks[r].length;
    let s = hashBytes(blob, at, at + len) & size - 1;
    while (slots[s] !== 0) s = s + 1 & size - 1;
    slots[s] = r + 1;
    at += len;
  }
  const index = Buffer.alloc(size * 4);
  for (let i = 0; i < size; i++) index.writeUInt32LE(slots[i], i * 4);
  const head = Buffer.alloc(HEADER);
  head.write(MAGIC, 0, "latin1");
  head.writeUInt32LE(ranks.length, 8);
  head.writeUInt32LE(total, 12);
  return Buffer.concat([head, index, kinds, blob]);
}
function slotCount(n) {
  let size = 1;
  while (size < n * 2) size *= 2;
  return size;
}
function hashBytes(b, start, end) {
  let h = 2166136261;
  for (let i = start; i < end; i++) h = Math.imul(h ^ b[i], 16777619);
  return h >>> 0;
}
var O200kTable = class {
  data;
  kinds;
  offsets;
  lengths;
  /** rank + 1 per slot, 0 when empty. */
  slots;
  mask;
  /** Read a table file's bytes (not copied when aligned). Throws on a file that is not one (wrong magic or sizes). */
  constructor(file) {
    const view = new DataView(file.buffer, file.byteOffset, file.length);
    const n = file.length >= HEADER ? view.getUint32(8, true) : 0;
    const total = file.length >= HEADER ? view.getUint32(12, true) : 0;
    if (n === 0 || n > file.length || total > file.length) throw new Error("not an o200k token table");
    const size = slotCount(n);
    if (file.length < HEADER || Buffer.from(file.buffer, file.byteOffset, 8).toString("latin1") !== MAGIC || file.length !== HEADER + size * 4 + n + total) {
      throw new Error("not an o200k token table");
    }
    const kindsAt = HEADER + size * 4;
    this.kinds = file.subarray(kindsAt, kindsAt + n);
    this.data = file.subarray(kindsAt + n);
    this.mask = size - 1;
    const slotBytes = file.subarray(HEADER, kindsAt);
    if (endianness() === "LE") {
      const aligned = slotBytes.byteOffset % 4 === 0 ? slotBytes : new Uint8Array(slotBytes);
      this.slots = new Uint32Array(aligned.buffer, aligned.byteOffset, size);
    } else {
      this.slots = new Uint32Array(size);
      for (let i = 0; i < size; i++) this.slots[i] = view.getUint32(HEADER + i * 4, true);
    }
    this.offsets = new Uint32Array(n);
    this.lengths = new Uint8Array(n);
    let at = 0;
    for (let r = 0; r < n; r++) {
      const len = this.kinds[r] & 127 || 128;
      this.offsets[r] = at;
      this.lengths[r] = len;
      at += len;
    }
    if (at !== total) throw new Error("not an o200k token table");
  }
  /** The rank of the token whose bytes are `b[start..end)` and whose kind is `bytesKind`, or -1. */
  find(b, start, end, bytesKind) {
    const len = end - start;
    let s = hashBytes(b, start, end) & this.mask;
    for (; ; ) {
      const r = this.slots[s] - 1;
      if (r === -1) return -1;
      if (this.lengths[r] === len) {
        const o = this.offsets[r];
        let same = true;
        for (let i = 0; i < len; i++) {
          if (this.data[o + i] !== b[start + i]) {
            same = false;
            break;
          }
        }
        if (same) return (this.kinds[r] & BYTES_KIND) !== 0 === bytesKind ? r : -1;
      }
      s = s + 1 & this.mask;
    }
  }
  /** Rank of a whole piece by its string (gpt-tokenizer's `getBpeRankFromString`): `utf8` is the piece's UTF-8, `wellFormed` whether the piece has no lone surrogate. */
  rankOfString(utf8, start, end, wellFormed) {
    return wellFormed ? this.find(utf8, start, end, false) : -1;
  }
  /** Rank of a byte range as gpt-tokenizer's `getBpeRankFromBytes` finds it (see the module comment), or -1. */
  rankOfBytes(b, start, end) {
    if (isValidUtf8(b, start, end)) {
      if (end - start >= 3 && b[start] === 239 && b[start + 1] === 187 && b[start + 2] === 191) start += 3;
      return start === end ? -1 : this.find(b, start, end, false);
    }
    return this.find(b, start, end, true);
  }
};
function before(ra, pa, rb, pb) {
  return ra < rb || ra === rb && pa < pb;
}
function mergeCount(table, b, n) {
  if (n <= 1) return n;
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  const rankAt = new Float64Array(n + 1);
  for (let i = 0; i <= n; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  const pairRank = (i) => {
    const j = next[i];
    if (j >= n) return Infinity;
    const k = next[j];
    const r = table.rankOfBytes(b, i, k);
    return r < 0 ? Infinity : r;
  };
  let hr = new Float64Array(n);
  let hp = new Int32Array(n);
  let size = 0;
  const push = (r, p) => {
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
      const up = i - 1 >> 1;
      if (!before(r, p, hr[up], hp[up])) break;
      hr[i] = hr[up];
      hp[i] = hp[up];
      i = up;
    }
    hr[i] = r;
    hp[i] = p;
  };
  const pop = () => {
    const r = hr[--size];
    const p = hp[size];
    let i = 0;
    for (; ; ) {
      let c = 2 * i + 1;
      if (c >= size) break;
      if (c + 1 < size && before(hr[c + 1], hp[c + 1], hr[c], hp[c])) c++;
      if (!before(hr[c], hp[c], r, p)) break;
      hr[i] = hr[c];
      hp[i] = hp[c];
      i = c;
    }
    hr[i] = r;
    hp[i] = p;
  };
  const alive = new Uint8Array(n + 1).fill(1);
  for (let i = 0; i < n - 1; i++) {
    rankAt[i] = pairRank(i);
    if (rankAt[i] !== Infinity) push(rankAt[i], i);
  }
  rankAt[n - 1] = Infinity;
  let parts = n;
  while (size > 0) {
    const r = hr[0];
    const i = hp[0];
    pop();
    if (alive[i] === 0 || rankAt[i] !== r) continue;
    const j = next[i];
    alive[j] = 0;
    next[i] = next[j];
    prev[next[j]] = i;
    parts--;
    rankAt[i] = pairRank(i);
    if (rankAt[i] !== Infinity) push(rankAt[i], i);
    const p = prev[i];
    if (p >= 0) {
      rankAt[p] = pairRank(p);
      if (rankAt[p] !== Infinity) push(rankAt[p], p);
    }
  }
  return parts;
}
function tableCounter(table) {
  const encoder = new TextEncoder();
  let buf = new Uint8Array(1024);
  return (text) => {
    let count = 0;
    for (const m of text.matchAll(O200K_TOKEN_SPLIT_REGEX)) {
      const piece = m[0];
      const len = piece.length;
      let ascii = true;
      let wellFormed = true;
      for (let i = 0; i < len; i++) {
        const c = piece.charCodeAt(i);
        if (c < 128) continue;
        ascii = false;
        if (c >= 55296 && c <= 56319) {
          const d = i + 1 < len ? piece.charCodeAt(i + 1) : 0;
          if (d >= 56320 && d <= 57343) i++;
          else wellFormed = false;
        } else if (c >= 56320 && c <= 57343) wellFormed = false;
      }
      if (buf.length < len * 3) buf = new Uint8Array(len * 3 + 16);
      let n;
      if (ascii) {
        for (let i = 0; i < len; i++) buf[i] = piece.charCodeAt(i);
        n = len;
      } else n = encoder.encodeInto(piece, buf).written;
      if (table.rankOfString(buf, 0, n, wellFormed) >= 0) count++;
      else count += mergeCount(table, buf, n);
    }
    return count;
  };
}
var shared = null;
function o200kTable() {
  if (shared !== null) return shared;
  let file = null;
  try {
    file = readFileSync(new URL("./o200k_base.ctxtok", import.meta.url));
  } catch {
    file = null;
  }
  if (file !== null) {
    try {
      return shared = new O200kTable(file);
    } catch {
    }
  }
  const m = createRequire(import.meta.url)("gpt-tokenizer/bpeRanks/o200k_base");
  const ranks = Array.isArray(m) ? m : m.default;
  return shared = new O200kTable(encodeTable(ranks));
}

// src/text/token-count.ts
var LONG_RUN = 256;
var SLICE = 64;
var CHUNK = 1 << 16;
var EXACT_TOKEN_CHARS = 8 << 20;
function isSpace(c) {
  return c === 32 || c >= 9 && c <= 13 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function countWith(exact2, whole) {
  const encode = (s) => s === "" ? 0 : exact2(s);
  const n = Math.min(whole.length, EXACT_TOKEN_CHARS);
  const text = n < whole.length ? whole.slice(0, n) : whole;
  let total = 0;
  let pending = 0;
  let i = 0;
  while (i < n) {
    if (isSpace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && !isSpace(text.charCodeAt(j))) j++;
    if (j - i >= LONG_RUN) {
      total += encode(text.slice(pending, i));
      for (let k = i; k < j; k += SLICE) total += encode(text.slice(k, Math.min(k + SLICE, j)));
      pending = j;
    } else if (j - pending >= CHUNK && j < n && text.charCodeAt(j) === 32) {
      total += encode(text.slice(pending, j));
      pending = j;
    }
    i = j;
  }
  total += encode(text.slice(pending, n));
  return n < whole.length ? Math.round(total * whole.length / n) : total;
}
var exact = null;
function o200kPieceCount() {
  return exact ??= tableCounter(o200kTable());
}
function countTokens(text) {
  return countWith(o200kPieceCount(), text);
}

// src/report/tokens.ts
async function o200kCounter() {
  return (whole) => countWith(o200kPieceCount(), whole);
}

export {
  countTokens,
  o200kCounter
};
