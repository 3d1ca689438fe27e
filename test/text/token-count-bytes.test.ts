/**
 * Counting from bytes and pieces gives the numbers of counting the whole text: `decodeUtf8Prefix`
 * decodes as `Buffer#toString` does at any cut (invalid and cut sequences, byte-order marks),
 * `countTokensInBytes` and `countTokensInPieces` equal `countTokens` of the joined text, below
 * and above `EXACT_TOKEN_CHARS`; `chunksEqual` compares concatenations however they are cut;
 * `utf8Pieces` never cuts a surrogate pair.
 */
import { describe, expect, it } from 'vitest';
import { chunksEqual, chunksLength, utf8Pieces } from '../../src/text/byte-chunks.js';
import { bytesTokenCounter, countTokens, countTokensInBytes, countTokensInPieces, decodeUtf8Prefix, EXACT_TOKEN_CHARS } from '../../src/text/token-count.js';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
}

/** Cut `b` into pieces at random places (some empty). */
function cut(b: Buffer, r: () => number, most = 5): Buffer[] {
  const out: Buffer[] = [];
  let o = 0;
  while (o < b.length) {
    const n = Math.floor(r() * most);
    out.push(b.subarray(o, o + n));
    o += n;
  }
  return out;
}

// Bytes that start, continue, break and end UTF-8 sequences (overlong, surrogate, out-of-range leads) and a BOM's.
const POOL = [0x00, 0x0a, 0x20, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbb, 0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff];

describe('decodeUtf8Prefix', () => {
  it('decodes as Buffer#toString does wherever the bytes are cut, streaming in steps of 1 to 4 bytes', () => {
    const r = rng(15);
    for (let k = 0; k < 3000; k++) {
      const b = Buffer.from(Array.from({ length: Math.floor(r() * 24) }, () => POOL[Math.floor(r() * POOL.length)]!));
      const want = b.toString('utf8');
      const got = decodeUtf8Prefix(cut(b, r), 1e9, 1 + Math.floor(r() * 4), 0);
      expect(got, b.toString('hex')).toEqual({ prefix: want, length: want.length });
    }
  });

  it('keeps the first `limit` code units and measures the rest (a surrogate pair may be cut, as slice cuts it)', () => {
    const text = '\ufeffab😀cd' + 'é'.repeat(10);
    const b = Buffer.from(text);
    for (const limit of [0, 1, 3, 4, 5, 100]) {
      expect(decodeUtf8Prefix([b], limit, 2, 0)).toEqual({ prefix: text.slice(0, limit), length: text.length });
      expect(decodeUtf8Prefix([b], limit)).toEqual({ prefix: text.slice(0, limit), length: text.length });
    }
  });
});

describe('countTokensInBytes and countTokensInPieces', () => {
  it('equal countTokens of the joined text for short texts, however cut', () => {
    const r = rng(7);
    const texts = ['', 'hello world', '# Rules\n\nAlways run the tests.\n', 'naïve café 你好 😀 \r\n\ufeff', 'QUJD'.repeat(300) + ' x'];
    for (const t of texts) {
      const b = Buffer.from(t);
      expect(countTokensInBytes(cut(b, r, 7))).toBe(countTokens(t));
      expect(countTokensInPieces([t.slice(0, 3), t.slice(3)])).toBe(countTokens(t));
    }
    const invalid = Buffer.from([0x41, 0xff, 0xe2, 0x82, 0x20, 0xf0, 0x9f]);
    expect(countTokensInBytes(cut(invalid, r, 3))).toBe(countTokens(invalid.toString('utf8')));
  });

  it('equal countTokens of the joined text past EXACT_TOKEN_CHARS (counted on the first part, scaled by length)', () => {
    const line = 'word '.repeat(15) + 'é\n';
    const text = line.repeat(Math.ceil((EXACT_TOKEN_CHARS + 100000) / line.length));
    expect(text.length).toBeGreaterThan(EXACT_TOKEN_CHARS);
    const want = countTokens(text);
    const b = Buffer.from(text);
    const third = Math.floor(b.length / 3) + 1; // inside a two-byte sequence or not: either way the same text
    expect(countTokensInBytes([b.subarray(0, third), b.subarray(third)])).toBe(want);
    expect(countTokensInPieces([text.slice(0, 10), text.slice(10)])).toBe(want);
    const counter = bytesTokenCounter();
    expect(counter([b])).toBe(want);
    expect(counter([b])).toBe(want);
  });
});

describe('chunksEqual', () => {
  it('compares the concatenations, however each side is cut', () => {
    const r = rng(3);
    for (let k = 0; k < 500; k++) {
      const a = Buffer.from(Array.from({ length: Math.floor(r() * 20) }, () => Math.floor(r() * 3)));
      const b = Buffer.from(a);
      if (r() < 0.5 && b.length > 0) b[Math.floor(r() * b.length)] ^= 1;
      const same = a.equals(b);
      expect(chunksEqual(cut(a, r), cut(b, r))).toBe(same);
      expect(chunksLength(cut(a, r))).toBe(a.length);
    }
    const shared = Buffer.from('shared content');
    expect(chunksEqual([Buffer.from('h'), shared], [Buffer.from('h'), shared])).toBe(true);
    expect(chunksEqual([shared], [shared, Buffer.from('x')])).toBe(false);
  });
});

describe('utf8Pieces', () => {
  it('gives the bytes of Buffer.from(text) in pieces, never splitting a surrogate pair', () => {
    const text = 'a😀😀b\ud800c😀' + '😀'.repeat(20);
    for (const size of [1, 2, 3, 5, 64]) {
      const pieces = [...utf8Pieces(text, size)];
      expect(Buffer.concat(pieces).equals(Buffer.from(text))).toBe(true);
      for (const p of pieces) expect(p.toString('utf8')).not.toContain('\ufffd\ufffd');
    }
    expect([...utf8Pieces('')]).toEqual([]);
  });
});
