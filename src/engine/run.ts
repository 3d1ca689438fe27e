import type { ProjectModel } from '../runtimes/fork/model/project.js';
import { simulateAll } from '../runtimes/fork/sim/simulate.js';
import type { Simulation } from '../runtimes/fork/sim/types.js';
import type { AnyRule, RuleNeed } from './define-rule.js';
import {
  compareFindings,
  INTERNAL_ERROR_RULE,
  renderMessage,
  type Finding,
  type Severity,
  type SeveritySetting,
  type SuppressedFinding,
} from './finding.js';
import { GlobList } from './glob.js';
import type { RuntimeId } from '../model/runtime.js';
import { applyDirectives } from './directives.js';
import { displayFile, displayPaths, displayPathsIn } from './display-path.js';
import { withFingerprints } from './fingerprint.js';
import { FIXABLE_RULES, fixFor } from './fixes.js';
import { modelFacts } from './model-facts.js';

/** Per-rule settings: severity (or `off`) and options, keyed by rule id (defined with the config's shape). */
import type { RuleSettings } from '../model/ctxlens-config.js';
export type { RuleSettings };

/** Everything the engine takes besides the model and the rules. */
export interface RunOptions {
  /** Severity and options per rule id (from `ctxlens.config.json` and `--rule`). */
  settings?: RuleSettings;
  /** Globs over finding files (relative to W); a matching finding goes to `suppressed`. */
  ignore?: readonly string[];
  /** A simulation computed beforehand (audit); otherwise computed on first need. */
  simulation?: unknown;
  /** Run only the rules of this runtime (`meta.runtimes`); when absent, the model's own runtime (`runtime: 'opencode'`, else the fork). */
  runtime?: RuntimeId;
  /** Computes the simulation of the model's runtime; the fork's `simulateAll` when absent. */
  simulate?: () => unknown;
  /** `false` (`--no-inline-config`): `ctxlens-disable` comments are not applied. Default true. */
  inlineConfig?: boolean;
}

/** Result of running the rules over one model. */
export interface LintResult {
  /** Sorted (file, line, column, rule, message), without duplicates, without suppressed ones. */
  findings: Finding[];
  /** Findings that an `ignore` glob matched, sorted the same way. */
  suppressed: SuppressedFinding[];
  /** Memoised simulation, when any rule needed it (reused by audit); the runtime's own type. */
  simulation: unknown;
  /** Ids of the rules that ran (enabled), in registry order. */
  ran: string[];
}

const SIM_NEEDS: readonly RuleNeed[] = ['simulation', 'discovery'];

/**
 * Run the enabled rules over a frozen model (STYLE.md "Reporters are pure": the engine sorts and
 * dedupes before any reporter runs).
 *
 * - Severity: `settings[id].severity` or the rule's `meta.severity`; `off` skips the rule.
 * - Options: the rule's `defaultOptions` shallowly overridden by `settings[id].options`.
 * - The simulation is computed at most once, and only when an enabled rule that declares
 *   `needs: ['simulation']` or `['discovery']` asks for it; a rule that asks without declaring
 *   it fails (as below), so `meta.needs` stays honest and the pre-commit fast path fast.
 * - A rule that throws (or reports an unknown message id) becomes one `internal-error`
 *   finding naming the rule; its earlier findings are kept. Never throws itself.
 *
 * The two-argument form `runRules(model, rules, settings, sim)` of the first version is kept.
 */
export function runRules(
  model: unknown,
  rules: readonly AnyRule[],
  settingsOrOptions: RuleSettings | RunOptions = {},
  sim?: Simulation,
): LintResult {
  const opts: RunOptions = isRunOptions(settingsOrOptions) ? settingsOrOptions : { settings: settingsOrOptions };
  const settings = opts.settings ?? {};
  let simulation: unknown = sim ?? opts.simulation ?? null;
  let simError: unknown = null;
  const simulate = opts.simulate ?? (() => simulateAll(model as ProjectModel));
  const computeSim = (): unknown => {
    if (simulation) return simulation;
    if (simError !== null) throw simError;
    try {
      return (simulation = simulate());
    } catch (e) {
      simError = e instanceof Error ? e : new Error(String(e));
      throw simError;
    }
  };
  // A rule reads its own runtime's model: without `runtime`, the model says which (the fork's has no tag).
  const runtime: RuntimeId = opts.runtime ?? ((model as { runtime?: RuntimeId } | null)?.runtime === 'opencode' ? 'opencode' : 'fork');
  const facts = modelFacts(model, () => simulation);
  const findings: Finding[] = [];
  const ran: string[] = [];
  for (const rule of rules) {
    if (!rule.meta.runtimes.includes(runtime)) continue;
    const s = settings[rule.id];
    const severity: SeveritySetting = s?.severity ?? rule.meta.severity;
    if (severity === 'off') continue;
    ran.push(rule.id);
    const options = { ...rule.defaultOptions, ...(s?.options ?? {}) };
    const declaresSim = rule.meta.needs.some((n) => SIM_NEEDS.includes(n));
    try {
      rule.check(
        {
          model,
          simulation: () => {
            if (!declaresSim) throw new Error(`rule ${rule.id} uses the simulation but its meta.needs does not list "simulation"`);
            return computeSim();
          },
          report: (d) => {
            const template = rule.messages[d.messageId];
            if (template === undefined) throw new Error(`rule ${rule.id} reported unknown message id "${d.messageId}"`);
            const data = d.data as Record<string, string | number>;
            findings.push({
              ruleId: rule.id,
              messageId: d.messageId,
              data,
              severity: severity as Severity,
              // The message shows paths relative to the linted directory (or `~/…`); `data` keeps them as computed.
              message: renderMessage(template, displayPathsIn(data, facts.cwd, facts.home, facts.root)),
              span: d.span,
              ...(d.hint !== undefined ? { hint: displayPaths(d.hint, facts.cwd, facts.home, facts.root) } : {}),
              ...(d.related !== undefined ? { related: d.related.map((r) => ({ ...r, message: displayPaths(r.message, facts.cwd, facts.home, facts.root) })) } : {}),
            });
          },
        },
        options,
      );
    } catch (e) {
      findings.push(internalError(rule.id, e));
    }
  }
  // One memo for both fingerprint passes: a finding kept by the disable comments is hashed once.
  const fingerprints = new Map<string, string>();
  const parts = partition(withFingerprints(dedupe(findings), facts.text, fingerprints), opts.ignore ?? []);
  // Files elsewhere in the repository are shown relative to the linted directory, once fingerprints, directives and fixes have read them by their names.
  const shown = <F extends Finding>(list: F[]): F[] => (facts.root === null ? list : list.map((f) => withShownFiles(f, facts.cwd, facts.root)).sort(compareFindings));
  if (opts.inlineConfig === false) return { findings: shown(withFixes(parts.findings, facts.text)), suppressed: shown(parts.suppressed), simulation, ran };
  const d = applyDirectives(parts.findings, facts.text, [...facts.documentFiles, ...facts.contextFiles(simulation)]);
  return {
    findings: shown(withFixes(withFingerprints(dedupe([...d.kept, ...d.unused]), facts.text, fingerprints), facts.text)),
    suppressed: shown([...parts.suppressed, ...d.suppressed].sort(compareFindings)),
    simulation,
    ran,
  };
}

/** A finding with its span files (and its related ones) as `displayFile` shows them; the same object when nothing changes. */
function withShownFiles<F extends Finding>(f: F, W: string, root: string | null): F {
  if (root === null) return f;
  const span = f.span && displayFile(f.span.file, W, root) !== f.span.file ? { ...f.span, file: displayFile(f.span.file, W, root) } : f.span;
  const related = f.related?.some((r) => displayFile(r.span.file, W, root) !== r.span.file) ? f.related.map((r) => ({ ...r, span: { ...r.span, file: displayFile(r.span.file, W, root) } })) : f.related;
  return span === f.span && related === f.related ? f : { ...f, span, ...(related ? { related } : {}) };
}

/** Findings with `fix` set where `fixFor` finds one. */
function withFixes(findings: Finding[], texts: (file: string) => string | null): Finding[] {
  return findings.map((f) => {
    if (!f.span || !FIXABLE_RULES.has(f.ruleId)) return f;
    let fix = null;
    try {
      fix = fixFor(f, texts(f.span.file));
    } catch {
      /* a fix that cannot be computed (a pathological file) is no fix; the finding stays */
    }
    return fix ? { ...f, fix } : f;
  });
}

function isRunOptions(x: RuleSettings | RunOptions): x is RunOptions {
  const keys = Object.keys(x);
  return keys.length > 0 && keys.every((k) => k === 'settings' || k === 'ignore' || k === 'simulation' || k === 'runtime' || k === 'simulate' || k === 'inlineConfig');
}

/** The finding that stands for a rule that threw. */
export function internalError(ruleId: string, e: unknown): Finding {
  const error = e instanceof Error ? e.message : String(e);
  return {
    ruleId: INTERNAL_ERROR_RULE,
    messageId: 'ruleFailed',
    data: { rule: ruleId, error },
    severity: 'error',
    message: `Rule ${ruleId} failed: ${error}`,
    span: null,
  };
}

/** Sort (file, line, column, rule, message) and drop exact duplicates (same rule, message id, span, message). */
export function dedupe(findings: readonly Finding[]): Finding[] {
  const sorted = [...findings].sort(compareFindings);
  const seen = new Set<string>();
  return sorted.filter((f) => {
    const k = JSON.stringify([f.ruleId, f.messageId, f.span, f.message]);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Split findings by the `ignore` globs; internal errors and findings without a file are never suppressed. */
function partition(findings: Finding[], ignore: readonly string[]): { findings: Finding[]; suppressed: SuppressedFinding[] } {
  if (ignore.length === 0) return { findings, suppressed: [] };
  const globs = new GlobList(ignore);
  const kept: Finding[] = [];
  const suppressed: SuppressedFinding[] = [];
  for (const f of findings) {
    const pattern = f.span && f.ruleId !== INTERNAL_ERROR_RULE ? globs.match(f.span.file) : null;
    if (pattern === null) kept.push(f);
    else suppressed.push({ ...f, suppression: { kind: 'ignore', pattern } });
  }
  return { findings: kept, suppressed };
}
