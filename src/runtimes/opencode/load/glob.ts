/**
 * The glob scan the runtime uses for `instructions` entries (docs/runtimes/opencode.md §6.3).
 * opencode 1.18 scans with node-glob (`nodir`, `follow: false`, `dot` for relative entries);
 * this is a part-by-part walker with the same semantics: brace expansion first, then each
 * `/`-separated part matched against directory entries, `**` walking directories. Reads only
 * through the file source.
 */
import { posix as path } from 'node:path';
import type { FileSource } from '../../../source/types.js';

/** Largest number of directory entries one scan looks at (a `**` at `/` would read the whole disk). */
export const MAX_SCAN_ENTRIES = 50_000;

/** Largest number of patterns one brace expansion may produce. */
const MAX_BRACE_PATTERNS = 256;

/** The files a scan matched (absolute, as the runtime joins them) and whether it stopped at the cap. */
export interface ScanResult {
  files: string[];
  truncated: boolean;
}

const MAGIC = /[*?[]|[@!+*?]\(/;
const GLOBSTAR = Symbol('globstar');
type Part = string | typeof GLOBSTAR | { re: RegExp; dotLiteral: boolean };

/**
 * Expand `{a,b}` alternatives and `{1..3}` / `{a..c}` ranges, nested ones included, in order
 * (`a{b,c}d{e,f}` gives `abde abdf acde acdf`), as brace-expansion does. A `{x}` without a comma
 * or range, an unbalanced brace and `\{` stay literal. At most 256 patterns.
 */
export function expandBraces(pattern: string): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    if (out.length >= MAX_BRACE_PATTERNS) return;
    const b = findBrace(p);
    if (b === null) {
      out.push(p);
      return;
    }
    for (const alt of b.alts) walk(p.slice(0, b.start) + alt + p.slice(b.end + 1));
  };
  walk(pattern);
  return [...new Set(out)];
}

/** The first expandable `{…}` of `p`: its bounds and alternatives, or `null`. */
function findBrace(p: string): { start: number; end: number; alts: string[] } | null {
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '\\') {
      i++;
      continue;
    }
    if (p[i] !== '{') continue;
    let depth = 0;
    const commas: number[] = [];
    let end = -1;
    for (let j = i; j < p.length; j++) {
      const c = p[j];
      if (c === '\\') {
        j++;
        continue;
      }
      if (c === '{') depth++;
      else if (c === '}') {
        depth--;
        if (depth === 0) {
          end = j;
          break;
        }
      } else if (c === ',' && depth === 1) commas.push(j);
    }
    if (end < 0) return null;
    const body = p.slice(i + 1, end);
    if (commas.length > 0) {
      const alts: string[] = [];
      let from = i + 1;
      for (const c of [...commas, end]) {
        alts.push(p.slice(from, c));
        from = c + 1;
      }
      return { start: i, end, alts };
    }
    const range = /^(-?\d+)\.\.(-?\d+)$/.exec(body) ?? /^([A-Za-z])\.\.([A-Za-z])$/.exec(body);
    if (range) {
      const num = /\d/.test(range[1]!);
      const a = num ? Number(range[1]) : range[1]!.charCodeAt(0);
      const z = num ? Number(range[2]) : range[2]!.charCodeAt(0);
      const alts: string[] = [];
      for (let k = a; a <= z ? k <= z : k >= z; k += a <= z ? 1 : -1) {
        alts.push(num ? String(k) : String.fromCharCode(k));
        if (alts.length >= MAX_BRACE_PATTERNS) break;
      }
      return { start: i, end, alts };
    }
    // `{x}`: literal; look for a later brace.
  }
  return null;
}

const POSIX_CLASSES: Record<string, string> = {
  alnum: '\\p{L}\\p{Nl}\\p{Nd}',
  alpha: '\\p{L}\\p{Nl}',
  ascii: '\\x00-\\x7f',
  blank: '\\p{Zs}\\t',
  cntrl: '\\p{Cc}',
  digit: '\\p{Nd}',
  graph: '\\p{Z}\\p{C}',
  lower: '\\p{Ll}',
  print: '\\p{C}',
  punct: '\\p{P}',
  space: '\\p{Z}\\t\\r\\n\\v\\f',
  upper: '\\p{Lu}',
  word: '\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}',
  xdigit: 'A-Fa-f0-9',
};

/**
 * The regular-expression source of one path segment pattern (no `/`, braces already expanded):
 * `*` any run, `?` one character, `[abc]`/`[a-z]`/`[!a]`/`[^a]`/`[[:alpha:]]` classes,
 * `@(a|b)`, `?(…)`, `*(…)`, `+(…)`, `!(…)` extglobs, `\x` a literal `x`.
 */
function segmentSource(p: string): string {
  let re = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if ('@!?*+'.includes(c) && p[i + 1] === '(') {
      const close = matchingParen(p, i + 1);
      if (close > 0) {
        const alts = splitTop(p.slice(i + 2, close)).map(segmentSource).join('|');
        if (c === '!') {
          const rest = segmentSource(p.slice(close + 1));
          return `${re}(?:(?!(?:${alts})${rest}$)[^/]*?)${rest}`;
        }
        re += `(?:${alts})${c === '@' ? '' : c}`;
        i = close;
        continue;
      }
    }
    if (c === '*') {
      while (p[i + 1] === '*') i++;
      re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const cls = classSource(p, i);
      if (cls === null) re += '\\[';
      else {
        re += cls.re;
        i = cls.end;
      }
    } else if (c === '\\' && i + 1 < p.length) re += escapeRe(p[++i]!);
    else re += escapeRe(c);
  }
  return re;
}

function classSource(p: string, i: number): { re: string; end: number } | null {
  let j = i + 1;
  let negate = false;
  if (p[j] === '!' || p[j] === '^') {
    negate = true;
    j++;
  }
  let body = '';
  let first = true;
  for (; j < p.length; j++) {
    const c = p[j]!;
    if (c === ']' && !first) return { re: negate ? `[^/${body}]` : `[${body}]`, end: j };
    first = false;
    if (c === '[' && p[j + 1] === ':') {
      const close = p.indexOf(':]', j + 2);
      const name = close > 0 ? p.slice(j + 2, close) : '';
      if (POSIX_CLASSES[name] !== undefined) {
        body += POSIX_CLASSES[name];
        j = close + 1;
        continue;
      }
    }
    if (c === '\\' && j + 1 < p.length) body += '\\' + p[++j];
    else body += /[\\\]^[]/.test(c) ? '\\' + c : c;
  }
  return null;
}

function matchingParen(p: string, open: number): number {
  let depth = 0;
  for (let i = open; i < p.length; i++) {
    if (p[i] === '\\') i++;
    else if (p[i] === '(') depth++;
    else if (p[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '(') depth++;
    else if (s[i] === ')') depth--;
    else if (s[i] === '|' && depth === 0) {
      out.push(s.slice(from, i));
      from = i + 1;
    }
  }
  out.push(s.slice(from));
  return out;
}

function escapeRe(c: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(c) ? '\\' + c : c;
}

/** The literal text of a part without magic (`\x` unescaped). */
function unescape(s: string): string {
  return s.replace(/\\(.)/g, '$1');
}

/**
 * The parts of one expanded pattern, as node-glob keeps them (optimisation level 2): empty parts
 * and `.` parts after the first dropped, `x/..` collapsed when `x` is neither `..` nor `**`, repeated `**` merged.
 */
function partsOf(pattern: string): Part[] {
  // A leading `.` stays a part: it makes a following `**` "not first" (observed: `./**/*.txt` enters a symlinked directory).
  const raw = pattern.split('/').filter((s, i) => s !== '' && (s !== '.' || i === 0));
  const out: string[] = [];
  for (const s of raw) {
    const prev = out[out.length - 1];
    if (s === '..' && prev !== undefined && prev !== '..' && prev !== '.' && prev !== '**') out.pop();
    else if (s === '**' && prev === '**') continue;
    else out.push(s);
  }
  return out.map((s): Part => {
    if (s === '**') return GLOBSTAR;
    if (!MAGIC.test(s)) return unescape(s);
    return { re: new RegExp(`^${segmentSource(s)}$`, 'su'), dotLiteral: s.startsWith('.') };
  });
}

/** Compiled patterns (`partsOf` of each brace expansion), by pattern; the same entries are scanned from many directories. */
const COMPILED = new Map<string, Part[][]>();
/** Patterns kept compiled at most. */
const MAX_COMPILED = 1024;

/** `expandBraces(pattern).map(partsOf)`, compiled once per pattern (the parts are never changed). */
function compiled(pattern: string): Part[][] {
  let c = COMPILED.get(pattern);
  if (c === undefined) {
    c = expandBraces(pattern).map(partsOf);
    if (COMPILED.size < MAX_COMPILED) COMPILED.set(pattern, c);
  }
  return c;
}

/**
 * The first part every brace expansion of `pattern` starts with, when it is one and the same plain
 * name (not `.` or `..`, no magic): a scan from a directory without that entry matches nothing.
 * `null` otherwise.
 */
export function literalHead(pattern: string): string | null {
  let head: string | null = null;
  for (const parts of compiled(pattern)) {
    const first = parts[0];
    if (typeof first !== 'string' || first === '.' || first === '..' || first === '' || first.includes('/') || (head !== null && first !== head)) return null;
    head = first;
  }
  return head;
}

/**
 * Scan `cwd` for `pattern` (relative, `/`-separated) the way the runtime's node-glob does
 * (docs/runtimes/opencode.md §6.3): braces expanded first; `*`, `?`, classes and extglobs stay
 * within one segment and, with `dot` (the default, relative entries), match leading dots; without
 * `dot` (absolute entries) a leading dot must be written. `**` spans any number of directories
 * (hidden ones and `node_modules/` included with `dot`); it never enters a symlinked directory
 * when it is the pattern's first part, and otherwise enters one only to match the rest of the
 * pattern inside it (a trailing `**` follows one symlinked directory per pattern). Literal and
 * other segments follow symlinks. Only files (after following symlinks) match. Matches come
 * nearest depth first, in byte order within one depth (the runtime uses the file system's order
 * there). `absent`, when given, says which paths certainly do not exist (`DirNames.absent`): a
 * literal part is then not looked up.
 */
export function scanGlob(source: FileSource, cwd: string, pattern: string, opts: { dot?: boolean } = {}, absent?: (abs: string) => boolean): ScanResult {
  const dot = opts.dot ?? true;
  const found = new Map<string, string[]>();
  let budget = MAX_SCAN_ENTRIES;
  let truncated = false;
  const kindOf = (abs: string): 'file' | 'dir' | null => {
    const k = source.stat(abs)?.kind;
    return k === 'file' || k === 'dir' ? k : null;
  };

  for (const parts of compiled(pattern)) {
    if (parts.length === 0) continue;
    let followGlobstar = true;
    const seen = new Set<string>();
    const add = (abs: string, rel: string[]): void => {
      if (!found.has(abs)) found.set(abs, rel);
    };
    const proc = (dir: string, rel: string[], i: number): void => {
      if (truncated) return;
      const key = `${i}\0${dir}`;
      if (seen.has(key)) return;
      seen.add(key);
      const part = parts[i]!;
      const last = i === parts.length - 1;
      if (typeof part === 'string') {
        const child = path.join(dir, part);
        const r = part === '.' ? rel : [...rel, part];
        const k = absent?.(child) === true ? null : kindOf(child);
        if (last && k === 'file') add(child, r);
        else if (!last && k === 'dir') proc(child, r, i + 1);
        return;
      }
      if (part === GLOBSTAR && !last) proc(dir, rel, i + 1);
      const entries = source.readdir(dir);
      if (entries === null) return;
      for (const e of entries) {
        if (--budget < 0) {
          truncated = true;
          return;
        }
        const abs = path.join(dir, e.name);
        const r = [...rel, e.name];
        const k = e.kind === 'symlink' ? kindOf(abs) : e.kind === 'file' || e.kind === 'dir' ? e.kind : null;
        if (part === GLOBSTAR) {
          if (!dot && e.name.startsWith('.')) continue;
          if (k === 'file' && last) add(abs, r);
          if (k !== 'dir') continue;
          if (e.kind !== 'symlink') proc(abs, r, i);
          else if (i === 0) continue;
          else if (!last) proc(abs, r, i + 1);
          else if (followGlobstar) {
            followGlobstar = false;
            proc(abs, r, i);
          }
          continue;
        }
        if (!dot && e.name.startsWith('.') && !part.dotLiteral) continue;
        if (!part.re.test(e.name)) continue;
        if (last && k === 'file') add(abs, r);
        else if (!last && k === 'dir') proc(abs, r, i + 1);
      }
    };
    proc(cwd, [], 0);
    if (truncated) break;
  }
  const files = [...found.entries()]
    .sort(([, a], [, b]) => a.length - b.length || compareSegments(a, b))
    .map(([abs]) => abs);
  return { files, truncated };
}

/** Segment by segment byte order (the order a breadth-first walk of sorted directories gives). */
function compareSegments(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = Buffer.from(a[i]!);
    const y = Buffer.from(b[i]!);
    const c = Buffer.compare(x, y);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}
