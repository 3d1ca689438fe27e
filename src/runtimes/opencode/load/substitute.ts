/**
 * `{env:NAME}` and `{file:PATH}` substitution in the raw text of a config document, before it is
 * parsed (docs/runtimes/opencode.md §3).
 */
import { posix as path } from 'node:path';
import type { FileSource } from '../../../source/types.js';

/** One `{env:}` or `{file:}` token of the raw text, as the runtime treats it. */
export interface OcToken {
  kind: 'env' | 'file';
  /** The token as written (`{file:./x.txt}`). */
  text: string;
  /** UTF-16 offset of the token in the raw text. */
  offset: number;
  /** `env`: the variable name; `file`: the path as written. */
  name: string;
  /** `env`: the variable is unset or empty (it becomes `""`). */
  unset?: boolean;
  /** `file`: the token sits after `//` at the start of its line and stays literal. */
  commented?: boolean;
  /** `file`: the absolute path read. */
  resolved?: string;
  /** `file`: the target could not be read (`ENOENT` when missing); the runtime refuses to start. */
  readError?: string;
  /** `file`: the trimmed content inserted (JSON-escaped in the text). */
  content?: string;
  /**
   * `file`: the target is over `MAX_FILE_TOKEN_BYTES` (its size in bytes): not read, and the token
   * stays literal (`file-too-large`); the runtime would insert it whole.
   */
  tooLarge?: number;
}

/** Largest `{file:}` target ctxlens reads, in bytes (256 MiB, as for instruction files). */
export const MAX_FILE_TOKEN_BYTES = 256 * 1024 * 1024;

/** The substituted text, the tokens seen, and the refusal a failing `{file:}` causes. */
export interface Substitution {
  text: string;
  tokens: OcToken[];
  /** `bad file reference: "{file:x}" /abs/x does not exist`, or `null`. */
  error: string | null;
}

const ENV_RE = /\{env:([^}]+)\}/g;
const FILE_RE = /\{file:[^}]+\}/g;

/** The body of a JSON string literal for `s`, without the quotes (`JSON.stringify(s).slice(1, -1)`). */
export function jsonEscape(s: string): string {
  return JSON.stringify(s).slice(1, -1);
}

/**
 * Substitute one document (docs/runtimes/opencode.md §3): every `{env:NAME}` first (unset or
 * empty ⇒ `""`, comments included, the value inserted raw), then every `{file:PATH}` in order —
 * left literal when the text before it on its line, leading white space removed, starts with
 * `//`; otherwise the file (`~/` ⇒ home, relative ⇒ against `baseDir`) is read through `source`,
 * trimmed and inserted JSON-escaped. A file that cannot be read stops the substitution with the
 * runtime's error. `home` is `null` when user-level paths are not read (then `~/` stays unresolved
 * and reads fail as missing).
 */
export function substitute(
  raw: string,
  baseDir: string,
  env: Readonly<Record<string, string>>,
  source: FileSource,
  home: string | null,
): Substitution {
  const tokens: OcToken[] = [];
  for (const m of raw.matchAll(ENV_RE)) {
    const name = m[1]!;
    tokens.push({ kind: 'env', text: m[0], offset: m.index, name, unset: !env[name] });
  }
  // opencode 1.18.33 inserts the value raw, not JSON-escaped: a `"` or `\` in it can break the JSON (observed).
  let text = raw.replace(ENV_RE, (_, name: string) => env[name] || '');
  let error: string | null = null;
  // Raw positions of the {file:} tokens, for findings (a {file:} formed by an env value has none).
  const rawFiles = [...raw.matchAll(FILE_RE)];
  let k = 0;
  text = text.replace(FILE_RE, (match: string, offset: number, whole: string) => {
    const lineStart = whole.lastIndexOf('\n', offset - 1) + 1;
    const commented = whole.slice(lineStart, offset).trimStart().startsWith('//');
    const rawAt = rawFiles[k]?.[0] === match ? rawFiles[k++]!.index : -1;
    let p = match.slice('{file:'.length, -1);
    const name = p;
    const tok: OcToken = { kind: 'file', text: match, offset: rawAt, name, commented };
    tokens.push(tok);
    if (commented || error !== null) return match;
    if (p.startsWith('~/')) p = home !== null ? path.join(home, p.slice(2)) : p;
    const resolved = path.isAbsolute(p) ? path.normalize(p) : path.resolve(baseDir, p);
    tok.resolved = resolved;
    const st = source.stat(resolved);
    if (st !== null && st.kind === 'file' && st.size > MAX_FILE_TOKEN_BYTES) {
      tok.tooLarge = st.size;
      return match;
    }
    const r = source.readFile(resolved);
    if (!r.ok) {
      tok.readError = r.code;
      error = `bad file reference: "${match}"` + (r.code === 'ENOENT' ? ` ${resolved} does not exist` : '');
      return match;
    }
    const content = new TextDecoder().decode(r.data).trim();
    tok.content = content;
    return jsonEscape(content);
  });
  return { text, tokens: tokens.sort((a, b) => a.offset - b.offset), error };
}
