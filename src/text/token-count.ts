/**
 * A synchronous, approximate token count for rules (issue 11, point 9): gpt-tokenizer's
 * `o200k_base` encoding, loaded on first use only, with the same long-run slicing as the audit's
 * counter (`src/report/tokens.ts`), so rule messages and the audit table agree.
 *
 * Every o200k token covers at least one byte, so `Buffer.byteLength(text)` is an upper bound of the
 * count: callers compare bytes first and count only texts that could exceed their budget.
 */
import { createRequire } from 'node:module';

type Encode = (s: string, o: { allowedSpecial: Set<string>; disallowedSpecial: Set<string> }) => number[];

const LONG_RUN = /\S{256,}/g;
const SLICE = 64;
let encoder: Encode | null = null;

/** Approximate o200k_base token count of `text` (special-token text counts as plain text). Loads the encoder on first call; never throws for any string. */
export function countTokens(text: string): number {
  if (encoder === null) encoder = (createRequire(import.meta.url)('gpt-tokenizer/encoding/o200k_base') as { encode: Encode }).encode;
  const enc = encoder;
  const encode = (s: string): number => (s === '' ? 0 : enc(s, { allowedSpecial: new Set(), disallowedSpecial: new Set() }).length);
  let total = 0;
  let last = 0;
  for (const m of text.matchAll(LONG_RUN)) {
    total += encode(text.slice(last, m.index));
    for (let i = 0; i < m[0].length; i += SLICE) total += encode(m[0].slice(i, i + SLICE));
    last = m.index + m[0].length;
  }
  return total + encode(text.slice(last));
}
