import { isUtf8 } from 'node:buffer';

/**
 * The first place where bytes stop being UTF-8 text: a NUL byte, or a byte that does not start or
 * continue a well-formed UTF-8 sequence (the same sequences Go's `utf8.Valid` and the WHATWG
 * decoder accept: no overlongs, no surrogates, nothing above U+10FFFF). `offset` is 0-based, in
 * bytes; `byte` is the value there. `utf16` is set when the data starts with a UTF-16 byte-order
 * mark (`FF FE` or `FE FF`), the usual reason.
 */
export interface NonText {
  kind: 'nul' | 'invalid-utf8';
  offset: number;
  byte: number;
  utf16: 'le' | 'be' | null;
}

/** Length of the well-formed UTF-8 sequence at `i`, or 0 when the byte there does not start one. */
function sequenceLength(b: Uint8Array, i: number): number {
  const c = b[i]!;
  if (c < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf): boolean => i + k < b.length && b[i + k]! >= lo && b[i + k]! <= hi;
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if (c === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (c >= 0xe1 && c <= 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (c === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (c >= 0xf1 && c <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (c === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/** Where `data` stops being UTF-8 text without NUL bytes, or `null` when it is such text throughout. */
export function firstNonText(data: Uint8Array): NonText | null {
  const nul = data.indexOf(0);
  if (nul < 0 && isUtf8(data)) return null;
  const utf16 = data[0] === 0xff && data[1] === 0xfe ? 'le' : data[0] === 0xfe && data[1] === 0xff ? 'be' : null;
  const end = nul < 0 ? data.length : nul;
  for (let i = 0; i < end; ) {
    const n = sequenceLength(data, i);
    if (n === 0) return { kind: 'invalid-utf8', offset: i, byte: data[i]!, utf16 };
    i += n;
  }
  return { kind: 'nul', offset: nul, byte: 0, utf16 };
}

/**
 * The 1-based line and column (UTF-16 code units, as `Pos` in the model) of byte `offset` of
 * `data`, whose bytes before `offset` are UTF-8 text (as `firstNonText` finds them). Lines end at
 * `\n`, `\r\n` and a lone `\r`; a leading byte-order mark is not counted.
 */
export function textPosition(data: Uint8Array, offset: number): { line: number; column: number } {
  const text = new TextDecoder().decode(data.subarray(0, offset));
  let line = 1;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: text.length - start + 1 };
}

/** `a NUL byte`, `byte 0xFF, which is not UTF-8`, with `(the file starts with a UTF-16 byte-order mark)` when it does. */
export function describeNonText(n: NonText): string {
  const what = n.kind === 'nul' ? 'a NUL byte' : `byte 0x${n.byte.toString(16).toUpperCase().padStart(2, '0')}, which is not UTF-8`;
  return n.utf16 === null ? what : `${what} (the file starts with a UTF-16 ${n.utf16 === 'le' ? 'little' : 'big'}-endian byte-order mark)`;
}
