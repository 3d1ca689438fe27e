import type { ProjectModel } from '../model/project.js';
import { simulateAll } from '../sim/simulate.js';
import type { Simulation } from '../sim/types.js';
import type { AnyRule } from './define-rule.js';
import { compareFindings, renderMessage, type Finding, type SeveritySetting } from './finding.js';

/** Per-rule settings: severity (or `off`) and options, keyed by rule id. */
export type RuleSettings = Record<string, { severity?: SeveritySetting; options?: object }>;

/** Result of running the rules over one model. */
export interface LintResult {
  findings: Finding[];
  /** Memoised simulation, when any rule needed it (reused by audit). */
  simulation: Simulation | null;
}

/**
 * Run the enabled rules over a frozen model. The simulation is computed at most once,
 * and only when an enabled rule needs it. Findings are sorted (file, line, column, rule)
 * and exact duplicates removed. A rule that throws becomes an `internal-error` finding
 * naming the rule, so one bug cannot hide the other findings.
 */
export function runRules(model: ProjectModel, rules: readonly AnyRule[], settings: RuleSettings = {}, sim?: Simulation): LintResult {
  let simulation: Simulation | null = sim ?? null;
  const getSim = (): Simulation => (simulation ??= simulateAll(model));
  const findings: Finding[] = [];
  for (const rule of rules) {
    const s = settings[rule.id];
    const severity = s?.severity ?? rule.meta.severity;
    if (severity === 'off') continue;
    const options = { ...rule.defaultOptions, ...(s?.options ?? {}) };
    try {
      rule.check(
        {
          model,
          simulation: getSim,
          report: (d) => {
            const template = rule.messages[d.messageId];
            if (template === undefined) throw new Error(`rule ${rule.id} reported unknown message id "${d.messageId}"`);
            const data = d.data as Record<string, string | number>;
            findings.push({
              ruleId: rule.id,
              messageId: d.messageId,
              data,
              severity,
              message: renderMessage(template, data),
              span: d.span,
              ...(d.hint !== undefined ? { hint: d.hint } : {}),
              ...(d.related !== undefined ? { related: d.related } : {}),
            });
          },
        },
        options,
      );
    } catch (e) {
      findings.push({
        ruleId: 'internal-error',
        messageId: 'ruleFailed',
        data: { rule: rule.id, error: e instanceof Error ? e.message : String(e) },
        severity: 'error',
        message: `Rule ${rule.id} failed: ${e instanceof Error ? e.message : String(e)}`,
        span: null,
      });
    }
  }
  findings.sort(compareFindings);
  const seen = new Set<string>();
  const unique = findings.filter((f) => {
    const k = JSON.stringify([f.ruleId, f.messageId, f.span, f.message]);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return { findings: unique, simulation };
}
