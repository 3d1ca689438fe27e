import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { countSeverities, exitCodeFor } from '../engine/finding.js';
import { UsageError } from '../errors.js';
import { stagedChangesAreIrrelevant } from '../precommit/relevance.js';
import { FORMATS, REPORTERS, type FormatName, type ReportContext } from '../report/index.js';
import { lintDir, lintPrepared, prepareRun, ruleDocs, rulesMetaOf, toolVersion, type LintArgs, type PreparedRun } from '../run/prepare.js';
import { simulatedEnv } from '../run/source.js';
import { withSourceOptions } from './common.js';

/** Add the options lint and audit share: `[dir]`, source options, `--config`, `--rule`, `--max-warnings`, `-o`, and `-f` with the command's formats. */
export function withLintOptions<T>(y: Argv<T>, formats: readonly string[], defaultFormat: string): Argv<LintArgs> {
  return withSourceOptions(y)
    .positional('dir', { type: 'string', describe: 'directory to lint (the working directory W; same as --cwd)' })
    .option('config', { type: 'string', describe: 'use this ctxlens.config.json instead of looking one up' })
    .option('rule', { type: 'string', array: true, default: [] as string[], describe: 'override a rule severity: id:off|info|warning|error; repeatable' })
    .option('max-warnings', { type: 'number', default: -1, describe: 'exit 1 when there are more warnings than this (-1: no limit)' })
    .option('output', { alias: 'o', type: 'string', describe: 'write the report to this file instead of stdout' })
    .option('format', { alias: 'f', type: 'string', choices: formats as string[], default: defaultFormat, describe: 'output format' }) as unknown as Argv<LintArgs>;
}



/**
 * Colour for a stream: `FORCE_COLOR` (set and not `0`/`false`) forces it, a non-empty
 * `NO_COLOR` disables it, otherwise only on a TTY.
 */
export function useColor(isTTY: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return false;
  return isTTY;
}

/** Write `text` to `-o FILE` (only there) or stdout. */
export function emit(text: string, output: string | undefined): void {
  if (output !== undefined) {
    try {
      writeFileSync(path.resolve(output), text);
    } catch (e) {
      throw new UsageError(`--output: cannot write ${output}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  } else process.stdout.write(text);
}

/**
 * Prefix that makes a path relative to W relative to `GITHUB_WORKSPACE` (where the Actions
 * runner resolves annotation paths): `""` when unset or when W is not strictly below it.
 */
export function workspacePrefix(W: string, env: NodeJS.ProcessEnv = process.env): string {
  const ws = env['GITHUB_WORKSPACE'];
  if (!ws) return '';
  const rel = path.relative(path.resolve(ws), W);
  if (rel === '' || rel === '..' || rel.startsWith('../') || path.isAbsolute(rel)) return '';
  return rel.split(path.sep).join('/') + '/';
}

/** The report context for a run. */
export function reportContext(p: PreparedRun, output: string | undefined): ReportContext {
  return {
    cwd: p.W,
    runtime: p.choice.reason,
    color: output === undefined && useColor(!!process.stdout.isTTY),
    rulesMeta: rulesMetaOf(p.rules),
    ruleDocs: ruleDocs(p.rules),
    version: toolVersion(),
    pathPrefix: workspacePrefix(p.W),
  };
}

/** `ctxlens lint`: returns the exit status (0 clean, 1 errors or too many warnings, 2 usage, config or internal failure such as a rule that threw). */
export async function runLint(args: LintArgs): Promise<number> {
  const format = args.format as FormatName;
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
  const p = await prepareRun(args);
  for (const n of p.model.source.notices ?? []) process.stderr.write(`ctxlens: note: ${n}\n`);
  const result = lintPrepared(p);
  emit(REPORTERS[format]({ findings: result.findings, suppressed: result.suppressed }, reportContext(p, args.output)), args.output);
  if (format !== 'stylish' || args.output !== undefined) {
    const c = countSeverities(result.findings);
    process.stderr.write(`ctxlens: ${result.findings.length} finding(s): ${c.errorCount} error(s), ${c.warningCount} warning(s), ${c.infoCount} info${result.suppressed.length ? `; ${result.suppressed.length} suppressed` : ''}${args.output !== undefined ? `; report written to ${args.output}` : ''}\n`);
  }
  if (args.maxWarnings >= 0 && countSeverities(result.findings).warningCount > args.maxWarnings) {
    process.stderr.write(`ctxlens: too many warnings (more than --max-warnings ${args.maxWarnings})\n`);
  }
  return exitCodeFor(result.findings, args.maxWarnings);
}

export const lintCommand: CommandModule<object, LintArgs> = {
  command: 'lint [dir]',
  describe: 'Check the agent configuration, flows and context files for problems',
  builder: (y) => withLintOptions(y, FORMATS, 'stylish'),
  handler: async (args) => {
    // Pre-commit fast path: when no staged change can affect context, exit 0 quietly.
    if (args.staged && args.format === 'stylish' && args.output === undefined && stagedChangesAreIrrelevant(lintDir(args), simulatedEnv(args.env), args.withGlobal)) {
      process.exitCode = 0;
      return;
    }
    process.exitCode = await runLint(args);
  },
};
