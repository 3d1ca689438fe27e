import { describe, expect, it } from 'vitest';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { o200kCounter } from '../../src/report/tokens.js';

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
