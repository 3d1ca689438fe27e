import * as path from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { EXIT } from '../engine/finding.js';
import { DIFF_FORMATS, formatDiff, type DiffFormat } from '../diff/format.js';
import { runContextDiff } from '../diff/run.js';
import { UsageError } from '../errors.js';
import { emit } from './lint.js';
import { RUNTIME_IDS, type RuntimeId } from '../model/runtime.js';
import { COMMAND_LINES } from './names.js';

interface DiffArgs {
  cwd: string;
  base: string;
  head?: string;
  env: string[];
  withGlobal: boolean;
  config?: string;
  rule: string[];
  format: string;
  output?: string;
  failOnNew: boolean;
  runtime?: RuntimeId;
}

/**
 * `ctxlens diff --base REF [--head REF]`: compare the effective context of every agent and flow
 * step between two revisions (head: the working tree by default). Exit 0, or 1 with
 * `--fail-on-new` when head has a new error finding; 2 for usage errors.
 */
export async function runDiff(args: DiffArgs): Promise<number> {
  if (!(DIFF_FORMATS as readonly string[]).includes(args.format)) throw new UsageError(`--format must be one of ${DIFF_FORMATS.join(', ')}`);
  const d = await runContextDiff({
    cwd: args.cwd,
    base: args.base,
    head: args.head ?? null,
    env: args.env,
    withGlobal: args.withGlobal,
    rule: args.rule,
    ...(args.config !== undefined ? { config: args.config } : {}),
    ...(args.runtime !== undefined ? { runtime: args.runtime } : {}),
  });
  emit(formatDiff(d, args.format as DiffFormat), args.output);
  return args.failOnNew && d.newFindings.some((f) => f.severity === 'error') ? EXIT.FINDINGS : EXIT.OK;
}

export const diffCommand: CommandModule<object, DiffArgs> = {
  command: COMMAND_LINES.diff.command,
  describe: COMMAND_LINES.diff.describe,
  builder: (y) =>
    y
      .option('base', { type: 'string', demandOption: true, describe: 'base git revision' })
      .option('head', { type: 'string', describe: 'head git revision (default: the working tree)' })
      .option('cwd', { type: 'string', default: process.cwd(), describe: 'working directory W of the simulated runtime', coerce: (p: string) => path.resolve(p) })
      .option('env', { type: 'string', array: true, default: [] as string[], describe: 'NAME=VALUE for ${env.NAME}; repeatable' })
      .option('with-global', { type: 'boolean', default: false, describe: 'also read the user-level config, agents and flows' })
      .option('config', { type: 'string', describe: 'use this ctxlens.config.json instead of looking one up' })
      .option('runtime', { type: 'string', choices: RUNTIME_IDS as unknown as string[], describe: 'the runtime to model (the context diff supports fork only); chosen from the repository when absent. --runtime opencode --against opencode-v2: the V1 → V2 migration report' })
      .option('rule', { type: 'string', array: true, default: [] as string[], describe: 'override a rule severity: id:off|info|warning|error' })
      .option('format', { alias: 'f', type: 'string', choices: DIFF_FORMATS as unknown as string[], default: 'stylish', describe: 'output format' })
      .option('output', { alias: 'o', type: 'string', describe: 'write the report to this file instead of stdout' })
      .option('fail-on-new', { type: 'boolean', default: false, describe: 'exit 1 when head has an error finding that base does not' }) as unknown as Argv<DiffArgs>,
  handler: async (args) => {
    process.exitCode = await runDiff(args);
  },
};
