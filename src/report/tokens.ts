import type { TokenCounter } from './audit.js';

/** Runs of non-space characters at least this long are counted in slices (see `o200kCounter`). */
const LONG_RUN = 256;
/** Slice length for long runs, in UTF-16 code units. */
const SLICE = 64;
/** Ordinary text is handed to the encoder in pieces of about this many UTF-16 code units. */
const CHUNK = 1 << 16;
/**
 * Text beyond this many UTF-16 code units is not encoded: the count of the first part is
 * scaled by length (8 Mi code units take a few seconds to encode; a context file that large is
 * an accident, and the count is an approximation either way).
 */
export const EXACT_TOKEN_CHARS = 8 << 20;

/** JavaScript's `\s` (what the previous `/\S{256,}/` run detection used), by UTF-16 code unit. */
function isSpace(c: number): boolean {
  return (
    c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/**
 * The approximate token counter every command uses: gpt-tokenizer's `o200k_base` encoding,
 * loaded on demand (its ranks are large; it initialises about four times faster than
 * js-tiktoken's and counts the same). Special-token text counts as plain text.
 *
 * BPE merging is quadratic in the length of one pre-tokenised piece, and a long run of letters
 * (a base64 blob, a minified line) is one piece: 16 KiB took ~30 s. Runs of 256 or more
 * non-space characters are therefore counted in 64-character slices, which changes the count of
 * such runs by at most a few tokens per slice and keeps the cost linear. Ordinary text is
 * encoded in pieces of about 64 Ki code units cut just before a space that follows a non-space
 * character — a place where o200k's pre-tokeniser always starts a new piece, so the count is the
 * same as encoding the whole text. One pass over the text, no regular expression, no recursion:
 * safe on any length (issue 15); beyond `EXACT_TOKEN_CHARS` the count is scaled by length. The
 * result is an approximation either way (labelled so in every output).
 */
export async function o200kCounter(): Promise<TokenCounter> {
  const { encode: enc } = await import('gpt-tokenizer/encoding/o200k_base');
  const plain = { allowedSpecial: new Set<string>(), disallowedSpecial: new Set<string>() };
  const encode = (s: string): number => (s === '' ? 0 : enc(s, plain).length);
  return (whole) => {
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
  };
}
