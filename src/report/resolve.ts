/** The report of `ctxlens resolve` for the fork: the effective files of one target with the entry behind each, and every entry that gave nothing, as JSON data and as a table (docs/runtimes/fork.md §5). */
import { rel } from '../go/path.js';
import type { Resolution, SkipReason } from '../runtimes/fork/sim/types.js';
import { neutralise } from './neutralise.js';
import { countTokens as o200kCount, countTokensInBytes } from '../text/token-count.js';

/** One file of the JSON report. */
export interface ResolveFileJson {
  path: string;
  layer: string;
  bytes: number;
  /** Approximate tokens of the file's content (o200k_base), with `--tokens`: the audit's figure (src/report/measure.ts). */
  tokens?: number;
  entry: string;
  /** Set when the file is read from outside W (a global `../` entry, or a walked symlink, U22). */
  realPath?: string;
}

/** One skipped entry (or walked candidate) of the JSON report. */
export interface ResolveSkipJson {
  entry: string;
  layer: string;
  reason: SkipReason;
  /** For a candidate of a trailing-`/` walk: its path relative to W. */
  path?: string;
  detail?: string;
}

/** Build the JSON report of a resolution (cli-contract.md `resolve --format json`). */
export function resolveReport(
  W: string,
  res: Resolution,
  countTokens?: (text: string) => number,
): { files: ResolveFileJson[]; skipped: ResolveSkipJson[] } {
  const files = res.files.map((f) => ({
    path: f.rel,
    layer: f.layer,
    bytes: f.bytes,
    ...(countTokens ? { tokens: countTokens === o200kCount ? countTokensInBytes([f.content]) : countTokens(f.content.toString('utf8')) } : {}),
    entry: f.entry.raw,
    ...(f.outsideW && f.realPath !== null ? { realPath: f.realPath } : {}),
  }));
  const skipped: ResolveSkipJson[] = [];
  for (const e of res.entries) {
    if (e.skip !== null) {
      skipped.push({ entry: e.raw, layer: e.layer, reason: e.skip, ...(e.detail !== null ? { detail: e.detail } : {}) });
      continue;
    }
    // An entry that produced files can still have candidates that did not (a walk).
    for (const c of e.candidates ?? []) {
      if (c.skip === null) continue;
      skipped.push({ entry: e.raw, layer: e.layer, reason: c.skip, path: rel(W, c.abs) ?? c.abs });
    }
  }
  return { files, skipped };
}

/** Render the report as an aligned text table. */
export function resolveTable(res: Resolution, report: ReturnType<typeof resolveReport>): string {
  const lines: string[] = [];
  const t = res.target;
  const who = t.flowId !== null ? `flow ${t.flowId} step ${t.stepId ?? ''} (agent ${t.agentId})` : `agent ${t.agentId}`;
  const layers = res.layers.map((l) => (l.rawMode !== null && l.rawMode !== l.mode ? `${l.name} (${l.mode}, mode "${l.rawMode}")` : `${l.name} (${l.mode})`));
  // Paths, entries, IDs and modes come from the repository: shown, never acted on by the terminal.
  lines.push(neutralise(`Context of ${who}: ${layers.length > 0 ? layers.join(' → ') : 'no layers'}`));
  if (report.files.length === 0) lines.push('  (no files: the prompt gets no project context)');
  const pad = (raw: string[][]): void => {
    const rows = raw.map((r) => r.map(neutralise));
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const r of rows) lines.push('  ' + r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join('  ').trimEnd());
  };
  if (report.files.length > 0) {
    const withTokens = report.files.some((f) => f.tokens !== undefined);
    pad([
      ['LAYER', 'BYTES', ...(withTokens ? ['TOKENS'] : []), 'PATH', 'ENTRY'],
      ...report.files.map((f) => [
        f.layer,
        String(f.bytes),
        ...(withTokens ? [String(f.tokens ?? '')] : []),
        f.realPath ? `${f.path} -> ${f.realPath}` : f.path,
        JSON.stringify(f.entry),
      ]),
    ]);
  }
  if (report.skipped.length > 0) {
    lines.push('Skipped:');
    pad([
      ['LAYER', 'ENTRY', 'REASON'],
      ...report.skipped.map((s) => [s.layer, JSON.stringify(s.entry), [s.reason, s.path, s.detail].filter((x) => x !== undefined).join(' ')]),
    ]);
  }
  return lines.join('\n') + '\n';
}
