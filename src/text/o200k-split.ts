/**
 * o200k's pre-tokeniser — gpt-tokenizer's `O200K_TOKEN_SPLIT_REGEX` — without that regular
 * expression (whose Unicode property classes take 3–8 ms of CPU to compile in each run, per string
 * encoding): the same pieces in the same order. ASCII text is split by one native match of the
 * pattern cut down to ASCII (`o200kPieces`); next to a code unit above 0x7F the pieces are scanned
 * by hand, code point by code point (`pieceEnd`), by the semantics worked out below.
 *
 * The pattern (alternatives tried in order at each position, the first that matches wins; `u`
 * flag, so it steps by code point; no `i` flag):
 *
 *   1. `[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+C?`
 *   2. `[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*C?`
 *   3. `\p{N}{1,3}`
 *   4. ` ?[^\s\p{L}\p{N}]+[\r\n/]*`
 *   5. `\s*[\r\n]+`
 *   6. `\s+(?!\S)`
 *   7. `\s+`
 *
 * with `C` = `'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])`. Every code point matches one
 * alternative, so the pieces tile the text and each starts where the last ended.
 *
 * Each code point falls in one class: UPPER (`Lu`, `Lt`), LOWER (`Ll`), LETTER (`Lm`, `Lo`), MARK
 * (`M`, not a letter), DIGIT (`N`), BLANK (`\s` but `\r`, `\n`), BREAK (`\r`, `\n`), OTHER (the
 * rest, lone surrogates too). So `B1` = `[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]` is UPPER, LETTER, MARK;
 * `B2` = `[\p{Ll}\p{Lm}\p{Lo}\p{M}]` is LOWER, LETTER, MARK; the prefix `X` =
 * `[^\r\n\p{L}\p{N}]` is MARK, BLANK, OTHER; `[^\s\p{L}\p{N}]` is MARK, OTHER. Over ASCII the
 * classes come from a table, for Latin-1 and some blocks of symbols from `knownClass`; other code
 * points are classified once by a small regular expression of the same property classes (exact
 * for the running engine's Unicode version) and remembered.
 *
 * What the alternatives make of a piece starting at `p`, with the backtracking worked out:
 *
 *   - `B1* B2+` from `j` (`letters`): let `u` end the run of B1 from `j`. When the code point at
 *     `u` is LOWER, the match runs to the end of the run of B2 from `u` (greedy, first try). Else
 *     `B1*` gives back code points until `B2+` can start: at the last LETTER or MARK of the run,
 *     which `B2+` takes alone (the code points after it in the run are UPPER, and the one at `u`
 *     is not B2), so the match ends just after it; none: no match.
 *   - Alternative 1 with the prefix (a code point of `X` at `p`) is `B1* B2+` from after it;
 *     without the prefix (tried next) only a MARK at `p` can start `B1`, and then matches alone
 *     (after the failure above, no LETTER or MARK follows it in the run and no LOWER ends it).
 *   - Alternative 2 is reached when both fail: the run of B1 is then all UPPER and `B2*` takes
 *     nothing, so it matches the run of UPPER after the prefix, when not empty. A letter at `p`
 *     always makes a piece by 1 or 2.
 *   - Then a contraction when one follows the letters (ASCII only).
 *   - A DIGIT at `p`: up to three of them (3).
 *   - An OTHER at `p`, or U+0020 followed by a MARK or OTHER: the run of MARK and OTHER, then the
 *     run of `\r`, `\n` and `/` after it (4).
 *   - Else (white space at `p`): the run of white space `p..e`; when it holds a `\r` or `\n`, up
 *     to and including the last of them (5: `\s*` gives back down to the last line break, and
 *     `[\r\n]+` takes it alone); else the whole run when it ends the text (6), all but its last
 *     code point when it has two or more (6: `(?!\S)` holds before the last one), else the one
 *     (7).
 *
 * Tested piece for piece against the regular expression (`test/text/o200k-split.test.ts`).
 */

/** Code point classes (see the module comment). */
/** This module's own file (the bundle's `cli.cjs` there): one of the files whose content decides a count (`counterFiles`). */
export const O200K_SPLIT_CODE: string = import.meta.url;

const OTHER = 0;
const UPPER = 1;
const LOWER = 2;
const LETTER = 3;
const MARK = 4;
const DIGIT = 5;
const BLANK = 6;
const BREAK = 7;

/** Class by code, for codes below 0x80. */
const ASCII_CLASS = ((): Uint8Array => {
  const t = new Uint8Array(128);
  for (let c = 0x41; c <= 0x5a; c++) t[c] = UPPER;
  for (let c = 0x61; c <= 0x7a; c++) t[c] = LOWER;
  for (let c = 0x30; c <= 0x39; c++) t[c] = DIGIT;
  for (const c of [0x09, 0x0b, 0x0c, 0x20]) t[c] = BLANK;
  t[0x0a] = BREAK;
  t[0x0d] = BREAK;
  return t;
})();

/**
 * One code point: which class, by the same property classes as the pattern. Groups 1–6: UPPER,
 * LOWER, LETTER, MARK, DIGIT, white space (BLANK or BREAK by code); no group: OTHER. Made on first
 * use: V8 parses a pattern with Unicode property classes when the expression is created (about
 * 0.4 ms CPU), and this module is evaluated with every command.
 */
let CLASSIFY: RegExp | null = null;

/** Class + 1 of the code points below 0x10000 classified so far (0: not yet), made on first use. */
let bmpClass: Uint8Array | null = null;
/** `astralClass` remembers at most this many code points. */
const ASTRAL_CLASSES = 1 << 14;
/** Classes of the code points above 0xFFFF classified so far. */
const astralClass = new Map<number, number>();

/** Classes of U+0080..U+00FF (Latin-1), one digit each. */
const LATIN1 = '00000000000000000000000000000000600000000030000000550200053055501111111111111111111111101111111222222222222222222222222022222222';

/**
 * The class of `cp` without `CLASSIFY` (whose Unicode property classes take about a millisecond
 * to compile, once per run) where it is known: Latin-1, and blocks of symbols and punctuation
 * common in instruction files whose code points are all OTHER — general punctuation but its
 * spaces (with the zero-width format characters), arrows, mathematical operators, technical
 * symbols, box drawing, shapes, miscellaneous symbols, dingbats but the circled digits, symbols
 * and arrows, regional indicators, emoji and pictographs (unassigned code points there are OTHER
 * too, as would be any symbol assigned later) — and the variation selectors (MARK). Else -1. Each code point listed is checked against `CLASSIFY` by
 * `test/text/o200k-split.test.ts`.
 */
export function knownClass(cp: number): number {
  if (cp < 0x100) return cp < 0x80 ? ASCII_CLASS[cp]! : LATIN1.charCodeAt(cp - 0x80) - 0x30;
  if (cp < 0x200b) return -1;
  if (
    cp <= 0x200f || // zero-width space, joiners, direction marks (format characters)
    (cp >= 0x2010 && cp <= 0x2027) || // dashes, quotation marks, bullets, ellipsis (U+2028/2029 are white space)
    (cp >= 0x2030 && cp <= 0x205e) || // per mille … (U+205F is white space)
    (cp >= 0x2190 && cp <= 0x23ff) || // arrows, mathematical operators, technical symbols
    (cp >= 0x2500 && cp <= 0x2775) || // box drawing, block elements, shapes, symbols, dingbats
    (cp >= 0x2794 && cp <= 0x27bf) || // dingbats after the circled digits (U+2776..2793 are numbers)
    (cp >= 0x2b00 && cp <= 0x2bff) // miscellaneous symbols and arrows
  ) {
    return OTHER;
  }
  if (cp >= 0xfe00 && cp <= 0xfe0f) return MARK;
  // Regional indicators, pictographs, emoji, transport, alchemical, geometric shapes extended,
  // supplemental symbols and pictographs, chess, symbols and pictographs extended-A.
  if ((cp >= 0x1f1e6 && cp <= 0x1f1ff) || (cp >= 0x1f300 && cp <= 0x1f7ff) || (cp >= 0x1f900 && cp <= 0x1faff)) return OTHER;
  return -1;
}

/** The class of code point `cp` (a lone surrogate is OTHER), by `CLASSIFY`: the engine's own Unicode data. */
export function classifyCodePoint(cp: number): number {
  const m = (CLASSIFY ??= /^(?:([\p{Lu}\p{Lt}])|(\p{Ll})|([\p{Lm}\p{Lo}])|(\p{M})|(\p{N})|(\s))$/u).exec(String.fromCodePoint(cp));
  if (m === null) return OTHER;
  for (let g = 1; g <= 5; g++) if (m[g] !== undefined) return g; // UPPER..DIGIT are 1..5
  return cp === 0x0a || cp === 0x0d ? BREAK : BLANK;
}

/** The class of the code point at `i` in `text` (`i < text.length`); `classAt` covers ASCII. */
function slowClassAt(text: string, i: number, c: number): number {
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = text.charCodeAt(i + 1); // NaN past the end
    if (d >= 0xdc00 && d <= 0xdfff) {
      const cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
      let k = astralClass.get(cp);
      if (k === undefined) {
        k = knownClass(cp);
        if (k < 0) k = classifyCodePoint(cp);
        if (astralClass.size < ASTRAL_CLASSES) astralClass.set(cp, k);
      }
      return k;
    }
  }
  const t = (bmpClass ??= new Uint8Array(0x10000));
  let k = t[c]!;
  if (k === 0) {
    k = knownClass(c);
    t[c] = k = (k >= 0 ? k : classifyCodePoint(c)) + 1;
  }
  return k - 1;
}

/** The class of the code point at `i` in `text`, `i < text.length`. */
function classAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c < 0x80 ? ASCII_CLASS[c]! : slowClassAt(text, i, c);
}

/** Code units of the code point at `i`, `i < text.length` (2 for a surrogate pair, else 1). */
function widthAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) return 1;
  const d = text.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? 2 : 1;
}

/** Set by `letters`: where the run of B1 it scanned ends. */
let runEnd = 0;

/**
 * The end of `B1* B2+` matched from `j` (see the module comment), or -1 when it does not match;
 * sets `runEnd` to the end of the run of B1 from `j` either way.
 */
function letters(text: string, j: number, n: number): number {
  let u = j;
  let last = -1; // end of the last LETTER or MARK in the run
  let k = OTHER;
  while (u < n) {
    k = classAt(text, u);
    if (k === UPPER) u += widthAt(text, u);
    else if (k === LETTER || k === MARK) last = u += widthAt(text, u);
    else break;
  }
  runEnd = u;
  if (u < n && k === LOWER) {
    u += widthAt(text, u);
    while (u < n) {
      k = classAt(text, u);
      if (k === LOWER || k === LETTER || k === MARK) u += widthAt(text, u);
      else break;
    }
    return u;
  }
  return last;
}

/**
 * The end (exclusive, UTF-16 code units) of the o200k piece that starts at `p` in `text` (`p <
 * n`, `n = text.length`, `p` the end of the previous piece): the end of the match
 * `O200K_TOKEN_SPLIT_REGEX` makes there. Never `p` itself.
 */
export function pieceEnd(text: string, p: number, n: number): number {
  const k = classAt(text, p);
  const w = widthAt(text, p);
  let e = -1; // end of the letters, when this is a letter piece (alternatives 1 and 2)
  if (k === UPPER || k === LOWER || k === LETTER) {
    e = letters(text, p, n);
    if (e < 0) e = runEnd; // alternative 2: a run of UPPER
  } else if (k === MARK || k === BLANK || k === OTHER) {
    const j = p + w;
    e = letters(text, j, n);
    if (e < 0) {
      if (k === MARK) e = j; // alternative 1 without the prefix: the MARK alone
      else if (runEnd > j) e = runEnd; // alternative 2 with the prefix
    }
  }
  if (e >= 0) {
    // A contraction: ' then s, d, m, t, ll, ve or re in either case.
    if (e + 1 < n && text.charCodeAt(e) === 0x27) {
      const a = text.charCodeAt(e + 1) | 0x20;
      if (a === 0x73 || a === 0x64 || a === 0x6d || a === 0x74) e += 2;
      else if (e + 2 < n) {
        const b = text.charCodeAt(e + 2) | 0x20;
        if ((a === 0x6c && b === 0x6c) || (a === 0x76 && b === 0x65) || (a === 0x72 && b === 0x65)) e += 3;
      }
    }
    return e;
  }
  if (k === DIGIT) {
    e = p + w;
    for (let d = 1; d < 3 && e < n && classAt(text, e) === DIGIT; d++) e += widthAt(text, e);
    return e;
  }
  let q = -1; // where the run of MARK and OTHER starts, for alternative 4
  if (k === OTHER) q = p;
  else if (text.charCodeAt(p) === 0x20 && p + 1 < n) {
    const d = classAt(text, p + 1);
    if (d === OTHER || d === MARK) q = p + 1;
  }
  if (q >= 0) {
    e = q;
    let d: number;
    while (e < n && ((d = classAt(text, e)) === OTHER || d === MARK)) e += widthAt(text, e);
    while (e < n && ((d = text.charCodeAt(e)) === 0x0a || d === 0x0d || d === 0x2f)) e++;
    return e;
  }
  // White space (BMP only): the run p..e, and the last line break in it.
  e = p;
  let lastBreak = -1;
  let d: number;
  while (e < n && ((d = classAt(text, e)) === BLANK || d === BREAK)) {
    if (d === BREAK) lastBreak = e;
    e++;
  }
  if (lastBreak >= 0) return lastBreak + 1;
  if (e === n || e - p === 1) return e;
  return e - 1;
}

/**
 * The pattern over ASCII alone: every class cut down to its ASCII members (`X` = ASCII but `\r`,
 * `\n`, letters and digits; `[^\s\p{L}\p{N}]` = ASCII but white space, letters and digits; `\s` =
 * `[\t\n\v\f\r ]`, and `(?!\S)` = not followed by an ASCII character outside it). No `u` flag
 * and no property class: it compiles in microseconds. On ASCII text it makes exactly the pieces of
 * `O200K_TOKEN_SPLIT_REGEX`; it matches no code unit above 0x7F.
 */
const ASCII_SOURCE = String.raw`[\x00-\x09\x0b\x0c\x0e-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]?(?:[A-Z]*[a-z]+|[A-Z]+)(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|[0-9]{1,3}| ?[\x00-\x08\x0e-\x1f\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+[\r\n/]*|[\t\n\v\f\r ]*[\r\n]+|[\t\n\v\f\r ]+(?![\x00-\x08\x0e-\x1f\x21-\x7f])|[\t\n\v\f\r ]+`;
/** All the pieces of an ASCII text in one call (`String#match`). */
const ASCII_PIECES = new RegExp(ASCII_SOURCE, 'g');
/** One piece exactly at `lastIndex`. */
const ASCII_PIECE = new RegExp(ASCII_SOURCE, 'y');
/** The next code unit above 0x7F from `lastIndex`. */
const NOT_ASCII = /[^\x00-\x7f]/g;

/** ASCII white space (`\s` below 0x80). */
function isAsciiSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

/**
 * The o200k pieces of `text`, in order: `O200K_TOKEN_SPLIT_REGEX`'s matches. Each stretch of
 * ASCII is matched natively by the ASCII pattern (the whole text in one call when it is all
 * ASCII). Of a stretch that a code unit above 0x7F ends at `q`, only the pieces the stretch
 * decides alone are kept: those that end by the start `w` of the white space that ends the
 * stretch (a run of white space is decided by what ends it), or before `q - 1` when none ends it
 * (the last piece read the code unit at `q`); the pieces from there past `q` come from `pieceAt`.
 */
export function o200kPieces(text: string): string[] {
  const n = text.length;
  NOT_ASCII.lastIndex = 0;
  let m = NOT_ASCII.exec(text);
  if (m === null) return text.match(ASCII_PIECES) ?? [];
  const out: string[] = [];
  let p = 0;
  while (p < n) {
    const q = m === null ? n : m.index;
    if (q === n) {
      const rest = (p === 0 ? text : text.slice(p)).match(ASCII_PIECES)!;
      for (let i = 0; i < rest.length; i++) out.push(rest[i]!);
      break;
    }
    if (q > p) {
      let w = q;
      while (w > p && isAsciiSpace(text.charCodeAt(w - 1))) w--;
      const limit = w < q ? w : q - 1;
      if (limit > p) {
        const stretch = text.slice(p, q).match(ASCII_PIECES)!;
        let e = p;
        for (let i = 0; i < stretch.length; i++) {
          const piece = stretch[i]!;
          if (e + piece.length > limit) break;
          out.push(piece);
          e += piece.length;
        }
        p = e;
      }
    }
    while (p <= q) {
      const piece = pieceAt(text, p);
      out.push(piece);
      p += piece.length;
    }
    NOT_ASCII.lastIndex = p;
    m = NOT_ASCII.exec(text);
  }
  return out;
}

/**
 * The o200k piece that starts at `p` in `text` (`p < text.length`, `p` the end of the previous
 * piece). The ASCII pattern decides it when every code unit the decision reads is ASCII: the
 * piece itself, the code unit after it, and — for a piece that ends in white space, whose end
 * depends on the run of white space it is part of — the run after it and the code unit that ends
 * that run. Else (a code unit above 0x7F in reach) `pieceEnd` decides.
 */
export function pieceAt(text: string, p: number): string {
  const n = text.length;
  ASCII_PIECE.lastIndex = p;
  const m = ASCII_PIECE.exec(text);
  if (m !== null) {
    const piece = m[0];
    let e = p + piece.length;
    let c = e < n ? text.charCodeAt(e) : 0;
    if (c < 0x80) {
      const last = piece.charCodeAt(piece.length - 1);
      if (last !== 0x20 && (last < 0x09 || last > 0x0d)) return piece;
      while (c === 0x20 || (c >= 0x09 && c <= 0x0d)) c = ++e < n ? text.charCodeAt(e) : 0;
      if (c < 0x80) return piece;
    }
  }
  const e = pieceEnd(text, p, n);
  return text.slice(p, e > p ? e : p + 1); // always e > p (tested); never a loop that does not move
}
