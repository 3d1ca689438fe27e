import type { TokenCounter } from './audit.js';

/** Runs of non-space characters at least this long are counted in slices (see `o200kCounter`). */
const LONG_RUN = /\S{256,}/g;
/** Slice length for long runs, in UTF-16 code units. */
const SLICE = 64;

/**
 * The approximate token counter every command uses: js-tiktoken with the `o200k_base` ranks,
 * loaded on demand (the ranks are large). Special-token text counts as plain text.
 *
 * BPE merging is quadratic in the length of one pre-tokenised piece, and a long run of letters
 * (a base64 blob, a minified line) is one piece: 16 KiB took ~30 s. Runs of 256 or more
 * non-space characters are therefore counted in 64-character slices, which changes the count of
 * such runs by at most a few tokens per slice and keeps the cost linear. The result is an
 * approximation either way (labelled so in every output).
 */
export async function o200kCounter(): Promise<TokenCounter> {
  const [{ Tiktoken }, ranks] = await Promise.all([import('js-tiktoken/lite'), import('js-tiktoken/ranks/o200k_base')]);
  const enc = new Tiktoken(ranks.default);
  const encode = (s: string): number => (s === '' ? 0 : enc.encode(s, [], []).length);
  return (text) => {
    let total = 0;
    let last = 0;
    for (const m of text.matchAll(LONG_RUN)) {
      total += encode(text.slice(last, m.index));
      for (let i = 0; i < m[0].length; i += SLICE) total += encode(m[0].slice(i, i + SLICE));
      last = m.index + m[0].length;
    }
    return total + encode(text.slice(last));
  };
}
