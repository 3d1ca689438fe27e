/**
 * The glob scan the runtime uses for `instructions` entries (docs/runtimes/opencode.md §6.3):
 * files only, dotfiles matched, symlinks followed, matches in breadth-first order. Reads only
 * through the file source.
 */
import { posix as path } from 'node:path';
import type { FileSource } from '../../../source/types.js';

/** Largest number of directory entries one scan looks at (a `**` at `/` would read the whole disk). */
export const MAX_SCAN_ENTRIES = 50_000;

/** The files a scan matched (absolute, as the runtime joins them) and whether it stopped at the cap. */
export interface ScanResult {
  files: string[];
  truncated: boolean;
}

const MAGIC = /[*?[{]/;

/**
 * A glob over a `/`-separated relative path, as the runtime's scanner reads it: `*` any run
 * within one segment (leading dots included), `?` one character but `/`, `**` as a whole segment
 * any number of segments (none included), `[abc]`/`[a-z]`/`[!a]`/`[^a]` classes, `{a,b}`
 * alternatives (nesting allowed), `\x` a literal `x`.
 */
export function globRegExp(pattern: string): RegExp {
  let re = '';
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*') {
      if (pattern[i + 1] === '*') {
        const segStart = i === 0 || pattern[i - 1] === '/';
        const end = i + 2 === pattern.length;
        if (segStart && (end || pattern[i + 2] === '/')) {
          re += end ? '.*' : '(?:[^/]*/)*';
          i += end ? 1 : 2;
          continue;
        }
        i++;
      }
      re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const close = pattern.indexOf(']', i + 2);
      if (close < 0) re += '\\[';
      else {
        let body = pattern.slice(i + 1, close);
        const negate = body.startsWith('!') || body.startsWith('^');
        if (negate) body = body.slice(1);
        body = body.replace(/[\\\]^]/g, (m) => '\\' + m);
        re += negate ? `[^/${body}]` : `[${body}]`;
        i = close;
      }
    } else if (c === '{') {
      depth++;
      re += '(?:';
    } else if (c === '}' && depth > 0) {
      depth--;
      re += ')';
    } else if (c === ',' && depth > 0) re += '|';
    else if (c === '\\' && i + 1 < pattern.length) re += escapeRe(pattern[++i]!);
    else re += escapeRe(c);
  }
  re += ')'.repeat(depth);
  return new RegExp(`^${re}$`, 'su');
}

function escapeRe(c: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(c) ? '\\' + c : c;
}

/**
 * Scan `cwd` for `pattern` (relative, `/`-separated): `*` and `?` stay within one path segment and
 * match leading dots, `**` spans any number of directories (hidden ones and `node_modules/`
 * included, but not symlinked directories), `[…]` and `{a,b}` as usual. Leading literal
 * segments (`..` included) are joined as written, symlinks in them followed; a `*` segment follows
 * a symlinked directory too. Only regular files (after following symlinks) match. Matches come nearest depth
 * first, in byte order within one depth (the runtime uses the file system's order there).
 * `dot: false` (the scan of absolute entries) skips names starting with `.` unless the pattern
 * segment itself starts with `.`.
 */
export function scanGlob(source: FileSource, cwd: string, pattern: string, opts: { dot?: boolean } = {}): ScanResult {
  const segs = pattern.split('/').filter((s, i) => s !== '' || i === 0);
  if (segs[0] === '') segs.shift();
  let k = 0;
  while (k < segs.length && !MAGIC.test(segs[k]!)) k++;
  const start = path.join(cwd, ...segs.slice(0, k));
  if (k === segs.length) {
    return { files: source.stat(start)?.kind === 'file' ? [path.join(cwd, pattern)] : [], truncated: false };
  }
  const rest = segs.slice(k);
  const re = globRegExp(rest.join('/'));
  const dot = opts.dot ?? true;
  const deep = rest.includes('**');
  const maxDepth = deep ? 64 : rest.length;
  const files: string[] = [];
  let budget = MAX_SCAN_ENTRIES;
  let level: { abs: string; rel: string }[] = [{ abs: start, rel: '' }];
  const seenDirs = new Set<string>();
  for (let depth = 1; depth <= maxDepth && level.length > 0; depth++) {
    const next: { abs: string; rel: string }[] = [];
    for (const d of level) {
      const entries = source.readdir(d.abs);
      if (entries === null) continue;
      for (const e of entries) {
        if (--budget < 0) return { files, truncated: true };
        // Without `dot`, a name starting with `.` matches only a segment that starts with `.` itself (observed: `/p/d/.*.md`).
        if (!dot && e.name.startsWith('.') && (deep || !rest[depth - 1]!.startsWith('.'))) continue;
        const abs = path.join(d.abs, e.name);
        const rel = d.rel === '' ? e.name : `${d.rel}/${e.name}`;
        const kind = e.kind === 'symlink' ? source.stat(abs)?.kind : e.kind;
        if (kind === 'file' && re.test(rel)) files.push(abs);
        // A `**` walk does not enter symlinked directories; a `*` segment does (observed, opencode 1.18.33).
        if (kind === 'dir' && depth < maxDepth && !(deep && e.kind === 'symlink')) {
          if (deep) {
            const real = source.realpath(abs) ?? abs;
            if (seenDirs.has(real)) continue;
            seenDirs.add(real);
          }
          next.push({ abs, rel });
        }
      }
    }
    level = next;
  }
  return { files, truncated: false };
}
