import { Chalk } from 'chalk';
import { countSeverities } from '../engine/finding.js';
import type { AuditReport, AuditTarget } from './audit.js';
import { targetName } from './audit.js';
import { toJsonFinding } from './json.js';
import { escapeMarkdown, markdown } from './markdown.js';
import { neutralise, safeJson } from './neutralise.js';
import { stylish } from './stylish.js';
import type { ReportContext, ReportInput } from './types.js';

/** Output formats of `ctxlens audit --format`. */
export const AUDIT_FORMATS = ['table', 'json', 'markdown'] as const;
export type AuditFormat = (typeof AUDIT_FORMATS)[number];

const DEGRADE = ['labelled', 'paths only', 'cut'] as const;

function manifestLine(t: AuditTarget): string {
  const m = t.manifest;
  if (m.files === 0) return `manifest: none${m.gatedBy && m.gatedBy !== 'empty' ? ` (${m.gatedBy})` : ''}`;
  return (
    `manifest: ${m.files} file(s), ${m.bytes} / ${m.cap} bytes, ${DEGRADE[m.degrade]}${m.notShown ? `, ${m.notShown} not shown` : ''}; ` +
    `nested bodies ${m.bodyBytes} bytes vs session budget ${m.maxSessionBytes}${m.overFileCap ? `, ${m.overFileCap} over the ${m.maxFileBytes}-byte file cap` : ''}`
  );
}

function pad(cells: string[][], right: boolean[]): string[] {
  const w = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  return cells.map((r) => r.map((c, i) => (right[i] ? c.padStart(w[i]!) : c.padEnd(w[i]!))).join('  ').trimEnd());
}

/**
 * The audit as a text table per target (files in rendered order, layer, bytes, approximate
 * tokens, total, manifest and budgets), then the findings in stylish format.
 */
export function auditTable(a: AuditReport, results: ReportInput, ctx: ReportContext): string {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  let out = c.dim(`Token counts are approximate (${a.tokenizer}), counted per file content.`) + '\n';
  for (const t of a.targets) {
    out += '\n' + c.bold(neutralise(targetName(t))) + '\n';
    if (t.files.length === 0) out += '  (no context files)\n';
    else {
      const rows = [['#', 'layer', 'bytes', '≈tokens', 'file']];
      t.files.forEach((f, i) => rows.push([String(i + 1), f.layer, String(f.bytes), String(f.tokens), neutralise(f.path)]));
      rows.push(['', 'total', String(t.totalBytes), String(t.totalTokens), `(${t.renderedBytes} bytes rendered)`]);
      for (const line of pad(rows, [true, false, true, true, false])) out += '  ' + line + '\n';
    }
    out += '  ' + manifestLine(t) + '\n';
  }
  const body = stylish(results, ctx);
  out += body === '' ? '\nNo problems found.\n' : body;
  return out;
}

/** The audit as JSON: `{tokenizer, approximate, targets, findings, errorCount, warningCount, infoCount}`. */
export function auditJson(a: AuditReport, results: ReportInput): string {
  return safeJson({ ...a, findings: results.findings.map(toJsonFinding), ...countSeverities(results.findings) }) + '\n';
}

/** The audit as markdown (job summary): one table per target, then the lint report. */
export function auditMarkdown(a: AuditReport, results: ReportInput, ctx: ReportContext): string {
  let out = `## ctxlens audit\n\n*Token counts are approximate (${a.tokenizer}).*\n`;
  for (const t of a.targets) {
    out += `\n### ${escapeMarkdown(targetName(t))}\n\n`;
    if (t.files.length === 0) out += 'No context files.\n';
    else {
      out += '| # | Layer | Bytes | ≈Tokens | File |\n|---:|---|---:|---:|---|\n';
      t.files.forEach((f, i) => (out += `| ${i + 1} | ${f.layer} | ${f.bytes} | ${f.tokens} | ${escapeMarkdown(f.path)} |\n`));
      out += `| | **total** | **${t.totalBytes}** | **${t.totalTokens}** | ${t.renderedBytes} bytes rendered |\n`;
    }
    out += `\n${escapeMarkdown(manifestLine(t))}\n`;
  }
  return out + '\n' + markdown(results, ctx).replace(/^## ctxlens\n/, '## ctxlens findings\n');
}
