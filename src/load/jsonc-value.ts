/**
 * The value of a JSONC text as jsonc-parser's `parse` gives it (comments and trailing commas
 * allowed), read with the engine's native `JSON.parse` whenever that provably gives the same
 * value, and with jsonc-parser otherwise (docs/runtimes/opencode.md §2.1; docs/usage.md
 * "Start-up"). Config files are read at every start; jsonc-parser walks them character by
 * character in interpreted code (about 3 ms for a 13 KB file), `JSON.parse` in well under 0.1 ms.
 */
import { parse as parseJsonc, type ParseError } from 'jsonc-parser';

/**
 * Strings as jsonc-parser's scanner delimits them (up to the closing quote, a line break or the
 * end; a backslash takes the next character whatever it is), so the scan below never loses step
 * with the scanner, even in an invalid string (kept as written: `JSON.parse` then rejects it).
 */
const STRING = String.raw`"(?:[^"\\\r\n]|\\[\s\S]?)*"?`;
/**
 * Strings kept (plus a space, which only ever lands between tokens), comments replaced by a space
 * (`blankComments`). A block comment without its `*` + `/` runs to the end of the text in one match
 * (jsonc-parser's scanner consumes it so too): matching each later opener again to the end would
 * take quadratic time on a text of many (found by the session-22 breaker: 110 s at 1 MB).
 */
const COMMENTS = new RegExp(String.raw`(${STRING})|\/\/[^\r\n]*|\/\*[\s\S]*?(\*\/|$)`, 'g');

/**
 * `text` with its comments blanked (`COMMENTS`); an unterminated block comment is kept as written,
 * so that `JSON.parse` refuses the text and jsonc-parser reports it.
 */
function blankComments(text: string): string {
  return text.replace(COMMENTS, (m: string, str: string | undefined, end: string | undefined) => (str !== undefined ? str + ' ' : end === '' ? m : ' '));
}
/**
 * A comma before a closing `}`/`]` that follows a value (not `[`, `{`, `,` or `:`, where
 * jsonc-parser reports a missing value): removed. Strings are matched first and kept.
 */
const TRAILING_COMMA = new RegExp(String.raw`(${STRING})|(?<![[{,:][ \t\r\n]*),(?=[ \t\r\n]*[}\]])`, 'g');

/**
 * `parse(text, errors, { allowTrailingComma: true })` of jsonc-parser, same value and same
 * `errors`: the text, with its comments blanked and its trailing commas dropped by two native
 * replacements, goes to `JSON.parse`; when that throws (a syntax error, or JSONC that strict JSON
 * lacks, such as a vertical tab), or when the value holds a `__proto__` key (jsonc-parser assigns
 * it, which sets the object's prototype; `JSON.parse` makes an own property), jsonc-parser parses
 * the text. Why the two agree on every text `JSON.parse` accepts: jsonc-parser's tokens are JSON's
 * tokens (whitespace is space, tab, CR and LF in both; strings, numbers and `true`/`false`/`null`
 * have the same grammar), it assigns keys in order as `JSON.parse` does (a repeated key keeps its
 * first place and its last value), and numbers are `Number(token)`, the same rounding; the
 * replacements keep every string as written and only touch what jsonc-parser skips (comments) or
 * accepts (a comma after a value before `}`/`]`). test/load/jsonc-value.test.ts compares the two
 * on the shipped and corpus configs and on generated texts.
 *
 * The caller bounds the nesting first (`jsoncDepth`): jsonc-parser recurses per level.
 */
export function parseJsoncValue(text: string, errors: ParseError[] = []): unknown {
  const value = nativeJsoncValue(text);
  return value === NOT_NATIVE ? parseJsonc(text, errors, { allowTrailingComma: true }) : value;
}

/** What `nativeJsoncValue` returns for a text it leaves to jsonc-parser. */
export const NOT_NATIVE: unique symbol = Symbol('not native');

/**
 * The value of `text` read with `JSON.parse` (comments blanked, trailing commas dropped), or
 * `NOT_NATIVE` when jsonc-parser must read it (see `parseJsoncValue`).
 */
export function nativeJsoncValue(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    try {
      value = JSON.parse(blankComments(text).replace(TRAILING_COMMA, '$1'));
    } catch {
      return NOT_NATIVE;
    }
  }
  // A `__proto__` key, written so or with `\u` escapes: jsonc-parser's value differs.
  if ((text.includes('__proto__') || text.includes('\\u')) && hasProtoKey(value)) return NOT_NATIVE;
  return value;
}

/** Any object in `value` has an own `__proto__` key (iterative: no recursion per level). */
function hasProtoKey(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
      continue;
    }
    if (Object.prototype.hasOwnProperty.call(v, '__proto__')) return true;
    for (const k in v) stack.push((v as Record<string, unknown>)[k]);
  }
  return false;
}
