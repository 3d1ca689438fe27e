/**
 * The byte checks of yaml.v3's reader (`readerc.go`, `yaml_parser_update_buffer`; v3.0.1, from
 * library source), which run before any YAML syntax is looked at. The JavaScript `yaml` package
 * sees text already decoded (invalid bytes become U+FFFD) and accepts control characters, so
 * without this check a frontmatter or flow the runtime rejects would load in ctxlens.
 *
 * For UTF-8 input, each character is decoded and then checked:
 * - leading byte `10xxxxxx` or `11111xxx`: `invalid leading UTF-8 octet`;
 * - input ends inside a sequence: `incomplete UTF-8 octet sequence`;
 * - a continuation byte that is not `10xxxxxx`: `invalid trailing UTF-8 octet`;
 * - an overlong encoding: `invalid length of a UTF-8 sequence`;
 * - a surrogate (U+D800–U+DFFF) or a value above U+10FFFF: `invalid Unicode character`;
 * - a character outside `#x9 | #xA | #xD | [#x20-#x7E] | #x85 | [#xA0-#xD7FF] | [#xE000-#xFFFD] |
 *   [#x10000-#x10FFFF]`: `control characters are not allowed`.
 *
 * A reader error carries no line (yaml.v3 prints `yaml: <problem>`). The reader decodes the input
 * in 512-byte chunks ahead of the scanner, so within the first 512 bytes a reader error wins over
 * any syntax error; ctxlens reports it first everywhere.
 */

import { isAscii } from 'node:buffer';

/** One reader error: the 0-based byte offset of the offending character and yaml.v3's problem text. */
export interface YamlReaderError {
  offset: number;
  problem: string;
  /** The offending byte(s) as hex (`0xe9`), for messages. */
  bytes: string;
}

function hex(b: Buffer, from: number, to: number): string {
  return [...b.subarray(from, to)].map((x) => '0x' + x.toString(16).padStart(2, '0')).join(' ');
}

/** A byte of ASCII input that yaml.v3's reader refuses: a control character other than tab, line feed and carriage return, or DEL. */
const ASCII_REFUSED = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;

/**
 * The first yaml.v3 reader error in `b` (UTF-8 input), or `null`. Linear, never throws. ASCII
 * input (most configuration) is checked for refused bytes in one native pass; anything else, or
 * ASCII input holding a refused byte, is decoded character by character as the reader does.
 * `text`: `b` decoded as UTF-8, when the caller holds it already (not decoded again).
 */
export function yamlReaderError(b: Buffer, text?: string): YamlReaderError | null {
  if (isAscii(b) && !ASCII_REFUSED.test(text ?? b.toString('latin1'))) return null;
  let i = 0;
  const n = b.length;
  while (i < n) {
    const o = b[i]!;
    const width = (o & 0x80) === 0 ? 1 : (o & 0xe0) === 0xc0 ? 2 : (o & 0xf0) === 0xe0 ? 3 : (o & 0xf8) === 0xf0 ? 4 : 0;
    if (width === 0) return { offset: i, problem: 'invalid leading UTF-8 octet', bytes: hex(b, i, i + 1) };
    if (i + width > n) return { offset: i, problem: 'incomplete UTF-8 octet sequence', bytes: hex(b, i, n) };
    let value = width === 1 ? o & 0x7f : width === 2 ? o & 0x1f : width === 3 ? o & 0x0f : o & 0x07;
    for (let k = 1; k < width; k++) {
      const t = b[i + k]!;
      if ((t & 0xc0) !== 0x80) return { offset: i, problem: 'invalid trailing UTF-8 octet', bytes: hex(b, i, i + k + 1) };
      value = (value << 6) + (t & 0x3f);
    }
    if (!(width === 1 || (width === 2 && value >= 0x80) || (width === 3 && value >= 0x800) || (width === 4 && value >= 0x10000))) {
      return { offset: i, problem: 'invalid length of a UTF-8 sequence', bytes: hex(b, i, i + width) };
    }
    if ((value >= 0xd800 && value <= 0xdfff) || value > 0x10ffff) return { offset: i, problem: 'invalid Unicode character', bytes: hex(b, i, i + width) };
    const allowed =
      value === 0x09 ||
      value === 0x0a ||
      value === 0x0d ||
      (value >= 0x20 && value <= 0x7e) ||
      value === 0x85 ||
      (value >= 0xa0 && value <= 0xd7ff) ||
      (value >= 0xe000 && value <= 0xfffd) ||
      (value >= 0x10000 && value <= 0x10ffff);
    if (!allowed) return { offset: i, problem: 'control characters are not allowed', bytes: hex(b, i, i + width) };
    i += width;
  }
  return null;
}

/**
 * 1-based line and UTF-16 column of byte `offset` in `b`, as `LineIndex` counts them for the text
 * `b.toString('utf8')` (lines end at `\n`; the column counts the decoded text before the offset).
 */
export function bytePosition(b: Buffer, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < b.length; i++) {
    if (b[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: b.toString('utf8', lineStart, offset).length + 1 };
}
