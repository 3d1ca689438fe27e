import { countSeverities, type Finding, type SuppressedFinding } from '../engine/finding.js';
import { neutralise, safeJson } from './neutralise.js';
import type { Reporter } from './types.js';

/** One finding in the cli-contract shape (`lint --format json`), plus `messageId`, `data`, `pointer`, `hint`, `related`. */
export interface JsonFinding {
  ruleId: string;
  severity: string;
  /**
   * Relative to the linted directory, `/`-separated. A finding that concerns no single file (the
   * working directory itself, an environment override) has `"."`, the linted directory: the
   * contract (cli-contract.md `lint --format json`) makes `file` a path, and only positions nullable.
   */
  file: string;
  /** 1-based; `null` for a file-level finding. */
  line: number | null;
  column: number | null;
  endLine: number | null;
  endColumn: number | null;
  message: string;
  messageId: string;
  data: Record<string, string | number>;
  /** JSON pointer of the node inside its document (`""` for the whole file), or `null`. */
  pointer: string | null;
  hint?: string;
  related?: { file: string; line: number | null; column: number | null; message: string }[];
}

/**
 * Convert a finding to its JSON shape (cli-contract.md `lint --format json`). Prose (`message`,
 * `hint`, related messages) is neutralised (controls shown as `\uXXXX` text); `file` and `data`
 * stay exact and rely on JSON escaping.
 */
export function toJsonFinding(f: Finding): JsonFinding {
  const s = f.span;
  const positioned = !!s && s.start.line > 0;
  return {
    ruleId: f.ruleId,
    severity: f.severity,
    file: s ? s.file : '.',
    line: positioned ? s.start.line : null,
    column: positioned ? s.start.column : null,
    endLine: positioned ? s.end.line : null,
    endColumn: positioned ? s.end.column : null,
    message: neutralise(f.message),
    messageId: f.messageId,
    data: f.data,
    pointer: s ? s.pointer : null,
    ...(f.hint !== undefined ? { hint: neutralise(f.hint) } : {}),
    ...(f.fingerprint !== undefined ? { fingerprint: f.fingerprint } : {}),
    ...(f.fix !== undefined ? { fix: f.fix } : {}),
    ...(f.related
      ? {
          related: f.related.map((r) => ({
            file: r.span.file,
            line: r.span.start.line > 0 ? r.span.start.line : null,
            column: r.span.start.line > 0 ? r.span.start.column : null,
            message: neutralise(r.message),
          })),
        }
      : {}),
  };
}

/**
 * `{findings, errorCount, warningCount, infoCount, suppressed}` (cli-contract.md `lint --format json`;
 * `suppressed` is an addition: the findings that `ignore` globs matched, with the glob).
 */
export const json: Reporter = (results) => {
  const counts = countSeverities(results.findings);
  return (
    safeJson({
      findings: results.findings.map(toJsonFinding),
      ...counts,
      suppressed: results.suppressed.map((f: SuppressedFinding) => ({ ...toJsonFinding(f), suppression: f.suppression })),
    }) + '\n'
  );
};
