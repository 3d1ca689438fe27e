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

/**
 * The name a segment stands for when node-glob's matcher (minimatch) sees no magic in it, else
 * `null`: `\x` is `x` (a final lone `\` stays), a class of exactly one character (`[r]`, `[\]]`,
 * `[a-a]`) is that character, a `[` that is never closed is itself; an unescaped `*` or `?`, a
 * closed extglob and any other class (several characters, a range, a negation, a POSIX class)
 * make it magic. `docs/[r]x.md/**` is therefore the literal `docs/rx.md/**` (observed, §6.3).
 */
export function literalSegment(s: string): string | null {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '\\') out += i + 1 < s.length ? s[++i]! : c;
    else if (c === '*' || c === '?') return null;
    else if ((c === '@' || c === '!' || c === '+') && s[i + 1] === '(' && matchingParen(s, i + 1) > 0) return null;
    else if (c === '[') {
      const cls = oneCharClass(s, i);
      if (cls === null) return null;
      if (cls === undefined) out += c;
      else {
        out += cls.char;
        i = cls.end;
      }
    } else out += c;
  }
  return out;
}

/**
 * The class that opens at `s[i]` (`[`) when it stands for exactly one character (no negation): that
 * character and the index of its `]`. `null` for any other class, `undefined` when no `]` closes it
 * (the `[` is then a plain character).
 */
function oneCharClass(s: string, i: number): { char: string; end: number } | null | undefined {
  let j = i + 1;
  const negate = s[j] === '!' || s[j] === '^';
  if (negate) j++;
  let char = '';
  let items = 0;
  let magic = negate;
  for (let first = true; j < s.length; j++, first = false) {
    let c = s[j]!;
    if (c === ']' && !first) {
      if (magic || items !== 1) return null;
      return { char, end: j };
    }
    if (c === '[' && s[j + 1] === ':') {
      const close = s.indexOf(':]', j + 2);
      if (close > 0 && POSIX_CLASSES[s.slice(j + 2, close)] !== undefined) {
        magic = true;
        j = close + 1;
        continue;
      }
    }
    if (c === '\\' && j + 1 < s.length) c = s[++j]!;
    if (s[j + 1] === '-' && j + 2 < s.length && s[j + 2] !== ']') {
      // a range: one character when both ends are the same, else magic (one that is backwards matches nothing)
      let d = s[j + 2]!;
      j += 2;
      if (d === '\\' && j + 1 < s.length) d = s[++j]!;
      if (d !== c) magic = true;
    } else if (s[j + 1] === '-' && s[j + 2] === ']') {
      magic = true;
      j++;
    }
    char = c;
    items++;
  }
  return undefined;
}

/**
 * The parts of one expanded pattern, as node-glob keeps them (optimisation level 2): empty parts
 * and `.` parts after the first dropped, `x/..` collapsed when `x` is neither `..` nor `**`, repeated `**` merged;
 * a segment without magic (`literalSegment`) is its literal name. No parts (the pattern matches
 * nothing) when it ends in `/` or `/.`.
 */
function partsOf(pattern: string): Part[] {
  // A pattern ending in `/` or `/.` (or that is `.` or empty) asks for directories, and only files are kept: nothing (observed).
  const end = pattern.slice(pattern.lastIndexOf('/') + 1);
  if (end === '' || end === '.') return [];
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
    const lit = literalSegment(s);
    if (lit !== null) return lit;
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
 * when it is the pattern's first part or its last, and otherwise enters one only to match the rest
 * of the pattern directly inside it. Literal and
 * other segments follow symlinks. Only files (after following symlinks) match. A final `**` may
 * also match no segment: the path before it is then a match when it is a file and its last part
 * is a plain name not reached through a `**` matching nothing (else only when it is a symlink to
 * a file); `**` alone matches `cwd` itself when that is a file (`/p/x.md/**`). A pattern ending
 * in `/` or `/.` matches nothing. Matches come
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
    const seen = new Set<string>();
    const add = (abs: string, rel: string[]): void => {
      if (!found.has(abs)) found.set(abs, rel);
    };
    // The part before a final `**` (which may match no segment at all): the path it names is
    // itself a match when that path is a file (§6.3). `-1`: the pattern does not end so.
    const beforeStar = parts.length >= 2 && parts[parts.length - 1] === GLOBSTAR ? parts.length - 2 : -1;
    // `**` alone at a folder that is a file (an absolute entry `/p/x.md/**`) matches that file.
    if (parts.length === 1 && parts[0] === GLOBSTAR && kindOf(cwd) === 'file') add(cwd, []);
    /**
     * Match `parts[i]` in `dir`. `viaEmpty`: `parts[i - 1]` is a `**` that matched no segment
     * here; a literal part before a final `**` then matches a file only through a symlink, as a
     * pattern part does (node-glob tests such an entry by name and needs a readable directory).
     */
    const proc = (dir: string, rel: string[], i: number, viaEmpty = false): void => {
      if (truncated) return;
      const key = `${i}\0${viaEmpty && i === beforeStar ? '0' : ''}${dir}`;
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
        else if (i === beforeStar && k === 'file' && (!viaEmpty || source.lstat(child)?.kind === 'symlink')) add(child, r);
        return;
      }
      if (part === GLOBSTAR && !last) proc(dir, rel, i + 1, true);
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
          // A symlinked directory: a first `**` skips it, a later one matches the rest of the
          // pattern directly inside it, and a final one (no rest) never enters it (observed:
          // `docs/**` does not load `docs/link/x.md` when `docs/link` is a symlinked directory).
          if (e.kind !== 'symlink') proc(abs, r, i);
          else if (i !== 0 && !last) proc(abs, r, i + 1);
          continue;
        }
        if (!dot && e.name.startsWith('.') && !part.dotLiteral) continue;
        if (!part.re.test(e.name)) continue;
        if (last && k === 'file') add(abs, r);
        else if (!last && k === 'dir') proc(abs, r, i + 1);
        else if (i === beforeStar && k === 'file' && e.kind === 'symlink') add(abs, r);
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
