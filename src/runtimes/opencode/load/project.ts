/**
 * The mainstream OpenCode project model of one start at a Location
 * (docs/runtimes/opencode.md §1): environment, worktree, merged config, agents, and whether the runtime refuses to start.
 */
import type { FileSource } from '../../../source/types.js';
import { posix as path } from 'node:path';
import { loadOcConfig, type OcConfig } from './config.js';
import { agentsOf, configDirectories, type OcAgent } from './agents.js';
import { SchemaValidator } from '../../../load/schema.js';
import type { AgentSet } from '../model/agent-set.js';
import type { ConfigViolations } from '../model/config-view.js';
import { agentLayers } from './agent-layers.js';
import { loadAgents } from './agent-set.js';
import { checkConfigDoc } from './config-check.js';
import { readEnvironment, type OcEnvironment } from './environment.js';
import { loadOac } from '../../oac/load/oac.js';
import { runCacheFor, type OcRunCache } from './run-cache.js';
import { childPath } from './child-path.js';
import type { OacModel } from '../../oac/model/types.js';

/** The options of one load. */
export interface OcLoadOptions {
  /** The Location (`--cwd` after `path.resolve`, not symlink-resolved). */
  cwd: string;
  /** The simulated environment. */
  env: Readonly<Record<string, string>>;
  /** Names given with `--env` (read even without `--with-global`, see `readEnvironment`). */
  explicitEnv?: ReadonlySet<string>;
  withGlobal: boolean;
  /** Further OpenAgentsControl session manifests named in `ctxlens.config.json` (docs/runtimes/oac.md §9.1). */
  oacManifests?: readonly string[];
  /**
   * The run's memo (docs/runtimes/opencode.md §6.8): config documents, agent files and instruction
   * files read and parsed once for every Location loaded with these options. Made by the first
   * load when absent (or made for another source or environment) and kept in `OcProject.options`,
   * so Locations loaded with `{ ...project.options, cwd }` share it.
   */
  cache?: OcRunCache;
  /** The directory finding paths are shown relative to (the linted directory); default `cwd`. */
  root?: string;
  /**
   * Where the walks stop when no `.git` is found (lint and audit: the linted directory, taken as
   * the repository root, docs/runtimes/opencode.md §6.6). Absent: `/`, as the runtime does.
   */
  assumeRoot?: string;
}

/**
 * The frozen model the opencode simulation and rules read. `agents`, `agentSet` and `oac` are
 * computed on first read and never change after (docs/runtimes/opencode.md §6.8).
 */
export interface OcProject {
  runtime: 'opencode';
  /** The Location: the directory the runtime starts in. */
  W: string;
  /** The nearest ancestor of W holding `.git`, or `/` (docs/runtimes/opencode.md §2.3). */
  worktree: string;
  source: FileSource;
  withGlobal: boolean;
  env: OcEnvironment;
  config: OcConfig;
  /** The agent list (built-ins first), from `agentSet` (docs/runtimes/opencode.md §5). */
  agents: OcAgent[];
  /** Every agent definition with positions, and the agents they merge into (docs/runtimes/opencode.md §5). */
  agentSet: AgentSet;
  /** Schema violations of each parsed config document (docs/runtimes/opencode.md §5.6). */
  configViolations: ConfigViolations[];
  /** The options it was loaded with (to load other Locations the same way). */
  options: OcLoadOptions;
  /** Why the runtime refuses to start here (config refusal, unknown `default_agent`), or `null`. */
  refusal: string | null;
  /** The OpenAgentsControl layer at W (docs/runtimes/oac.md §1), `null` when it is off. */
  oac: OacModel | null;
}

/**
 * `worktreeOf(source, W)` with the run's memo: each directory's `.git` is looked up once per run,
 * however many Locations lie below it (docs/runtimes/opencode.md §2.3, §6.8).
 */
function worktreeOnce(source: FileSource, W: string, cache: OcRunCache): string {
  const walked: string[] = [];
  let dir = W;
  let found: string | undefined;
  for (;;) {
    found = cache.worktrees.get(dir);
    if (found !== undefined) break;
    walked.push(dir);
    const git = childPath(dir, '.git');
    // A `.git` the Location search's listings show absent is not looked up (§6.8).
    if (cache.dirNames?.absent(git) !== true && source.lstat(git) !== null) {
      found = dir;
      break;
    }
    const up = path.dirname(dir);
    if (up === dir) {
      found = '/';
      break;
    }
    dir = up;
  }
  for (const d of walked) cache.worktrees.set(d, found);
  return found;
}

/** Load the model of one start at `opts.cwd`. Never throws for bad input: refusals are recorded. */
export function loadOcProject(source: FileSource, given: OcLoadOptions): OcProject {
  const cache = runCacheFor(source, given.env, given.cache);
  const opts: OcLoadOptions = given.cache === cache ? given : { ...given, cache };
  const W = opts.cwd;
  const found = worktreeOnce(source, W, cache);
  const worktree = found === '/' && opts.assumeRoot !== undefined && (W === opts.assumeRoot || W.startsWith(opts.assumeRoot + '/')) ? opts.assumeRoot : found;
  const env = readEnvironment(opts.env, W, opts.withGlobal, opts.explicitEnv ?? new Set());
  const config = loadOcConfig(source, W, worktree, env, opts.root ?? W, cache);
  const validator = new SchemaValidator();
  // The agents, and the OpenAgentsControl layer, are loaded on first use: a Location below W needs its
  // agents only for its `default_agent` check or when the audit shows it (docs/runtimes/opencode.md §6.8).
  let agentSet: AgentSet | undefined;
  let agents: OcAgent[] | undefined;
  let oac: OacModel | null | undefined;
  const agentSetOnce = (): AgentSet => (agentSet ??= loadAgents(source, { root: W, layers: agentLayers(config.docs, configDirectories(W, worktree, env)), validator, cache }));
  const agentsOnce = (): OcAgent[] => (agents ??= agentsOf(agentSetOnce()));
  let refusal = config.refusal?.message ?? null;
  const def = config.merged['default_agent'];
  if (refusal === null && typeof def === 'string') {
    // The runtime stops at the first prompt (observed, opencode 1.18.33): exit 1.
    const agent = agentsOnce().find((a) => a.id === def && !a.disabled);
    if (agent === undefined) refusal = `default agent "${def}" not found`;
    else if (agent.mode === 'subagent') refusal = `default agent "${def}" is a subagent`;
    else if (agent.hidden) refusal = `default agent "${def}" is hidden`;
  }
  const configViolations = config.docs
    .filter((d) => d.data !== null)
    .map((d) => {
      let violations = cache.configViolations.get(d);
      if (violations === undefined) cache.configViolations.set(d, (violations = checkConfigDoc(d, validator)));
      return { file: d.file, violations };
    });
  return {
    runtime: 'opencode',
    W,
    worktree,
    source,
    withGlobal: opts.withGlobal,
    env,
    config,
    get agents(): OcAgent[] {
      return agentsOnce();
    },
    get agentSet(): AgentSet {
      return agentSetOnce();
    },
    configViolations,
    options: opts,
    refusal,
    get oac(): OacModel | null {
      return oac === undefined ? (oac = loadOac(source, W, opts.oacManifests ?? [])) : oac;
    },
  };
}
