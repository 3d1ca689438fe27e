/**
 * Locating `.opencode.json` the way viper does (docs/runtimes/fork.md §2.1 "Candidate files",
 * "Search-directory edge cases"; §8 U10), and describing why a text is not Go JSON.
 */
import type { LoadContext } from '../model/project.js';
import { clean, isAbs, join } from '../../../go/path.js';
import type { JsonDoc } from '../../../load/json-doc.js';

/** The twelve extensions viper tries, in order, before the bare `.opencode` (§2.1). */
export const CANDIDATE_EXTENSIONS: readonly string[] = Object.freeze(['json', 'toml', 'yaml', 'yml', 'properties', 'props', 'prop', 'hcl', 'tfvars', 'dotenv', 'env', 'ini']);

/** Candidate file names in one search directory, in probe order. */
export const CANDIDATE_NAMES: readonly string[] = Object.freeze([...CANDIDATE_EXTENSIONS.map((e) => `.opencode.${e}`), '.opencode']);

/** A candidate found in a search directory. */
export interface FoundCandidate {
  /** Absolute path of the file. */
  abs: string;
  /** Its name (`.opencode.json`, `.opencode.yaml`, `.opencode`). */
  name: string;
  /** Index of the search directory it was found in. */
  dirIndex: number;
}

/**
 * The three global search directories after `os.ExpandEnv` and `absPathify` (§2.1 step 1):
 * `$HOME`, `$XDG_CONFIG_HOME/opencode`, `$HOME/.config/opencode`, from the simulated environment.
 * An unset `HOME` makes the first the process working directory (`ctx.cwd`) and the third
 * `/.config/opencode`; an unset `XDG_CONFIG_HOME` makes the second `/opencode`.
 */
export function globalSearchDirs(ctx: LoadContext): string[] {
  const home = ctx.env['HOME'] ?? '';
  const xdg = ctx.env['XDG_CONFIG_HOME'] ?? '';
  const abs = (p: string): string => (p === '' ? clean(ctx.cwd) : isAbs(p) ? clean(p) : join(ctx.cwd, p));
  return [abs(home), abs(`${xdg}/opencode`), abs(`${home}/.config/opencode`)];
}

/**
 * Probe the candidates in each directory, directories first (§2.1). A candidate is any existing
 * path that is not a directory (viper's `exists`), symlinks followed. Returns the first found,
 * and every `.opencode.json` after it in the search (which it shadows).
 */
export function probe(ctx: LoadContext, dirs: readonly string[]): { found: FoundCandidate | null; shadowed: string[] } {
  let found: FoundCandidate | null = null;
  const shadowed: string[] = [];
  dirs.forEach((d, dirIndex) => {
    for (const name of CANDIDATE_NAMES) {
      const abs = join(d, name);
      const st = ctx.source.stat(abs);
      if (!st || st.kind === 'dir') continue;
      if (!found) {
        found = { abs, name, dirIndex };
        continue;
      }
      if (name === '.opencode.json' && abs !== found.abs && !shadowed.includes(abs)) shadowed.push(abs);
    }
  });
  return { found, shadowed };
}

/** Why a config text is not what Go `encoding/json` accepts into a map, and where (UTF-16 offsets). */
export interface JsonProblem {
  detail: string;
  offset: number;
  length: number;
}

const JSON_WS = new Set([' ', '\t', '\n', '\r']);

/**
 * Describe the first reason Go's `encoding/json` rejects `doc.text` as a config object
 * (docs/runtimes/fork.md §2.1 "Odd file contents", §2.2): empty file, BOM, comment, trailing comma,
 * missing comma, top-level array or scalar, … `null` when the text decodes (literal `null` does).
 */
export function describeJsonProblem(doc: JsonDoc): JsonProblem | null {
  const t = doc.text;
  let i = 0;
  while (i < t.length && JSON_WS.has(t[i]!)) i++;
  if (i === t.length) return { detail: t.length === 0 ? 'empty file (unexpected end of JSON input)' : 'the file holds only white space (unexpected end of JSON input)', offset: 0, length: 0 };
  const binary = t.includes('\u0000') ? 'binary content; ' : '';
  if (t.charCodeAt(0) === 0xfeff) return { detail: `${binary}a UTF-8 byte order mark (BOM) starts the file, which Go's encoding/json rejects`, offset: 0, length: 1 };
  const e = doc.errors[0];
  if (e) {
    const off = offsetOf(doc, e.span.start);
    const code = e.code;
    if (code === 'ExceededMaxDepth') return { detail: `nesting deeper than ${GO_MAX_JSON_DEPTH} levels (Go's encoding/json limit)`, offset: off, length: 1 };
    const at = t[off] ?? '';
    if (code === 'InvalidCommentToken') return { detail: `${binary}comment (JSON has no comments)`, offset: off, length: commentLength(t, off) };
    if ((code === 'ValueExpected' || code === 'PropertyNameExpected') && (at === ']' || at === '}')) {
      let j = off - 1;
      while (j >= 0 && JSON_WS.has(t[j]!)) j--;
      if (t[j] === ',') return { detail: `${binary}trailing comma`, offset: j, length: 1 };
    }
    if (code === 'CommaExpected') return { detail: `${binary}missing comma before ${token(t, off)}`, offset: off, length: 1 };
    if (code === 'ColonExpected') return { detail: `${binary}missing colon before ${token(t, off)}`, offset: off, length: 1 };
    if (code === 'UnexpectedEndOfNumber') return { detail: `${binary}malformed number ${token(t, off)}`, offset: off, length: 1 };
    if (code === 'UnexpectedEndOfString') return { detail: `${binary}unterminated string`, offset: off, length: 1 };
    if (code === 'InvalidCharacter') return { detail: `${binary}control character inside a string`, offset: off, length: 1 };
    if (code === 'InvalidEscapeCharacter' || code === 'InvalidUnicode') return { detail: `${binary}invalid escape sequence in a string`, offset: off, length: 1 };
    if (code === 'EndOfFileExpected') return { detail: `${binary}extra content after the top-level value (${token(t, off)})`, offset: off, length: 1 };
    if (off >= t.length || ((code === 'CloseBraceExpected' || code === 'CloseBracketExpected') && at === '')) return { detail: `${binary}unexpected end of file`, offset: Math.max(0, t.length - 1), length: 1 };
    if (code === 'CloseBraceExpected') return { detail: `${binary}expected "}" or "," but found ${token(t, off)}`, offset: off, length: 1 };
    if (code === 'CloseBracketExpected') return { detail: `${binary}expected "]" or "," but found ${token(t, off)}`, offset: off, length: 1 };
    if (code === 'PropertyNameExpected') return { detail: `${binary}expected a double-quoted key but found ${token(t, off)}`, offset: off, length: 1 };
    return { detail: `${binary}invalid character ${token(t, off)}`, offset: off, length: 1 };
  }
  const root = doc.root;
  if (root && root.type !== 'object' && root.type !== 'null') {
    const what = root.type === 'array' ? 'top-level array' : `top-level ${root.type}`;
    return { detail: `${what}; the config must be a JSON object`, offset: root.offset, length: 1 };
  }
  const huge = firstNonFiniteNumber(root);
  if (huge) return { detail: `number ${t.slice(huge.offset, huge.offset + huge.length)} is out of range for a float64 (Go's encoding/json rejects it)`, offset: huge.offset, length: huge.length };
  return null;
}

/** First number literal (document order) that overflows a float64, e.g. `1e400`; iterative walk. */
function firstNonFiniteNumber(root: JsonDoc['root']): NonNullable<JsonDoc['root']> | null {
  const stack = root ? [root] : [];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'number' && !Number.isFinite(n.value)) return n;
    const kids = n.children ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return null;
}

function token(t: string, off: number): string {
  if (off >= t.length) return 'the end of the file';
  const cp = t.codePointAt(off)!;
  if (cp < 0x20 || cp === 0x7f) return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  const m = /^("[^"\n]{0,30}"?|[A-Za-z0-9_$.+-]{1,30}|.)/u.exec(t.slice(off));
  const tok = m ? m[0] : String.fromCodePoint(cp);
  return tok.startsWith('"') ? `'${tok}'` : `"${tok}"`;
}

function commentLength(t: string, off: number): number {
  if (t.startsWith('//', off)) {
    const nl = t.indexOf('\n', off);
    return (nl < 0 ? t.length : nl) - off;
  }
  const end = t.indexOf('*/', off + 2);
  return (end < 0 ? t.length : end + 2) - off;
}

/** UTF-16 offset of a 1-based position in the document. */
function offsetOf(doc: JsonDoc, pos: { line: number; column: number }): number {
  let line = 1;
  let i = 0;
  const t = doc.text;
  while (line < pos.line && i < t.length) {
    const c = t.charCodeAt(i);
    if (c === 10) line++;
    else if (c === 13 && t.charCodeAt(i + 1) !== 10) line++;
    i++;
  }
  return i + pos.column - 1;
}

/** Go `encoding/json`'s nesting limit (`maxNestingDepth`). */
export const GO_MAX_JSON_DEPTH = 10000;

export { deepNestingOffset } from '../../../text/json-depth.js';
