import * as path from 'node:path';
import type { FileSource } from './types.js';
import { WorktreeSource } from './worktree.js';
import { GitTreeSource, type GitEntry } from './git-tree.js';
import { catFileBatch, GitError, repoRoot, runGit, splitNul } from './git-exec.js';
import { UsageError } from '../errors.js';

export { GitTreeSource, type GitEntry } from './git-tree.js';
export { GitError } from './git-exec.js';

/**
 * The repository root as the caller sees it: `git rev-parse --show-toplevel`, or, when `cwd`
 * reaches the repository through a symlinked path, `cwd` minus its `--show-prefix`, so that
 * every path below `cwd` lies inside the source. Throws `UsageError` outside a git work tree.
 */
export function sourceRoot(cwd: string): string {
  let top: string;
  let prefix: string;
  try {
    const lines = runGit(cwd, ['rev-parse', '--show-toplevel', '--show-prefix']).toString('utf8').split('\n');
    top = lines[0] ?? '';
    prefix = lines[1] ?? '';
    if (top === '') throw new GitError('not inside a git work tree', '');
  } catch (e) {
    throw new UsageError(`${path.resolve(cwd)} is not inside a git work tree (${e instanceof GitError ? e.stderr.split('\n')[0] || e.message : String(e)})`);
  }
  const abs = path.resolve(cwd);
  if (abs === top || abs.startsWith(top + '/')) return top;
  const depth = prefix.split('/').filter(Boolean).length;
  let derived = abs;
  for (let i = 0; i < depth; i++) derived = path.dirname(derived);
  return derived;
}

/** Parse `git ls-files -s -z`: `<mode> <oid> <stage>\t<path>\0`. Conflicted paths keep stage 2 ("ours"), else the lowest stage. */
export function parseLsFiles(out: Buffer): GitEntry[] {
  const byPath = new Map<string, { e: GitEntry; stage: number }>();
  const rank = (s: number) => (s === 0 ? 0 : s === 2 ? 1 : 2 + s);
  for (const rec of splitNul(out)) {
    const tab = rec.indexOf('\t');
    const sp1 = rec.indexOf(' ');
    const sp2 = sp1 < 0 ? -1 : rec.indexOf(' ', sp1 + 1);
    if (tab < 0 || sp1 <= 0 || sp2 < 0 || sp2 > tab) continue;
    const mode = rec.slice(0, sp1);
    const oid = rec.slice(sp1 + 1, sp2);
    const stage = Number(rec.slice(sp2 + 1, tab));
    const p = rec.slice(tab + 1);
    const prev = byPath.get(p);
    if (!prev || rank(stage) < rank(prev.stage)) byPath.set(p, { e: { path: p, mode, oid }, stage });
  }
  return [...byPath.values()].map((v) => v.e);
}

/** Parse `git ls-tree -r -l -z`: `<mode> <type> <oid> <size>\t<path>\0` (size `-` for submodules). */
export function parseLsTree(out: Buffer): GitEntry[] {
  const entries: GitEntry[] = [];
  for (const rec of splitNul(out)) {
    const tab = rec.indexOf('\t');
    if (tab < 0) continue;
    const [mode, , oid, size] = rec.slice(0, tab).split(/ +/);
    if (!mode || !oid) continue;
    const e: GitEntry = { path: rec.slice(tab + 1), mode, oid };
    if (size !== undefined && /^\d+$/.test(size)) e.size = Number(size);
    entries.push(e);
  }
  return entries;
}

/**
 * The git index of the repository containing `cwd` (what `git commit` would commit, honouring
 * `GIT_INDEX_FILE` inside hooks), as a read-only `GitTreeSource` rooted at the repository root.
 * Reads `git ls-files -s -z` once; blobs are read lazily with `git cat-file --batch`.
 * Paths outside the repository are read from the working tree. `root` (from `sourceRoot(cwd)`)
 * may be passed to save a git call. Throws `UsageError` outside a work tree.
 */
export function openIndexSource(cwd: string, root: string = sourceRoot(cwd)): GitTreeSource {
  const entries = parseLsFiles(runGit(root, ['ls-files', '-s', '-z', '--full-name']));
  return new GitTreeSource('index', 'git index', root, entries, (oids) => catFileBatch(root, oids), new WorktreeSource());
}

/** A character that git's `glob` pathspec magic would read as a pattern. */
const GLOB_META = /[*?[\]\\]/;

/**
 * The index entries of the repository at `root` at or below each of `subtrees`, those named
 * exactly by `exact`, and those matching `globs` (paths relative to the root; a glob's `*`
 * stays within one path component): one `git ls-files -s -z -- <pathspecs>`, so the cost follows
 * what is asked for, not the size of the index (issue 15). `null` when a path holds a glob
 * metacharacter or a subtree is the root itself: the caller then lists the whole index
 * (`openIndexSource`). Throws `GitError` when git fails.
 */
export function indexEntriesAt(root: string, subtrees: readonly string[], exact: readonly string[], globs: readonly string[] = []): GitEntry[] | null {
  const specs: string[] = [];
  for (const rel of subtrees) {
    if (rel === '' || rel === '.') return null;
    specs.push(`:(literal)${rel}`);
  }
  for (const rel of exact) {
    // A bracket around the last character makes the pattern a wildcard one, which git matches
    // against the entry name only (no "leading directory" match of everything below it).
    if (rel === '' || GLOB_META.test(rel) || /[!^]$/.test(rel)) return null;
    const cut = rel.length - 1;
    specs.push(`:(glob)${rel.slice(0, cut)}[${rel.slice(cut)}]`);
  }
  for (const g of globs) specs.push(`:(glob)${g}`);
  if (specs.length === 0) return [];
  return parseLsFiles(runGit(root, ['ls-files', '-s', '-z', '--full-name', '--', ...specs]));
}

/** A `GitTreeSource` over some index entries (from `indexEntriesAt`), blobs read on demand. */
export function indexSourceOf(root: string, entries: readonly GitEntry[]): GitTreeSource {
  return new GitTreeSource('index', 'git index', root, entries, (oids) => catFileBatch(root, oids), new WorktreeSource());
}

/**
 * The tree of revision `rev` (any commit-ish or tree-ish) of the repository containing `cwd`, rooted
 * at the repository root. Throws `UsageError` for an unknown revision or outside a work tree.
 */
export function openRevisionSource(cwd: string, rev: string): GitTreeSource {
  const root = sourceRoot(cwd);
  const tree = resolveTree(root, rev);
  const entries = parseLsTree(runGit(root, ['ls-tree', '-r', '-l', '-z', '--full-tree', tree]));
  return new GitTreeSource('rev', `git revision ${rev}`, root, entries, (oids) => catFileBatch(root, oids), new WorktreeSource());
}

/** The tree object id of `rev` (`git rev-parse --verify --end-of-options <rev>^{tree}`). Throws `UsageError` when unknown. */
export function resolveTree(root: string, rev: string): string {
  try {
    return runGit(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{tree}`]).toString('utf8').trim();
  } catch {
    throw new UsageError(`unknown git revision: ${rev}`);
  }
}

/** The commit id of `rev`, or throws `UsageError`. */
export function resolveCommit(root: string, rev: string): string {
  try {
    return runGit(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]).toString('utf8').trim();
  } catch {
    throw new UsageError(`unknown git revision: ${rev}`);
  }
}

/**
 * Paths (relative to the repository root) whose staged content differs from `HEAD`: added,
 * deleted, modified, type-changed, both sides of a rename (`git diff --cached --name-only
 * --no-renames -z`). Before the first commit every indexed path counts. `root` is the
 * repository root. Throws `GitError` when git fails.
 */
export function stagedChangedPaths(root: string): string[] {
  try {
    return splitNul(runGit(root, ['diff', '--cached', '--name-only', '--no-renames', '--no-ext-diff', '--no-textconv', '-z', 'HEAD', '--']));
  } catch (e) {
    // No HEAD yet (before the first commit): every indexed path is new.
    try {
      runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
    } catch {
      return parseLsFiles(runGit(root, ['ls-files', '-s', '-z', '--full-name'])).map((x) => x.path);
    }
    throw e;
  }
}
