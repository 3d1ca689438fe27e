import { posix as path } from 'node:path';
import { loadJsoncParser, loadYaml } from '../load/lazy-deps.js';
import { DEFAULT_CONTEXT_PATHS } from '../runtimes/fork/model/defaults.js';
import { indexEntriesAt, indexSourceOf, openIndexSource, sourceRoot } from '../source/git.js';
import type { GitEntry, GitTreeSource } from '../source/git-tree.js';
import type { IndexLinks } from '../source/git-listing.js';
import { WorktreeSource } from '../source/worktree.js';
import { ALWAYS_BASENAMES, ALWAYS_DIRS, CONFIG_REPO_AGENT_DIRS, CONFIG_REPO_MARKERS } from './static-paths.js';
import { hasGlob } from './instruction-globs.js';
import {
  alreadyKnownRelevant,
  definitionDirs,
  definitionKey,
  interestCacheFromEnv,
  knownLinks,
  listedBy,
  matchInterest,
  quickRelevance,
  mainstreamConfigFiles,
  nestedConfigEntries,
  isNestedConfig,
  relToRoot,
  scopedSpecs,
  writeInterestCache,
  type CachedInterest,
  type InterestCache,
  type RawInterest,
  type ScopedSpecs,
  type StagedRelevance,
  type Undecided,
} from './quick.js';

export type { StagedRelevance } from './quick.js';

// The parsers are loaded only when a config, agent or flow must be read, so the common
// "nothing relevant staged" answer stays within the pre-commit budget (bench/precommit.mjs).
const parseJsonc = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown; // the usual case; the tolerant parser is loaded only for broken files
  } catch {
    return loadJsoncParser().parse(text, [], { allowTrailingComma: true });
  }
};
const parseYaml = (text: string): unknown => loadYaml().parse(text, { maxAliasCount: 1000, uniqueKeys: false });

/** What the staged config, agents and flows name: exact paths (also meaning "everything below") and discovery basenames. */
interface Interest {
  paths: Set<string>;
  basenames: Set<string>;
  /** Some entry can expand to anything (a token in its first component, `workingDir`): every change is relevant. */
  anything: string | null;
  /** Mainstream `instructions` globs, matched against every ending of a staged path (`RawInterest.suffixGlobs`). */
  suffixGlobs: Set<string>;
  /** Why the first of `suffixGlobs` (in config order) defeats a workflow `paths:` filter, for `relevantGlobs`. */
  globNote: string | null;
}

/**
 * Decide whether the staged changes of the repository containing `cwd` can matter to ctxlens,
 * for the `lint --staged` fast path. Read-only: runs `git rev-parse`, `git diff --cached`,
 * `git ls-files` and `git cat-file` (no hooks, no repository programs). `cache` (default: none)
 * holds what the config, agents and flows name between runs (`quick.ts`, docs/usage.md,
 * "Pre-commit relevance cache"); it changes no verdict.
 *
 * Relevant, conservatively, when a staged path (added, modified, deleted, renamed, type-changed):
 * - has a basename starting with `.opencode` (config candidates, docs/runtimes/fork.md §2.1), or is
 *   `ctxlens.config.json`, `opencode.json(c)`, `registry.json` (the OpenAgentsControl registry), or lies below a `.opencode/` or `.agents/` directory
 *   (agents §3.1, flows §4.1, data directory) (`staticReason`, static-paths.ts);
 * - has the basename of a non-directory entry of the effective `contextPaths` (defaults §2.4, the
 *   staged config, or `OPENCODE_CONTEXTPATHS` §2.7): discovery finds those at any depth (§6.2);
 * - is, is below, or is an ancestor of a path named by `contextPaths`, `agentPaths`, `flowPaths`,
 *   an agent's or step's `context.paths` (§5), or a flow `include` target (§4.5), in the staged
 *   config, markdown agents and flows, or of the symlink-resolved form of such a path or of a
 *   symlink below it;
 * - has the file name of a mainstream OpenCode `instructions` entry (of a config at W, above it,
 *   or below it: a nested Location's) without a glob (globbed
 *   upward from every Location, so at any depth), or some ending of it (from a `/` on) could
 *   match an entry with a glob (`suffixGlobRegex`; with such an entry, a staged symlink too), or
 *   is in the folder of an absolute glob entry, or is named by an absolute entry or a `{file:}`
 *   token there;
 * - or is seen, through committed symlinks, under a path that matters by the rules above or the
 *   static list (`linkAliases`: the target of `AGENTS.md -> x/agents.txt`, or a file below the
 *   target of a symlinked folder);
 * - or any entry holds a token in its first component (`${env.X}/…`), or the config sets
 *   `workingDir`, or `withGlobal` is set (user-level files may name any path).
 *
 * Throws `UsageError` outside a git work tree (via the index source), `GitError` when git fails.
 */
export function stagedRelevance(cwd: string, env: Readonly<Record<string, string | undefined>> = process.env, withGlobal = false, cache: InterestCache | null = null): StagedRelevance {
  const q = quickRelevance(cwd, env, withGlobal, cache);
  return 'pending' in q ? finishRelevance(q) : q;
}

/**
 * The decision `quickRelevance` left open: parse the staged config, agents and flows for what
 * they name (asking git only for those paths; a symlink on the way, or a path git would read as
 * a glob, falls back to the whole index), store that in the cache when it was read from the
 * scoped listing alone, and match the staged paths against it. Throws as `stagedRelevance`.
 */
export function finishRelevance(u: Undecided): StagedRelevance {
  const { root, W, changed, env, cache } = u;
  const scoped = scopedIndex(root, W, u.scan);
  let got = collectInterest(scoped, root, W, env);
  let entry: CachedInterest | null = null;
  if (got !== null && cache !== null && scoped.last !== null && got.raw.extraDirs.every((d) => relToRoot(root, d) !== null)) {
    // Read from the index alone (no definition directory outside the repository): cacheable. When
    // no staged path lies in the listings, HEAD's tree lists the same (see `CachedInterest`).
    const defs = scoped.last.specs;
    const named = scopedSpecs(root, W, got.raw.paths, false);
    const sameAsHead = u.head !== null && got.resolved !== null && named !== null && changed.every((p) => !listedBy(defs, p) && !listedBy(named, p));
    entry = { key: definitionKey(scoped.last.entries, defs), interest: got.raw, heads: sameAsHead ? [u.head!] : [], links: u.linkRecord };
  }
  if (got === null || got.resolved === null) got = collectInterest(fullIndex(openIndexSource(root, root), W, u.scan), root, W, env)!;
  const interest = { paths: new Set([...got.raw.paths, ...got.resolved!]), basenames: new Set(got.raw.basenames), anything: got.raw.anything, suffixGlobs: got.raw.suffixGlobs };
  const links = () => {
    const k = knownLinks(u.repo, u.head, u.linksTouched, u.linkRecord, u.scan);
    if (entry !== null && k.record !== null) entry.links = k.record;
    return k.set;
  };
  const verdict = matchInterest(root, changed, u.symlinks, interest, 'parsed the config, agents and flows', links);
  if (entry !== null && cache !== null) writeInterestCache(cache, root, W, env, entry);
  return { ...verdict, repo: u.repo };
}

/**
 * `true` when nothing staged can affect context, so `lint --staged` may exit 0 at once.
 * Any failure (not a repository, git error) answers `false`: the full lint then runs and reports it.
 * `cache`: the interest cache (default: as the process environment configures it, `interestCacheFromEnv`).
 * `false` at once when `src/bin.ts` already found a relevant change for this directory (before
 * the cache is even located).
 */
export function stagedChangesAreIrrelevant(cwd: string, env: Readonly<Record<string, string | undefined>> = process.env, withGlobal = false, cache?: InterestCache | null): boolean {
  if (alreadyKnownRelevant(cwd, env)) return false;
  try {
    return !stagedRelevance(cwd, env, withGlobal, cache === undefined ? interestCacheFromEnv() : cache).relevant;
  } catch {
    return false;
  }
}

/**
 * The paths that matter to ctxlens whatever the config says, as globs over repository-relative
 * paths with the reason for each (docs/github-action.md, "Which files trigger the check": one list for `lint --staged` and for the
 * workflow `paths:` filter that `ctxlens paths` prints): config candidates (`.opencode*`,
 * docs/runtimes/fork.md §2.1), ctxlens's and mainstream OpenCode's config files, the agent, flow and
 * data directories (docs/runtimes/fork.md §3.1, §4.1), the fork's default context paths at any depth (§2.4, §6.2), and
 * mainstream OpenCode's instruction files (`AGENTS.md` > `CLAUDE.md` > `CONTEXT.md`, the
 * mainstream runtime's upward walk).
 */
export const STATIC_RELEVANT_GLOBS: readonly { glob: string; why: string }[] = Object.freeze([
  { glob: '**/.opencode*', why: 'a config candidate (.opencode.*)' },
  ...[...ALWAYS_BASENAMES].map((b) => ({ glob: `**/${b}`, why: 'a configuration file' })),
  ...[...ALWAYS_DIRS].map((d) => ({ glob: `**/${d}/**`, why: 'below .opencode/ or .agents/ (agents, flows, data)' })),
  ...DEFAULT_CONTEXT_PATHS.map((e) => ({ glob: e.endsWith('/') ? `**/${e}**` : `**/${path.basename(e)}`, why: `a default context path (${e})` })),
  { glob: '**/CONTEXT.md', why: 'an instruction file of mainstream OpenCode (CONTEXT.md)' },
  { glob: '**/ctxlens-baseline.json', why: "ctxlens's baseline (lint applies it to the findings)" },
  { glob: '**/.claude/agents/**', why: 'Claude Code subagents, which agent-dir-not-read reports' },
  { glob: '**/.tmp/sessions/**', why: "OpenAgentsControl's session folders, which the oac-session-* rules check" },
  ...CONFIG_REPO_AGENT_DIRS.map((d) => ({ glob: `${d}/**`, why: "a config repository's agent folder, which agent-dir-not-read reports" })),
  ...CONFIG_REPO_MARKERS.map((b) => ({ glob: b, why: 'at the root, it makes the repository a config repository (agent-dir-not-read)' })),
]);

/**
 * The workflow `paths:` globs for the project at `cwd` (`ctxlens paths`): `STATIC_RELEVANT_GLOBS`,
 * then what the staged config, agents and flows name — the same interest `stagedRelevance` uses
 * (a named path and everything below it, a `contextPaths` basename at any depth). `null` when
 * some entry can name any path (a leading token, `workingDir`): then every change matters.
 * Paths are relative to the repository root. Throws as `stagedRelevance`.
 */
export function relevantGlobs(cwd: string, env: Readonly<Record<string, string | undefined>> = process.env): { globs: { glob: string; why: string }[]; anything: string | null } {
  const root = sourceRoot(cwd);
  const source = openIndexSource(cwd, root);
  const got = collectInterest(fullIndex(source, path.resolve(cwd)), root, path.resolve(cwd), env);
  const interest: Interest =
    got === null
      ? { paths: new Set(), basenames: new Set(), anything: 'the index could not be read exactly', suffixGlobs: new Set(), globNote: null }
      : { paths: new Set([...got.raw.paths, ...(got.resolved ?? [])]), basenames: new Set(got.raw.basenames), anything: got.raw.anything, suffixGlobs: new Set(got.raw.suffixGlobs), globNote: got.globNote };
  const globs = [...STATIC_RELEVANT_GLOBS];
  const seen = new Set(globs.map((g) => g.glob));
  const add = (glob: string, why: string) => {
    if (!seen.has(glob)) {
      seen.add(glob);
      globs.push({ glob, why });
    }
  };
  for (const b of [...interest.basenames].sort()) add(`**/${b}`, 'a contextPaths file name (discovery matches it at any depth)');
  // A workflow filter's `*` and `?` need not match what the runtime's do (leading dots, extglobs,
  // braces): with an instructions glob, no filter.
  interest.anything ??= interest.globNote;
  for (const p of [...interest.paths].sort()) {
    const rel = path.relative(root, p);
    if (rel === '' || rel.startsWith('..')) continue; // outside the repository: no change in it can touch that
    add(rel, 'named by the config, an agent or a flow');
    add(`${rel}/**`, 'named by the config, an agent or a flow (a directory)');
  }
  return { globs, anything: interest.anything };
}

/**
 * How `collectInterest` reads the staged tree: a source holding at least the config candidates
 * at W and the subtrees of `dirs`; and the symlink-resolved forms of named paths (and targets of
 * symlinks below them). Either answers `null` when it cannot answer exactly (the caller then
 * starts over with the whole index).
 */
interface IndexAccess {
  withDirs(dirs: readonly string[]): GitTreeSource | null;
  resolvedForms(paths: readonly string[]): string[] | null;
  /** The mainstream configs below W (not W's own), absolute paths, after `withDirs` (docs/runtimes/opencode.md §6.6: each makes a Location). */
  nestedConfigs(): string[];
}

/** The absolute paths of `entries` that are mainstream configs below W (`isNestedConfig`), without W's own. */
function nestedConfigsOf(root: string, W: string, entries: Iterable<GitEntry>): string[] {
  const wRel = relToRoot(root, W);
  if (wRel === null) return [];
  const own = new Set(mainstreamConfigFiles(root, W));
  const out: string[] = [];
  for (const e of entries) {
    if (!isNestedConfig(wRel, e.path)) continue;
    const abs = path.join(root, e.path);
    if (!own.has(abs)) out.push(abs);
  }
  return out.sort();
}

/** The whole index, listed once (`W`: where the lint runs, for `nestedConfigs`, which come from `scan` when it can read the index file). */
function fullIndex(source: GitTreeSource, W: string, scan: () => IndexLinks | null = () => null): IndexAccess {
  return {
    withDirs: () => source,
    nestedConfigs() {
      const wRel = relToRoot(source.root, W);
      if (wRel === null) return [];
      return nestedConfigsOf(source.root, W, nestedConfigEntries(source.root, wRel, scan()));
    },
    resolvedForms(named) {
      const out: string[] = [];
      for (const p of named) {
        const real = source.realpath(p);
        if (real !== null && real !== p) out.push(real);
      }
      const roots = [...named, ...out];
      for (const link of source.symlinks()) {
        if (!roots.some((p) => link.startsWith(p + '/'))) continue;
        const real = source.realpath(link);
        if (real !== null) out.push(real);
      }
      return out;
    },
  };
}

/**
 * Only the index entries asked for (`git ls-files -s -- <paths>`): the config candidates at W,
 * the definition directories, and each directory's ancestors as exact entries (a symlinked
 * ancestor would redirect it). Any symlink among them answers `null`; so does a named path with a
 * symlink at, above or below it. Without symlinks a named path resolves to itself, so
 * `resolvedForms` adds nothing. `last`: the entries and pathspecs of the last successful
 * `withDirs` listing (what the interest was read from, for the cache key).
 */
function scopedIndex(root: string, W: string, scan: () => IndexLinks | null): IndexAccess & { last: { entries: GitEntry[]; specs: ScopedSpecs } | null } {
  const list = (absDirs: readonly string[], withCandidates: boolean): { entries: GitEntry[]; specs: ScopedSpecs } | null => {
    const specs = scopedSpecs(root, W, absDirs, withCandidates);
    if (specs === null) return null;
    const entries = indexEntriesAt(root, specs.dirs, specs.exact, specs.globs);
    if (entries === null) return null;
    if (specs.nestedAt !== null) entries.push(...nestedConfigEntries(root, specs.nestedAt, scan()));
    return entries.some((e) => e.mode === '120000') ? null : { entries, specs };
  };
  const access = {
    last: null as { entries: GitEntry[]; specs: ScopedSpecs } | null,
    withDirs(dirs: readonly string[]): GitTreeSource | null {
      const got = list(dirs, true);
      access.last = got;
      return got === null ? null : indexSourceOf(root, got.entries);
    },
    nestedConfigs(): string[] {
      return access.last === null ? [] : nestedConfigsOf(root, W, access.last.entries);
    },
    resolvedForms(named: readonly string[]): string[] | null {
      if (list(named, false) === null) return null;
      // Named paths outside the repository are read from the working tree, as the index source does.
      const outside = new WorktreeSource();
      const out: string[] = [];
      for (const p of named) {
        if (relToRoot(root, p) !== null) continue;
        const real = outside.realpath(p);
        if (real !== null && real !== p) out.push(real);
      }
      return out;
    },
  };
  return access;
}

/**
 * What the config candidates at W, the markdown agents and the flows (those of the default
 * directories and of the config's `agentPaths`/`flowPaths`) name, read through `index`: `raw` (the
 * named paths as written, resolved against W; cacheable) and `resolved` (the symlink-resolved
 * forms to add, `null` when they cannot be known exactly from `index`). `null` when `index`
 * cannot list the definition directories exactly.
 */
function collectInterest(index: IndexAccess, root: string, W: string, env: Readonly<Record<string, string | undefined>>): { raw: RawInterest; resolved: string[] | null; globNote: string | null } | null {
  const interest: Interest = { paths: new Set(), basenames: new Set(), anything: null, suffixGlobs: new Set(), globNote: null };
  const envPaths = env['OPENCODE_CONTEXTPATHS'];
  if (envPaths) for (const e of envPaths.split(',')) addEntry(interest, W, e, true);

  // The staged project config (every `.opencode*` candidate at W; the runtime reads the first, §2.1).
  const dirs = definitionDirs(W);
  let source = index.withDirs(dirs);
  if (source === null) return null;
  const configs = (source.readdir(W) ?? []).filter((e) => e.name.startsWith('.opencode') && e.kind !== 'dir').map((e) => path.join(W, e.name));
  const nested = index.nestedConfigs();
  source.prefetch([...configs, ...nested, ...definitionFiles(source, dirs)]); // one git call for the usual layout
  const extraDirs: string[] = [];
  for (const file of configs) {
    const r = source.readFile(file, 1 << 20);
    if (!r.ok) continue;
    const doc: unknown = parseJsonc(r.data.toString('utf8'));
    if (doc && typeof doc === 'object' && !Array.isArray(doc)) {
      const keys = Object.keys(doc).map((k) => k.toLowerCase());
      if (keys.includes('workingdir')) interest.anything = `${file}: workingDir moves the working directory`;
      for (const [k, v] of Object.entries(doc as Record<string, unknown>)) {
        const key = k.toLowerCase();
        if ((key === 'agentpaths' || key === 'flowpaths') && Array.isArray(v)) {
          for (const d of v) if (typeof d === 'string' && !d.startsWith('~')) extraDirs.push(path.resolve(W, d));
        }
      }
    }
    walk(doc, interest, W, null);
  }
  mainstreamInterest(source, [...mainstreamConfigFiles(root, W), ...nested], env, interest);
  // Markdown agents and flows (those of agentPaths/flowPaths in a second batch).
  if (extraDirs.length > 0) {
    dirs.push(...extraDirs);
    source = index.withDirs(dirs);
    if (source === null) return null;
  }
  const files = definitionFiles(source, dirs);
  source.prefetch(files);
  for (const file of files) {
    const r = source.readFile(file, 1 << 20);
    if (!r.ok) continue;
    let text = r.data.toString('utf8');
    if (file.endsWith('.md')) {
      const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text);
      if (!m) continue;
      text = m[1]!;
    }
    // Only keys named paths/include/local carry paths; skip the YAML parser (and loading it) when
    // none can occur. A backslash could spell a key with escapes, so it forces a parse.
    if (!/paths|include|local|\\/i.test(text)) continue;
    try {
      walk(parseYaml(text), interest, W, null);
    } catch {
      /* a file that does not parse names nothing; it is itself a changed path when it matters */
    }
  }
  // Symlink-resolved forms of the named paths, as staged, and the targets of symlinks below them
  // (a directory walk reads a symlinked file's target).
  const raw: RawInterest = { paths: [...interest.paths], basenames: [...interest.basenames], anything: interest.anything, suffixGlobs: [...interest.suffixGlobs], extraDirs };
  return { raw, resolved: index.resolvedForms(raw.paths), globNote: interest.globNote };
}

/**
 * What mainstream OpenCode's project configs `files` (at W and its ancestors up to the root, and
 * in their `.opencode/`; and those below W, each of which makes a Location, §6.6) name,
 * conservatively (docs/runtimes/opencode.md §6): an `instructions` entry is
 * globbed upward from every Location (§6.3), so its last component is a file name that matters
 * at any depth; an entry with a glob is kept whole and matched against every ending of a staged
 * path (`suffixGlobs`; with a `..` segment, a `{env:}` token, or `OPENCODE_CONFIG*` set: every
 * change matters); an absolute entry names its path (with a glob in its last segment, its
 * folder); a `{file:}` token names its file (relative to the config's folder).
 */
function mainstreamInterest(source: GitTreeSource, files: readonly string[], env: Readonly<Record<string, string | undefined>>, interest: Interest): void {
  if (env['OPENCODE_CONFIG'] || env['OPENCODE_CONFIG_CONTENT'] || env['OPENCODE_CONFIG_DIR']) {
    interest.anything ??= 'OPENCODE_CONFIG* names a config outside the project';
    return;
  }
  for (const file of files) {
    const r = source.readFile(file, 1 << 20);
    if (!r.ok) continue;
    const text = r.data.toString('utf8');
    const dir = path.dirname(file);
    for (const m of text.matchAll(/\{file:([^}]*)\}/g)) {
      const f = m[1]!.trim();
      if (f.startsWith('~/')) continue;
      interest.paths.add(path.resolve(dir, f));
    }
    let doc: unknown;
    try {
      doc = parseJsonc(text);
    } catch {
      continue; // a broken config is itself the staged change that matters, or is reported by lint
    }
    const list = doc && typeof doc === 'object' && !Array.isArray(doc) ? (doc as Record<string, unknown>)['instructions'] : undefined;
    if (!Array.isArray(list)) continue;
    for (const e of list) {
      if (typeof e !== 'string') continue;
      // As written: the runtime does not trim an entry (` notes.md` loads ` notes.md`).
      const entry = e;
      if (entry.trim() === '' || entry.startsWith('~/') || /^https?:\/\//.test(entry)) continue; // `~x` is a relative path
      if (entry.includes('{env:') || entry.includes('{file:')) {
        interest.anything ??= `${file}: an instructions entry holds a token: ${entry}`;
        continue;
      }
      if (path.isAbsolute(entry)) {
        // A glob of its last segment inside its folder (§6.3): the folder is named.
        const abs = path.normalize(entry);
        interest.paths.add(hasGlob(path.basename(abs)) ? path.dirname(abs) : abs);
        continue;
      }
      const last = path.basename(entry);
      // A `..` in a glob entry, also one a brace expansion makes (`a/{..,}/k.md`), climbs anywhere.
      if (last === '' || last === '.' || last === '..' || (hasGlob(entry) && entry.includes('..'))) {
        interest.anything ??= `${file}: the instructions glob ${entry} may match any file name`;
        continue;
      }
      if (hasGlob(entry)) {
        interest.suffixGlobs.add(entry);
        interest.globNote ??= `${file}: the instructions glob ${entry} may match any file name`;
      } else interest.basenames.add(last);
    }
  }
}

/** The `.md`, `.yaml` and `.yml` entries (not directories) of these directories. */
function definitionFiles(source: GitTreeSource, dirs: readonly string[]): string[] {
  const files: string[] = [];
  for (const d of dirs) {
    for (const e of source.readdir(d) ?? []) {
      if (e.kind === 'dir') continue;
      if (e.name.endsWith('.md') || e.name.endsWith('.yaml') || e.name.endsWith('.yml')) files.push(path.join(d, e.name));
    }
  }
  return files;
}

/** Collect path strings from a parsed config, frontmatter or flow: under `paths`/`contextPaths`/`agentPaths`/`flowPaths`, `local`, `include`. */
function walk(v: unknown, interest: Interest, W: string, key: string | null): void {
  if (typeof v === 'string') {
    if (key === 'contextpaths') addEntry(interest, W, v, true);
    else if (key === 'paths' || key === 'agentpaths' || key === 'flowpaths' || key === 'local' || key === 'include') addEntry(interest, W, v, false);
    return;
  }
  if (Array.isArray(v)) {
    for (const x of v) walk(x, interest, W, key);
    return;
  }
  if (v && typeof v === 'object') for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, interest, W, k.toLowerCase());
}

/** Record one entry. `global`: a `contextPaths` entry, whose basename discovery also matches (§6.2). */
function addEntry(interest: Interest, W: string, raw: string, global: boolean): void {
  const e = raw.trim();
  if (e === '' || e.startsWith('~')) return;
  const tok = e.indexOf('${');
  if (tok >= 0) {
    const before = e.slice(0, tok);
    const slash = before.lastIndexOf('/');
    if (slash < 0 && !path.isAbsolute(before)) {
      interest.anything = `a context entry starts with a token: ${e}`;
      return;
    }
    interest.paths.add(path.resolve(W, before.slice(0, slash + 1) || '/'));
    return;
  }
  interest.paths.add(path.resolve(W, e));
  if (global && !e.endsWith('/')) interest.basenames.add(path.basename(e));
}
