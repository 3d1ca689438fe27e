import type { TokenCounter } from './audit.js';
import { countTokens } from '../text/token-count.js';

export { EXACT_TOKEN_CHARS } from '../text/token-count.js';

/**
 * The approximate token counter every command uses: the `o200k_base` encoding with gpt-tokenizer's
 * counts, over a prebuilt rank table (`src/text/o200k-table.ts`) loaded on the first count — a
 * run that never counts never loads it. Special-token text counts as plain text.
 *
 * BPE merging is quadratic in the length of one pre-tokenised piece, and a long run of letters
 * (a base64 blob, a minified line) is one piece: 16 KiB took ~30 s. Runs of 256 or more
 * non-space characters are therefore counted in 64-character slices, which changes the count of
 * such runs by at most a few tokens per slice and keeps the cost linear. Ordinary text is
 * encoded in pieces of about 64 Ki code units cut just before a space that follows a non-space
 * character — a place where o200k's pre-tokeniser always starts a new piece, so the count is the
 * same as encoding the whole text. One pass over the text, no regular expression, no recursion:
 * safe on any length; beyond `EXACT_TOKEN_CHARS` the count is scaled by length. The
 * result is an approximation either way (labelled so in every output). Each distinct line is
 * counted once per process (`countLines` in `src/text/token-count.ts`: the sums are the same), so
 * a Location's whole instruction text costs little after its files were counted on their own.
 */
export async function o200kCounter(): Promise<TokenCounter> {
  return countTokens;
}
