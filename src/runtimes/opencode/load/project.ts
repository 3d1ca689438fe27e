/**
 * The mainstream OpenCode project model of one start at a Location (docs/runtimes/opencode.md
 * §1): environment, worktree, merged config, agents, and whether the runtime refuses to start.
 */
import type { FileSource } from '../../../source/types.js';
import { worktreeOf } from '../../../load/runtime-choice.js';
import { loadOcConfig, type OcConfig } from './config.js';
import { loadOcAgents, type OcAgent } from './agents.js';
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
  agents: OcAgent[];
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
  const worktree = worktreeOf(source, W);
  const env = readEnvironment(opts.env, W, opts.withGlobal, opts.explicitEnv ?? new Set());
  const config = loadOcConfig(source, W, worktree, env);
  const agents = loadOcAgents(source, W, worktree, env, config);
  let refusal = config.refusal?.message ?? null;
  const def = config.merged['default_agent'];
  if (refusal === null && typeof def === 'string') {
    // The runtime stops at the first prompt (observed, opencode 1.18.33): exit 1.
    const agent = agents.find((a) => a.id === def && !a.disabled);
    if (agent === undefined) refusal = `default agent "${def}" not found`;
    else if (agent.mode === 'subagent') refusal = `default agent "${def}" is a subagent`;
    else if (agent.hidden) refusal = `default agent "${def}" is hidden`;
  }
  return { runtime: 'opencode', W, worktree, source, withGlobal: opts.withGlobal, env, config, agents, options: opts, refusal, oac: loadOac(source, W) };
}
