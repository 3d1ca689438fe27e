import { lstatSync } from 'node:fs';
import { runGit, splitNul } from './git-exec.js';

/**
 * Of the directories `dirs` (absolute POSIX paths strictly below the absolute directory `base`),
 * those Git ignores and that hold no tracked file: not part of the repository (installed
 * packages, build output). One `git check-ignore -z --stdin` run in `base` answers for all of
 * them: the paths go in relative to `base`, NUL-separated, without a trailing slash (git looks
 * at the disk to match a directory-only pattern such as `node_modules/`). The index is heeded,
 * so a directory holding a tracked file (force-added) is not reported; `.gitignore` files at
 * every level, `.git/info/exclude`, `core.excludesFile`, negations and patterns that ignore a
 * parent directory all count, as for `git status`.
 *
 * Never throws, and never guesses: any failure (`base` outside a Git work tree, git missing or
 * refusing the repository as of dubious ownership, a path inside a submodule, exit 128, output
 * that names a path it was not asked about) gives the empty set. Not asked, and so never
 * reported: a path that is not below `base`; one git would read as a pathspec rather than a
 * name (starting with `:`, or holding `*`, `?`, `[` or `\`); and one below a directory between
 * `base` and it that holds a `.git` entry (a submodule or another repository, which this
 * repository's rules do not decide, and where git refuses the whole question). No git process
 * runs when nothing is left to ask. Git runs with hooks, fsmonitor and optional locks off (`runGit`).
 */
export function gitIgnoredDirs(base: string, dirs: readonly string[]): Set<string> {
  const prefix = base.endsWith('/') ? base : base + '/';
  const asked = new Map<string, string>();
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
    if (rel.startsWith(':') || /[*?[\\\0]/.test(rel)) continue;
    try {
      if (inOtherRepo(rel)) continue;
    } catch {
      continue;
    }
    asked.set(rel, abs);
  }
  const out = new Set<string>();
  if (asked.size === 0) return out;
  let answer: Buffer;
  try {
    // Exit 1: nothing is ignored (not an error).
    answer = runGit(base, ['check-ignore', '-z', '--stdin'], [...asked.keys()].join('\0') + '\0', [0, 1]);
  } catch {
    return new Set();
  }
  for (const rel of splitNul(answer)) {
    const abs = asked.get(rel);
    if (abs === undefined) return new Set();
    out.add(abs);
  }
  return out;
}
