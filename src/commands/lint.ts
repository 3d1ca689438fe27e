import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { compareFindings, countSeverities, exitCodeFor, type Finding, type SuppressedFinding } from '../engine/finding.js';
import { rebaseFindings } from '../engine/rebase.js';
import { BASELINE_FILE, buildBaseline, parseBaseline } from '../engine/baseline.js';
import { dedupe } from '../engine/run.js';
import { UsageError } from '../errors.js';
import { stagedChangesAreIrrelevant } from '../precommit/relevance.js';
import { FORMATS, REPORTERS, type FormatName, type ReportContext } from '../report/index.js';
import { safeJson } from '../report/neutralise.js';
import { checkedRuleFlags, lintDir, lintPrepared, prepareRun, ruleDocs, rulesMetaOf, toolVersion, type LintArgs, type PreparedRun } from '../run/prepare.js';
import { simulatedEnv } from '../run/source.js';
import { withSourceOptions } from './common.js';
import { displayDir, inOnly, lintRuns } from './lint-runs.js';
import { runFix } from './fix.js';
import { isTerminal } from '../codecache/terminal.js';
import { COMMAND_LINES } from './names.js';

export { displayDir, lintRuns, type LintRun } from './lint-runs.js';

/** Add the options lint and audit share: `[dir]`, source options, `--config`, `--rule`, `--max-warnings`, `-o`, and `-f` with the command's formats. */
export function withLintOptions<T>(y: Argv<T>, formats: readonly string[], defaultFormat: string): Argv<LintArgs> {
  return withSourceOptions(y)
    .positional('dir', { type: 'string', describe: 'directory to lint (the working directory W; same as --cwd)' })
    .option('config', { type: 'string', describe: 'use this ctxlens.config.json instead of looking one up' })
    .option('rule', { type: 'string', array: true, default: [] as string[], describe: 'override a rule severity: id:off|info|warning|error; repeatable' })
    .option('max-warnings', { type: 'number', default: -1, describe: 'exit 1 when there are more warnings than this (-1: no limit)' })
    .option('output', { alias: ['o', 'output-file'], type: 'string', describe: 'write the report to this file instead of stdout' })
    .option('color', { type: 'boolean', describe: 'force colour on (--color) or off (--no-color); default: on a TTY only' })
    .option('quiet', { type: 'boolean', default: false, describe: 'report errors only (no warnings, no info)' })
    .option('ignore-pattern', { type: 'string', array: true, default: [] as string[], describe: 'also ignore findings in files matching this glob; repeatable' })
    .option('ignore', { type: 'boolean', default: true, describe: '--no-ignore: do not apply the ignore globs of the config' })
    .option('inline-config', { type: 'boolean', default: true, describe: '--no-inline-config: do not apply ctxlens-disable comments' })
    .option('baseline', { type: 'boolean', default: true, describe: '--no-baseline: report the findings the baseline accepts, too' })
    .option('baseline-file', { type: 'string', describe: 'the baseline to apply or write (default: ctxlens-baseline.json in the linted directory)' })
    .option('baseline-write', { type: 'boolean', default: false, describe: 'write the baseline from the current findings (budget figures only shrink) and exit 0' })
    .option('print-config', { type: 'boolean', default: false, describe: 'print the effective ctxlens config (rules with severity and options, ignore globs) and exit' })
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

/** Write `text` to `-o FILE` (only there; its missing directories are created, as ESLint does) or stdout. */
export function emit(text: string, output: string | undefined): void {
  if (output !== undefined) {
    try {
      const abs = path.resolve(output);
      mkdirSync(path.dirname(abs), { recursive: true });
      writeFileSync(abs, text);
    } catch (e) {
      throw new UsageError(`--output: cannot write ${output}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  } else if (text !== '') process.stdout.write(text); // nothing to write: stdout need not even be made
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

/**
 * The report context for a run; `color` (from `--color`/`--no-color`) wins over the TTY test.
 * `ruleDocs` (one shipped `rules/<id>.md` per rule, for SARIF) is read on first access, once: the
 * other formats never read it.
 */
export function reportContext(p: PreparedRun, output: string | undefined, color?: boolean): ReportContext {
  let docs: Record<string, string> | null = null;
  return {
    cwd: p.W,
    runtime: p.choice.reason,
    // Whether stdout is a terminal, without making node create the stream (a run may write nothing).
    color: color ?? (output === undefined && useColor(isTerminal(1))),
    rulesMeta: rulesMetaOf(p.rules),
    get ruleDocs(): Record<string, string> {
      return (docs ??= ruleDocs(p.rules));
    },
    version: toolVersion(),
    pathPrefix: workspacePrefix(p.W),
  };
}

/** The effective config as `--print-config` prints it: every rule with its severity and options, the ignore globs. */
export function effectiveConfig(p: PreparedRun): object {
  const rules: Record<string, { severity: string; options?: object }> = {};
  for (const r of [...p.rules].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const s = p.settings[r.id];
    const options = { ...r.defaultOptions, ...(s?.options ?? {}) };
    rules[r.id] = { severity: s?.severity ?? r.meta.severity, ...(Object.keys(options).length > 0 ? { options } : {}) };
  }
  return { configFile: p.config.file === null ? null : path.relative(p.W, p.config.file) || '.', rules, ignore: p.config.ignore };
}

/**
 * `lint --baseline-write`: lint without the baseline, then write every finding's fingerprint to
 * the baseline file (`--baseline-file`, default `ctxlens-baseline.json` in the linted directory).
 * A budget figure already recorded is never raised (the ratchet). Returns 0.
 */
export async function writeBaseline(args: LintArgs): Promise<number> {
  if ((args.paths ?? []).length > 1 || args.stdin) throw new UsageError('--baseline-write records the whole project: name one directory at most, no --stdin');
  const runs = lintRuns(args);
  const run = runs[0]!;
  if (run.only !== null) throw new UsageError('--baseline-write records the whole project: name a directory, not files');
  const p = await prepareRun({ ...run.args, baseline: false });
  const result = lintPrepared(p);
  const abs = args.baselineFile !== undefined ? path.resolve(args.baselineFile) : path.join(p.cwd, BASELINE_FILE);
  let previous = null;
  try {
    previous = parseBaseline(readFileSync(abs, 'utf8'));
  } catch {
    /* no previous baseline (or not one): nothing to ratchet against */
  }
  const { baseline, held } = buildBaseline(result.findings, previous);
  try {
    writeFileSync(abs, safeJson(baseline) + '\n');
  } catch (e) {
    throw new UsageError(`--baseline-write: cannot write ${displayDir(abs)}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  const total = baseline.findings.reduce((a, e) => a + e.count, 0);
  process.stderr.write(`ctxlens: wrote ${total} finding(s) to ${displayDir(abs)}${held.length ? `; ${held.length} budget figure(s) kept at their recorded value (a budget figure may only shrink)` : ''}\n`);
  return 0;
}

/** `ctxlens lint`: returns the exit status (0 clean, 1 errors or too many warnings, 2 usage, config or internal failure such as a rule that threw). */
export async function runLint(args: LintArgs): Promise<number> {
  const format = args.format as FormatName;
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
  if (args.baselineWrite) return writeBaseline(args);
  const fixArgs = args as LintArgs & { fix?: boolean; fixDryRun?: boolean };
  // `--fix-dry-run`: the diff goes to stdout; what is left once the fixes are applied (in memory)
  // is reported on stderr (or in --output FILE) and decides the exit status, as in ESLint.
  let report = (text: string): void => emit(text, args.output);
  if (fixArgs.fixDryRun) {
    const { edits } = await runFix(args, true);
    args = { ...args, edits };
    if (args.output === undefined) {
      report = (text) => void process.stderr.write(text);
      args = { ...args, color: args.color ?? useColor(!!process.stderr.isTTY) };
    }
  } else if (fixArgs.fix) await runFix(args, false);
  const runs = lintRuns(args);
  let findings: Finding[] = [];
  let suppressed: SuppressedFinding[] = [];
  let ctx: ReportContext | null = null;
  for (const run of runs) {
    const p = await prepareRun(run.args);
    for (const n of p.model.source.notices ?? []) process.stderr.write(`ctxlens: note: ${n}\n`);
    if (args.printConfig) {
      emit(safeJson(effectiveConfig(p)) + '\n', args.output);
      return 0;
    }
    const result = lintPrepared(p);
    const keep = (f: Finding) => (run.only === null || (f.span !== null && inOnly(run.only, f.span.file))) && (!args.quiet || f.severity === 'error');
    const here = reportContext(p, args.output, args.color);
    if (runs.length === 1) {
      ctx = here;
      findings = result.findings.filter(keep);
      suppressed = result.suppressed.filter(keep);
    } else {
      // Several projects: paths relative to the current directory, as ESLint prints them.
      ctx = { ...here, cwd: process.cwd(), pathPrefix: '' };
      findings.push(...rebaseFindings(result.findings.filter(keep), p.W, process.cwd()));
      suppressed.push(...rebaseFindings(result.suppressed.filter(keep), p.W, process.cwd()));
    }
  }
  if (runs.length > 1) {
    findings = dedupe(findings);
    suppressed = [...suppressed].sort(compareFindings);
  }
  report(REPORTERS[format]({ findings, suppressed }, ctx!));
  if (format !== 'stylish' || args.output !== undefined) {
    const c = countSeverities(findings);
    process.stderr.write(`ctxlens: ${findings.length} finding(s): ${c.errorCount} error(s), ${c.warningCount} warning(s), ${c.infoCount} info${suppressed.length ? `; ${suppressed.length} suppressed` : ''}${args.output !== undefined ? `; report written to ${args.output}` : ''}\n`);
  }
  if (args.maxWarnings >= 0 && countSeverities(findings).warningCount > args.maxWarnings) {
    process.stderr.write(`ctxlens: too many warnings (more than --max-warnings ${args.maxWarnings})\n`);
  }
  return exitCodeFor(findings, args.maxWarnings);
}

export const lintCommand: CommandModule<object, LintArgs> = {
  command: COMMAND_LINES.lint.command,
  describe: COMMAND_LINES.lint.describe,
  builder: (y) =>
    withLintOptions(y, FORMATS, 'stylish')
      .positional('paths', { type: 'string', array: true, describe: 'files (report their findings only) and directories (lint the project there); default: --cwd' })
      .option('fix', { type: 'boolean', default: false, describe: 'apply safe fixes (one right answer) to the working tree, then report what is left' })
      .option('fix-dry-run', { type: 'boolean', default: false, describe: 'print the safe fixes as a unified diff, write nothing, report what would be left (on stderr) and exit 1 if errors would remain' })
      .option('stdin', { type: 'boolean', default: false, describe: 'lint standard input as the file named by --stdin-filename' })
      .option('stdin-filename', { type: 'string', describe: 'the path (relative to --cwd) that standard input stands for' }) as unknown as Argv<LintArgs>,
  handler: async (args) => {
    // Pre-commit fast path: when no staged change can affect context, exit 0 quietly. Not with
    // --config: the relevance check knows only `ctxlens.config.json` by name, and a staged change to
    // the named file must be linted. A bad --rule or --max-warnings is a usage error either way.
    if (args.staged && (args.paths ?? []).length === 0 && (args as { config?: string }).config === undefined && !args.stdin && !args.printConfig && !(args as { fix?: boolean }).fix && args.format === 'stylish' && args.output === undefined && earlyExitFlagsValid(args) && stagedChangesAreIrrelevant(lintDir(args), simulatedEnv(args.env), args.withGlobal, (args as { cache?: boolean }).cache === false ? null : undefined)) {
      process.exitCode = 0;
      return;
    }
    process.exitCode = await runLint(args);
  },
};

/** `checkedRuleFlags` for the early exit of `lint --staged`: true when the flags are good; its `UsageError` propagates (exit 2), after `--env`'s own check as in `prepareRun`. */
function earlyExitFlagsValid(args: LintArgs): boolean {
  simulatedEnv(args.env);
  checkedRuleFlags(args);
  return true;
}
