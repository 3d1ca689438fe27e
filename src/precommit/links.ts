import { realpathSync } from 'node:fs';
import { posix as path } from 'node:path';
import { catFileBatch, runGit } from '../source/git-exec.js';
import { parseLsFiles, type IndexFileHint } from '../source/git.js';
import { indexLinks, type IndexLinks } from '../source/git-listing.js';

/*
 * Committed symlinks for the pre-commit fast path (docs/usage.md, "Pre-commit relevance cache"):
 * a file the runtime reads through a symlink changes when the symlink's target does, although
 * the target's own path is named by nothing. The fast path therefore judges, besides each staged
 * path, every path under which the index makes that change visible (`linkAliases`).
 */

/** A symlink of the index: its path relative to the repository root and its target as stored in the link. */
export type Link = [path: string, target: string];

/** The symlinks of the index and whether it lists a submodule (whose own symlinks it does not list). */
export interface IndexLinkSet {
  links: Link[];
  gitlinks: boolean;
}

/**
 * The index file at `index` read once (`indexLinks`: symlinks, submodules, mainstream configs),
 * on the first call of the returned function; `null` when there is none or it cannot be read.
 */
export function indexScanOf(index: IndexFileHint | null): () => IndexLinks | null {
  let got: IndexLinks | null | undefined;
  return () => (got === undefined ? (got = index === null ? null : indexLinks(index.path, index.oidLength)) : got);
}

/**
 * The symlinks of the index at `root` with their targets: those `scanned` from the index file
 * (`indexScanOf`) when it could be read, else from `git ls-files -s`; targets with one `git
 * cat-file --batch`, only when there is a symlink. Throws `GitError` when git fails.
 */
export function readIndexLinks(root: string, scanned: IndexLinks | null): IndexLinkSet {
  let found: Pick<IndexLinks, 'links' | 'gitlinks'> | null = scanned;
  if (found === null) {
    const entries = parseLsFiles(runGit(root, ['ls-files', '-s', '-z', '--full-name']));
    found = { links: entries.filter((e) => e.mode === '120000').map((e) => ({ path: e.path, oid: e.oid })), gitlinks: entries.some((e) => e.mode === '160000') };
  }
  if (found.links.length === 0) return { links: [], gitlinks: found.gitlinks };
  const blobs = catFileBatch(root, [...new Set(found.links.map((l) => l.oid))]);
  const links: Link[] = [];
  for (const l of found.links) {
    const b = blobs.get(l.oid);
    // An unreadable link: its own path stands for it (it then matters as itself only).
    links.push([l.path, b == null ? '' : b.toString('utf8')]);
  }
  links.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { links, gitlinks: found.gitlinks };
}

/** At most this many paths are derived through symlinks; more (a link to an ancestor makes endless ones) counts as "cannot tell". */
const MAX_ALIASES = 4096;
/** At most this many symlinks are followed while resolving one path (as the kernel's 40). */
const MAX_HOPS = 40;

/**
 * Where the index makes a staged change visible besides its own path: for each symlink `S` whose
 * target resolves (lexically, through the index's other symlinks, inside the repository) to `T`,
 * - a changed path `T/rest` (or `T` itself) is also seen as `S/rest` (`S`);
 * - a changed path on the way to `T` (an ancestor of `T`, or a symlink the resolution passes
 *   through, retargeted or removed) changes what `S` reads: `S` itself;
 * repeated on the derived paths until nothing new comes (a chain of links). Returns the derived
 * paths (relative to `root`, none of them in `changed`), each with the symlink it came through,
 * or `null` when there are more than `MAX_ALIASES` (the caller then calls the change relevant).
 * Targets outside the repository are left out: nothing there can be staged. `root` is the
 * repository root as seen from the working directory (absolute targets are compared with it and
 * with its real path).
 */
export function linkAliases(root: string, changed: readonly string[], links: readonly Link[]): Array<{ path: string; via: string }> | null {
  if (links.length === 0 || changed.length === 0) return [];
  const map = new Map<string, string>(links);
  let realRoot: string | null | undefined;
  const inRepo = (abs: string): string | null => {
    const n = path.normalize(abs);
    const rel = relTo(root, n);
    if (rel !== null) return rel;
    if (realRoot === undefined) {
      try {
        realRoot = realpathSync(root);
      } catch {
        realRoot = null;
      }
    }
    return realRoot === null ? null : relTo(realRoot, n);
  };
  // Each link's target as the index resolves it, and the links passed on the way.
  const resolved: Array<{ link: string; target: string; through: string[] }> = [];
  for (const [link, target] of links) {
    if (target === '') continue;
    const through: string[] = [];
    const start = target.startsWith('/') ? inRepo(target) : joinRel(parentOf(link), target);
    const t = start === null ? null : resolveRel(start, map, inRepo, through);
    if (t !== null) resolved.push({ link, target: t, through });
  }
  const seen = new Set<string>(changed);
  const out: Array<{ path: string; via: string }> = [];
  const queue = [...changed];
  while (queue.length > 0) {
    const p = queue.pop()!;
    for (const r of resolved) {
      let alias: string | null = null;
      if (p === r.target) alias = r.link;
      else if (r.target === '' || p.startsWith(r.target + '/')) alias = r.link + '/' + (r.target === '' ? p : p.slice(r.target.length + 1));
      else if (r.target.startsWith(p + '/') || r.through.includes(p)) alias = r.link;
      if (alias === null || seen.has(alias)) continue;
      seen.add(alias);
      out.push({ path: alias, via: r.link });
      if (out.length > MAX_ALIASES) return null;
      queue.push(alias);
    }
  }
  return out;
}

/** `abs` relative to `root` (`''` for the root itself), or `null` outside it. */
function relTo(root: string, abs: string): string | null {
  if (abs === root) return '';
  const prefix = root === '/' ? '/' : root + '/';
  return abs.startsWith(prefix) ? abs.slice(prefix.length) : null;
}

const parentOf = (rel: string): string => {
  const i = rel.lastIndexOf('/');
  return i < 0 ? '' : rel.slice(0, i);
};

/** `dir/target` (both relative to the root, `target` possibly with `..`), not normalised. */
const joinRel = (dir: string, target: string): string => (dir === '' ? target : dir + '/' + target);

/**
 * The repository-relative path `rel` (possibly with `.`, `..`, or components that are symlinks
 * of `map`) resolved as the file system would over the index: `null` when it leaves the
 * repository or loops. Links followed are added to `through`.
 */
function resolveRel(rel: string, map: ReadonlyMap<string, string>, inRepo: (abs: string) => string | null, through: string[]): string | null {
  let parts = rel.split('/');
  const out: string[] = [];
  let hops = 0;
  for (let i = 0; i < parts.length; i++) {
    const seg = parts[i]!;
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length === 0) return null; // above the root
      out.pop();
      continue;
    }
    const here = out.length === 0 ? seg : out.join('/') + '/' + seg;
    const t = map.get(here);
    if (t === undefined || t === '') {
      out.push(seg);
      continue;
    }
    // Only the links on the way count here; the last component is the link itself when `rel` names one.
    through.push(here);
    if (++hops > MAX_HOPS) return null;
    let next: string | null;
    if (t.startsWith('/')) next = inRepo(t);
    else next = joinRel(out.join('/'), t);
    if (next === null) return null;
    parts = [...next.split('/'), ...parts.slice(i + 1)];
    out.length = 0;
    i = -1;
  }
  return out.join('/');
}
