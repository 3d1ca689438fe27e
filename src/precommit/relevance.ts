import { posix as path } from 'node:path';
import picomatch from 'picomatch';
import { loadJsoncParser, loadYaml } from '../load/lazy-deps.js';
import { DEFAULT_CONTEXT_PATHS, DEFAULT_DATA_DIRECTORY } from '../runtimes/fork/model/defaults.js';
import { indexEntriesAt, indexSourceOf, openIndexSource, sourceRoot, stagedChangedPaths } from '../source/git.js';
import type { GitEntry, GitTreeSource } from '../source/git-tree.js';
import { WorktreeSource } from '../source/worktree.js';

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

/** The verdict of the pre-commit fast path. */
export interface StagedRelevance {
  /** True when some staged change can affect what an agent or flow step loads, or what ctxlens reports. */
  relevant: boolean;
  /** Why, for `--debug`-style messages: the first relevant path and the rule that matched, or why nothing is. */
  reason: string;
  /** Staged changed paths, relative to the repository root. */
  changed: string[];
}

/** Basenames that are relevant wherever they appear: config candidates, ctxlens's own config, OpenCode configs. */
/** `registry.json`: the OpenAgentsControl registry (docs/runtimes/oac.md §2); `.opencode/` holds the rest of that layer. */
const ALWAYS_BASENAMES = new Set(['ctxlens.config.json', 'opencode.json', 'opencode.jsonc', 'registry.json']);
/** Directory names whose content is always relevant (agents, flows, the data directory). */
const ALWAYS_DIRS = new Set([DEFAULT_DATA_DIRECTORY, '.agents']);

/** What the staged config, agents and flows name: exact paths (also meaning "everything below") and discovery basenames. */
interface Interest {
  paths: Set<string>;
  basenames: Set<string>;
  /** Some entry can expand to anything (a token in its first component, `workingDir`): every change is relevant. */
  anything: string | null;
}

/**
 * Decide whether the staged changes of the repository containing `cwd` can matter to ctxlens,
 * for the `lint --staged` fast path. Read-only: runs `git diff --cached`, `git ls-files`
 * and `git cat-file` (no hooks, no repository programs).
 *
 * Relevant, conservatively, when a staged path (added, modified, deleted, renamed, type-changed):
 * - has a basename starting with `.opencode` (config candidates, docs/runtimes/fork.md §2.1), or is
 *   `ctxlens.config.json`, `opencode.json(c)`, `registry.json` (the OpenAgentsControl registry), or lies below a `.opencode/` or `.agents/` directory
 *   (agents §3.1, flows §4.1, data directory);
 * - has the basename of a non-directory entry of the effective `contextPaths` (defaults §2.4, the
 *   staged config, or `OPENCODE_CONTEXTPATHS` §2.7): discovery finds those at any depth (§6.2);
 * - is, is below, or is an ancestor of a path named by `contextPaths`, `agentPaths`, `flowPaths`,
 *   an agent's or step's `context.paths` (§5), or a flow `include` target (§4.5), in the staged
 *   config, markdown agents and flows, or of the symlink-resolved form of such a path or of a
 *   symlink below it;
 * - or any entry holds a token in its first component (`${env.X}/…`), or the config sets
 *   `workingDir`, or `withGlobal` is set (user-level files may name any path).
 *
 * Throws `UsageError` outside a git work tree (via the index source), `GitError` when git fails.
 */
export function stagedRelevance(cwd: string, env: Readonly<Record<string, string | undefined>> = process.env, withGlobal = false): StagedRelevance {
  const root = sourceRoot(cwd);
  const changed = stagedChangedPaths(root);
  if (changed.length === 0) return { relevant: false, reason: 'nothing is staged', changed };
  const W = path.resolve(cwd);
  for (const rel of changed) {
    const why = staticReason(rel);
    if (why) return { relevant: true, reason: `${rel}: ${why}`, changed };
  }
  if (withGlobal) return { relevant: true, reason: '--with-global: user-level files may name any path', changed };
  // Ask git only for the paths the decision reads, so the answer does not grow with the index;
  // a symlink on the way (or a path git would read as a glob) falls back to the whole index.
  const interest = collectInterest(scopedIndex(root, W), W, env) ?? collectInterest(fullIndex(openIndexSource(cwd, root)), W, env)!;
  if (interest.anything !== null) return { relevant: true, reason: interest.anything, changed };
  for (const rel of changed) {
    const abs = root === '/' ? '/' + rel : root + '/' + rel;
    if (interest.basenames.has(path.basename(rel))) return { relevant: true, reason: `${rel}: a context file name (contextPaths, discovery)`, changed };
    for (const p of interest.paths) {
      if (abs === p || abs.startsWith(p + '/') || p.startsWith(abs + '/')) return { relevant: true, reason: `${rel}: named by ${p}`, changed };
    }
  }
  return { relevant: false, reason: `none of ${changed.length} staged path(s) can affect context`, changed };
}

/**
 * `true` when nothing staged can affect context, so `lint --staged` may exit 0 at once.
 * Any failure (not a repository, git error) answers `false`: the full lint then runs and reports it.
 */
export function stagedChangesAreIrrelevant(cwd: string, env: Readonly<Record<string, string | undefined>> = process.env, withGlobal = false): boolean {
  try {
    return !stagedRelevance(cwd, env, withGlobal).relevant;
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
]);

let staticMatchers: { test: (p: string) => boolean; why: string }[] | null = null;

/** Relevance that needs no config: the first of `STATIC_RELEVANT_GLOBS` that matches `rel`, or `null`. */
function staticReason(rel: string): string | null {
  staticMatchers ??= STATIC_RELEVANT_GLOBS.map((g) => ({ test: picomatch(g.glob, { dot: true }), why: g.why }));
  for (const m of staticMatchers) if (m.test(rel)) return m.why;
  return null;
}

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
  const interest = collectInterest(fullIndex(source), path.resolve(cwd), env) ?? { paths: new Set<string>(), basenames: new Set<string>(), anything: 'the index could not be read exactly' };
  const globs = [...STATIC_RELEVANT_GLOBS];
  const seen = new Set(globs.map((g) => g.glob));
  const add = (glob: string, why: string) => {
    if (!seen.has(glob)) {
      seen.add(glob);
      globs.push({ glob, why });
    }
  };
  for (const b of [...interest.basenames].sort()) add(`**/${b}`, 'a contextPaths file name (discovery matches it at any depth)');
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
}

/** The whole index, listed once. */
function fullIndex(source: GitTreeSource): IndexAccess {
  return {
    withDirs: () => source,
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
 * `resolvedForms` adds nothing.
 */
function scopedIndex(root: string, W: string): IndexAccess {
  const rel = (abs: string): string | null => (abs === root ? '' : abs.startsWith(root === '/' ? '/' : root + '/') ? abs.slice(root === '/' ? 1 : root.length + 1) : null);
  const ancestors = (rels: readonly string[]): string[] => {
    const out = new Set<string>();
    for (const r of rels) for (let i = r.indexOf('/'); i > 0; i = r.indexOf('/', i + 1)) out.add(r.slice(0, i));
    return [...out];
  };
  const list = (absDirs: readonly string[], withCandidates: boolean): GitEntry[] | null => {
    const wRel = rel(W);
    if (wRel === null) return null;
    const dirs = [...new Set(absDirs.map(rel).filter((r): r is string => r !== null))];
    const globs = withCandidates ? [wRel === '' ? '.opencode*' : `${wRel}/.opencode*`] : [];
    const exact = ancestors(withCandidates && wRel !== '' ? [...dirs, wRel + '/x'] : dirs).filter((a) => !dirs.includes(a));
    const entries = indexEntriesAt(root, dirs, exact, globs);
    return entries === null || entries.some((e) => e.mode === '120000') ? null : entries;
  };
  return {
    withDirs(dirs) {
      const entries = list(dirs, true);
      return entries === null ? null : indexSourceOf(root, entries);
    },
    resolvedForms(named) {
      if (list(named, false) === null) return null;
      // Named paths outside the repository are read from the working tree, as the index source does.
      const outside = new WorktreeSource();
      const out: string[] = [];
      for (const p of named) {
        if (rel(p) !== null) continue;
        const real = outside.realpath(p);
        if (real !== null && real !== p) out.push(real);
      }
      return out;
    },
  };
}

function collectInterest(index: IndexAccess, W: string, env: Readonly<Record<string, string | undefined>>): Interest | null {
  const interest: Interest = { paths: new Set(), basenames: new Set(), anything: null };
  const envPaths = env['OPENCODE_CONTEXTPATHS'];
  if (envPaths) for (const e of envPaths.split(',')) addEntry(interest, W, e, true);

  // The staged project config (every `.opencode*` candidate at W; the runtime reads the first, §2.1).
  const dirs = [path.join(W, '.opencode/agents'), path.join(W, '.agents/types'), path.join(W, '.opencode/flows'), path.join(W, '.agents/flows')];
  let source = index.withDirs(dirs);
  if (source === null) return null;
  const configs = (source.readdir(W) ?? []).filter((e) => e.name.startsWith('.opencode') && e.kind !== 'dir').map((e) => path.join(W, e.name));
  source.prefetch([...configs, ...definitionFiles(source, dirs)]); // one git call for the usual layout
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
  const resolved = index.resolvedForms([...interest.paths]);
  if (resolved === null) return null;
  for (const p of resolved) interest.paths.add(p);
  return interest;
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
