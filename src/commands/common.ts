import * as path from 'node:path';
import type { Argv } from 'yargs';
import { UsageError } from '../errors.js';
import { RUNTIME_IDS, type RuntimeId } from '../model/runtime.js';

/** Options shared by the simulation commands (cli-contract.md "Common options"). */
export interface CommonArgs {
  cwd: string;
  agent?: string;
  flow?: string;
  step?: string;
  env: string[];
  withGlobal: boolean;
  staged: boolean;
  rev?: string;
  runtime?: RuntimeId;
}

/** Add `--cwd --env --with-global --staged --rev --runtime` to a command. */
export function withSourceOptions<T>(y: Argv<T>) {
  return y
    .option('cwd', { type: 'string', default: process.cwd(), describe: 'working directory W of the simulated runtime', coerce: (p: string | string[]) => path.resolve(single('cwd', p)) })
    .option('env', { type: 'string', array: true, default: [] as string[], describe: 'NAME=VALUE for ${env.NAME}; repeatable' })
    .option('with-global', { type: 'boolean', default: false, describe: 'also read the user-level config, agents and flows' })
    .option('staged', { type: 'boolean', default: false, describe: 'read what is staged in the git index instead of the working tree' })
    .option('rev', { type: 'string', describe: 'read the tree of a git revision instead of the working tree' })
    .option('runtime', { type: 'string', choices: RUNTIME_IDS as unknown as string[], describe: 'the runtime to model: fork (the OpenCode Go fork, .opencode.json) or opencode (mainstream OpenCode 1.18, opencode.json); chosen from the repository when absent' })
    // Not `.conflicts()`: yargs counts the `staged` default (false) as given, which rejects every `--rev`.
    .check((a) => {
      if (a['staged'] === true && a['rev'] !== undefined) throw new UsageError('Arguments staged and rev are mutually exclusive');
      if (a['rev'] !== undefined && single('rev', a['rev'] as string | string[]) === '') throw new UsageError('--rev needs a revision');
      return true;
    });
}

/**
 * The value of a single-valued option. yargs turns a repeated `--name` into an array; that is
 * a usage error (exit 2), not a value. Throws `UsageError`.
 */
export function single(name: string, v: string | string[]): string {
  if (Array.isArray(v)) throw new UsageError(`--${name} given more than once`);
  return v;
}

/** Options that take one value: repeating one of them is a usage error (see `single`). */
export const SINGLE_VALUED = ['runtime', 'rev', 'agent', 'flow', 'step', 'config', 'output', 'format', 'base', 'head', 'calls', 'max-warnings'] as const;

/** Add `--agent --flow --step`. */
export function withTargetOptions<T>(y: Argv<T>) {
  return y
    .option('agent', { type: 'string', describe: 'agent ID (built-in, markdown or .opencode.json)' })
    .option('flow', { type: 'string', describe: 'flow ID; simulate the step given by --step' })
    .option('step', { type: 'string', describe: 'step ID within --flow' })
    // Not `.implies()`: its message ("Implications failed: flow -> step") does not say what to type.
    .check((a) => {
      if (a['flow'] !== undefined && a['step'] === undefined) throw new UsageError('--flow needs --step STEP: name the step to simulate');
      if (a['step'] !== undefined && a['flow'] === undefined) throw new UsageError('--step needs --flow FLOW: name the flow the step belongs to');
      return true;
    });
}

