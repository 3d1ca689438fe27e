/**
 * Is a heading label line inside a CommonMark code block? The exact pre-check answers "no" without
 * remark; remark decides the rest. Every "no" of the pre-check must be remark's answer too.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock('remark', async (importOriginal) => {
  const real = await importOriginal<typeof import('remark')>();
  return {
    ...real,
    remark: () => {
      calls.n++;
      return real.remark();
    },
  };
});

// A fresh copy of the module under test that sees the mock, even when an earlier test file in the
// same worker (the suite runs without per-file isolation) already loaded it with the real remark.
vi.resetModules();
const { codeBlockLines, lineInCodeBlock, mayBeInCodeBlock } = await import('../../src/runtimes/fork/sim/code-blocks.js');

/** remark's own answer, always parsing. */
const byRemark = (text: string, line: number): boolean => codeBlockLines(text).some(([a, b]) => line >= a && line <= b);

beforeEach(() => {
  calls.n = 0;
});

describe('label line in a code block: the pre-check rules it out without remark', () => {
  it.each<[string, string, number]>([
    ['a heading on line 1', '# Title\nbody\n', 1],
    ['a heading after frontmatter', '---\nname: x\n---\n# Title\n', 4],
    ['a heading after a paragraph', 'intro text\n# Heading\n', 2],
    ['three spaces of indentation', '   # Heading\n', 1],
    ['one space of indentation, no line end', ' # Heading', 1],
    ['a heading inside a list item by indentation', '- item\n\n  # Heading\n', 3],
    ['a heading after a block quote', '> quote\n# After\n', 2],
    ['inside an HTML block', '<div>\n# Heading\n</div>\n', 2],
    ['after inline code with single backticks', 'use `npm ci` here\n# Heading\n', 2],
    ['after a double backtick span', 'use ``a`b`` here\n# Heading\n', 2],
    ['a fence after the label does not count', '# Heading\n```\ncode\n```\n', 1],
    ['CRLF line ends', 'intro\r\n# Heading\r\n```\r\n', 2],
    ['a non-breaking space before the #', '\u00a0\u00a0\u00a0\u00a0# Heading\n', 1],
  ])('%s', (_name, text, line) => {
    expect(mayBeInCodeBlock(text, line)).toBe(false);
    expect(lineInCodeBlock(text, line)).toBe(false);
    expect(calls.n).toBe(0);
    expect(byRemark(text, line)).toBe(false);
  });
});

describe('label line in a code block: remark decides the hard cases', () => {
  it.each<[string, string, number, boolean]>([
    ['inside a backtick fence', '```\n# in fence\n```\n', 2, true],
    ['inside a tilde fence', '~~~\n# in fence\n~~~\n', 2, true],
    ['inside an unclosed fence', 'intro\n\n```sh\n# unclosed\n', 4, true],
    ['after a closed fence', '```\ncode\n```\n# after\n', 4, false],
    ['inside a fence inside a list item', '- item\n\n  ```\n  # in fence\n  ```\n', 4, true],
    ['inside a fence nested two lists deep', '- a\n  - b\n\n    ```\n    # deep\n    ```\n', 5, true],
    ['after a fence in a block quote (the quote ends)', '> ```\n> code\n# after\n', 3, false],
    ['inside a four-backtick fence a three-backtick line does not close', '````\n```\n# still code\n````\n', 3, true],
    ['a tilde fence is not closed by backticks', '~~~\n```\n# still code\n~~~\n', 3, true],
    ['a backtick "fence" whose info string has a backtick is inline code', '``` js ```\n# Heading\n', 2, false],
    ['a fence inside an HTML comment block', '<!--\n```\n-->\n# Heading\n', 4, false],
    ['indented code at the start', '    # indented\n', 1, true],
    ['a tab is 4 columns', '\t# indented\n', 1, true],
    ['indented code after a blank line', 'paragraph\n\n    # indented\n', 3, true],
    ['lazy continuation: 4 spaces cannot interrupt a paragraph', 'paragraph\n    # continuation\n', 2, false],
    ['indented code inside a list item (content at 2, then 4)', '- item\n\n      # code in item\n', 3, true],
    ['4 spaces right after a list item paragraph continue it', '- item\n    # continuation\n', 2, false],
    ['CRLF fence', '```\r\n# in fence\r\n```\r\n', 2, true],
  ])('%s', (_name, text, line, expected) => {
    expect(mayBeInCodeBlock(text, line)).toBe(true);
    expect(lineInCodeBlock(text, line)).toBe(expected);
    expect(calls.n).toBe(1);
    expect(byRemark(text, line)).toBe(expected);
  });

  it('sends text with a lone \\r to remark (it ends a line there, the label scan does not)', () => {
    const text = 'intro\r```\n# Heading\n';
    expect(mayBeInCodeBlock(text, 2)).toBe(true);
    expect(lineInCodeBlock(text, 2)).toBe(byRemark(text, 2));
    expect(calls.n).toBe(2);
  });
});

describe('the pre-check is exact', () => {
  /** Deterministic line pieces: fences, lists, quotes, indentation, HTML, headings. */
  const PIECES = [
    '', 'text', '# H', '  # H', '   # H', '    # H', '\t# H', ' \t# H', '```', '~~~', '````', '``` x', '  ```', '    ```', '- item', '  - sub',
    '1. item', '> quote', '> ```', '<div>', '</div>', '<!--', '-->', '---', 'a `b` c', '- ```', '      # H', '  # H',
  ];
  it('never rules out a line remark puts in a code block (600 generated heads)', () => {
    let seed = 12345;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    let ruledOut = 0;
    let parsed = 0;
    for (let doc = 0; doc < 600; doc++) {
      const lines = Array.from({ length: 2 + rand(6) }, () => PIECES[rand(PIECES.length)]!);
      const text = lines.join('\n') + '\n';
      const heads = lines.map((l, i) => (l.trim().startsWith('#') ? i + 1 : 0)).filter((n) => n > 0);
      if (heads.length === 0) continue;
      const line = heads[0]!;
      const inCode = byRemark(text, line);
      parsed++;
      if (!mayBeInCodeBlock(text, line)) {
        ruledOut++;
        expect({ text, line, inCode }).toEqual({ text, line, inCode: false });
      }
      expect(lineInCodeBlock(text, line)).toBe(inCode);
    }
    // Both paths are exercised.
    expect(ruledOut).toBeGreaterThan(60);
    expect(parsed - ruledOut).toBeGreaterThan(60);
  });
});
