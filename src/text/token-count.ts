/**
 * Approximate token counting with the `o200k_base` encoding (counts identical to gpt-tokenizer's,
 * over the prebuilt table of `./o200k-table.ts`), shared by the audit's counter
 * (`src/report/tokens.ts`) and by rules (`countTokens`), so rule messages and the audit table
 * agree. The table is loaded on the first count, never at import.
 *
 * Every o200k token covers at least one byte, so `Buffer.byteLength(text)` bounds the count from
 * above: callers compare bytes first and count only texts that could exceed their budget.
 */
import { o200kTable, tableCounter } from './o200k-table.js';

/** Counts the tokens of one piece of text exactly (no slicing, no scaling): the table counter, or gpt-tokenizer's `encode(s).length` in tests. */
export type PieceCount = (s: string) => number;

/** Runs of non-space characters at least this long are counted in slices. */
const LONG_RUN = 256;
/** Slice length for long runs, in UTF-16 code units. */
const SLICE = 64;
/** Ordinary text is handed to the encoder in pieces of about this many UTF-16 code units. */
const CHUNK = 1 << 16;
/**
 * Text beyond this many UTF-16 code units is not encoded: the count of the first part is scaled by
 * length (8 Mi code units take a few seconds to encode; the count is an approximation either way).
 */
export const EXACT_TOKEN_CHARS = 8 << 20;

/** JavaScript's `\s`, by UTF-16 code unit. */
function isSpace(c: number): boolean {
  return (
    c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/**
 * Count `whole` with `enc`. BPE merging is quadratic in the length of one pre-tokenised piece, so
 * runs of 256 or more non-space characters are counted in 64-character slices (a few tokens off
 * per slice, linear cost); ordinary text is encoded in pieces of about 64 Ki code units cut just
 * before a space that follows a non-space character, where o200k's pre-tokeniser always starts a
 * new piece (same count as the whole). One pass, no regular expression, no recursion: safe on any
 * length; beyond `EXACT_TOKEN_CHARS` the count is scaled by length.
 */
export function countWith(exact: PieceCount, whole: string): number {
  const encode = (s: string): number => (s === '' ? 0 : exact(s));
  const n = Math.min(whole.length, EXACT_TOKEN_CHARS);
  const text = n < whole.length ? whole.slice(0, n) : whole;
  let total = 0;
  let pending = 0; // start of the ordinary text not yet encoded
  let i = 0;
  while (i < n) {
    if (isSpace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && !isSpace(text.charCodeAt(j))) j++;
    if (j - i >= LONG_RUN) {
      total += encode(text.slice(pending, i));
      for (let k = i; k < j; k += SLICE) total += encode(text.slice(k, Math.min(k + SLICE, j)));
      pending = j;
    } else if (j - pending >= CHUNK && j < n && text.charCodeAt(j) === 0x20) {
      total += encode(text.slice(pending, j));
      pending = j;
    }
    i = j;
  }
  total += encode(text.slice(pending, n));
  return n < whole.length ? Math.round((total * whole.length) / n) : total;
}

let exact: PieceCount | null = null;

/** The exact o200k piece counter over the run's table (loaded on first call, synchronously). */
export function o200kPieceCount(): PieceCount {
  return (exact ??= tableCounter(o200kTable()));
}

/** Approximate o200k_base token count of `text` (special-token text counts as plain text). Loads the table on first call; never throws for any string. */
export function countTokens(text: string): number {
  return countWith(o200kPieceCount(), text);
}
