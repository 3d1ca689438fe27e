import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/text/sha256.js';

const node = (s: string): string => createHash('sha256').update(s).digest('hex');

describe('sha256Hex', () => {
  it('gives the FIPS 180-4 digests', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('gives node crypto digest at every padding boundary (55, 56, 63, 64, 119, 120 bytes…)', () => {
    for (let n = 0; n <= 200; n++) expect(sha256Hex('x'.repeat(n))).toBe(node('x'.repeat(n)));
  });

  it('hashes UTF-8, as node does (multi-byte characters, NUL, lone surrogates)', () => {
    for (const s of ['é', 'agent\0m\0.opencode/agent/ä.md\0text', '😀'.repeat(40), '\ud800x', 'x\udc00']) expect(sha256Hex(s)).toBe(node(s));
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => sha256Hex(s) === node(s)), { numRuns: 300 });
  });
});
