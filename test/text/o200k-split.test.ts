/**
 * The hand-made o200k pre-tokeniser (`src/text/o200k-split.ts`) against gpt-tokenizer's
 * `O200K_TOKEN_SPLIT_REGEX`, piece for piece: on the real corpus, the repository's own texts,
 * every short string over an alphabet with one code point of each class, and seeded random
 * strings built to hit the pattern's corners (contractions in both cases, runs of each kind of
 * white space, `/` after punctuation, digits by threes, marks after prefixes, astral letters and
 * digits, lone surrogates). Both ways of the counter are checked: `o200kPieces` (one native match
 * over ASCII text, else `pieceAt` piece by piece) and `pieceEnd` alone (the scan by code points).
 * `CTXLENS_SLOW=1` runs a larger random sample.
 */
import { existsSync, readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { O200K_TOKEN_SPLIT_REGEX } from 'gpt-tokenizer/encodingParams/constants';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { classifyCodePoint, knownClass, o200kPieces, pieceAt, pieceEnd } from '../../src/text/o200k-split.js';
import { o200kTable, tableCounter } from '../../src/text/o200k-table.js';
import { countWith } from '../../src/text/token-count.js';
import { packageRoot } from '../../src/package-root.js';
import { seededRandom } from '../helpers/seeded-random.js';

const slow = process.env['CTXLENS_SLOW'] === '1';

/** The pieces as gpt-tokenizer's pattern makes them. */
const regexPieces = (s: string): string[] => Array.from(s.matchAll(O200K_TOKEN_SPLIT_REGEX), (m) => m[0]);

/** The pieces by `pieceEnd` alone, at every piece start. */
const scanPieces = (s: string): string[] => {
  const out: string[] = [];
  for (let p = 0; p < s.length; ) {
    const e = pieceEnd(s, p, s.length);
    if (e <= p) throw new Error(`pieceEnd made no progress at ${p} in ${JSON.stringify(s)}`);
    out.push(s.slice(p, e));
    p = e;
  }
  return out;
};

/** The pieces by `pieceAt` alone (the path of texts that are not all ASCII), at every piece start. */
const pieceAtPieces = (s: string): string[] => {
  const out: string[] = [];
  for (let p = 0; p < s.length; ) {
    const piece = pieceAt(s, p);
    if (piece === '') throw new Error(`pieceAt made no progress at ${p} in ${JSON.stringify(s)}`);
    out.push(piece);
    p += piece.length;
  }
  return out;
};

/** Checks the three ways against the pattern; returns the first text that differs, or null. */
function firstMismatch(texts: Iterable<string>): { text: string; way: string; got: string[]; want: string[] } | null {
  for (const text of texts) {
    const want = regexPieces(text);
    for (const [way, f] of [
      ['o200kPieces', o200kPieces],
      ['pieceEnd', scanPieces],
      ['pieceAt', pieceAtPieces],
    ] as const) {
      const got = f(text);
      if (got.length !== want.length || got.some((p, i) => p !== want[i])) return { text, way, got, want };
    }
  }
  return null;
}


/** Strings of `count` parts drawn from `parts`, `n` of them, from `seed`. */
function randomTexts(parts: readonly string[], n: number, maxParts: number, seed: number): string[] {
  const r = seededRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const k = 1 + Math.floor(r() * maxParts);
    let s = '';
    for (let j = 0; j < k; j++) s += parts[Math.floor(r() * parts.length)]!;
    out.push(s);
  }
  return out;
}

/** ASCII parts that meet the pattern's corners. */
const ASCII_PARTS = [
  'a', 'z', 'A', 'Z', 'x', 'Q', 'the', 'The', 'THE', 'HTTPServer', 'camelCase', 'opencode', 'ID', 'i',
  "'", "'s", "'S", "'t", "'T", "'re", "'RE", "'Re", "'ve", "'VE", "'m", "'M", "'ll", "'LL", "'lL", "'d", "'D", "'x", "''", "'l", "'r", "'v",
  '0', '7', '42', '123', '2026', '99999',
  '.', ',', '-', '_', '*', '**', '#', '`', '```', '(', ')', '[', ']', '{', '}', '<', '>', '=', '+', '!', '?', ':', ';', '"', '@', '$', '%', '&', '|', '\\', '^', '~',
  '/', '//', '/x', './', '../', '\u0000', '\u0001', '\u001b', '\u001f', '\u007f',
  ' ', '  ', '   ', '\t', '\t\t', ' \t', '\n', '\n\n', '\r', '\r\n', '\v', '\f', ' \n', '\n ', ' \r\n ', '\f\v', '\u001c',
];

/** Code points of every class (and the characters near them) beyond ASCII. */
const UNICODE_PARTS = [
  'é', 'É', 'ß', 'ẞ', 'ǅ', 'ǈ', 'ʰ', 'ˆ', '日', '本', 'の', 'ア', '한', 'א', 'ع', '\u0301', '\u0903', '\u20dd', 'a\u0301', 'A\u0301',
  '²', '½', '٣', '३', 'Ⅻ', '①', '𝐀', '𝐚', '𝟎', '𝟗', '𐐀', '𐐨', '😀', '👍🏽', '🇫🇷', '\u{1F3FD}',
  '\u00a0', '\u1680', '\u2000', '\u2009', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '\u200b', '\u180e', '\u0085',
  '\ud800', '\udc00', '\udbff', '\udfff', '’', '“', '—', '–', '…', '→', '├', '──', '└', '•', '€', '©', '\u00ad',
];

/** The real corpus beside the repository (`../shared`), when it is there. */
const CORPUS = join(packageRoot(), '..', 'shared', 'corpus', 'real');

/** The UTF-8 text of every regular file below `dir` that `keep` accepts, depth first. */
function textsBelow(dir: string, keep: (name: string, st: Stats) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) out.push(...textsBelow(p, keep));
    else if (st.isFile() && keep(name, st)) out.push(readFileSync(p, 'utf8'));
  }
  return out;
}

describe('o200k pieces by hand are the pattern’s pieces', () => {
  it('on every file of the real corpus and the repository’s own texts', () => {
    const all = (_name: string, st: Stats): boolean => st.size < 4 << 20;
    const texts = existsSync(CORPUS) ? textsBelow(CORPUS, all) : [];
    for (const d of ['docs', 'rules', 'src/text']) texts.push(...textsBelow(join(packageRoot(), d), all));
    texts.push(readFileSync(join(packageRoot(), 'README.md'), 'utf8'));
    expect(texts.length).toBeGreaterThan(40);
    // Each whole file, and each of its lines (the counter mostly sees lines).
    expect(firstMismatch(texts)).toBeNull();
    expect(firstMismatch(texts.flatMap((t) => t.split(/(?<=\n)/)))).toBeNull();
  });

  it('on every string of up to five code points over white space, ASCII and not (runs that a space beyond ASCII continues)', () => {
    const alphabet = ['\n', ' ', '\t', '\r', '\u00a0', '\u2028', 'x', '.', 'é'];
    let texts = [''];
    const all: string[] = [];
    for (let len = 1; len <= 5; len++) {
      texts = texts.flatMap((t) => alphabet.map((c) => t + c));
      all.push(...texts);
    }
    expect(firstMismatch(all)).toBeNull();
  });

  it('on every string of up to three code points over one of each class', () => {
    const alphabet = ['a', 'B', 'é', 'É', 'ǅ', 'ʰ', '日', '\u0301', '1', '²', '𝟎', '𝐀', "'", 's', 'L', '.', '/', ' ', '\t', '\n', '\r', '\u00a0', '\u2028', '😀', '\ud800'];
    const texts: string[] = [];
    for (const a of alphabet) {
      texts.push(a);
      for (const b of alphabet) {
        texts.push(a + b);
        for (const c of alphabet) texts.push(a + b + c);
      }
    }
    expect(texts.length).toBe(25 + 625 + 15625);
    expect(firstMismatch(texts)).toBeNull();
  });

  it('on every string of up to four characters over the ASCII classes', () => {
    const alphabet = ['a', 'B', '0', "'", 's', 'l', '.', '/', ' ', '\t', '\n', '\r'];
    let texts = [''];
    const all: string[] = [];
    for (let len = 1; len <= 4; len++) {
      texts = texts.flatMap((t) => alphabet.map((c) => t + c));
      all.push(...texts);
    }
    expect(all.length).toBe(12 + 144 + 1728 + 20736);
    expect(firstMismatch(all)).toBeNull();
  });

  it('on seeded random ASCII strings: contractions, mixed case, digits, punctuation, slashes and white space runs', () => {
    const n = slow ? 200_000 : 4_000;
    expect(firstMismatch(randomTexts(ASCII_PARTS, n, 24, 0x15))).toBeNull();
    // Long white space runs ending in each way, and long runs of one class.
    const r = seededRandom(7);
    const ws = [' ', '\t', '\n', '\r', '\v', '\f'];
    const runs: string[] = [];
    for (let i = 0; i < (slow ? 20_000 : 500); i++) {
      let s = '';
      for (let j = Math.floor(r() * 12); j >= 0; j--) s += ws[Math.floor(r() * ws.length)]!;
      runs.push(s, 'x' + s, s + 'x', 'x' + s + "'s", s + '.', '.' + s, s + '1', s + 'A');
    }
    expect(firstMismatch(runs)).toBeNull();
  });

  it('on seeded random strings that mix ASCII with letters, marks, numbers and spaces beyond it', () => {
    const n = slow ? 200_000 : 3_000;
    expect(firstMismatch(randomTexts([...ASCII_PARTS, ...UNICODE_PARTS, ...UNICODE_PARTS], n, 20, 0x2026))).toBeNull();
  });

  it('on arbitrary strings (every plane, surrogate halves)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
        expect(firstMismatch([s])).toBeNull();
      }),
      { numRuns: slow ? 50_000 : 500, seed: 15 },
    );
  });

  it('the classes known without the property regex are the engine’s (every code point of the known blocks)', () => {
    let known = 0;
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const k = knownClass(cp);
      if (k < 0) continue;
      known++;
      if (cp >= 0x80 && k !== classifyCodePoint(cp)) expect.fail(`U+${cp.toString(16)}: known ${k}, the regex says ${classifyCodePoint(cp)}`);
    }
    expect(known).toBeGreaterThan(3000);
    expect(knownClass(0x2028)).toBe(-1); // a line separator is white space: left to the regex
    expect(classifyCodePoint(0x2028)).toBe(classifyCodePoint(0x20)); // BLANK
  });

  it('o200kPieces, pieceAt and pieceEnd on a few texts, written out', () => {
    expect(o200kPieces("Don't  stop\n\n  now")).toEqual(["Don't", ' ', ' stop', '\n\n', ' ', ' now']);
    expect(o200kPieces('a café, x  \u00a0\n y')).toEqual(['a', ' café', ',', ' x', '  \u00a0\n', ' y']); // a no-break space continues the run
    expect(o200kPieces('├── agents/  # Agent files')).toEqual(['├──', ' agents', '/', ' ', ' #', ' Agent', ' files']);
    expect(pieceAt('a  é', 1)).toBe(' ');
    expect(pieceAt('a  é', 2)).toBe(' é');
    expect(pieceEnd('😀x', 0, 3)).toBe(3); // an emoji is a prefix to letters
    expect(pieceEnd('😀 x', 0, 4)).toBe(2);
    expect(pieceEnd('\ud800', 0, 1)).toBe(1);
  });
});

describe('the counter over the hand-made pieces', () => {
  const plain = { allowedSpecial: new Set<string>(), disallowedSpecial: new Set<string>() };
  const gpt = (s: string): number => encode(s, plain).length;

  it('counts random mixed strings as gpt-tokenizer, memo hits and all', () => {
    const count = tableCounter(o200kTable());
    const texts = randomTexts([...ASCII_PARTS, ...UNICODE_PARTS], slow ? 20_000 : 600, 30, 99);
    for (const s of [...texts, ...texts]) expect(count(s), JSON.stringify(s)).toBe(gpt(s));
  });

  it('counts the corpus files as gpt-tokenizer (through countWith)', () => {
    const configs = (name: string): boolean => /\.(md|json|jsonc|ya?ml|txt)$/.test(name);
    const texts = textsBelow(existsSync(CORPUS) ? CORPUS : join(packageRoot(), 'docs'), configs);
    expect(texts.length).toBeGreaterThan(10);
    const count = tableCounter(o200kTable());
    for (const s of texts) expect(countWith(count, s)).toBe(countWith(gpt, s));
  });
});
