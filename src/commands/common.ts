import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Argv } from 'yargs';
import type { FileSource } from '../source/types.js';
import { WorktreeSource } from '../source/worktree.js';
import type { SimTarget } from '../sim/types.js';
import { RUNTIME_IDS, type RuntimeId } from '../runtime/id.js';

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

/** The simulated environment: process environment overridden by `--env NAME=VALUE` (cli-contract.md). Throws UsageError on a malformed entry. */
export function simulatedEnv(entries: readonly string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  for (const e of entries) {
    const i = e.indexOf('=');
    if (i <= 0) throw new UsageError(`--env expects NAME=VALUE, got "${e}"`);
    env[e.slice(0, i)] = e.slice(i + 1);
  }
  return env;
}

/** The names set with `--env NAME=VALUE` (explicit, as opposed to inherited from the process). */
export function explicitEnvNames(entries: readonly string[]): Set<string> {
  return new Set(entries.map((e) => e.slice(0, Math.max(0, e.indexOf('=')))).filter((k) => k !== ''));
}

/** A usage or configuration error: exit 2 with the message on stderr. */
export class UsageError extends Error {}

/** A refusal to simulate (unknown agent or flow, flow that fails to load): exit 1, message on stderr, empty stdout. */
export class RefusalError extends Error {}

/**
 * The file source for a command: working tree by default, the git index with `--staged`,
 * a revision with `--rev`. Git sources are provided by `src/source/git.ts`.
 */
export async function openSource(args: { cwd: string; staged?: boolean; rev?: string }): Promise<FileSource> {
  if (args.staged || args.rev) {
    const git = await import('../source/git.js');
    return args.staged ? git.openIndexSource(args.cwd) : git.openRevisionSource(args.cwd, args.rev!);
  }
  return new WorktreeSource();
}

/** The target named by `--agent` / `--flow --step` (agent defaults to `coder`; a step's agent is resolved later). */
export function targetFromArgs(args: { agent?: string; flow?: string; step?: string }): SimTarget {
  return { agentId: args.agent ?? '', flowId: args.flow ?? null, stepId: args.step ?? null };
}

/**
 * Read a file named on the command line (`--calls`, `--config`) as UTF-8, at most `maxBytes`
 * bytes (default 64 MiB). Pipes (`/dev/stdin`, `<(…)`) and `/dev/null` work; an endless device
 * such as `/dev/zero` stops at the cap instead of hanging. Throws the `fs` error (with `code`),
 * or an error with code `EFBIG` past the cap.
 */
export function readArgFile(file: string, maxBytes = 64 * 1024 * 1024): string {
  const fd = fs.openSync(file, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buf = Buffer.alloc(Math.min(1 << 20, maxBytes + 1 - total));
      const n = fs.readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      chunks.push(buf.subarray(0, n));
      total += n;
      if (total > maxBytes) throw Object.assign(new Error(`larger than ${maxBytes} bytes`), { code: 'EFBIG' });
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}
