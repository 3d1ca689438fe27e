import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineIndex } from '../../src/model/span.js';
import { MAX_CHECKED_YAML_DEPTH, nestingBound, parseYaml, yamlNesting } from '../../src/load/yaml-doc.js';
import { yamlReaderError } from '../../src/runtimes/fork/load/yaml-reader.js';
import { aliasTargets } from '../../src/runtimes/fork/load/yaml-v3-parse.js';
import { loadConfig } from '../../src/runtimes/fork/load/config.js';
import type { LoadContext } from '../../src/runtimes/fork/model/project.js';
import { MemorySource } from '../../src/source/memory.js';

/** Line starts as the per-character definition gives them: after `\n`, after `\r` not followed by `\n`. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) starts.push(i + 1);
  }
  return starts;
}

const yamlish = fc.string({ unit: fc.constantFrom('a', ' ', '-', '?', '[', ']', '{', '}', '\n', '\r', '#', '"', "'", ':', '\t', ',', 'é') , maxLength: 400 });

describe('LineIndex', () => {
  it.each([
    ['a\nb\n', [1, 1], [2, 1], [3, 1]],
    ['a\r\nb', [1, 1], [1, 3], [2, 2]],
    ['a\rb\r\r\nc', [1, 1], [2, 1], [4, 2]],
  ])('%j', (text, p0, p2, pEnd) => {
    const li = new LineIndex(text);
    expect(li.pos(0)).toEqual({ line: p0[0], column: p0[1] });
    expect(li.pos(2)).toEqual({ line: p2[0], column: p2[1] });
    expect(li.pos(text.length)).toEqual({ line: pEnd[0], column: pEnd[1] });
  });

  it('finds every line start, with and without carriage returns', () => {
    fc.assert(
      fc.property(yamlish, (text) => {
        const li = new LineIndex(text);
        const starts = lineStarts(text);
        expect(li.lineCount).toBe(starts.length);
        starts.forEach((s, i) => expect(li.pos(s)).toEqual({ line: i + 1, column: 1 }));
      }),
    );
  });
});

describe('nestingBound', () => {
  it('is never below the nesting yamlNesting finds', () => {
    fc.assert(
      fc.property(yamlish, (text) => {
        expect(nestingBound(text, 10_000)).toBeGreaterThanOrEqual(yamlNesting(text).maxDepth);
      }),
    );
  });

  it('stops counting past the limit', () => {
    expect(nestingBound('[[[[[[', 3)).toBe(4);
    expect(nestingBound('a: b\n', 3)).toBe(2);
  });

  it('lets parseYaml still refuse a text nested too deep to check (flow and block)', () => {
    const flow = 'a: ' + '['.repeat(MAX_CHECKED_YAML_DEPTH + 5) + ']'.repeat(MAX_CHECKED_YAML_DEPTH + 5) + '\n';
    expect(parseYaml(flow, 'f.yaml').errors.map((e) => e.code)).toEqual(['TOO_DEEP_TO_CHECK']);
    const block = Array.from({ length: MAX_CHECKED_YAML_DEPTH + 5 }, (_, i) => ' '.repeat(i) + 'k:').join('\n') + ' v\n';
    expect(parseYaml(block, 'f.yaml').errors.map((e) => e.code)).toEqual(['TOO_DEEP_TO_CHECK']);
    expect(parseYaml('a:\n  - [b, c]\n', 'f.yaml').errors).toEqual([]);
  });
});

/** The reader check without the ASCII shortcut: every character decoded (what the function did before). */
function slowReaderError(b: Buffer): ReturnType<typeof yamlReaderError> {
  // A leading non-ASCII byte that is a valid character makes the input non-ASCII, so the full decode runs.
  const r = yamlReaderError(Buffer.concat([Buffer.from('é', 'utf8'), b]));
  return r === null ? null : { ...r, offset: r.offset - 2 };
}

describe('yamlReaderError on ASCII input', () => {
  it('answers as the character-by-character decode does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ max: 127, maxLength: 200 }), (bytes) => {
        const b = Buffer.from(bytes);
        expect(yamlReaderError(b)).toEqual(slowReaderError(b));
      }),
    );
  });

  it.each([
    ['a: b\n\tc\r\n', null],
    ['a: b\x01', { offset: 4, problem: 'control characters are not allowed', bytes: '0x01' }],
    ['a\x7f', { offset: 1, problem: 'control characters are not allowed', bytes: '0x7f' }],
    ['x\x0b', { offset: 1, problem: 'control characters are not allowed', bytes: '0x0b' }],
  ])('%j', (text, want) => {
    expect(yamlReaderError(Buffer.from(text, 'latin1'))).toEqual(want);
  });
});

describe('aliasTargets', () => {
  it('finds no alias in a text without `*`, and still resolves those of a text with one', () => {
    expect([...aliasTargets(parseYaml('a: &x 1\nb: c\n', 'f.yaml')).values()]).toEqual([]);
    const y = parseYaml('a: &x 1\nb: *x\nc: *nope\n', 'f.yaml');
    expect([...aliasTargets(y).entries()].map(([a, t]) => [a.source, t === null ? null : String((t as { value?: unknown }).value)])).toEqual([
      ['x', '1'],
      ['nope', null],
    ]);
  });
});

describe('config nesting checks', () => {
  const load = (text: string) => {
    const ctx: LoadContext = { cwd: '/w', env: {}, withGlobal: false, source: new MemorySource('/', { 'w/.opencode.json': text }), W: '/w', home: null, documents: new Map(), issues: [] };
    const config = loadConfig(ctx);
    return { config, issues: ctx.issues };
  };
  it('a config with many brackets but shallow nesting is checked as usual', () => {
    const wide = load('{"contextPaths":["A.md"],"x":[' + Array.from({ length: 600 }, () => '{}').join(',') + ']}');
    expect(wide.config.ignored).toBe(false);
    expect(wide.config.contextPaths).toEqual(['A.md']);
    expect(wide.issues.filter((i) => i.rule === 'parse-error')).toEqual([]);
  });
  it('brackets inside strings count toward the bound only: a string of 600 `[` is no nesting', () => {
    const r = load('{"contextPaths":["' + '['.repeat(600) + '"]}');
    expect(r.issues.filter((i) => i.rule === 'parse-error')).toEqual([]);
    expect(r.config.contextPaths).toEqual(['['.repeat(600)]);
  });
});
