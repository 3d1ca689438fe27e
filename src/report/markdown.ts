import { countSeverities, type Finding, type Severity } from '../engine/finding.js';
import { neutralise, suppressionSummary } from './neutralise.js';
import { ruleDocUrl } from './rule-docs.js';
import type { Reporter } from './types.js';

/** Default byte cap: GitHub's job summary limit (1 MiB). */
export const MARKDOWN_MAX_BYTES = 1024 * 1024;

const ICON: Record<Severity, string> = { error: '🔴 error', warning: '🟡 warning', info: '🔵 info' };

/**
 * Make repository text inert in GitHub-flavoured markdown: neutralise controls, encode HTML
 * specials and `@` (no mentions), backslash-escape markdown punctuation and table pipes.
 */
export function escapeMarkdown(s: string): string {
  return neutralise(s)
    .replace(/[\\`*_{}[\]()#+!|~]/g, (c) => '\\' + c)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/@/g, '&#64;');
}

function where(f: Finding): string {
  if (!f.span) return '—';
  const pos = f.span.start.line > 0 ? `:${f.span.start.line}:${f.span.start.column}` : '';
  return escapeMarkdown(f.span.file + pos);
}

/** One table row of a finding. */
function row(f: Finding, ctx: { rulesMeta: Readonly<Record<string, { runtimes: readonly string[] }>> }): string {
  const msg = f.hint ? `${f.message} ${f.hint}` : f.message;
  return `| ${ICON[f.severity]} | ${where(f)} | [${escapeMarkdown(f.ruleId)}](${ruleDocUrl(f.ruleId, ctx.rulesMeta[f.ruleId]?.runtimes)}) | ${escapeMarkdown(msg)} |\n`;
}

/**
 * A markdown report for a job summary or a PR comment: a heading, the counts, and one table
 * row per finding. Kept under `ctx.maxBytes` (default 1 MiB) in UTF-8: rows that do not fit
 * are left out with a note saying how many.
 */
export const markdown: Reporter = (results, ctx) => {
  const max = ctx.maxBytes ?? MARKDOWN_MAX_BYTES;
  const n = countSeverities(results.findings);
  let out = '## ctxlens\n\n';
  if (results.findings.length === 0) out += 'No problems found.\n';
  else {
    out += `**${n.errorCount} error(s), ${n.warningCount} warning(s), ${n.infoCount} info**\n\n`;
    out += '| Severity | Location | Rule | Message |\n|---|---|---|---|\n';
  }
  const tail = results.suppressed.length > 0 ? `\n${results.suppressed.length} finding(s) suppressed ${suppressionSummary(results.suppressed.map((f) => f.suppression.kind))}.\n` : '';
  const noteRoom = 200;
  let used = Buffer.byteLength(out) + Buffer.byteLength(tail);
  let i = 0;
  for (; i < results.findings.length; i++) {
    const r = row(results.findings[i]!, ctx);
    const b = Buffer.byteLength(r);
    if (used + b + noteRoom > max) break;
    out += r;
    used += b;
  }
  if (i < results.findings.length) out += `\n*${results.findings.length - i} more finding(s) not shown: the report is capped at ${max} bytes. Run \`ctxlens lint\` for the full list.*\n`;
  return out + tail;
};
