/** The run API: prepare a lint or audit run (source, model, ctxlens config, rule settings) and run the rules. */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { rules as registry } from '../../rules/index.js';
import type { AnyRule, RuleMeta } from '../engine/define-rule.js';
import { CONFIG_FILE_NAME } from '../load/ctxlens-config/locate.js';
import { loadCtxlensConfig } from '../load/ctxlens-config/load.js';
import { ConfigError } from '../load/ctxlens-config/problems.js';
import { SEVERITY_SETTINGS, type CtxlensConfig, type RuleSettings, type SeveritySetting } from '../model/ctxlens-config.js';
import { compareFindings } from '../engine/finding.js';
import { applyBaseline, BASELINE_FILE, parseBaseline, type Baseline } from '../engine/baseline.js';
import type { FileSource } from '../source/types.js';
import type { SourceEdits } from '../source/edits.js';
import { runRules, type LintResult } from '../engine/run.js';
import { UsageError } from '../errors.js';
import { packageRoot } from '../package-root.js';
import { loadProject } from '../runtimes/fork/load/project.js';
import type { ProjectModel } from '../runtimes/fork/model/project.js';
import type { Simulation } from '../runtimes/fork/sim/types.js';
import { didYouMean } from '../text/suggest.js';
import { explicitEnvNames, openSource, readArgFile, simulatedEnv } from './source.js';
import { chooseRuntime, type RuntimeChoice } from '../load/runtime-choice.js';
import type { RuntimeId } from '../model/runtime.js';
import { loadOcProject, type OcProject } from '../runtimes/opencode/load/project.js';
import { simulateOpencode } from '../runtimes/opencode/sim/simulate.js';
import { ruleDocPath } from '../report/rule-docs.js';
import { o200kCounter } from '../report/tokens.js';
import { useTokenCountCache } from './token-count-cache.js';

/** Arguments of `ctxlens lint` (docs/usage.md, `lint`). */
export interface LintArgs {
  dir?: string;
  cwd: string;
  env: string[];
  withGlobal: boolean;
  staged: boolean;
  rev?: string;
  format: string;
  maxWarnings: number;
  config?: string;
  rule: string[];
  output?: string;
  /** Working tree only: read files a sparse checkout leaves out from the index (`diff`). */
  sparseAware?: boolean;
  runtime?: RuntimeId;
  /** Files and directories named on the command line (`lint a.md b/`). */
  paths?: string[];
  /** `--quiet`: report errors only. */
  quiet?: boolean;
  /** `--color` / `--no-color`; unset: decided from the TTY and `NO_COLOR`/`FORCE_COLOR`. */
  color?: boolean;
  /** `--print-config`: print the effective ctxlens config and exit. */
  printConfig?: boolean;
  /** `--stdin`: lint standard input as the file `--stdin-filename`. */
  stdin?: boolean;
  stdinFilename?: string;
  /** `--ignore-pattern`: more `ignore` globs (added to the config's). */
  ignorePattern?: string[];
  /** `--no-ignore` sets false: the config's `ignore` globs are not applied. */
  ignore?: boolean;
  /** Content shown for one file instead of the disk's (set from `--stdin`). */
  overlay?: { abs: string; content: Buffer };
  /** Fixes applied in memory, not on disk (`--fix-dry-run` lints with them to report what is left). */
  edits?: SourceEdits;
  /** `--no-inline-config` sets false: `ctxlens-disable` comments are not applied. */
  inlineConfig?: boolean;
  /** `--no-baseline` sets false: the baseline file is not applied. */
  baseline?: boolean;
  /** `--baseline-file FILE`: the baseline to apply or write (default `ctxlens-baseline.json` in the linted directory). */
  baselineFile?: string;
  /** `--baseline-write`: write the baseline from the current findings instead of reporting. */
  baselineWrite?: boolean;
}

interface PreparedBase {
  cwd: string;
  /** The Location / working directory W of the model. */
  W: string;
  config: CtxlensConfig;
  settings: RuleSettings;
  /** The rules of the chosen runtime. */
  rules: readonly AnyRule[];
  /** Which runtime is modelled, and why (cli-contract.md "Choosing the runtime"). */
  choice: RuntimeChoice;
  /** Apply `ctxlens-disable` comments (default true). */
  inlineConfig?: boolean;
  /** The baseline applied to the findings, when there is one: its path as shown and its content. */
  baseline?: { shown: string; data: Baseline };
}

/** A run over the fork's model. */
export interface ForkRun extends PreparedBase {
  runtime: 'fork';
  model: ProjectModel;
}

/** A run over the mainstream OpenCode model. */
export interface OcRun extends PreparedBase {
  runtime: 'opencode';
  model: OcProject;
  /** The approximate token counter (o200k_base), for token budgets. */
  countTokens: (text: string) => number;
}

/** What lint and audit share: the linted directory, the runtime, the model, the config, the rule settings. */
export type PreparedRun = ForkRun | OcRun;

/** The linted directory: `[dir]` when given (resolved), else `--cwd`. Both, differing: a usage error. */
export function lintDir(args: { dir?: string; cwd: string }): string {
  if (args.dir === undefined) return args.cwd;
  const d = path.resolve(args.dir);
  if (args.cwd !== path.resolve(process.cwd()) && args.cwd !== d) throw new UsageError(`give the directory once: "${args.dir}" and --cwd ${args.cwd} differ`);
  return d;
}

/** Parse `--rule id:severity` entries into settings; unknown ids and severities are usage errors with a suggestion. */
export function parseRuleFlags(entries: readonly string[], rules: readonly AnyRule[]): RuleSettings {
  const ids = rules.map((r) => r.id);
  const out: RuleSettings = {};
  for (const e of entries) {
    const i = e.lastIndexOf(':');
    const id = i > 0 ? e.slice(0, i) : '';
    const sev = i > 0 ? e.slice(i + 1) : '';
    if (id === '' || sev === '') throw new UsageError(`--rule expects id:severity, got "${e}"`);
    if (!ids.includes(id)) {
      const near = didYouMean(id, ids);
      throw new UsageError(`--rule: unknown rule "${id}"${near ? `; did you mean "${near}"?` : ''}`);
    }
    if (!(SEVERITY_SETTINGS as readonly string[]).includes(sev)) {
      const near = didYouMean(sev, SEVERITY_SETTINGS);
      throw new UsageError(`--rule ${id}: severity must be off, info, warning or error, got "${sev}"${near ? `; did you mean "${near}"?` : ''}`);
    }
    out[id] = { severity: sev as SeveritySetting };
  }
  return out;
}

/**
 * The `--rule` overrides of a command line (`parseRuleFlags`), after checking `--max-warnings`
 * too. Throws `UsageError` (exit 2) for a bad `--rule` (first) or a `--max-warnings` that is not
 * an integer ≥ -1. Called by `prepareRun`, and by `lint --staged` before it may exit early, so a
 * usage error is reported whether or not a staged change is relevant.
 */
export function checkedRuleFlags(args: Pick<LintArgs, 'rule' | 'maxWarnings'>, rules: readonly AnyRule[] = registry): RuleSettings {
  const overrides = parseRuleFlags(args.rule, rules);
  if (!Number.isInteger(args.maxWarnings) || args.maxWarnings < -1) throw new UsageError(`--max-warnings expects an integer >= -1${Number.isNaN(args.maxWarnings) ? ' (a number, not text)' : `, got ${args.maxWarnings}`}`);
  return overrides;
}

/**
 * Open the source, load the model and the config, merge `--rule` overrides over the config.
 * Throws `UsageError` for bad flags, an unreadable `--config`, or an invalid config file (exit 2).
 */
export async function prepareRun(args: LintArgs, rules: readonly AnyRule[] = registry): Promise<PreparedRun> {
  const cwd = lintDir(args);
  // Token counts of texts counted by an earlier run come from the cache directory (the same numbers).
  useTokenCountCache((args as { cache?: boolean }).cache === false ? { CTXLENS_NO_CACHE: '1' } : process.env, cwd);
  const env = simulatedEnv(args.env);
  const overrides = checkedRuleFlags(args, rules);
  let source;
  try {
    source = await openSource({ cwd, staged: args.staged, ...(args.rev !== undefined ? { rev: args.rev } : {}), ...(args.sparseAware ? { sparseAware: true } : {}) });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  if (source.kind === 'worktree' && source.stat(cwd)?.kind !== 'dir') throw new UsageError(`not a directory: ${cwd}`);
  if (args.overlay) {
    const { OverlaySource } = await import('../source/overlay.js');
    source = new OverlaySource(source, args.overlay.abs, args.overlay.content);
  }
  if (args.edits && (args.edits.files.size > 0 || args.edits.moves.size > 0)) {
    const { EditedSource } = await import('../source/edits.js');
    source = new EditedSource(source, args.edits);
  }
  let explicit: { abs: string; text: string } | undefined;
  if (args.config !== undefined) {
    const abs = path.resolve(args.config);
    try {
      explicit = { abs, text: readArgFile(abs) };
    } catch (e) {
      throw new UsageError(`--config: cannot read ${args.config}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  }
  let config: CtxlensConfig;
  try {
    config = loadCtxlensConfig(source, cwd, rules, explicit);
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(`invalid ctxlens config:\n${e.message}`);
    throw e;
  }
  if (args.ignore === false) config = { ...config, ignore: [] };
  if (args.ignorePattern && args.ignorePattern.length > 0) config = { ...config, ignore: [...config.ignore, ...args.ignorePattern] };
  const settings: RuleSettings = { ...config.rules };
  for (const [id, s] of Object.entries(overrides)) settings[id] = { ...settings[id], ...s };
  const choice = chooseRuntime(source, cwd, args.runtime, config.runtime !== null ? { id: config.runtime, file: config.file ?? CONFIG_FILE_NAME } : null);
  const own = rules.filter((r) => r.meta.runtimes.includes(choice.id));
  const baseline = args.baseline === false || args.baselineWrite ? undefined : readBaseline(source, cwd, args.baselineFile);
  const extra = { inlineConfig: args.inlineConfig !== false, ...(baseline ? { baseline } : {}) };
  if (choice.id === 'opencode') {
    const model = loadOcProject(source, { cwd, env, explicitEnv: explicitEnvNames(args.env), withGlobal: args.withGlobal, assumeRoot: cwd, oacManifests: config.oacManifests ?? [] });
    return { runtime: 'opencode', cwd, W: cwd, model, config, settings, rules: own, choice, countTokens: await o200kCounter(), ...extra };
  }
  const model = loadProject(source, { cwd, env, withGlobal: args.withGlobal });
  return { runtime: 'fork', cwd, W: model.W, model, config, settings, rules: own, choice, ...extra };
}

/** Run the rules of a prepared run (optionally with a simulation computed beforehand, of the run's runtime). */
export function lintPrepared(p: PreparedRun, simulation?: unknown): LintResult {
  const common = { settings: p.settings, ignore: p.config.ignore, runtime: p.runtime, inlineConfig: p.inlineConfig !== false, ...(simulation ? { simulation } : {}) };
  let r: LintResult;
  if (p.runtime === 'opencode') {
    const model = p.model;
    const count = p.countTokens;
    r = runRules(model, p.rules, { ...common, simulate: () => simulateOpencode(model, count) });
  } else r = runRules(p.model, p.rules, common);
  if (!p.baseline) return r;
  const b = applyBaseline(r.findings, p.baseline.data, p.baseline.shown);
  return { ...r, findings: b.kept, suppressed: [...r.suppressed, ...b.suppressed].sort(compareFindings) };
}

/**
 * The baseline file through the run's source (so `--staged` reads the staged one): `file` when
 * given (a usage error when it cannot be read), else `ctxlens-baseline.json` in the linted
 * directory when it exists. Throws `UsageError` for a file that is not a baseline.
 */
export function readBaseline(source: FileSource, cwd: string, file: string | undefined): { shown: string; data: Baseline } | undefined {
  const abs = file !== undefined ? path.resolve(file) : path.join(cwd, BASELINE_FILE);
  const shown = file ?? BASELINE_FILE;
  const r = source.readFile(abs, 64 << 20);
  if (!r.ok) {
    if (file === undefined && r.code === 'ENOENT') return undefined;
    throw new UsageError(`--baseline-file: cannot read ${shown} (${r.code})`);
  }
  try {
    return { shown, data: parseBaseline(r.data.toString('utf8')) };
  } catch (e) {
    throw new UsageError(`${shown} is not a ctxlens baseline: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Meta of every rule by id, for reporters. */
export function rulesMetaOf(rules: readonly AnyRule[]): Record<string, RuleMeta> {
  return Object.fromEntries(rules.map((r) => [r.id, r.meta]));
}

/** The shipped docs `rules/<id>.md` of ctxlens itself (not the user's repository), by rule id; missing ones are left out. */
export function ruleDocs(rules: readonly AnyRule[]): Record<string, string> {
  const out: Record<string, string> = {};
  let root: string;
  try {
    root = packageRoot();
  } catch {
    return out;
  }
  for (const r of rules) {
    try {
      out[r.id] = readFileSync(path.join(root, 'rules', ruleDocPath(r.id, r.meta.runtimes)), 'utf8');
    } catch {
      /* a rule without a shipped doc keeps the short help */
    }
  }
  return out;
}

export { toolVersion } from '../package-root.js';
