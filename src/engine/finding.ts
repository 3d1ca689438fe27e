import type { Span } from '../model/span.js';

/** Severity of a finding. Config decides it; a rule only gives its default. */
export type Severity = 'error' | 'warning' | 'info';

/** Severities a user can configure per rule. */
export type SeveritySetting = Severity | 'off';

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
}

/** Reserved rule id for files that fail to parse (never a rule module with options). */
export const PARSE_ERROR_RULE = 'parse-error';

/** Exit codes (STYLE.md "Names and exit codes"). */
export const EXIT = Object.freeze({ OK: 0, FINDINGS: 1, USAGE: 2, INTERNAL: 3 });

/** Compare findings by file, line, column, rule id, message (the engine's sort; cli-contract `lint --format json`). */
export function compareFindings(a: Finding, b: Finding): number {
  const fa = a.span?.file ?? '';
  const fb = b.span?.file ?? '';
  if (fa !== fb) return fa < fb ? -1 : 1;
  const la = a.span?.start.line ?? 0;
  const lb = b.span?.start.line ?? 0;
  if (la !== lb) return la - lb;
  const ca = a.span?.start.column ?? 0;
  const cb = b.span?.start.column ?? 0;
  if (ca !== cb) return ca - cb;
  if (a.ruleId !== b.ruleId) return a.ruleId < b.ruleId ? -1 : 1;
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}

/** Fill `{{name}}` placeholders of a message template. Unknown placeholders are left as written. */
export function renderMessage(template: string, data: Record<string, string | number>): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (m, k: string) => (k in data ? String(data[k]) : m));
}
