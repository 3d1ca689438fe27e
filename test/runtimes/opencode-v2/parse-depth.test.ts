/** A config nested past the JSONC parser's recursion is a document error, not a stack overflow. */
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../src/runtimes/opencode-v2/load/config.js';
import { jsoncDepth } from '../../../src/runtimes/opencode/load/config.js';

describe('V2 parseDocument on deep nesting', () => {
  it('rejects 100000 levels with a message', () => {
    expect(parseDocument('{"a":'.repeat(100000) + '1' + '}'.repeat(100000))).toEqual({ error: 'nested more than 1000 levels deep, too deep to parse' });
  });
  it('still parses ordinary nesting', () => {
    expect(parseDocument('{"a": {"b": [1, {"c": 2}]}}')).toEqual({ value: { a: { b: [1, { c: 2 }] } } });
  });
});

describe('jsoncDepth', () => {
  it('counts braces and brackets outside strings and comments', () => {
    expect(jsoncDepth('{"a": [{"b": "{{[["}]} // {{{{\n /* [[[[ */ ')).toBe(3);
    expect(jsoncDepth('"\\"{{{"')).toBe(0);
    expect(jsoncDepth('')).toBe(0);
  });
});
