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
  return rootAsSeenFrom(cwd, top, prefix);
}

/**
 * The repository root as seen from `cwd`, given git's `--show-toplevel` (`top`) and
 * `--show-prefix` (`prefix`) for `cwd`: `top` when `cwd` lies below it, else (`cwd` reaches the
 * repository through a symlinked path) `cwd` minus as many components as `prefix` has.
 */
export function rootAsSeenFrom(cwd: string, top: string, prefix: string): string {
  const abs = path.resolve(cwd);
  if (abs === top || abs.startsWith(top + '/')) return top;
  const depth = prefix.split('/').filter(Boolean).length;
  let derived = abs;
  for (let i = 0; i < depth; i++) derived = path.dirname(derived);
  return derived;
}

/**
 * The repository root as seen from `cwd` (as `sourceRoot`) and the commit id of `HEAD`, with one
 * `git rev-parse`; `head` is `null` before the first commit. Throws as `sourceRoot`.
 */
export function sourceRootAndHead(cwd: string): { root: string; head: string | null } {
  try {
    const lines = runGit(cwd, ['rev-parse', '--show-toplevel', '--show-prefix', '--verify', '--quiet', 'HEAD^{commit}']).toString('utf8').split('\n');
    const [top = '', prefix = '', head = ''] = lines;
    if (top !== '' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head)) return { root: rootAsSeenFrom(cwd, top, prefix), head };
  } catch {
    /* no HEAD yet, or not a repository: sourceRoot says which */
  }
  return { root: sourceRoot(cwd), head: null };
}

/** Paths (relative to the repository root) that appear in `git ls-files -s -z` output with a stage other than 0: unresolved merge conflicts. */
export function conflictedPaths(out: Buffer): string[] {
  const seen = new Set<string>();
  for (const rec of splitNul(out)) {
    const tab = rec.indexOf('\t');
    const sp2 = rec.lastIndexOf(' ', tab);
    if (tab < 0 || sp2 < 0) continue;
    if (rec.slice(sp2 + 1, tab) !== '0') seen.add(rec.slice(tab + 1));
  }
  return [...seen];
}

/** The notice a conflicted index gets: what ctxlens reads instead of the conflict. */
export function conflictNotice(paths: readonly string[]): string {
  const shown = paths.slice(0, 5).join(', ') + (paths.length > 5 ? `, and ${paths.length - 5} more` : '');
  return `the index holds unresolved merge conflicts (${shown}); ctxlens lints stage 2 ("ours") of each, not the merged result. Resolve the conflicts and stage the files to lint what will be committed.`;
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
  const out = runGit(root, ['ls-files', '-s', '-z', '--full-name']);
  const src = new GitTreeSource('index', 'git index', root, parseLsFiles(out), (oids) => catFileBatch(root, oids), new WorktreeSource());
  const conflicts = conflictedPaths(out);
  if (conflicts.length > 0) src.notices = [conflictNotice(conflicts)];
  return src;
}

/**
 * The working tree of the repository containing `cwd`, with the files a sparse checkout leaves
 * out (skip-worktree entries of the index) read from the index, so comparing it with a revision
 * does not report them as removed. Outside a sparse checkout, or outside
 * git, the plain working tree.
 */
export function openSparseAwareWorktree(cwd: string): FileSource {
  const disk = new WorktreeSource();
  let root: string;
  let out: Buffer;
  try {
    root = sourceRoot(cwd);
    out = runGit(root, ['ls-files', '-t', '-s', '-z', '--full-name']);
  } catch {
    return disk;
  }
  const skipped: string[] = [];
  const tagged = splitNul(out).filter((rec) => {
    if (rec.startsWith('S ')) skipped.push(rec.slice(rec.indexOf('\t') + 1));
    return rec.startsWith('S ');
  });
  if (tagged.length === 0) return disk;
  const entries = parseLsFiles(Buffer.from(tagged.map((r) => r.slice(2)).join('\0') + '\0'));
  const under = new GitTreeSource('index', 'git index', root, entries, (oids) => catFileBatch(root, oids), null);
  const overlay = new OverlaySource(disk, under);
  overlay.notices = [`sparse checkout: ${skipped.length} file(s) outside the checkout are read from the index`];
  return overlay;
}

/**
 * The working tree over a fallback tree: every call answers from `top` (the disk) and, for a path
 * `top` does not have, from `under` (skip-worktree files of a sparse checkout). Directory listings
 * are merged by name, `top` winning.
 */
export class OverlaySource implements FileSource {
  readonly kind = 'worktree' as const;
  readonly description = 'working tree (sparse checkout, missing files from the index)';
  notices?: readonly string[];
  constructor(
    private readonly top: FileSource,
    private readonly under: FileSource,
  ) {}
  lstat(abs: string) {
    return this.top.lstat(abs) ?? this.under.lstat(abs);
  }
  stat(abs: string) {
    return this.top.stat(abs) ?? this.under.stat(abs);
  }
  readdir(abs: string) {
    const a = this.top.readdir(abs);
    const b = this.under.readdir(abs);
    if (a === null || b === null) return a ?? b;
    const names = new Set(a.map((e) => e.name));
    return [...a, ...b.filter((e) => !names.has(e.name))].sort((x, y) => Buffer.compare(Buffer.from(x.name), Buffer.from(y.name)));
  }
  readFile(abs: string, maxBytes?: number) {
    const r = this.top.readFile(abs, maxBytes);
    return !r.ok && r.code === 'ENOENT' ? this.under.readFile(abs, maxBytes) : r;
  }
  realpath(abs: string) {
    return this.top.realpath(abs) ?? this.under.realpath(abs);
  }
  readlink(abs: string) {
    return this.top.readlink(abs) ?? this.under.readlink(abs);
  }
}

/** A character that git's `glob` pathspec magic would read as a pattern. */
const GLOB_META = /[*?[\]\\]/;

/**
 * The index entries of the repository at `root` at or below each of `subtrees`, those named
 * exactly by `exact`, and those matching `globs` (paths relative to the root; a glob's `*`
 * stays within one path component): one `git ls-files -s -z -- <pathspecs>`, so the cost follows
 * what is asked for, not the size of the index. `null` when a path holds a glob
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
    throw unknownRevision(root, rev);
  }
}

/**
 * The error for a revision git does not know. In a shallow clone (CI checkouts fetch one commit
 * by default) the base of a pull request is usually just not fetched: say so, and how to fetch it.
 */
export function unknownRevision(root: string, rev: string): UsageError {
  let shallow = false;
  try {
    shallow = runGit(root, ['rev-parse', '--is-shallow-repository']).toString('utf8').trim() === 'true';
  } catch {
    /* an old git without the flag: no hint */
  }
  if (!shallow) return new UsageError(`unknown git revision: ${rev}`);
  return new UsageError(
    `unknown git revision: ${rev}. This is a shallow clone, so the revision may exist but not be fetched: fetch more history (git fetch --deepen=50, or git fetch --unshallow; in GitHub Actions, actions/checkout with fetch-depth: 0) and run again.`,
  );
}

/** The commit id of `rev`, or throws `UsageError`. */
export function resolveCommit(root: string, rev: string): string {
  try {
    return runGit(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]).toString('utf8').trim();
  } catch {
    throw unknownRevision(root, rev);
  }
}

/**
 * Paths (relative to the repository root) whose staged content differs from `HEAD`: added,
 * deleted, modified, type-changed, both sides of a rename (`git diff --cached --name-only
 * --no-renames -z`). Before the first commit every indexed path counts. `root` is the
 * repository root; `head`, the commit to compare with (default `HEAD`). Throws `GitError` when git fails.
 */
export function stagedChangedPaths(root: string, head = 'HEAD'): string[] {
  try {
    return splitNul(runGit(root, ['diff', '--cached', '--name-only', '--no-renames', '--no-ext-diff', '--no-textconv', '-z', head, '--']));
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
