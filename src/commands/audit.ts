import type { Argv, CommandModule } from 'yargs';
import { exitCodeFor } from '../engine/finding.js';
import { buildAudit, type TokenCounter } from '../report/audit.js';
import { AUDIT_FORMATS, auditJson, auditMarkdown, auditTable, type AuditFormat } from '../report/audit-format.js';
import { simulateAll } from '../runtimes/fork/sim/simulate.js';
import { UsageError } from '../errors.js';
import { emit, reportContext, withLintOptions } from './lint.js';
import { lintPrepared, prepareRun, type LintArgs } from '../run/prepare.js';
import { o200kCounter } from '../report/tokens.js';

/**
 * `ctxlens audit`: one table over every agent (built-ins included) and every flow step — the
 * effective context files in order with layer, bytes and approximate tokens, totals, the
 * manifest and its budgets — then the findings. Exit status as `lint`.
 */
export async function runAudit(args: LintArgs): Promise<number> {
  const format = args.format as AuditFormat;
  if (!(AUDIT_FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${AUDIT_FORMATS.join(', ')}`);
  const p = await prepareRun(args);
  const sim = simulateAll(p.model);
  const result = lintPrepared(p, sim);
  const audit = buildAudit(sim, p.model.config.discovery, await o200kCounter(), p.model.W);
  const ctx = reportContext(p, args.output);
  const input = { findings: result.findings, suppressed: result.suppressed };
  const text = format === 'json' ? auditJson(audit, input) : format === 'markdown' ? auditMarkdown(audit, input, ctx) : auditTable(audit, input, ctx);
  emit(text, args.output);
  return exitCodeFor(result.findings, args.maxWarnings);
}

export const auditCommand: CommandModule<object, LintArgs> = {
  command: 'audit [dir]',
  describe: 'Show the effective context of every agent and flow step (files, bytes, tokens, manifest), then the findings',
  builder: (y) =>
    withLintOptions(y).option('format', {
      alias: 'f',
      type: 'string',
      choices: AUDIT_FORMATS as unknown as string[],
      default: 'table',
      describe: 'output format',
    }) as unknown as Argv<LintArgs>,
  handler: async (args) => {
    process.exitCode = await runAudit(args);
  },
};
