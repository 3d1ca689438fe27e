import { describe, expect, it } from 'vitest';
import { parse as parseJsonc, type ParseError } from 'jsonc-parser';
import { nativeJsoncValue, NOT_NATIVE, parseJsoncValue } from '../../src/load/jsonc-value.js';
import { seededRandom } from '../helpers/seeded-random.js';
import { shippedTexts } from '../helpers/shipped-texts.js';

/**
 * Same value in the strictest sense: same prototypes, same own keys in the same order, numbers
 * by `Object.is` (so -0 and NaN count), arrays element by element. A mismatch names the path.
 */
function sameValue(a: unknown, b: unknown, at = '$'): string | null {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b) ? null : `${at}: ${String(a)} vs ${String(b)}`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${at}: array vs not`;
  const pa = Object.getPrototypeOf(a) as unknown;
  const pb = Object.getPrototypeOf(b) as unknown;
  if (pa === Object.prototype || pa === Array.prototype || pa === null || pb === Object.prototype || pb === Array.prototype || pb === null) {
    if (pa !== pb) return `${at}: prototypes differ`;
  } else {
    const d = sameValue(pa, pb, `${at}.<prototype>`);
    if (d !== null) return d;
  }
  const ka = Reflect.ownKeys(a);
  const kb = Reflect.ownKeys(b);
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return `${at}: keys ${ka.map(String).join(',')} vs ${kb.map(String).join(',')}`;
  for (const k of ka) {
    const d = sameValue((a as Record<PropertyKey, unknown>)[k], (b as Record<PropertyKey, unknown>)[k], `${at}.${String(k)}`);
    if (d !== null) return d;
  }
  return null;
}

/** jsonc-parser's answer and ours for one text: the same value and the same errors, or a description of the difference. */
function compare(text: string): string | null {
  const e1: ParseError[] = [];
  const e2: ParseError[] = [];
  const want = parseJsonc(text, e1, { allowTrailingComma: true });
  const got = parseJsoncValue(text, e2);
  if (JSON.stringify(e1) !== JSON.stringify(e2)) return `errors ${JSON.stringify(e1)} vs ${JSON.stringify(e2)}`;
  return sameValue(got, want);
}


const KEYS = ['a', 'b', 'instructions', 'agent', '__proto__', '\\u005f_proto__', 'constructor', 'toString', '0', '1', '10', '-1', 'a/b', '//', '/*', 'x"y', 'é', '\\ud800', '', 'a'];
const STRINGS = ['', 'x', 'https://opencode.ai/config.json', '// not a comment', '/* nor this */', 'a,]', 'a,}', '\\"', '\\\\', '\\/', '\\b\\f\\n\\r\\t', '\\u0041', '\\uD83D\\uDE00', '\\udc00', 'tab\there', '\u2028\u2029', '{env:HOME}', '\\u005f\\u005fproto\\u005f\\u005f', '\u00a0', '\ufeff'];
const NUMBERS = ['0', '-0', '1', '-1', '0.5', '1e3', '1E+3', '1e-3', '-0.0', '1.7976931348623157e308', '1e400', '-1e400', '5e-324', '2e-324', '123456789012345678901234567890', '0.1000000000000000055511151231257827', '9007199254740993', '1.00000000000000011102230246251565404236316680908203125'];
const TRIVIA = [' ', '', '\n', '\r\n', '\t', '// c\n', '/* c */', '/**/', '/* , ] */', '// ,]\r', ' /*\n*/ '];

/** A random JSONC text: values of depth ≤ 4 with random trivia, comments and trailing commas. */
function generate(r: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const ws = (): string => (r() < 0.6 ? pick([' ', '', '\n  ']) : pick(TRIVIA));
  const value = (depth: number): string => {
    const k = r();
    if (depth < 4 && k < 0.25) {
      const n = Math.floor(r() * 4);
      const items = Array.from({ length: n }, () => ws() + `"${pick(KEYS)}"` + ws() + ':' + ws() + value(depth + 1) + ws());
      return '{' + items.join(',') + (n > 0 && r() < 0.3 ? ',' + ws() : '') + ws() + '}';
    }
    if (depth < 4 && k < 0.45) {
      const n = Math.floor(r() * 4);
      const items = Array.from({ length: n }, () => ws() + value(depth + 1) + ws());
      return '[' + items.join(',') + (n > 0 && r() < 0.3 ? ',' + ws() : '') + ws() + ']';
    }
    if (k < 0.65) return `"${pick(STRINGS)}"`;
    if (k < 0.85) return pick(NUMBERS);
    return pick(['true', 'false', 'null']);
  };
  return ws() + value(0) + ws();
}

/** Characters a mutation inserts: JSON's and JSONC's delimiters, white space JSON lacks, escapes. */
const NOISE = ['/', '*', '"', '\\', ',', ']', '}', '[', '{', ':', '\n', '\r', '\u000b', '\u000c', '\u00a0', '\u2028', '\ufeff', '\u0000', '\u001f', '-', '0', 'e', '.', 'u', 'x', ' ', '//', '/*', '*/', ',]', ',}', '[,]', '{,}', '"__proto__":{"p":1}', '"__proto__":null', '"__proto__":1', '"\\u005f_proto__":[]'];

/** A text with 1–3 random edits (insert, delete, replace). */
function mutate(text: string, r: () => number): string {
  let t = text;
  const n = 1 + Math.floor(r() * 3);
  for (let i = 0; i < n; i++) {
    const at = Math.floor(r() * (t.length + 1));
    const op = r();
    const noise = NOISE[Math.floor(r() * NOISE.length)]!;
    if (op < 0.5) t = t.slice(0, at) + noise + t.slice(at);
    else if (op < 0.75) t = t.slice(0, at) + t.slice(at + 1);
    else t = t.slice(0, at) + noise + t.slice(at + 1);
  }
  return t;
}

describe('parseJsoncValue agrees with jsonc-parser parse (allowTrailingComma)', () => {
  it('on every JSON/JSONC file of the tests, examples, conformance cases and corpus, and the JSON blocks of docs/ and rules/', () => {
    const files = shippedTexts((n) => /\.jsonc?$/.test(n) || n === '.opencode.json');
    expect(files.length).toBeGreaterThan(200);
    const blocks = shippedTexts((n) => n.endsWith('.md'), 4000, ['docs', 'rules']).flatMap((f) => [...f.text.matchAll(/```jsonc?[^\n]*\n([\s\S]*?)```/g)].map((m) => ({ name: f.name, text: m[1]! })));
    expect(blocks.length).toBeGreaterThan(50);
    const all = [...files, ...blocks].map((f) => ({ name: f.name, text: f.text.replace(/^\uFEFF/, '') }));
    const bad = all.map((f) => ({ name: f.name, d: compare(f.text) })).filter((x) => x.d !== null);
    expect(bad).toEqual([]);
    // Every text jsonc-parser reads without an error, except those with a `__proto__` key, takes the native path.
    const slow = all.filter((f) => {
      const errors: ParseError[] = [];
      parseJsonc(f.text, errors, { allowTrailingComma: true });
      return errors.length === 0 && !f.text.includes('__proto__') && nativeJsoncValue(f.text) === NOT_NATIVE;
    });
    expect(slow.map((f) => f.name)).toEqual([]);
  });

  it('on a corpus config with comments and trailing commas, and one of strict JSON', () => {
    const jsonc = '{\n  // c\n  "$schema": "https://opencode.ai/config.json", /* b */\n  "instructions": ["AGENTS.md", "docs/*.md",],\n  "agent": {"x": {"prompt": "a // b /* c */",},},\n}\n';
    expect(parseJsoncValue(jsonc)).toEqual({ $schema: 'https://opencode.ai/config.json', instructions: ['AGENTS.md', 'docs/*.md'], agent: { x: { prompt: 'a // b /* c */' } } });
    expect(compare(jsonc)).toBeNull();
    expect(compare('{"a": [1, -0, 1e400, "\\ud800"], "b": {"c": null}}')).toBeNull();
  });

  // Found by the session-22 breaker: each unterminated opener was matched again to the end of the
  // text (quadratic: 110 s for a 1 MB config); one match now runs to the end, and jsonc-parser reports it.
  it('on many unterminated block comments: left to jsonc-parser, which reports the first', () => {
    const text = '{}' + '/*a'.repeat(200_000);
    expect(nativeJsoncValue(text)).toBe(NOT_NATIVE);
    const errors: ParseError[] = [];
    expect(parseJsoncValue(text, errors)).toEqual(parseJsonc(text, [], { allowTrailingComma: true }));
    expect(errors.map((e) => e.offset)).toEqual([2]);
    // A terminated comment after them all is still a comment of the first opener's run.
    expect(nativeJsoncValue('{"a": 1 /* x */, }')).toEqual({ a: 1 });
    expect(nativeJsoncValue('{"a": "/*"} /* c')).toBe(NOT_NATIVE);
  });

  it('on __proto__ keys: the prototype is set as jsonc-parser sets it (so as opencode 1.18 sees it)', () => {
    const got = parseJsoncValue('{"__proto__": {"agent": {}}, "x": 1}') as Record<string, unknown>;
    expect(Object.keys(got)).toEqual(['x']);
    expect(Object.getPrototypeOf(got)).toEqual({ agent: {} });
    expect(got['agent']).toEqual({});
    expect(Object.getPrototypeOf(parseJsoncValue('{"\\u005f_proto__": null}'))).toBeNull();
    expect(Object.keys(parseJsoncValue('{"__proto__": 5}') as object)).toEqual([]);
    for (const t of ['{"__proto__": {"a": 1}}', '{"a": [{"\\u005f\\u005fproto__": []}]} // c', '{"__proto__": 1, "__proto__": {"b": 2},}']) expect(compare(t)).toBeNull();
  });

  it('on texts where a stripped comment or comma could change the meaning', () => {
    const cases = [
      '[,]',
      '{,}',
      '[1,,]',
      '{"a":1,,}',
      '{"a":,}',
      '{"a",}',
      '[1 /* , */ ,]',
      '1/**/2',
      '[1/**/2]',
      '-/**/1',
      '["a/*\n*/b"]',
      '["a\\\n/*"] */',
      '{"a":1} /* unterminated',
      '{"a":1} /',
      '["//", "/*"]',
      '["a" // x\n, "b"]',
      '["\\"//"]',
      '["\\\\"//"]\n]',
      '[1,\u000b]',
      '[1,\u00a0]',
      '\ufeff{}',
      '{"a":1}\u2028',
      '["\u2028"]',
      '["\u0001"]',
      '[01]',
      '[1.]',
      '[.5]',
      '[+1]',
      '[truex]',
      '[true/**/]',
      '[tru]',
      '',
      ' ',
      '// only a comment',
      '{"a":1,}',
      '[[],]',
      '[{},]',
      '{"a":{},}',
      '"abc',
      '["abc\\',
      '["\\u12"]',
      '["\\x41"]',
      '{"a":1}\r\n// end',
      '{"a":1 // c\r, "b":2}',
    ];
    for (const t of cases) expect([t, compare(t)]).toEqual([t, null]);
  });

  it('on 6000 generated JSONC texts and 6000 mutations of them', () => {
    const r = seededRandom(20261202);
    const bad: string[] = [];
    const count = { json: 0, native: 0, mutatedNative: 0 };
    for (let i = 0; i < 6000; i++) {
      const t = generate(r);
      if (compare(t) !== null) bad.push(t);
      const m = mutate(t, r);
      if (compare(m) !== null) bad.push(m);
      if (nativeJsoncValue(t) !== NOT_NATIVE) count.native++;
      if (nativeJsoncValue(m) !== NOT_NATIVE) count.mutatedNative++;
      try {
        JSON.parse(t);
        count.json++;
      } catch {
        // JSONC only
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    // Both paths are exercised: strict JSON, JSONC read natively, and (mutations) texts left to jsonc-parser.
    expect(count.json).toBeGreaterThan(300);
    expect(count.native - count.json).toBeGreaterThan(2000);
    expect(count.mutatedNative).toBeGreaterThan(600);
    expect(count.mutatedNative).toBeLessThan(5000);
  });
});
