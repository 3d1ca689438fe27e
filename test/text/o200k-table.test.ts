import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fc from 'fast-check';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { encodeTable, heapMergeCount, isValidUtf8, mergeCount, O200kTable, o200kTable, pieceCount, tableCounter, type RankDecoder } from '../../src/text/o200k-table.js';
import { countLines, countTokens, countWith, newLineMemo } from '../../src/text/token-count.js';
import { o200kPieces } from '../../src/text/o200k-split.js';
import { o200kCounter } from '../../src/report/tokens.js';
import { packageRoot } from '../../src/package-root.js';

const ranks = ((m: { default?: RankDecoder } | RankDecoder) => (Array.isArray(m) ? m : (m as { default: RankDecoder }).default))(
  createRequire(import.meta.url)('gpt-tokenizer/bpeRanks/o200k_base') as RankDecoder,
) as RankDecoder;
const file = encodeTable(ranks);
const table = new O200kTable(file);
const count = tableCounter(table);
const plain = { allowedSpecial: new Set<string>(), disallowedSpecial: new Set<string>() };
const gpt = (s: string): number => encode(s, plain).length;

/** Texts where a lookup or a merge could go another way than gpt-tokenizer's. */
const tricky = [
  '',
  '# Auth service\n\nUse `pnpm test` before pushing.\nNever log tokens.\n',
  "don't DON'T we'll They've I'M x's",
  'naïve café Ünïcödé ÀÉÎÕÜ ß ẞ',
  '日本語のテキストです。中文文本。한국어 텍스트입니다。',
  'عربى עברית Ελληνικά русский текст हिन्दी ภาษาไทย',
  '😀🙂👍🏽👨‍👩‍👧‍👦🇫🇷 emoji',
  '\uFEFFusing System;\n\uFEFFnamespace X {}\n',
  '\uFEFF\uFEFF\uFEFF',
  '\uFEFF',
  '\uFEFF#\n\uFEFF//\n\uFEFF\n\n',
  'a\uD800b \uDC00x \uD83D', // lone surrogates
  ' '.repeat(2000),
  '\t'.repeat(300) + '\n'.repeat(300) + '\r\n'.repeat(100),
  'x'.repeat(600),
  '=-'.repeat(400),
  'é'.repeat(700),
  '1234567890'.repeat(50),
  Buffer.alloc(3000, 7).toString('base64'),
  '<|endoftext|> and <|im_start|>system<|im_end|> <|fim_prefix|>',
  'https://example.com/a/b?c=d&e=f#g /usr/local/bin ../x/y.ts',
  '```ts\nconst x: Map<string, number[]> = new Map();\n```\n',
  '\u0000\u0001\u0007\u001b[31mred\u001b[0m\u007f',
  'Ǆǅǆ ǇǈǉHelloWORLDcamelCaseXMLHttpRequest',
  '\u0301\u0302 combining a\u0301e\u0302',
  '\u00a0\u2003\u3000 odd spaces\u2028\u2029',
];

describe('the o200k table counts exactly as gpt-tokenizer', () => {
  it('on tricky texts: unicode, BOMs, lone surrogates, long runs with and without whitespace, special-token text', () => {
    for (const s of tricky) expect(count(s), JSON.stringify(s.slice(0, 40))).toBe(gpt(s));
  });

  it('on random strings (code points of every plane, surrogate halves, spaces)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        expect(count(s)).toBe(gpt(s));
      }),
      { numRuns: 400 },
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom('the', ' ', 'é', '\uFEFF', '日本', '😀', "'s", '\n', '  ', '42', '--', 'Ab', '\uD800', 'x'), { maxLength: 120 }), (parts) => {
        const s = parts.join('');
        expect(count(s)).toBe(gpt(s));
      }),
      { numRuns: 400 },
    );
  });

  it('on the repository documents and the real corpus', () => {
    const texts: string[] = [];
    for (const f of ['README.md', 'docs/runtimes/fork.md', 'docs/runtimes/opencode.md', 'src/runtimes/fork/sim/resolve.ts']) {
      const p = join(packageRoot(), f);
      if (existsSync(p)) texts.push(readFileSync(p, 'utf8'));
    }
    expect(texts.length).toBeGreaterThan(1);
    for (const s of texts) expect(count(s)).toBe(gpt(s));
  });

  it('through countWith (slices of long runs, pieces of long texts) as with gpt-tokenizer', () => {
    const long = 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo'.repeat(40) + ' then prose, 日本語 and 😀 '.repeat(3000) + 'é'.repeat(900);
    expect(countWith(count, long)).toBe(countWith(gpt, long));
  });

  it("countLines (a memo per line) gives countWith's count of the whole, with and without hits", () => {
    const lines = ['# Title', '', 'Instructions from: docs/a.md', '/usr/bin', '  indented', '\tTab', '- item', "don't", 'naïve 日本語 😀', '   ', 'x'.repeat(300), '=-=-', '42 is 6*7', '\r'];
    const memo = newLineMemo();
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...lines), { maxLength: 40 }), fc.constantFrom('\n', '\r\n', '\n\n', ' \n', '.\n', '\n/'), (parts, sep) => {
        const s = parts.join(sep);
        expect(countLines(gpt, s, memo)).toBe(countWith(gpt, s));
      }),
      { numRuns: 300 },
    );
    expect(memo.counts.size).toBeGreaterThan(5); // lines were memoised and hit
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        expect(countLines(count, s, memo)).toBe(countWith(gpt, s));
      }),
      { numRuns: 200 },
    );
    const text = '# A\n\nUse pnpm.\n/path\nNever.\n';
    expect(countTokens(text + text)).toBe(gpt(text + text));
  });

  it('countLines tokenises a text it has seen before from its memo alone (a block shown at many Locations)', () => {
    const calls: string[] = [];
    const counting = (t: string): number => (calls.push(t), gpt(t));
    const memo = newLineMemo();
    const block = 'Instructions from: AGENTS.md\n# Rules\nUse pnpm.\nNever push.\n';
    const first = countLines(counting, block, memo);
    const made = calls.length;
    expect(made).toBeGreaterThan(0);
    expect(countLines(counting, block, memo)).toBe(first);
    expect(countLines(counting, block + block, memo)).toBe(gpt(block + block));
    expect(calls.length).toBe(made); // no piece of either text was tokenised again
  });

  it('the counter every command uses agrees', async () => {
    const c = await o200kCounter();
    for (const s of tricky.slice(0, 12)) expect(c(s)).toBe(countWith(gpt, s));
  });
});

describe('the table and its file', () => {
  it("byte-pair merging of short pieces (the allocation-free path) is the same as gpt-tokenizer's", () => {
    const enc = new TextEncoder();
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', minLength: 2, maxLength: 40 }).map((s) => enc.encode(s)), fc.uint8Array({ minLength: 2, maxLength: 64 })), (b) => {
        if (b.length <= 64) expect(mergeCount(table, b, b.length)).toBe(heapMergeCount(table, b, b.length));
      }),
      { numRuns: 200 },
    );
    for (const s of ['abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl', 'ab'.repeat(32), 'é'.repeat(32)]) {
      const b = enc.encode(s);
      expect(b.length).toBeLessThanOrEqual(64);
      expect(mergeCount(table, b, b.length)).toBe(gpt(s));
    }
  });

  it('byte-pair merging of ASCII pieces (shortMergeCount with ASCII ranks remembered) is the same as the heap', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 2, maxLength: 64, max: 0x7f }), (b) => {
        expect(table.shortMergeCount(b, b.length, true)).toBe(heapMergeCount(table, b, b.length));
      }),
      { numRuns: 400, seed: 64 },
    );
    const enc = new TextEncoder();
    for (const s of ['opencode', '/opencode', 'subagents', 'ab'.repeat(32), 'x'.repeat(64), '\t\n\r'.repeat(21), 'HTTPServerConfigurationFactoryBean']) {
      const b = enc.encode(s);
      expect(table.shortMergeCount(b, b.length, true), s).toBe(gpt(s));
      expect(pieceCount(table, s), s).toBe(gpt(s));
    }
  });

  it('pieceCount encodes UTF-8 as TextEncoder does (lone surrogates become U+FFFD) and counts as gpt-tokenizer', () => {
    for (const s of ['é', 'naïve', '日本語', '😀', '👍🏽', '\ud800', '\udc00b', '\ud83d', '\uFEFFx', '\uFEFF', 'ǅungla', '\u0301\u0302', '𝐀𝐁𝐂', 'x'.repeat(80) + 'é']) {
      expect(o200kPieces(s), JSON.stringify(s)).toEqual([s]); // one piece, so gpt-tokenizer's count of the text is the piece's
      expect(pieceCount(table, s), JSON.stringify(s)).toBe(gpt(s));
    }
  });

  it('byte-pair merging of a long piece is the same as the quadratic reference', () => {
    const enc = new TextEncoder();
    for (const s of [' '.repeat(3000), 'ab'.repeat(1500), '\n\t '.repeat(800)]) {
      const b = enc.encode(s);
      expect(mergeCount(table, b, b.length)).toBe(gpt(s));
    }
  });

  it('isValidUtf8 rejects overlong forms, surrogates and code points above U+10FFFF', () => {
    const ok = (...b: number[]): boolean => isValidUtf8(Uint8Array.from(b));
    expect(ok(0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80)).toBe(true);
    expect(ok(0xc0, 0x80)).toBe(false);
    expect(ok(0xe0, 0x80, 0x80)).toBe(false);
    expect(ok(0xed, 0xa0, 0x80)).toBe(false);
    expect(ok(0xf4, 0x90, 0x80, 0x80)).toBe(false);
    expect(ok(0xe2, 0x82)).toBe(false);
  });

  it('refuses a file that is not a table', () => {
    expect(() => new O200kTable(Buffer.from('not a table at all'))).toThrow(/not an o200k token table/);
    const cut = file.subarray(0, file.length - 1);
    expect(() => new O200kTable(cut)).toThrow(/not an o200k token table/);
  });

  it('reads an unaligned copy of the file', () => {
    const shifted = Buffer.alloc(file.length + 1);
    file.copy(shifted, 1);
    const t = new O200kTable(shifted.subarray(1));
    expect(tableCounter(t)('hello wörld 😀')).toBe(gpt('hello wörld 😀'));
  });

  it('the committed bundle/o200k_base.ctxtok is the table of the installed gpt-tokenizer', () => {
    const p = join(packageRoot(), 'bundle', 'o200k_base.ctxtok');
    expect(readFileSync(p).equals(file)).toBe(true);
  });

  it('o200kTable() loads one table per process and counts like the others', () => {
    const t = o200kTable();
    expect(o200kTable()).toBe(t);
    expect(tableCounter(t)(tricky[1]!)).toBe(gpt(tricky[1]!));
  });
});
