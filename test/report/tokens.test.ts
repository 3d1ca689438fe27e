import { describe, expect, it } from 'vitest';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { EXACT_TOKEN_CHARS, o200kCounter } from '../../src/report/tokens.js';
import { EXACT_TOKEN_BYTES, memoCounter } from '../../src/report/audit.js';

describe('o200kCounter', () => {
  const plain = { allowedSpecial: new Set<string>(), disallowedSpecial: new Set<string>() };
  const enc = { encode: (s: string) => encode(s, plain) };
  it('counts ordinary text exactly as o200k_base does', async () => {
    const count = await o200kCounter();
    const text = '# Auth service\n\nUse `pnpm test` before pushing.\nNever log tokens.\n';
    expect(count(text)).toBe(enc.encode(text).length);
    expect(count('')).toBe(0);
  });
  it('counts a long run of letters in slices, close to the exact count', async () => {
    const count = await o200kCounter();
    const run = 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo'.repeat(12); // 420 chars, one BPE piece
    const exact = enc.encode(run).length;
    const sliced = count(run);
    expect(sliced).toBeGreaterThanOrEqual(Math.floor(exact * 0.8));
    expect(sliced).toBeLessThanOrEqual(Math.ceil(exact * 1.5));
  });
  it('handles a 64 KiB base64 blob (quadratic BPE would not finish within the test timeout)', async () => {
    const count = await o200kCounter();
    const blob = Buffer.alloc(48 * 1024, 7).toString('base64').replace(/A/g, 'Bx'); // ~64 KiB, no spaces
    expect(count('before ' + blob + ' after')).toBeGreaterThan(1000);
  });
});

describe('o200kCounter on large inputs', () => {
  const plain = { allowedSpecial: new Set<string>(), disallowedSpecial: new Set<string>() };
  it('counts text encoded in pieces exactly as the whole text (cuts only before a space after a non-space)', async () => {
    const count = await o200kCounter();
    const words = ['alpha', 'Beta', "don't", '42', '3.14159', '->', '\n\n', '  ', '\t', 'naïve', '日本語', '🙂', '#', '**bold**', '`code`', 'x/y', '...'];
    let text = '';
    for (let i = 0; text.length < 300_000; i++) text += words[(i * 7919) % words.length] + (i % 5 === 0 ? '' : ' ');
    expect(count(text)).toBe(encode(text, plain).length);
  });
  it('stays linear and exits normally on a long unbroken run (the old /\\S{256,}/ overflowed the stack above ~5 MiB)', async () => {
    const count = await o200kCounter();
    const run = 'ab'.repeat(3 << 20); // 6 Mi characters, no whitespace
    const n = count(run);
    expect(n).toBeGreaterThan(run.length / 64);
    expect(n).toBeLessThan(run.length);
  });
  it('scales the count beyond EXACT_TOKEN_CHARS instead of encoding everything', async () => {
    const count = await o200kCounter();
    const unit = 'word '.repeat(1000);
    const big = unit.repeat(Math.ceil((EXACT_TOKEN_CHARS * 1.5) / unit.length));
    const exactPerUnit = encode(unit, plain).length;
    const want = (exactPerUnit * big.length) / unit.length;
    expect(Math.abs(count(big) - want) / want).toBeLessThan(0.01);
  });
});

describe('memoCounter', () => {
  it('never decodes more than EXACT_TOKEN_BYTES of one content, and scales the count by size', () => {
    const seen: number[] = [];
    const count = memoCounter((s) => {
      seen.push(s.length);
      return s.length;
    });
    const big = Buffer.alloc(EXACT_TOKEN_BYTES * 3, 0x61);
    expect(count(big)).toBe(EXACT_TOKEN_BYTES * 3);
    expect(seen).toEqual([EXACT_TOKEN_BYTES]);
    expect(count(Buffer.from('abc'))).toBe(3);
  });
});
