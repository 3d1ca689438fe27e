import { readFileSync, realpathSync } from 'node:fs';
import * as path from 'node:path';
import type { FileSource } from './types.js';
import { WorktreeSource } from './worktree.js';
import { GitTreeSource, type GitEntry } from './git-tree.js';
import { IndexListing } from './git-listing.js';
import { worktreeBlobCopy } from './git-worktree-copy.js';
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
 * Where the index file of a repository is (`git rev-parse --git-path index`: `GIT_INDEX_FILE`
 * during a hook, a linked worktree's own index…), absolute, and how many hex digits its object
 * ids have (those of `HEAD`): lets `openIndexSource` read the index without `git ls-files`.
 */
export interface IndexFileHint {
  path: string;
  oidLength: number;
}

/**
 * The repository root as seen from `cwd` (as `sourceRoot`), the commit id of `HEAD` and where the
 * index file is (`IndexFileHint`), with one `git rev-parse`; `head` and `index` are `null` before
 * the first commit. Throws as `sourceRoot`.
 */
export function sourceRootAndHead(cwd: string): { root: string; head: string | null; index: IndexFileHint | null } {
  try {
    const lines = runGit(cwd, ['rev-parse', '--show-toplevel', '--show-prefix', '--git-path', 'index', '--verify', '--quiet', 'HEAD^{commit}']).toString('utf8').split('\n');
    const [top = '', prefix = '', indexPath = '', head = ''] = lines;
    if (top !== '' && indexPath !== '' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head)) {
      // git prints the path relative to the directory it ran in, as the kernel resolved it.
      return { root: rootAsSeenFrom(cwd, top, prefix), head, index: { path: path.resolve(realpathSync.native(cwd), indexPath), oidLength: head.length } };
    }
  } catch {
    /* no HEAD yet, or not a repository: sourceRoot says which */
  }
  return { root: sourceRoot(cwd), head: null, index: null };
}

/**
 * Visit the records of `git ls-files -s -z` output, `<mode> <oid> <stage>\t<path>\0`, straight
 * from the bytes (no string per record: at 80,000 entries those were most of the memory an index
 * source held). `visit` gets the byte offsets of the fields; malformed records are skipped.
 */
function eachLsFilesRecord(out: Buffer, visit: (modeStart: number, modeEnd: number, oidStart: number, oidEnd: number, stage: number, pathStart: number, pathEnd: number) => void): void {
  let start = 0;
  while (start < out.length) {
    let end = out.indexOf(0, start);
    if (end < 0) end = out.length;
    const tab = out.indexOf(9, start);
    if (tab > start && tab < end) {
      const sp1 = out.indexOf(32, start);
      const sp2 = sp1 < 0 ? -1 : out.indexOf(32, sp1 + 1);
      if (sp1 > start && sp2 > sp1 && sp2 < tab) {
        const stage = tab === sp2 + 2 && out[sp2 + 1]! >= 48 && out[sp2 + 1]! <= 57 ? out[sp2 + 1]! - 48 : Number(out.toString('latin1', sp2 + 1, tab));
        visit(start, sp1, sp1 + 1, sp2, stage, tab + 1, end);
      }
    }
    start = end + 1;
  }
}

/** Mode strings shared by all entries (one string each, not one per entry). */
const MODES = new Map(['100644', '100755', '120000', '160000', '040000'].map((m) => [m, m]));

/** Paths (relative to the repository root) that appear in `git ls-files -s -z` output with a stage other than 0: unresolved merge conflicts. */
export function conflictedPaths(out: Buffer): string[] {
  // A record of stage 1-3 holds " <stage>\t" before its path; without any, nothing to visit.
  if (out.indexOf(' 1\t') < 0 && out.indexOf(' 2\t') < 0 && out.indexOf(' 3\t') < 0) return [];
  const seen = new Set<string>();
  eachLsFilesRecord(out, (_ms, _me, _os, _oe, stage, ps, pe) => {
    if (stage !== 0) seen.add(out.toString('utf8', ps, pe));
  });
  return [...seen];
}

/** The notice a conflicted index gets: what ctxlens reads instead of the conflict. */
export function conflictNotice(paths: readonly string[]): string {
  const shown = paths.slice(0, 5).join(', ') + (paths.length > 5 ? `, and ${paths.length - 5} more` : '');
  return `the index holds unresolved merge conflicts (${shown}); ctxlens lints stage 2 ("ours") of each, not the merged result. Resolve the conflicts and stage the files to lint what will be committed.`;
}

/** The entries of `git ls-files -s -z` output without conflicts (every stage 0), one at a time, in the listing's order. */
function* lsFilesEntries(out: Buffer): Generator<GitEntry> {
  let start = 0;
  while (start < out.length) {
    let end = out.indexOf(0, start);
    if (end < 0) end = out.length;
    const tab = out.indexOf(9, start);
    const sp1 = out.indexOf(32, start);
    const sp2 = sp1 < 0 ? -1 : out.indexOf(32, sp1 + 1);
    if (tab > start && tab < end && sp1 > start && sp2 > sp1 && sp2 < tab) {
      const modeStr = out.toString('latin1', start, sp1);
      yield { path: out.toString('utf8', tab + 1, end), mode: MODES.get(modeStr) ?? modeStr, oid: out.toString('latin1', sp1 + 1, sp2) };
    }
    start = end + 1;
  }
}

/** Parse `git ls-files -s -z`: `<mode> <oid> <stage>\t<path>\0`. Conflicted paths keep stage 2 ("ours"), else the lowest stage. */
export function parseLsFiles(out: Buffer): GitEntry[] {
  const byPath = new Map<string, { e: GitEntry; stage: number }>();
  const rank = (s: number) => (s === 0 ? 0 : s === 2 ? 1 : 2 + s);
  const entries: GitEntry[] = [];
  let conflicted = false;
  eachLsFilesRecord(out, (ms, me, os, oe, stage, ps, pe) => {
    const p = out.toString('utf8', ps, pe);
    const modeStr = out.toString('latin1', ms, me);
    const mode = MODES.get(modeStr) ?? modeStr;
    const e: GitEntry = { path: p, mode, oid: out.toString('latin1', os, oe) };
    if (stage !== 0) conflicted = true;
    if (!conflicted) {
      entries.push(e);
      return;
    }
    if (byPath.size === 0) for (const x of entries) byPath.set(x.path, { e: x, stage: 0 });
    const prev = byPath.get(p);
    if (!prev || rank(stage) < rank(prev.stage)) byPath.set(p, { e, stage });
  });
  return conflicted ? [...byPath.values()].map((v) => v.e) : entries;
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
 * Lists the index once — read straight from the index file when `index` says where it is and
 * its format allows (`IndexListing.fromIndexFile`), else with `git ls-files -s -z` — and builds
 * each directory from that listing when first looked into (a conflicted index is parsed whole,
 * stage 2 "ours" kept). A blob is read from the working tree when its bytes there hash to the
 * staged blob id (`worktreeBlobCopy`), else with `git cat-file --batch`. Paths outside the
 * repository are read from the working tree. `root` (from `sourceRoot(cwd)`) may be passed to
 * save a git call. Throws `UsageError` outside a work tree.
 */
export function openIndexSource(cwd: string, root: string = sourceRoot(cwd), index: IndexFileHint | null = null): GitTreeSource {
  const loadBlobs = (oids: readonly string[]) => catFileBatch(root, oids);
  if (index !== null) {
    let file: Buffer | null = null;
    try {
      file = readFileSync(index.path);
    } catch {
      /* let git find it */
    }
    const listing = file === null ? null : IndexListing.fromIndexFile(file, index.oidLength);
    if (listing !== null) return new GitTreeSource('index', 'git index', root, listing, loadBlobs, new WorktreeSource(), worktreeBlobCopy);
  }
  const out = runGit(root, ['ls-files', '-s', '-z', '--full-name']);
  const listing = IndexListing.from(out);
  const conflicts = listing === null ? conflictedPaths(out) : [];
  // Without conflicts each record is one entry, built as the tree takes it (no array of them all).
  const entries = listing ?? (conflicts.length > 0 ? parseLsFiles(out) : lsFilesEntries(out));
  const src = new GitTreeSource('index', 'git index', root, entries, loadBlobs, new WorktreeSource(), worktreeBlobCopy);
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

/** A `GitTreeSource` over some index entries (from `indexEntriesAt`), blobs read on demand (from the working tree when identical, as `openIndexSource`). */
export function indexSourceOf(root: string, entries: readonly GitEntry[]): GitTreeSource {
  return new GitTreeSource('index', 'git index', root, entries, (oids) => catFileBatch(root, oids), new WorktreeSource(), worktreeBlobCopy);
}

/**
 * The tree of revision `rev` (any commit-ish or tree-ish) of the repository containing `cwd`, rooted
 * at the repository root, listed with `git ls-tree -r -l` (sizes known without reading a blob). A blob is read from the working tree when the file there hashes to its
 * id (`worktreeBlobCopy`), else with `git cat-file --batch`. Throws `UsageError` for an unknown
 * revision or outside a work tree.
 */
export function openRevisionSource(cwd: string, rev: string): GitTreeSource {
  const root = sourceRoot(cwd);
  const tree = resolveTree(root, rev);
  const out = runGit(root, ['ls-tree', '-r', '-l', '-z', '--full-tree', tree]);
  // Each directory built when first looked into (`IndexListing`), or, for a listing that needs it, all at once.
  const entries = IndexListing.fromLsTree(out) ?? parseLsTree(out);
  return new GitTreeSource('rev', `git revision ${rev}`, root, entries, (oids) => catFileBatch(root, oids), new WorktreeSource(), worktreeBlobCopy);
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

/** The staged changes against a commit: the changed paths and which of them are symlinks. */
export interface StagedChanges {
  /** Paths relative to the repository root, in git's order, each once. */
  paths: string[];
  /** Those of `paths` that are a symlink in the commit or in the index (mode 120000 on either side). */
  symlinks: Set<string>;
  /** Those of `paths` that are a submodule in the commit or in the index (mode 160000 on either side), or unmerged (what the index holds there is not one entry). */
  submodules: Set<string>;
}

/**
 * Paths (relative to the repository root) whose staged content differs from `HEAD`: added,
 * deleted, modified, type-changed, both sides of a rename (`git diff --cached --raw
 * --no-renames -z`), with the symlinks among them. Before the first commit every indexed path
 * counts. `root` is the repository root; `head`, the commit to compare with (default `HEAD`).
 * Throws `GitError` when git fails.
 */
export function stagedChanges(root: string, head = 'HEAD'): StagedChanges {
  try {
    return parseRawDiff(runGit(root, ['diff', '--cached', '--raw', '--no-renames', '--no-ext-diff', '--no-textconv', '-z', head, '--']));
  } catch (e) {
    // No HEAD yet (before the first commit): every indexed path is new.
    try {
      runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
    } catch {
      const entries = parseLsFiles(runGit(root, ['ls-files', '-s', '-z', '--full-name']));
      return {
        paths: entries.map((x) => x.path),
        symlinks: new Set(entries.filter((x) => x.mode === '120000').map((x) => x.path)),
        submodules: new Set(entries.filter((x) => x.mode === '160000').map((x) => x.path)),
      };
    }
    throw e;
  }
}

/**
 * The paths that differ between the trees of commits `from` and `to` (`git diff-tree -r --raw
 * --no-renames -z`, both sides of a rename), with the symlinks and submodules among them, as
 * `stagedChanges` gives them; `null` when git cannot tell (an unknown or pruned commit). Reads
 * no index: its cost follows the difference, not the size of the tree.
 */
export function committedChanges(root: string, from: string, to: string): StagedChanges | null {
  try {
    return parseRawDiff(runGit(root, ['diff-tree', '-r', '--raw', '--no-renames', '--no-ext-diff', '--no-textconv', '-z', from, to, '--']));
  } catch {
    return null;
  }
}

/**
 * The records of `git diff --raw -z` without renames (`:<old mode> <new mode> <old id> <new id>
 * <status>` NUL `<path>` NUL, an unmerged path possibly more than once), as `StagedChanges`.
 */
export function parseRawDiff(out: Buffer): StagedChanges {
  const fields = splitNul(out);
  const paths: string[] = [];
  const seen = new Set<string>();
  const symlinks = new Set<string>();
  const submodules = new Set<string>();
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const meta = fields[i]!;
    const p = fields[i + 1]!;
    if (!seen.has(p)) {
      seen.add(p);
      paths.push(p);
    }
    if (meta.startsWith(':120000 ') || meta.slice(8, 15) === '120000 ') symlinks.add(p);
    if (meta.startsWith(':160000 ') || meta.slice(8, 15) === '160000 ' || meta.endsWith(' U')) submodules.add(p);
  }
  return { paths, symlinks, submodules };
}
