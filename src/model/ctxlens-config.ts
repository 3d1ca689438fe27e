/**
 * The shape of ctxlens's own configuration, `ctxlens.config.json` (docs/usage.md, "Configuration:
 * `ctxlens.config.json`"), as its loader (`src/load/ctxlens-config/`) fills it and the engine and
 * the run API read it. Shared by every runtime.
 */
import type { RuntimeId } from './runtime.js';

/** Severities a user can configure per rule: a finding's severity, or `off`. */
export type SeveritySetting = 'error' | 'warning' | 'info' | 'off';

/** Every severity setting, in the order messages list them. */
export const SEVERITY_SETTINGS: readonly SeveritySetting[] = ['off', 'info', 'warning', 'error'];

/** One rule's setting: its severity (or `off`) and its options (validated against the rule's options schema). */
export interface RuleSetting {
  severity?: SeveritySetting;
  options?: object;
}

/** Per-rule settings, keyed by rule id. */
export type RuleSettings = Record<string, RuleSetting>;

/** The decoded `ctxlens.config.json`: severity/options per rule id and `ignore` globs. */
export interface CtxlensConfig {
  /** Absolute path of the file read, or `null` when none was found (all defaults). */
  file: string | null;
  rules: RuleSettings;
  /** Globs over finding files, relative to W. */
  ignore: string[];
  /** The `runtime` pin (cli-contract.md "Choosing the runtime"), or `null`. */
  runtime: RuntimeId | null;
  /** `oacManifests`: further OpenAgentsControl session manifests, relative to W (docs/runtimes/oac.md §9.1). */
  oacManifests?: string[];
}
