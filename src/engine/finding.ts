import type { Pos, Span } from '../model/span.js';
import { compareBytes } from '../go/path.js';

/** Severity of a finding. Config decides it; a rule only gives its default. */
export type Severity = 'error' | 'warning' | 'info';

/** Severities a user can configure per rule: a `Severity` or `off` (defined with the config's shape). */
export type { SeveritySetting } from '../model/ctxlens-config.js';

/** Rank for sorting and thresholds: error 2, warning 1, info 0. */
export const SEVERITY_RANK: Record<Severity, number> = { error: 2, warning: 1, info: 0 };

/** A location mentioned by a finding besides its own span (the other duplicate key, the symlink target …). */
export interface RelatedLocation {
  span: Span;
  message: string;
}

/**
 * One finding: data first, text rendered from the rule's template.
 * `span` is `null` only for findings that concern no file at all.
 */
export interface Finding {
  ruleId: string;
  messageId: string;
  data: Record<string, string | number>;
  severity: Severity;
  /** The rendered message (one sentence, from the template). */
  message: string;
  span: Span | null;
  hint?: string;
  related?: RelatedLocation[];
  /**
   * Rule, message id, file and the content of the span, hashed (`src/engine/fingerprint.ts`):
   * matches a finding across revisions and baselines without line numbers or pointer indexes.
   */
  fingerprint?: string;
  /** A safe fix, when the mistake has one right answer (`src/engine/fixes.ts`); `--fix` applies it. */
  fix?: Fix;
}

/**
 * A replacement of `[start, end)` (1-based lines, UTF-16 columns) in `file` by `text`; or, with
 * `move`, moving the `.md` files directly in directory `move.from` to `move.to` (both relative to
 * the linted directory, ending in `/`; `start`/`end` are 1:1 and `text` is empty).
 */
export interface Fix {
  file: string;
  start: Pos;
  end: Pos;
  text: string;
  /** What the fix does, one line (`"Replace" → "replace"`). */
  description: string;
  move?: { from: string; to: string };
}


/** Reserved rule id for files that fail to parse (never a rule module with options). */
export const PARSE_ERROR_RULE = 'parse-error';

/**
 * Exit codes. STYLE.md suggests 3 for an internal failure, but the stable CLI contract
 * (cli-contract.md `lint --format json`: "2 for usage or internal failure") and the exit-code contract fixes it
 * at 2, and the contract wins: `INTERNAL` equals `USAGE`.
 */
export const EXIT = Object.freeze({ OK: 0, FINDINGS: 1, USAGE: 2, INTERNAL: 2 });

/**
 * Compare findings by file (UTF-8 byte order), line, column, rule id, then message
 * (the engine's sort; cli-contract `lint --format json`). A finding without a span sorts first,
 * a file-level finding (line 0) before the positioned findings of its file.
 */
export function compareFindings(a: Finding, b: Finding): number {
  const fa = a.span?.file ?? '';
  const fb = b.span?.file ?? '';
  if (fa !== fb) return compareBytes(fa, fb);
  const la = a.span?.start.line ?? 0;
  const lb = b.span?.start.line ?? 0;
  if (la !== lb) return la - lb;
  const ca = a.span?.start.column ?? 0;
  const cb = b.span?.start.column ?? 0;
  if (ca !== cb) return ca - cb;
  if (a.ruleId !== b.ruleId) return compareBytes(a.ruleId, b.ruleId);
  return compareBytes(a.message, b.message);
}

/** Reserved rule id of the finding that replaces a rule that threw (never a rule module). */
export const INTERNAL_ERROR_RULE = 'internal-error';

/**
 * Why a finding was suppressed: an `ignore` glob of `ctxlens.config.json` matched its file
 * (`pattern`: the glob as written), an inline `ctxlens-disable…` comment (`pattern`: the
 * comment's text, `line`: where it is), or an entry of the baseline file (`pattern`: its path).
 */
export interface Suppression {
  kind: 'ignore' | 'directive' | 'baseline';
  pattern: string;
  /** For a directive: its 1-based line. */
  line?: number;
}

/** A finding that config suppressed; kept in its own list (SARIF reports it with `suppressions`). */
export interface SuppressedFinding extends Finding {
  suppression: Suppression;
}

/** Counts by severity. */
export interface SeverityCounts {
  errorCount: number;
  warningCount: number;
  infoCount: number;
}

/** Count findings by severity. */
export function countSeverities(findings: readonly Finding[]): SeverityCounts {
  const c: SeverityCounts = { errorCount: 0, warningCount: 0, infoCount: 0 };
  for (const f of findings) {
    if (f.severity === 'error') c.errorCount++;
    else if (f.severity === 'warning') c.warningCount++;
    else c.infoCount++;
  }
  return c;
}

/**
 * The lint exit status (STYLE.md "Names and exit codes"): `INTERNAL` when a rule failed
 * (an `internal-error` finding), `FINDINGS` when there is an error or more than `maxWarnings`
 * warnings (`maxWarnings < 0`: no limit), else `OK`.
 */
export function exitCodeFor(findings: readonly Finding[], maxWarnings = -1): number {
  if (findings.some((f) => f.ruleId === INTERNAL_ERROR_RULE)) return EXIT.INTERNAL;
  const c = countSeverities(findings);
  if (c.errorCount > 0) return EXIT.FINDINGS;
  if (maxWarnings >= 0 && c.warningCount > maxWarnings) return EXIT.FINDINGS;
  return EXIT.OK;
}

/** Fill `{{name}}` placeholders of a message template. Unknown placeholders are left as written. */
export function renderMessage(template: string, data: Record<string, string | number>): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (m, k: string) => (k in data ? String(data[k]) : m));
}
