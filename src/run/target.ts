/**
 * Shared set-up of the simulation commands (`render`, `resolve`; cli-contract.md "Common options"):
 * open the file source, load the project, look up the target, refuse where the runtime would.
 */
import type { ProjectModel } from '../runtimes/fork/model/project.js';
import { loadProject } from '../runtimes/fork/load/project.js';
import { resolveTarget, type ResolvedTarget } from '../runtimes/fork/sim/target.js';
import { simulateOneTarget, type TargetView } from '../runtimes/fork/sim/simulate.js';
import { explicitEnvNames, openSource, simulatedEnv } from './source.js';
import type { FileSource } from '../source/types.js';
import { readRuntimePin } from '../load/ctxlens-config/runtime-pin.js';
import { chooseRuntime, type RuntimeChoice } from '../load/runtime-choice.js';
import type { RuntimeId } from '../model/runtime.js';
import { loadOcProject, type OcProject } from '../runtimes/opencode/load/project.js';
import type { OcInstructionSet } from '../runtimes/opencode/sim/instructions.js';
import { simulateLocation } from '../runtimes/opencode/sim/simulate.js';
import { RefusalError, UsageError } from '../errors.js';
import { didYouMean } from '../text/suggest.js';

/** The arguments `withSourceOptions` + `withTargetOptions` produce. */
export interface SimArgs {
  cwd: string;
  agent?: string | undefined;
  flow?: string | undefined;
  step?: string | undefined;
  env: string[];
  withGlobal: boolean;
  staged: boolean;
  rev?: string | undefined;
  runtime?: RuntimeId | undefined;
}

/**
 * Open the file source of a simulation command and choose the runtime (cli-contract.md
 * "Choosing the runtime"). Throws `UsageError` for a `--cwd` that is not a directory.
 */
export async function openSim(args: SimArgs): Promise<{ source: FileSource; choice: RuntimeChoice }> {
  const source = await openSource({ cwd: args.cwd, staged: args.staged, ...(args.rev !== undefined ? { rev: args.rev } : {}) });
  if (source.kind === 'worktree' && source.stat(args.cwd)?.kind !== 'dir') throw new UsageError(`not a directory: ${args.cwd}`);
  return { source, choice: chooseRuntime(source, args.cwd, args.runtime, readRuntimePin(source, args.cwd)) };
}

/**
 * Load the mainstream OpenCode model at `--cwd` and simulate its instruction set
 * (docs/runtimes/opencode.md §6). Throws `RefusalError` (exit 1, empty stdout) where the runtime
 * refuses to start: an invalid config, a `{file:}` that cannot be read, an unknown `default_agent`.
 */
export function loadOcTarget(args: SimArgs, source: FileSource): { project: OcProject; set: OcInstructionSet } {
  const project = loadOcProject(source, { cwd: args.cwd, env: simulatedEnv(args.env), explicitEnv: explicitEnvNames(args.env), withGlobal: args.withGlobal });
  const { set } = simulateLocation(project);
  if (set === null) throw new RefusalError(`opencode 1.18 refuses to start: ${project.refusal}`);
  return { project, set };
}

/** The runtime's fatal config error (`config.fatal`, set by the config loader), or `null`. */
function fatalMessage(model: ProjectModel): string | null {
  const fatal = model.config.fatal;
  return typeof fatal === 'string' && fatal !== '' ? fatal : null;
}

/**
 * Load the project and resolve the target of a simulation command.
 * Throws `UsageError` for a malformed `--env` or a `--cwd` that is not a directory, and `RefusalError` (exit 1, empty stdout) where
 * the runtime refuses to run the agent or step: a config that fails to load, an unknown agent,
 * an unknown, failed or disabled flow, an unknown step, an unresolved templated step agent (U17).
 */
export async function loadTarget(args: SimArgs, opened?: FileSource): Promise<{ model: ProjectModel; rt: ResolvedTarget; sim: TargetView }> {
  const env = simulatedEnv(args.env);
  const source = opened ?? (await openSource({ cwd: args.cwd, staged: args.staged, ...(args.rev !== undefined ? { rev: args.rev } : {}) }));
  if (source.kind === 'worktree' && source.stat(args.cwd)?.kind !== 'dir') throw new UsageError(`not a directory: ${args.cwd}`);
  const model = loadProject(source, { cwd: args.cwd, env, withGlobal: args.withGlobal });
  const fatal = fatalMessage(model);
  if (fatal !== null) throw new RefusalError(fatal);
  // An agent named on the command line that the project does not define is a usage error (exit 2,
  // cli-contract.md leaves it open); a flow or step the runtime cannot run stays a refusal (exit 1).
  if (args.agent !== undefined && args.flow === undefined && !model.agents.has(args.agent)) {
    const near = didYouMean(args.agent, [...model.agents.keys()]);
    throw new UsageError(`--agent: no agent "${args.agent}" in this project${near ? `; did you mean "${near}"?` : ''} (defined: ${[...model.agents.keys()].join(', ')})`);
  }
  const rt = resolveTarget(model, { agent: args.agent, flow: args.flow, step: args.step });
  if ('error' in rt) throw new RefusalError(rt.error);
  return { model, rt, sim: simulateOneTarget(model, rt) };
}
