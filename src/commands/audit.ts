import type { CommandModule } from 'yargs';
import { exitCodeFor } from '../engine/finding.js';
import { buildAudit, type TokenCounter } from '../report/audit.js';
import { AUDIT_FORMATS, auditJson, auditMarkdown, auditTable, type AuditFormat } from '../report/audit-format.js';
import { simulateAll } from '../runtimes/fork/sim/simulate.js';
import { UsageError } from '../errors.js';
import { emit, reportContext, withLintOptions } from './lint.js';
import { lintPrepared, prepareRun, type LintArgs, type OcRun } from '../run/prepare.js';
import { ocAuditRun } from '../run/opencode-audit.js';
import { ocAuditJson, ocAuditMarkdown, ocAuditTable, type OcAuditReport } from '../report/opencode-audit.js';

/** `audit` arguments: lint's, plus `--location` (mainstream OpenCode). */
type AuditArgs = LintArgs & { location?: string };
import { o200kCounter } from '../report/tokens.js';
import { buildOacAudit, type OacAudit } from '../report/audit-oac.js';
import { oacAuditMarkdown, oacAuditText } from '../report/audit-oac-format.js';
import { COMMAND_LINES } from './names.js';

/**
 * `ctxlens audit` for mainstream OpenCode (docs/runtimes/opencode.md §6.6): Locations × instruction
 * set, agents, findings. `--location DIR` keeps one Location (it need not hold a file itself).
 */
async function runOcAudit(p: OcRun, args: AuditArgs, format: AuditFormat): Promise<number> {
  const { sim, audit, caps } = ocAuditRun(p, args.location);
  const result = lintPrepared(p, sim);
  const ctx = reportContext(p, args.output);
  const input = { findings: result.findings, suppressed: result.suppressed };
  // The OpenAgentsControl section, when the layer is on (docs/runtimes/oac.md §10).
  const oac = p.model.oac ? buildOacAudit(p.model.oac, p.countTokens) : null;
  const withOac: OcAuditReport & { oac?: OacAudit } = oac ? { ...audit, oac } : audit;
  const text =
    format === 'json'
      ? ocAuditJson(withOac, input)
      : format === 'markdown'
        ? ocAuditMarkdown(audit, input, ctx, oac ? oacAuditMarkdown(oac) : '', caps)
        : ocAuditTable(audit, input, ctx, oac ? oacAuditText(oac) : '', caps);
  emit(text, args.output);
  return exitCodeFor(result.findings, args.maxWarnings);
}

/**
 * `ctxlens audit`: one table over every agent (built-ins included) and every flow step — the
 * effective context files in order with layer, bytes and approximate tokens, totals, the
 * manifest and its budgets — then the findings. Exit status as `lint`.
 */
export async function runAudit(args: AuditArgs): Promise<number> {
  const format = args.format as AuditFormat;
  if (!(AUDIT_FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${AUDIT_FORMATS.join(', ')}`);
  const p = await prepareRun(args);
  if (p.runtime === 'opencode') return runOcAudit(p, args, format);
  if (args.location !== undefined) throw new UsageError('--location applies to mainstream OpenCode (--runtime opencode); the fork has one working directory');
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
  command: COMMAND_LINES.audit.command,
  describe: COMMAND_LINES.audit.describe,
  builder: (y) =>
    withLintOptions(y, AUDIT_FORMATS, 'table').option('location', {
      type: 'string',
      describe: 'mainstream OpenCode: audit one Location, a directory relative to the linted one (docs/runtimes/opencode.md §6.6)',
    }),
  handler: async (args) => {
    process.exitCode = await runAudit(args);
  },
};
