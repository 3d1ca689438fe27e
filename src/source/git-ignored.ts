import { lstatSync } from 'node:fs';
import * as path from 'node:path';
import { runGit, splitNul } from './git-exec.js';

/**
 * Of the directories `dirs` (absolute POSIX paths strictly below the absolute directory `base`),
 * those Git ignores and that hold no tracked file: not part of the repository (installed
 * packages, build output). One `git check-ignore -z --stdin` run in `base` answers for all of
 * them: the paths go in relative to `base`, NUL-separated, without a trailing slash (git looks
 * at the disk to match a directory-only pattern such as `node_modules/`). The index is heeded,
 * so a directory holding a tracked file (force-added) is not reported. Past `ASK_WITH_INDEX`
 * directories, `git check-ignore --no-index` answers for the patterns and one `git ls-files -z`
 * lists the tracked files (the same answer, with no cost per directory and index entry).
 * `.gitignore` files at every level, `.git/info/exclude`, `core.excludesFile`, negations and
 * patterns that ignore a parent directory all count, as for `git status`.
 *
 * Never throws, and never guesses: any failure (`base` outside a Git work tree, git missing or
 * refusing the repository as of dubious ownership, a path inside a submodule, exit 128, output
 * that names a path it was not asked about, anything git writes to stderr — a damaged index makes
 * `git check-ignore` print an error and answer as if it held less, with status 0) gives the empty set. Not asked, and so never
 * reported: a path that is not below `base`; one git would read as a pathspec rather than a
 * name (starting with `:`, or holding `*`, `?`, `[` or `\`); and one below a directory between
 * `base` and it that holds a `.git` entry (a submodule or another repository, which this
 * repository's rules do not decide, and where git refuses the whole question). No git process
 * runs when nothing is left to ask. Git runs with hooks, fsmonitor and optional locks off (`runGit`).
 * Nothing is reported either when `base` (below the top of its work tree) is itself ignored — a
 * folder the command line names is linted whole — or when `GIT_DIR` is set without
 * `GIT_WORK_TREE` (a hook in a linked worktree), where git would take `base` for the top.
 */
export function gitIgnoredDirs(base: string, dirs: readonly string[]): Set<string> {
  // `GIT_DIR` without `GIT_WORK_TREE` (how git runs hooks in a linked worktree) makes git take
  // the current directory for the top of the work tree: its answers would be about other paths.
  if (process.env['GIT_DIR'] && !process.env['GIT_WORK_TREE']) return new Set();
  const prefix = base.endsWith('/') ? base : base + '/';
  const asked = new Map<string, string>();
  // Below the top of the work tree, `base` itself is asked about too: a folder Git ignores that
  // the command line names is linted as a whole, as before (its pruned directories are scanned).
  let self: string | null = null;
  try {
    if (lstatSync(prefix + '.git', { throwIfNoEntry: false }) === undefined) {
      const name = path.basename(base);
      if (name === '' || readAsPathspec(name)) return new Set();
      self = '../' + name;
      asked.set(self, base);
    }
  } catch {
    return new Set();
  }
  // Directories between `base` and a pruned one: whether they hold a `.git` entry (memoised).
  const repoBelow = new Map<string, boolean>();
  const inOtherRepo = (rel: string): boolean => {
    for (let i = rel.indexOf('/'); i >= 0; i = rel.indexOf('/', i + 1)) {
      const dir = rel.slice(0, i);
      let has = repoBelow.get(dir);
      if (has === undefined) {
        has = lstatSync(prefix + dir + '/.git', { throwIfNoEntry: false }) !== undefined;
        repoBelow.set(dir, has);
      }
      if (has) return true;
    }
    return false;
  };
  for (const abs of dirs) {
    if (!abs.startsWith(prefix) || abs.length === prefix.length) continue;
    const rel = abs.slice(prefix.length);
    if (readAsPathspec(rel)) continue;
    try {
      if (inOtherRepo(rel)) continue;
    } catch {
      continue;
    }
    asked.set(rel, abs);
  }
  if (asked.size === (self === null ? 0 : 1)) return new Set();
  const input = [...asked.keys()].join('\0') + '\0';
  try {
    if (asked.size <= ASK_WITH_INDEX) {
      // Exit 1: nothing is ignored (not an error).
      const got = answered(runGit(base, ['check-ignore', '-z', '--stdin'], input, [0, 1], { quietOnly: true }), asked);
      return got.has(base) ? new Set() : got;
    }
    // Many directories: git matches each one against every index entry when it heeds the index,
    // so the patterns are asked alone, and the tracked files listed once.
    const ignored = answered(runGit(base, ['check-ignore', '--no-index', '-z', '--stdin'], input, [0, 1], { quietOnly: true }), asked);
    if (ignored.size === 0) return ignored;
    if (ignored.has(base)) return new Set();
    const tracked = runGit(base, ['ls-files', '-z'], undefined, [0], { quietOnly: true });
    const out = new Set<string>();
    for (const [rel, abs] of asked) if (rel !== self && ignored.has(abs) && !holdsEntry(tracked, rel)) out.add(abs);
    return out;
  } catch {
    return new Set();
  }
}

/** A path git would read as a pathspec rather than a name (magic `:`, glob characters, an escape) or cannot take (NUL). */
function readAsPathspec(rel: string): boolean {
  return rel.startsWith(':') || /[*?[\\\0]/.test(rel);
}

/**
 * Up to this many directories, `gitIgnoredDirs` asks `git check-ignore` with the index heeded
 * (git compares each directory with every index entry: about 10 ns a pair); past it, the
 * patterns alone (`--no-index`) and the tracked files from one `git ls-files -z`.
 */
export const ASK_WITH_INDEX = 16;

/** The directories (absolute) that `git check-ignore -z` output names; throws on a path it was not asked about. */
function answered(out: Buffer, asked: ReadonlyMap<string, string>): Set<string> {
  const got = new Set<string>();
  for (const rel of splitNul(out)) {
    const abs = asked.get(rel);
    if (abs === undefined) throw new Error(`git check-ignore answered for a path it was not asked about: ${rel}`);
    got.add(abs);
  }
  return got;
}

/**
 * Whether the `git ls-files -z` output `list` (paths in the index's order: byte order) holds
 * `dir` itself (a submodule) or a path below it: two binary searches over the bytes, no path decoded.
 */
export function holdsEntry(list: Buffer, dir: string): boolean {
  const exact = Buffer.from(dir, 'utf8');
  const below = Buffer.from(dir + '/', 'utf8');
  const at = firstAtOrAfter(list, exact);
  if (at < list.length && entryEnd(list, at) - at === exact.length && list.compare(exact, 0, exact.length, at, at + exact.length) === 0) return true;
  const b = firstAtOrAfter(list, below);
  return b < list.length && entryEnd(list, b) - b >= below.length && list.compare(below, 0, below.length, b, b + below.length) === 0;
}

/** The end (offset of the NUL, or the length) of the entry starting at `start`. */
function entryEnd(list: Buffer, start: number): number {
  const i = list.indexOf(0, start);
  return i < 0 ? list.length : i;
}

/** The offset where the first entry not below `key` in byte order starts (`list.length` when none). */
function firstAtOrAfter(list: Buffer, key: Buffer): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    // The start of the entry holding byte `mid`; `lo` always starts an entry.
    const start = mid === 0 ? 0 : Math.max(lo, list.lastIndexOf(0, mid - 1) + 1);
    const end = entryEnd(list, start);
    if (list.compare(key, 0, key.length, start, end) < 0) lo = end + 1;
    else hi = start;
  }
  return lo;
}
