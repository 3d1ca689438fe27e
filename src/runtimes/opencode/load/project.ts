/**
 * The mainstream OpenCode project model of one start at a Location
 * (docs/runtimes/opencode.md §1): environment, worktree, merged config, agents, and whether the runtime refuses to start.
 */
import type { FileSource } from '../../../source/types.js';
import { worktreeOf } from '../../../load/runtime-choice.js';
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
  /** The directory finding paths are shown relative to (the linted directory); default `cwd`. */
  root?: string;
  /**
   * Where the walks stop when no `.git` is found (lint and audit: the linted directory, taken as
   * the repository root, docs/runtimes/opencode.md §6.6). Absent: `/`, as the runtime does.
   */
  assumeRoot?: string;
}

/** The frozen model the opencode simulation and rules read. */
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

/** Load the model of one start at `opts.cwd`. Never throws for bad input: refusals are recorded. */
export function loadOcProject(source: FileSource, opts: OcLoadOptions): OcProject {
  const W = opts.cwd;
  const found = worktreeOf(source, W);
  const worktree = found === '/' && opts.assumeRoot !== undefined && (W === opts.assumeRoot || W.startsWith(opts.assumeRoot + '/')) ? opts.assumeRoot : found;
  const env = readEnvironment(opts.env, W, opts.withGlobal, opts.explicitEnv ?? new Set());
  const config = loadOcConfig(source, W, worktree, env, opts.root ?? W);
  const validator = new SchemaValidator();
  const agentSet = loadAgents(source, { root: W, layers: agentLayers(config.docs, configDirectories(W, worktree, env)), validator });
  const agents = agentsOf(agentSet);
  let refusal = config.refusal?.message ?? null;
  const def = config.merged['default_agent'];
  if (refusal === null && typeof def === 'string') {
    // The runtime stops at the first prompt (observed, opencode 1.18.33): exit 1.
    const agent = agents.find((a) => a.id === def && !a.disabled);
    if (agent === undefined) refusal = `default agent "${def}" not found`;
    else if (agent.mode === 'subagent') refusal = `default agent "${def}" is a subagent`;
    else if (agent.hidden) refusal = `default agent "${def}" is hidden`;
  }
  const configViolations = config.docs.filter((d) => d.data !== null).map((d) => ({ file: d.file, violations: checkConfigDoc(d, validator) }));
  return { runtime: 'opencode', W, worktree, source, withGlobal: opts.withGlobal, env, config, agents, agentSet, configViolations, options: opts, refusal, oac: loadOac(source, W, opts.oacManifests ?? []) };
}
