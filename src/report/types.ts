import type { RuleMeta } from '../engine/define-rule.js';
import type { Finding, SuppressedFinding } from '../engine/finding.js';

/** What a reporter formats: the engine's sorted, deduplicated findings and the suppressed ones. */
export interface ReportInput {
  findings: readonly Finding[];
  suppressed: readonly SuppressedFinding[];
}

/** Everything a reporter may know besides the findings. Reporters are pure functions of both. */
export interface ReportContext {
  /** The linted directory (absolute); finding files are relative to it. */
  cwd: string;
  /** Use ANSI colour (stylish only); the CLI decides from the TTY, `NO_COLOR` and `FORCE_COLOR`. */
  color: boolean;
  /** Meta of every registered rule, keyed by id (SARIF `tool.driver.rules`, doc links). */
  rulesMeta: Readonly<Record<string, RuleMeta>>;
  /** The markdown doc of each rule (`rules/<id>.md`), when available: SARIF `help` shows it. */
  ruleDocs?: Readonly<Record<string, string>>;
  /** The runtime modelled and why (`opencode 1.18, because of opencode.json (…)`), for human-readable output. */
  runtime?: string;
  /** ctxlens version for SARIF `tool.driver.version` (default `0.0.0`). */
  version?: string;
  /** Byte cap of the markdown output (default 1 MiB; a PR comment needs 65536). */
  maxBytes?: number;
  /**
   * Prefix for relative finding paths in `github` annotations, `/`-terminated (`packages/app/`),
   * when the linted directory is below the repository root the runner resolves paths against.
   */
  pathPrefix?: string;
}

/** A reporter: `(results, context) → text` (STYLE.md "Reporters are pure"). The text ends with a newline unless empty. */
export type Reporter = (results: ReportInput, ctx: ReportContext) => string;

/** The output formats of `ctxlens lint --format`. */
export const FORMATS = ['stylish', 'compact', 'json', 'sarif', 'github', 'markdown'] as const;
export type FormatName = (typeof FORMATS)[number];
