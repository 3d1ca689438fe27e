import { describe, expect, it } from 'vitest';
import { extractLabel } from '../../src/runtimes/fork/sim/labels.js';
import { runeCount, trimSpaceBytes } from '../../src/go/bytes.js';

const b = (s: string | number[]): Buffer => (typeof s === 'string' ? Buffer.from(s, 'utf8') : Buffer.from(s));

// docs/runtimes/fork.md §6.3, §9.2 items 9 and 11, conformance case 29.
const cases: [string, Buffer, string | null, string | null][] = [
  ['frontmatter description', b('---\ndescription: Auth conventions\n---\nbody'), 'Auth conventions', 'description'],
  ['plain prose has no label', b('just prose\nmore prose\n'), null, null],
  ['description beats a later heading', b('---\nname: x\ndescription: Auth service conventions\n---\n# Ignored heading\n'), 'Auth service conventions', 'description'],
  ['first # line', b('\n\n# Billing rules\n## Sub\n'), 'Billing rules', 'heading'],
  ['all leading # removed, then trimmed', b('###   Deep   \n'), 'Deep', 'heading'],
  ['#tag counts as heading', b('#tag\n'), 'tag', 'heading'],
  ['shebang counts as heading', b('#!/bin/sh\n'), '!/bin/sh', 'heading'],
  ['empty # line stops the scan', b('####   \n# real\n'), null, 'heading'],
  ['double quotes stripped', b('---\ndescription: "Quoted"\n---\n'), 'Quoted', 'description'],
  ['single quotes stripped', b("---\ndescription: 'Single quoted'\n---\n"), 'Single quoted', 'description'],
  ['no second trim after quote strip', b('---\ndescription: " x "\n---\n'), ' x ', 'description'],
  ['all quote chars stripped at both ends', b('---\ndescription: "\'mixed\'"\n---\n'), 'mixed', 'description'],
  ['empty description: no heading fallback', b('---\ndescription:\n---\n# Heading\n'), null, 'description-empty'],
  ['empty quoted description', b('---\ndescription: ""\n---\n# Heading\n'), null, 'description-empty'],
  ['heading after closed frontmatter', b('---\nname: x\n---\n\n# Heading after frontmatter\n'), 'Heading after frontmatter', 'heading'],
  ['unclosed frontmatter: no heading', b('---\nname: x\n# Not a heading\n'), null, null],
  ['indented description key matches', b('---\nmeta:\n  description: Nested key matches\n---\n'), 'Nested key matches', 'description'],
  ['block scalar gives >', b('---\ndescription: >\n  folded text\n---\n'), '>', 'description'],
  ['CRLF stripped', b('\r\n# Title\r\nbody\r\n'), 'Title', 'heading'],
  ['CRLF frontmatter', b('---\r\ndescription: CRLF desc\r\n---\r\n'), 'CRLF desc', 'description'],
  ['BOM blocks frontmatter, heading wins', b([0xef, 0xbb, 0xbf, ...b('---\ndescription: X\n---\n# H')]), 'H', 'heading'],
  ['U+0085 before # is trimmed', b('\u0085# Next line heading\n'), 'Next line heading', 'heading'],
  ['blank lines with spaces are skipped before ---', b('  \n\t\n---\ndescription: after blanks\n---\n'), 'after blanks', 'description'],
  ['--- not first: not frontmatter; description line ignored', b('text\n---\ndescription: no\n---\n# Yes\n'), 'Yes', 'heading'],
  ['empty file', b(''), null, null],
];

describe('extractLabel (docs/runtimes/fork.md §6.3)', () => {
  for (const [name, input, label, from] of cases) {
    it(name, () => {
      const r = extractLabel(input);
      expect(r.bytes === null ? null : r.bytes.toString('utf8')).toBe(label);
      expect(r.from).toBe(from);
    });
  }

  it('reports the 1-based line of the label', () => {
    expect(extractLabel(b('\n\n# H\n')).line).toBe(3);
    expect(extractLabel(b('---\nx: 1\ndescription: d\n---\n')).line).toBe(3);
  });

  it('cuts at 120 code points and appends …', () => {
    const r = extractLabel(b('# ' + 'é'.repeat(130)));
    expect(r.truncated).toBe(true);
    expect(r.bytes!.toString('utf8')).toBe('é'.repeat(120) + '…');
    expect(r.bytes!.length).toBe(243);
  });

  it('keeps exactly 120 code points untouched', () => {
    const r = extractLabel(b('# ' + 'x'.repeat(120)));
    expect(r.truncated).toBe(false);
    expect(r.bytes!.toString('utf8')).toBe('x'.repeat(120));
  });

  it('keeps raw invalid bytes in an untruncated label', () => {
    const r = extractLabel(Buffer.concat([b('# a'), Buffer.from([0xff, 0xfe]), b('z\n')]));
    expect([...r.bytes!]).toEqual([0x61, 0xff, 0xfe, 0x7a]);
  });

  it('counts each invalid byte as one code point and emits U+FFFD when cut', () => {
    const label = Buffer.concat([Buffer.from([0xff]), b('y'.repeat(120))]);
    const r = extractLabel(Buffer.concat([b('# '), label]));
    expect(r.truncated).toBe(true);
    expect(r.bytes!.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbf, 0xbd]));
    expect(r.bytes!.length).toBe(3 + 119 + 3);
  });

  it('reads only the first 32768 bytes', () => {
    const r = extractLabel(Buffer.concat([b('\n'.repeat(32768)), b('# Too late\n')]));
    expect(r.bytes).toBeNull();
  });
});

describe('Go byte helpers', () => {
  it('TrimSpace does not trim a BOM but trims U+3000 and U+0085', () => {
    expect(trimSpaceBytes(b('\ufeffx')).toString()).toBe('\ufeffx');
    expect(trimSpaceBytes(b('\u3000\u0085x\u00a0 ')).toString()).toBe('x');
  });
  it('runeCount counts invalid bytes one each', () => {
    expect(runeCount(Buffer.from([0xe2, 0x82]))).toBe(2);
    expect(runeCount(b('é…'))).toBe(2);
    expect(runeCount(Buffer.from([0xed, 0xa0, 0x80]))).toBe(3); // surrogate: invalid in Go
  });
});

describe('trimSpaceBytes agrees with the string TrimSpace on valid UTF-8', () => {
  it('property', async () => {
    const fc = await import('fast-check');
    const { trimSpace } = await import('../../src/go/path.js');
    const spaces = ['\t', '\n', '\u000b', '\f', '\r', ' ', '\u0085', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', 'x', 'é', '#'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...spaces), { maxLength: 12 }), (parts) => {
        const s = parts.join('');
        expect(trimSpaceBytes(Buffer.from(s, 'utf8')).toString('utf8')).toBe(trimSpace(s));
      }),
    );
  });
});
