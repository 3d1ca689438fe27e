import * as fs from 'node:fs';
import { posix as path } from 'node:path';
import { cacheDirFromEnv, replaceCacheFile } from '../codecache/cache-dir.js';
import { committedChanges, indexEntriesAt, sourceRootAndHead, stagedChanges, type GitEntry, type IndexFileHint } from '../source/git.js';
import { suffixGlobRegex } from './instruction-globs.js';
import { indexScanOf, linkAliases, readIndexLinks, type IndexLinkSet, type Link } from './links.js';
import type { IndexLinks } from '../source/git-listing.js';
import { WorktreeSource } from '../source/worktree.js';
import { staticReason } from './static-paths.js';
import { fnv64Hex as fnv } from '../text/fnv.js';

/*
 * The pre-commit fast path without a parser: `src/bin.ts` loads this module (and the few small
 * ones it imports) and nothing else when `ctxlens lint --staged` has nothing relevant staged.
 * What the config, markdown agents and flows name (the "interest") is read from a cache outside
 * the repository, keyed by the blob ids of exactly those files; without a valid entry the decision
 * is left to `relevance.ts`, which parses them (and writes the entry). docs/usage.md, "Pre-commit
 * relevance cache".
 */

/** The verdict of the pre-commit fast path. */
export interface StagedRelevance {
  /** True when some staged change can affect what an agent or flow step loads, or what ctxlens reports. */
  relevant: boolean;
  /** Why, for `--debug`-style messages: the first relevant path and the rule that matched, or why nothing is. */
  reason: string;
  /** Staged changed paths, relative to the repository root. */
  changed: string[];
  /** The repository root as seen from the working directory and where its index file is (`sourceRootAndHead`), when the verdict came from `quickRelevance`. */
  repo?: KnownRepository;
}

/** The repository `quickRelevance` found: its root as seen from the working directory, and where its index file is (`null` before the first commit). */
export interface KnownRepository {
  root: string;
  index: IndexFileHint | null;
}

/**
 * What the config, agents and flows name, before symlinks are resolved (the part that depends
 * only on those files, the working directory and `OPENCODE_CONTEXTPATHS`). Absolute paths.
 */
export interface RawInterest {
  /** Named paths: a change at, below or above one matters. */
  paths: string[];
  /** `contextPaths` basenames, matched at any depth by discovery (docs/runtimes/fork.md §6.2). */
  basenames: string[];
  /** Why every change matters (a leading token, `workingDir`), or `null`. */
  anything: string | null;
  /**
   * Mainstream OpenCode `instructions` entries with a glob in them (relative, no `..` segment):
   * globbed from every Location upward (docs/runtimes/opencode.md §6.3), so matched against every
   * ending of a staged path (`suffixGlobRegex`).
   */
  suffixGlobs: string[];
  /** `agentPaths`/`flowPaths` directories of the config, read besides the default ones. */
  extraDirs: string[];
}

/** Where the interest cache lives and which build of ctxlens wrote it. */
export interface InterestCache {
  /** Absolute directory (`$CTXLENS_CACHE_DIR`, `$XDG_CACHE_HOME/ctxlens`, or `~/.cache/ctxlens`). */
  dir: string;
  /** Identifies the code that computes the interest; an entry written by another build is never used. */
  codeId: string;
}

/**
 * One cache entry: the interest, the key it was computed under (`definitionKey` of the listing it
 * was read from), and `heads`: commits whose tree lists exactly that (the definition entries, with
 * no symlink at, above or below a named path), newest first. With `HEAD` among them and no staged
 * path in those listings, the index lists the same, so the key holds without asking git again.
 */
export interface CachedInterest {
  key: string;
  interest: RawInterest;
  heads: string[];
  /** The symlinks of the commits `links.heads` (see `LinkRecord`), or `null` when not known yet. */
  links: LinkRecord | null;
}

/**
 * The symlinks (path and target) of some commits' trees, and whether those trees hold a
 * submodule: `heads`, newest first, are commits whose tree holds exactly `list` and `gitlinks`.
 * With `HEAD` among them and no staged path a symlink or a submodule on either side (or
 * unmerged), the index holds the same, so it is not read (no symlink: the usual case).
 */
export interface LinkRecord {
  heads: string[];
  list: Link[];
  gitlinks: boolean;
}

/** At most this many commits are kept per entry. */
const MAX_HEADS = 16;

/** The decision `quickRelevance` could not take: the staged paths, for `finishRelevance` (relevance.ts). */
export interface Undecided {
  pending: true;
  root: string;
  /** The commit id of `HEAD` the staged paths were compared with; `null` before the first commit. */
  head: string | null;
  W: string;
  changed: string[];
  /** Those of `changed` that are a symlink in `HEAD` or in the index. */
  symlinks: ReadonlySet<string>;
  /** True when some staged path is a symlink or a submodule on either side, or unmerged: the index's symlinks may differ from `HEAD`'s. */
  linksTouched: boolean;
  /** The symlink record of a cache entry found for this directory, valid or not (`CachedInterest.links`). */
  linkRecord: LinkRecord | null;
  /** The index file, read at most once for this decision (`indexScanOf`). */
  scan: () => IndexLinks | null;
  env: Readonly<Record<string, string | undefined>>;
  cache: InterestCache | null;
  /** See `StagedRelevance.repo`. */
  repo: KnownRepository;
}

/** Bumped whenever what the interest holds, or how it is computed, changes. */
const CACHE_FORMAT = 4;

/**
 * The interest cache as the environment configures it, or `null` (no cache): off when
 * `CTXLENS_NO_CACHE` is set to anything but `0` or empty, or when no absolute directory is known.
 * `entry` is the script that runs (`process.argv[1]`): its path, size, mtime and content hash
 * identify the build (the bundle's entry names its chunks by content hash), so upgrading ctxlens
 * never reuses an entry. Never throws.
 */
export function interestCacheFromEnv(env: Readonly<Record<string, string | undefined>> = process.env, entry: string | undefined = process.argv[1]): InterestCache | null {
  const dir = cacheDirFromEnv(env);
  if (dir === null || entry === undefined) return null;
  try {
    const file = fs.realpathSync(entry);
    const st = fs.statSync(file);
    return { dir, codeId: `${file}:${st.size}:${st.mtimeMs}:${fnv(fs.readFileSync(file).toString('latin1'))}` };
  } catch {
    return null;
  }
}

/** The effective `OPENCODE_CONTEXTPATHS` (empty means unset, as for the runtime's loader). */
const envPathsOf = (env: Readonly<Record<string, string | undefined>>): string | null => env['OPENCODE_CONTEXTPATHS'] || null;

/** The directories of markdown agents and flows the fork reads by default at W (docs/runtimes/fork.md §3.1, §4.1). */
export function definitionDirs(W: string): string[] {
  return [path.join(W, '.opencode/agents'), path.join(W, '.agents/types'), path.join(W, '.opencode/flows'), path.join(W, '.agents/flows')];
}

/**
 * Mainstream OpenCode's project config files the runtime may read for a session started at W
 * (docs/runtimes/opencode.md §2): `opencode.json`, `opencode.jsonc` and the same in `.opencode/`, at W
 * and at each ancestor up to the repository root, absolute paths. Empty when W is outside the root.
 */
export function mainstreamConfigFiles(root: string, W: string): string[] {
  if (relToRoot(root, W) === null) return [];
  const out: string[] = [];
  for (let a = W; ; a = path.dirname(a)) {
    for (const name of ['opencode.json', 'opencode.jsonc', '.opencode/opencode.json', '.opencode/opencode.jsonc']) out.push(path.join(a, name));
    if (a === root || a === path.dirname(a)) break;
  }
  return out;
}

/** `abs` relative to the repository root, `''` for the root, `null` outside it. */
export function relToRoot(root: string, abs: string): string | null {
  if (abs === root) return '';
  const prefix = root === '/' ? '/' : root + '/';
  return abs.startsWith(prefix) ? abs.slice(prefix.length) : null;
}

/**
 * The pathspecs that list the index entries the interest is read from (`git ls-files -- …`):
 * `dirs` (subtrees, relative to the root; absolute ones outside the repository are left out),
 * the exact ancestors of each (a symlinked ancestor would redirect it) and, `withCandidates`, the
 * config candidates at W (`.opencode*`, docs/runtimes/fork.md §2.1). `null` when W is outside the root.
 */
export interface ScopedSpecs {
  dirs: string[];
  exact: string[];
  globs: string[];
  /** W relative to the root, for `withCandidates`; else `null`. */
  candidatesAt: string | null;
  /** W relative to the root, for `withCandidates`: the mainstream configs below it belong to the listing too (`nestedConfigEntries`, not in the pathspecs); else `null`. */
  nestedAt: string | null;
}

/** The basenames of mainstream OpenCode's project config files (docs/runtimes/opencode.md §2). */
const MAINSTREAM_CONFIG_NAMES: ReadonlySet<string> = new Set(['opencode.json', 'opencode.jsonc']);

/**
 * One `glob` pathspec listing every mainstream config at or below `wRel` (`opencode.json(c)`, also
 * in `.opencode/`; it lists a few more names, which `isNestedConfig` leaves out): the configs of
 * the Locations below W (docs/runtimes/opencode.md §6.6). One pattern, not one per name: git
 * matches a `**` pattern against every index entry, and each costs a pass over the index.
 */
export function nestedConfigGlob(wRel: string): string {
  return `${wRel === '' ? '' : wRel + '/'}**/opencode.jso[n]*`;
}

/**
 * The index entries of the mainstream configs at or below `wRel` (`isNestedConfig`), each path
 * once: from the index file read by `scan` when it could be, else listed by git (`nestedConfigGlob`).
 * Throws `GitError` when git fails.
 */
export function nestedConfigEntries(root: string, wRel: string, scan: IndexLinks | null): GitEntry[] {
  const found = scan !== null ? scan.configs : (indexEntriesAt(root, [], [], [nestedConfigGlob(wRel)]) ?? []);
  const seen = new Set<string>();
  const out: GitEntry[] = [];
  for (const e of found) {
    if (!isNestedConfig(wRel, e.path) || seen.has(e.path)) continue;
    seen.add(e.path);
    out.push({ mode: e.mode, oid: e.oid, path: e.path });
  }
  return out;
}

/** True when the index path `p` is a mainstream config at or below `wRel` (what `nestedConfigGlob` is for). */
export function isNestedConfig(wRel: string, p: string): boolean {
  const slash = p.lastIndexOf('/');
  return MAINSTREAM_CONFIG_NAMES.has(p.slice(slash + 1)) && (wRel === '' || p.startsWith(wRel + '/'));
}

/** See `ScopedSpecs`. */
export function scopedSpecs(root: string, W: string, absDirs: readonly string[], withCandidates: boolean): ScopedSpecs | null {
  const wRel = relToRoot(root, W);
  if (wRel === null) return null;
  const dirs = [...new Set(absDirs.map((d) => relToRoot(root, d)).filter((r): r is string => r !== null))];
  const globs = withCandidates ? [wRel === '' ? '.opencode*' : `${wRel}/.opencode*`] : [];
  const out = new Set<string>();
  for (const r of withCandidates && wRel !== '' ? [...dirs, wRel + '/x'] : dirs) for (let i = r.indexOf('/'); i > 0; i = r.indexOf('/', i + 1)) out.add(r.slice(0, i));
  const exact = [...out].filter((a) => !dirs.includes(a));
  if (withCandidates) {
    // Mainstream OpenCode's project configs at W and each ancestor up to the root (their
    // `instructions` and `{file:}` tokens name files too). A name git would read as a glob: no scope.
    for (const f of mainstreamConfigFiles(root, W)) {
      const r = relToRoot(root, f)!;
      if (/[*?[\]\\:]/.test(r)) return null;
      exact.push(r);
    }
  }
  return { dirs, exact, globs, candidatesAt: withCandidates ? wRel : null, nestedAt: withCandidates ? wRel : null };
}

/** True when the index path `p` is one that the pathspecs of `s` list. */
export function listedBy(s: ScopedSpecs, p: string): boolean {
  if (s.exact.includes(p)) return true;
  for (const d of s.dirs) if (p === d || p.startsWith(d + '/')) return true;
  if (s.candidatesAt !== null) {
    const slash = p.lastIndexOf('/');
    const dir = slash < 0 ? '' : p.slice(0, slash);
    if (dir === s.candidatesAt && p.startsWith('.opencode', slash + 1)) return true;
  }
  return s.nestedAt !== null && isNestedConfig(s.nestedAt, p);
}

/**
 * The cache key of the interest: every listed entry of the definition specs (mode, object id,
 * path; NUL-terminated), sorted. Kept whole, not hashed, so a match is an exact match.
 */
export function definitionKey(entries: readonly GitEntry[], specs: ScopedSpecs): string {
  const lines = entries.filter((e) => listedBy(specs, e.path)).map((e) => `${e.mode} ${e.oid}\t${e.path}\0`);
  lines.sort();
  return lines.join('');
}

/** The file of the entry for (root, W, `OPENCODE_CONTEXTPATHS`) in `cache.dir`. */
function cacheFile(cache: InterestCache, root: string, W: string, envPaths: string | null): string {
  return path.join(cache.dir, `interest-${fnv(JSON.stringify([CACHE_FORMAT, cache.codeId, root, W, envPaths]))}.json`);
}

/** True when the cache directory (as it resolves on disk) is inside the repository: then it is not used. */
function insideRepository(dir: string, root: string): boolean {
  let real = dir;
  try {
    real = fs.realpathSync(dir);
  } catch {
    /* not there yet: judge the path as given */
  }
  return relToRoot(root, real) !== null || relToRoot(root, dir) !== null;
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isHeads = (v: unknown): v is string[] => isStrings(v) && v.every((h) => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(h));

/** A stored `LinkRecord`, or `null` when absent or malformed. */
function linkRecordOf(v: unknown): LinkRecord | null {
  if (v === null || typeof v !== 'object') return null;
  const { heads, list, gitlinks } = v as Record<string, unknown>;
  if (!isHeads(heads) || typeof gitlinks !== 'boolean' || !Array.isArray(list)) return null;
  if (!list.every((l) => isStrings(l) && l.length === 2)) return null;
  return { heads, list: list as Link[], gitlinks };
}

/**
 * The symlinks of the index (`readIndexLinks`, from `scan`): from `rec` without reading the index when `HEAD`
 * is among its commits and `touched` is false (see `LinkRecord`), else read. `record`: what to
 * store for `HEAD` (when it changed), else `null`.
 */
export function knownLinks(repo: KnownRepository, head: string | null, touched: boolean, rec: LinkRecord | null, scan: () => IndexLinks | null): { set: IndexLinkSet; record: LinkRecord | null } {
  if (!touched && head !== null && rec !== null && rec.heads.includes(head)) return { set: { links: rec.list, gitlinks: rec.gitlinks }, record: null };
  const set = readIndexLinks(repo.root, scan());
  if (touched || head === null) return { set, record: null };
  const same = rec !== null && rec.gitlinks === set.gitlinks && JSON.stringify(rec.list) === JSON.stringify(set.links);
  return { set, record: { heads: [head, ...(same ? rec.heads : [])].slice(0, MAX_HEADS), list: set.links, gitlinks: set.gitlinks } };
}

/** The cached entry for (root, W, env), or `null` (none, unreadable, corrupt, another build's). Never throws. */
export function readInterestCache(cache: InterestCache, root: string, W: string, env: Readonly<Record<string, string | undefined>>): CachedInterest | null {
  try {
    if (insideRepository(cache.dir, root)) return null;
    const envPaths = envPathsOf(env);
    const doc = JSON.parse(fs.readFileSync(cacheFile(cache, root, W, envPaths), 'utf8')) as Record<string, unknown>;
    if (doc['format'] !== CACHE_FORMAT || doc['codeId'] !== cache.codeId || doc['root'] !== root || doc['W'] !== W || doc['envPaths'] !== envPaths) return null;
    const key = doc['key'];
    const i = doc['interest'] as Record<string, unknown> | null;
    if (typeof key !== 'string' || i === null || typeof i !== 'object') return null;
    const { paths, basenames, anything, suffixGlobs, extraDirs } = i;
    if (!isStrings(paths) || !isStrings(basenames) || !isStrings(suffixGlobs) || !isStrings(extraDirs) || (anything !== null && typeof anything !== 'string')) return null;
    if (![...paths, ...extraDirs].every((p) => path.isAbsolute(p))) return null;
    const heads = doc['heads'];
    if (!isHeads(heads)) return null;
    return { key, interest: { paths, basenames, anything, suffixGlobs, extraDirs }, heads, links: linkRecordOf(doc['links']) };
  } catch {
    return null;
  }
}

/**
 * Store the entry for (root, W, env): written to a temporary file in the cache directory, then
 * renamed over the old one, so a reader sees a whole entry or none. Nothing is written when the
 * directory lies inside the repository. Any failure (read-only, full disk) is ignored.
 */
export function writeInterestCache(cache: InterestCache, root: string, W: string, env: Readonly<Record<string, string | undefined>>, entry: CachedInterest): void {
  try {
    if (insideRepository(cache.dir, root)) return;
    fs.mkdirSync(cache.dir, { recursive: true, mode: 0o700 });
    if (insideRepository(cache.dir, root)) return;
    const file = cacheFile(cache, root, W, envPathsOf(env));
    const doc = { format: CACHE_FORMAT, codeId: cache.codeId, root, W, envPaths: envPathsOf(env), key: entry.key, interest: entry.interest, heads: entry.heads.slice(0, MAX_HEADS), links: entry.links };
    replaceCacheFile(file, JSON.stringify(doc));
  } catch {
    /* the cache is an optimisation: without it the next run parses again */
  }
}

/** What `matchInterest` matches staged paths against (named paths already including their symlink-resolved forms). */
export interface MatchableInterest {
  paths: Iterable<string>;
  basenames: ReadonlySet<string>;
  anything: string | null;
  suffixGlobs: readonly string[];
}

/**
 * Match the staged paths against an interest. Relevant when a staged path has a `contextPaths`
 * basename, or is, is below, or is an ancestor of a named path, or some ending of it could match
 * an `instructions` glob (or, with such globs, it is a symlink: a glob may reach files through
 * it; or the index holds a submodule, whose own symlinks it does not list); or when the interest
 * says anything may matter. Then the same for each path under which a committed symlink makes a
 * staged change visible (`linkAliases`), with the static list (`staticReason`) too: the target of
 * `AGENTS.md -> x/agents.txt` changed is `AGENTS.md` changed. `symlinks`: the staged paths that
 * are symlinks in `HEAD` or in the index; `links`: the index's symlinks (called only when no
 * staged path matters by its own path).
 */
export function matchInterest(root: string, changed: string[], symlinks: ReadonlySet<string>, interest: MatchableInterest, how: string, links: () => IndexLinkSet): StagedRelevance {
  if (interest.anything !== null) return { relevant: true, reason: interest.anything, changed };
  const paths = [...interest.paths];
  const globs = interest.suffixGlobs.map((g) => ({ g, re: suffixGlobRegex(g) }));
  const judge = (rel: string, note: string): string | null => {
    const abs = root === '/' ? '/' + rel : root + '/' + rel;
    if (interest.basenames.has(path.basename(rel))) return `${rel}${note}: a context file name (contextPaths, discovery)`;
    for (const p of paths) {
      if (abs === p || abs.startsWith(p + '/') || p.startsWith(abs + '/')) return `${rel}${note}: named by ${p}`;
    }
    for (const { g, re } of globs) {
      if (re.test(rel)) return `${rel}${note}: may match the instructions glob ${g} (globbed from every Location upward)`;
    }
    if (globs.length > 0 && symlinks.has(rel)) return `${rel}${note}: a symlink, through which the instructions glob ${globs[0]!.g} may reach files`;
    return null;
  };
  for (const rel of changed) {
    const why = judge(rel, '');
    if (why !== null) return { relevant: true, reason: why, changed };
  }
  // What committed symlinks make of the staged changes (docs/runtimes/opencode.md §6.2, §6.3:
  // files and folders are read through symlinks).
  const set = links();
  if (globs.length > 0 && set.gitlinks) {
    return { relevant: true, reason: `the repository holds a submodule, whose symlinks the instructions glob ${globs[0]!.g} may follow to the staged files`, changed };
  }
  const aliases = linkAliases(root, changed, set.links);
  if (aliases === null) return { relevant: true, reason: 'symlinks make the staged changes visible under too many paths to judge', changed };
  for (const { path: rel, via } of aliases) {
    const note = ` (through the symlink ${via})`;
    const fixed = staticReason(rel);
    const why = fixed !== null ? `${rel}${note}: ${fixed}` : judge(rel, note);
    if (why !== null) return { relevant: true, reason: why, changed };
  }
  return { relevant: false, reason: `none of ${changed.length} staged path(s) can affect context (${how})`, changed };
}

/**
 * The part of the staged-relevance decision that needs no parser (docs/usage.md, "Pre-commit
 * relevance cache"): `git rev-parse`, `git diff --cached --raw`, the static list
 * (`staticReason`), then, when `cache` holds an entry for this repository, working directory and
 * `OPENCODE_CONTEXTPATHS`, the entry's key checked: without asking git again when the entry
 * lists `HEAD` among its commits and no staged path lies in the listings below, else with one
 * `git ls-files -s -- <paths>` that both lists the config candidates, agents and flows (their blob
 * ids make the key) and looks for symlinks at, above or below the named paths; then, when no staged
 * path matters by its own path, the index's symlinks (`knownLinks`: from the entry when it holds
 * them for `HEAD`, else one pass over the index file). Returns the verdict, or `Undecided` when the config, agents
 * and flows must be parsed (no or stale entry, a symlink, a path git would read as a glob).
 * `cache` may be given as a function that locates it (`interestCacheFromEnv`, which hashes the
 * running build), called only when the static list has not decided. Throws as `stagedRelevance`.
 */
export function quickRelevance(
  cwd: string,
  env: Readonly<Record<string, string | undefined>>,
  withGlobal: boolean,
  cacheOrLocate: InterestCache | null | (() => InterestCache | null),
): StagedRelevance | Undecided {
  const { root, head, index } = sourceRootAndHead(cwd);
  const repo: KnownRepository = { root, index };
  const { paths: changed, symlinks, submodules } = stagedChanges(root, head ?? 'HEAD');
  const linksTouched = symlinks.size > 0 || submodules.size > 0;
  if (changed.length === 0) return { relevant: false, reason: 'nothing is staged', changed, repo };
  for (const rel of changed) {
    const why = staticReason(rel);
    if (why) return { relevant: true, reason: `${rel}: ${why}`, changed, repo };
  }
  if (withGlobal) return { relevant: true, reason: '--with-global: user-level files may name any path', changed, repo };
  const W = path.resolve(cwd);
  const cache = typeof cacheOrLocate === 'function' ? cacheOrLocate() : cacheOrLocate;
  const scan = indexScanOf(index);
  const pending: Undecided = { pending: true, root, head, W, changed, symlinks, linksTouched, linkRecord: null, scan, env, cache, repo };
  if (cache === null) return pending;
  const hit = readInterestCache(cache, root, W, env);
  if (hit === null) return pending;
  pending.linkRecord = hit.links;
  const defs = scopedSpecs(root, W, [...definitionDirs(W), ...hit.interest.extraDirs], true);
  const named = scopedSpecs(root, W, hit.interest.paths, false);
  if (defs === null || named === null) return pending;
  // No staged path among the listed ones: the index lists there what HEAD's tree does.
  const untouched = changed.every((p) => !listedBy(defs, p) && !listedBy(named, p));
  let entry: CachedInterest | null = null; // what to store when the run learnt something
  // A new HEAD (each commit makes one): when the commits between the entry's newest and HEAD
  // touch no listed path, symlink or submodule, HEAD's tree lists what that commit's did, links
  // included; one `git diff-tree` (no index read) instead of `git ls-files` and reading the index.
  const prev = hit.heads[0];
  if (head !== null && untouched && prev !== undefined && !hit.heads.includes(head) && hit.links !== null && hit.links.heads.includes(prev)) {
    const d = committedChanges(root, prev, head);
    if (d !== null && d.symlinks.size === 0 && d.submodules.size === 0 && d.paths.every((p) => !listedBy(defs, p) && !listedBy(named, p))) {
      entry = { ...hit, heads: [head, ...hit.heads], links: { ...hit.links, heads: [head, ...hit.links.heads].slice(0, MAX_HEADS) } };
    }
  }
  if (entry === null && (head === null || !untouched || !hit.heads.includes(head))) {
    const entries = indexEntriesAt(root, [...defs.dirs, ...named.dirs], [...new Set([...defs.exact, ...named.exact])], defs.globs);
    if (entries === null) return pending;
    entries.push(...nestedConfigEntries(root, defs.nestedAt!, scan()));
    if (entries.some((e) => e.mode === '120000')) return pending;
    if (definitionKey(entries, defs) !== hit.key) return pending;
    if (head !== null && untouched) entry = { ...hit, heads: [head, ...hit.heads] };
  }
  // No symlink in the repository at, above or below a named path: those resolve to themselves.
  // Named paths outside the repository are resolved on disk, as the index source reads them.
  const paths = new Set(hit.interest.paths);
  const disk = new WorktreeSource();
  for (const p of hit.interest.paths) {
    if (relToRoot(root, p) !== null) continue;
    const real = disk.realpath(p);
    if (real !== null && real !== p) paths.add(real);
  }
  const links = () => {
    const got = knownLinks(repo, head, linksTouched, entry?.links ?? hit.links, scan);
    if (got.record !== null) entry = { ...(entry ?? hit), links: got.record };
    return got.set;
  };
  const verdict = matchInterest(root, changed, symlinks, { paths, basenames: new Set(hit.interest.basenames), anything: hit.interest.anything, suffixGlobs: hit.interest.suffixGlobs }, 'cached interest', links);
  if (entry !== null) writeInterestCache(cache, root, W, env, entry);
  return { ...verdict, repo };
}

/**
 * A verdict `src/bin.ts` already reached for this working directory and environment, so the CLI
 * it loads does not decide again. Kept on `globalThis` under a registered symbol: in the bundle,
 * `src/bin.ts` and the CLI it loads are separate files, each with its own copy of this module.
 */
const KNOWN_RELEVANT = Symbol.for('ctxlens.precommit.knownRelevant');

/** What `rememberRelevant` recorded. */
interface KnownRelevant {
  cwd: string;
  envPaths: string | null;
  /** The repository `quickRelevance` found for `cwd`, when known. */
  repo: KnownRepository | null;
}

const known = (): KnownRelevant | undefined => (globalThis as Record<symbol, KnownRelevant | undefined>)[KNOWN_RELEVANT];

/** Record that `lint --staged` at `cwd` has a relevant staged change (see `alreadyKnownRelevant`), and the repository found for it (`StagedRelevance.repo`). */
export function rememberRelevant(cwd: string, env: Readonly<Record<string, string | undefined>>, repo: KnownRepository | null = null): void {
  (globalThis as Record<symbol, KnownRelevant | undefined>)[KNOWN_RELEVANT] = { cwd: path.resolve(cwd), envPaths: envPathsOf(env), repo };
}

/** True when `rememberRelevant` recorded this working directory and `OPENCODE_CONTEXTPATHS` in this process. */
export function alreadyKnownRelevant(cwd: string, env: Readonly<Record<string, string | undefined>>): boolean {
  const k = known();
  return k !== undefined && k.cwd === path.resolve(cwd) && k.envPaths === envPathsOf(env);
}

/** The repository `rememberRelevant` recorded for `cwd` in this process (saves the index source a `git rev-parse` and `git ls-files`), or `null`. */
export function knownRepository(cwd: string): KnownRepository | null {
  const k = known();
  return k !== undefined && k.cwd === path.resolve(cwd) ? k.repo : null;
}
