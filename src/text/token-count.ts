/**
 * Approximate token counting with the `o200k_base` encoding (counts identical to gpt-tokenizer's,
 * over the prebuilt table of `./o200k-table.ts`), shared by the audit's counter
 * (`src/report/tokens.ts`) and by rules (`countTokens`), so rule messages and the audit table
 * agree. The table is loaded on the first count, never at import.
 *
 * Every o200k token covers at least one byte, so `Buffer.byteLength(text)` bounds the count from
 * above: callers compare bytes first and count only texts that could exceed their budget.
 */
import { isAscii } from 'node:buffer';
import { O200K_SPLIT_CODE } from './o200k-split.js';
import { O200K_TABLE_CODE, O200K_TABLE_FILE, o200kTable, tableCounter } from './o200k-table.js';

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
  // Shorter than a long run: no slice and no cut, the whole text at once (no scan).
  if (whole.length < LONG_RUN) return whole === '' ? 0 : exact(whole);
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
    for (; j < n; j++) {
      const c = text.charCodeAt(j);
      if ((c <= 0x20 || c >= 0x7f) && isSpace(c)) break; // printable ASCII is never a space
    }
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

/** Segments at most this long (UTF-16 code units) are memoised; longer ones are counted each time. */
const MEMO_SEGMENT = 1 << 16;
/** The memo stops growing once its keys hold this many code units in all. */
const MEMO_TOTAL = 16 << 20;

/** Counts of lines already counted (`countLines`), and the code units their keys hold (bounded by `MEMO_TOTAL`). */
export interface LineMemo {
  counts: Map<string, number>;
  chars: number;
}

/** An empty line memo. */
export function newLineMemo(): LineMemo {
  return { counts: new Map(), chars: 0 };
}

/**
 * Where `text` may be cut so that the count of the parts is the count of the whole (every
 * `countWith` figure, exact or sliced): just after a `\n` that is followed by a character that is
 * neither whitespace nor `/`. No o200k pre-tokenised piece holds both: the pieces with a newline
 * are runs of whitespace, or punctuation followed by `[\r\n/]*`; the piece after the cut starts
 * there in either case, and the pieces before it end at the newline (their one look-ahead,
 * `\s+(?!\S)`, is never reached past a newline). A run of non-space characters never crosses the
 * cut, so the slicing of long runs is the same as well.
 */
function isCut(text: string, p: number): boolean {
  if (text.charCodeAt(p - 1) !== 0x0a) return false;
  const c = text.charCodeAt(p);
  return c !== 0x2f && !isSpace(c);
}

/**
 * `countWith` with a memo of the counts of lines (segments cut where `isCut` allows, so the sum
 * is exactly `countWith(exact, whole)`): texts that repeat lines — the same file counted on its
 * own and inside a Location's whole instruction text, the same block at many Locations — pay for
 * each distinct line once. Texts beyond `EXACT_TOKEN_CHARS` (scaled by length) are counted as a
 * whole, unmemoised.
 */
export function countLines(exact: PieceCount, whole: string, memo: LineMemo): number {
  if (whole.length > EXACT_TOKEN_CHARS) return countWith(exact, whole);
  let total = 0;
  let from = 0;
  const n = whole.length;
  const segment = (to: number): void => {
    const len = to - from;
    if (len > MEMO_SEGMENT) {
      total += countWith(exact, whole.slice(from, to));
      return;
    }
    const s = whole.slice(from, to);
    let c = memo.counts.get(s);
    if (c === undefined) {
      c = countWith(exact, s);
      if (memo.chars + len <= MEMO_TOTAL) {
        memo.chars += len;
        // A copy of its own: a slice would keep the whole text alive as long as the memo.
        memo.counts.set(len < 13 ? s : (' ' + s).slice(1), c);
      }
    }
    total += c;
  };
  for (let i = whole.indexOf('\n'); i >= 0 && i + 1 < n; i = whole.indexOf('\n', i + 1)) {
    if (isCut(whole, i + 1)) {
      segment(i + 1);
      from = i + 1;
    }
  }
  if (from < n) segment(n);
  return total;
}

const lines = newLineMemo();
let exact: PieceCount | null = null;

/** The exact o200k piece counter over the run's table (loaded on first call, synchronously). */
export function o200kPieceCount(): PieceCount {
  return (exact ??= tableCounter(o200kTable()));
}

/**
 * A memo of whole-text counts kept between runs (`src/run/token-count-cache.ts` keeps it on disk,
 * keyed by a hash of the text, for one set of `counterFiles`): `get` answers a count `countTokens`
 * gave before for the same text, or `undefined`; `set` is told each count made.
 */
export interface TokenCountStore {
  get(text: string): number | undefined;
  set(text: string, count: number): void;
}

let store: TokenCountStore | null = null;

/** Let `countTokens` consult `s` first and tell it each count it makes (`null`: no store, the default). */
export function useTokenCountStore(s: TokenCountStore | null): void {
  store = s;
}

/**
 * The files whose content decides every count `countTokens` gives (file URLs): the counting
 * code (this module, the splitter and the table reader: all one file, `cli.cjs`, in the bundle)
 * and the table file. A store of counts belongs to one state of these files.
 */
export function counterFiles(): string[] {
  return [...new Set([import.meta.url, O200K_SPLIT_CODE, O200K_TABLE_CODE, O200K_TABLE_FILE])];
}

/**
 * Approximate o200k_base token count of `text` (special-token text counts as plain text), the
 * same as `countWith(o200kPieceCount(), text)`; each distinct line is counted once per process
 * (`countLines`). Loads the table on first call; never throws for any string. With a store
 * (`useTokenCountStore`), a text it knows is not counted (nor the table loaded) and every text
 * counted is handed to it.
 */
export function countTokens(text: string): number {
  if (store === null || text === '' || text.length > EXACT_TOKEN_CHARS) return countLines(o200kPieceCount(), text, lines);
  const known = store.get(text);
  if (known !== undefined) return known;
  const n = countLines(o200kPieceCount(), text, lines);
  store.set(text, n);
  return n;
}

/** Bytes decoded in one step by `decodeUtf8Prefix` (small steps leave little garbage between collections). */
const DECODE_STEP = 1 << 16;
/** Byte sizes up to this are decoded in one piece (the plain way, fastest for ordinary prompts). */
const DECODE_WHOLE = 4 << 20;

/**
 * The UTF-8 decoding of the concatenation of `chunks` as `Buffer#toString('utf8')` gives it
 * (invalid sequences become U+FFFD, a byte-order mark is kept), cut to its first `limit` UTF-16
 * code units, and the length of the whole decoding in UTF-16 code units — without concatenating
 * the bytes or holding the whole string: the bytes are decoded 64 KiB at a time by a streaming
 * WHATWG decoder (the same replacements wherever the input is cut; tested against `toString`),
 * and each piece past the prefix is dropped as soon as it is measured. `step` and `wholeUpTo`
 * (inputs up to that many bytes are decoded in one piece) are for tests.
 */
export function decodeUtf8Prefix(chunks: readonly Uint8Array[], limit: number, step = DECODE_STEP, wholeUpTo = DECODE_WHOLE): { prefix: string; length: number } {
  let bytes = 0;
  for (const c of chunks) bytes += c.length;
  if (bytes <= wholeUpTo) {
    const one = chunks[0];
    const whole = (chunks.length === 1 && one !== undefined ? Buffer.from(one.buffer, one.byteOffset, one.length) : Buffer.concat(chunks)).toString('utf8');
    return { prefix: whole.length > limit ? whole.slice(0, limit) : whole, length: whole.length };
  }
  if (chunks.every((c) => isAscii(c))) {
    // ASCII decodes byte for byte: the length is the number of bytes, the prefix their first `limit`.
    const head: Uint8Array[] = [];
    let n = 0;
    for (const c of chunks) {
      if (n >= limit) break;
      const part = c.subarray(0, limit - n);
      head.push(part);
      n += part.length;
    }
    const one = head.length === 1 ? head[0]! : null;
    return { prefix: (one !== null ? Buffer.from(one.buffer, one.byteOffset, one.length) : Buffer.concat(head)).toString('latin1'), length: bytes };
  }
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const parts: string[] = [];
  let kept = 0;
  let length = 0;
  const take = (s: string): void => {
    length += s.length;
    if (kept >= limit || s === '') return;
    const piece = s.length <= limit - kept ? s : s.slice(0, limit - kept);
    parts.push(piece);
    kept += piece.length;
  };
  for (const c of chunks) for (let o = 0; o < c.length; o += step) take(decoder.decode(c.subarray(o, o + step), { stream: true }));
  take(decoder.decode());
  return { prefix: parts.join(''), length };
}

/** The last text longer than `EXACT_TOKEN_CHARS` counted by `scaledCount`: its counted first part and that part's count. */
let lastLong: { prefix: string; count: number } | null = null;

/**
 * `countTokens` of a text longer than `EXACT_TOKEN_CHARS` code units, from its first
 * `EXACT_TOKEN_CHARS` code units (`prefix`) and its whole `length`: the count of the prefix scaled
 * by length, as `countWith` does. The count of the last prefix is kept (one string of at most
 * `EXACT_TOKEN_CHARS` code units), so texts that start with the same large file — the prompts of
 * several targets, several Locations — encode it once.
 */
function scaledCount(prefix: string, length: number): number {
  if (lastLong === null || lastLong.prefix !== prefix) {
    lastLong = null; // let the previous prefix go before this one is counted
    lastLong = { prefix, count: countWith(o200kPieceCount(), prefix) };
  }
  return Math.round((lastLong.count * length) / prefix.length);
}

/**
 * `countTokens(Buffer.concat(chunks).toString('utf8'))`, the same number, without building the
 * bytes or the whole string: at most `EXACT_TOKEN_CHARS` code units are decoded and kept (those
 * `countTokens` counts), the rest only measured. A context file of hundreds of MiB costs its own
 * bytes (already held by the caller) plus a fixed amount. Never throws.
 */
export function countTokensInBytes(chunks: readonly Uint8Array[]): number {
  const { prefix, length } = decodeUtf8Prefix(chunks, EXACT_TOKEN_CHARS);
  return length <= EXACT_TOKEN_CHARS ? countTokens(prefix) : scaledCount(prefix, length);
}

/**
 * `countTokensInBytes` for one task, remembering the count of each single piece it was given
 * (the same `Buffer`, a file counted for several targets is decoded once). Same numbers.
 */
export function bytesTokenCounter(): (chunks: readonly Uint8Array[]) => number {
  const byPiece = new WeakMap<Uint8Array, number>();
  return (chunks) => {
    const one = chunks.length === 1 ? chunks[0]! : null;
    let n = one === null ? undefined : byPiece.get(one);
    if (n === undefined) {
      n = countTokensInBytes(chunks);
      if (one !== null) byPiece.set(one, n);
    }
    return n;
  };
}

/**
 * `countTokens(pieces.join(''))`, the same number, without joining the pieces when the text is
 * longer than `EXACT_TOKEN_CHARS` code units: only that many are joined, the rest only measured.
 * A text made of a file's content and the lines around it costs no copy of the content.
 */
export function countTokensInPieces(pieces: readonly string[]): number {
  let length = 0;
  for (const p of pieces) length += p.length;
  if (length <= EXACT_TOKEN_CHARS) return countTokens(pieces.join(''));
  const head: string[] = [];
  let kept = 0;
  for (const p of pieces) {
    if (kept >= EXACT_TOKEN_CHARS) break;
    const part = p.length <= EXACT_TOKEN_CHARS - kept ? p : p.slice(0, EXACT_TOKEN_CHARS - kept);
    head.push(part);
    kept += part.length;
  }
  return scaledCount(head.join(''), length);
}
