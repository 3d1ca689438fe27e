/**
 * The mainstream OpenCode audit, computed once for every place that shows it (docs/runtimes/opencode.md
 * §6.6): `ctxlens audit` (terminal, markdown, JSON) and the Action's job summary use this, so their
 * Locations, totals, bars and budget figures are the same numbers the `instructions-budget` rule checks.
 */
import * as path from 'node:path';
import { UsageError } from '../errors.js';
import { loadOcProject } from '../runtimes/opencode/load/project.js';
import { simulateLocation, simulateOpencode, type OcSimulation } from '../runtimes/opencode/sim/simulate.js';
import type { OcBudgetCaps } from '../report/bars.js';
import { buildOcAudit, type OcAuditReport } from '../report/opencode-audit.js';
import type { OcRun } from './prepare.js';

/** What the audit of a mainstream OpenCode run holds. */
export interface OcAuditRun {
  /** The simulation of every Location (what the rules check; pass it to `lintPrepared`). */
  sim: OcSimulation;
  /** The audit (of `--location` only, when given). */
  audit: OcAuditReport;
  /** The `instructions-budget` caps in effect, or `null` when the rule is off. */
  caps: OcBudgetCaps | null;
}

/** The `instructions-budget` caps in effect for a run (its options over the defaults), or `null` when the rule is off. */
export function instructionsBudgetCaps(p: OcRun): OcBudgetCaps | null {
  const budget = p.settings['instructions-budget'];
  const rule = p.rules.find((r) => r.id === 'instructions-budget');
  return rule === undefined || budget?.severity === 'off' ? null : ({ ...rule.defaultOptions, ...(budget?.options ?? {}) } as OcBudgetCaps);
}

/**
 * Simulate every Location and build the audit. `location` (relative to the linted directory)
 * keeps one Location, simulated on its own when it holds no instruction file or config.
 * Throws `UsageError` when `location` is not a directory.
 */
export function ocAuditRun(p: OcRun, location?: string): OcAuditRun {
  // The counter memoises each distinct line for the whole process (src/text/token-count.ts): a
  // block shown at many Locations, or a total shown and checked, is not tokenised again.
  const count = p.countTokens;
  const sim = simulateOpencode(p.model, count);
  let only: string | null = null;
  let shown = sim;
  if (location !== undefined) {
    only = path.resolve(p.cwd, location);
    if (p.model.source.stat(only)?.kind !== 'dir') throw new UsageError(`--location: not a directory: ${location}`);
    if (!sim.locations.some((l) => l.project.W === only)) {
      shown = { ...sim, locations: [...sim.locations, simulateLocation(loadOcProject(p.model.source, { ...p.model.options, cwd: only }))] };
    }
  }
  return { sim, audit: buildOcAudit(shown, p.cwd, p.choice.reason, count, only), caps: instructionsBudgetCaps(p) };
}
