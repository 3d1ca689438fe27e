import { Chalk } from 'chalk';
import { countSeverities } from '../engine/finding.js';
import type { AuditReport, AuditTarget } from './audit.js';
import { shortTargetName } from './audit.js';
import { barsMarkdown, barsText } from './bars.js';
import { toJsonFinding } from './json.js';
import { escapeMarkdown, markdown } from './markdown.js';
import { neutralise, safeJson } from './neutralise.js';
import { stylish } from './stylish.js';
import type { ReportContext, ReportInput } from './types.js';

/** Output formats of `ctxlens audit --format`. */
export const AUDIT_FORMATS = ['table', 'json', 'markdown'] as const;
export type AuditFormat = (typeof AUDIT_FORMATS)[number];

const DEGRADE = ['labelled', 'paths only', 'cut'] as const;

/** The manifest cell: files listed, form, and the budgets (docs/runtimes/fork.md §6.5, §6.8). */
function manifestCell(t: AuditTarget): string {
  const m = t.manifest;
  if (m.files === 0) return `none${m.gatedBy && m.gatedBy !== 'empty' ? ` (${m.gatedBy})` : ''}`;
  return (
    `${m.files} file(s), ${DEGRADE[m.degrade]}${m.notShown ? `, ${m.notShown} not shown` : ''}, ${m.bytes}/${m.cap} bytes; ` +
    `bodies ${m.bodyBytes}/${m.maxSessionBytes} session bytes${m.overFileCap ? `, ${m.overFileCap} over the ${m.maxFileBytes}-byte file cap` : ''}`
  );
}

/** Rows of the one audit table: per target its files, a total row and a manifest row. Cells are neutralised. */
function rows(a: AuditReport): { target: string; cells: string[]; kind: 'file' | 'total' | 'manifest' | 'none' }[] {
  const out: { target: string; cells: string[]; kind: 'file' | 'total' | 'manifest' | 'none' }[] = [];
  for (const t of a.targets) {
    const name = neutralise(shortTargetName(t));
    t.files.forEach((f, i) => out.push({ target: i === 0 ? name : '', kind: 'file', cells: [String(i + 1), f.layer, String(f.bytes), String(f.tokens), neutralise(f.path)] }));
    if (t.files.length === 0) out.push({ target: name, kind: 'none', cells: ['', '', '0', '0', '(no context files)'] });
    else out.push({ target: '', kind: 'total', cells: ['', 'total', String(t.totalBytes), String(t.totalTokens), `${t.renderedBytes} bytes rendered`] });
    out.push({ target: '', kind: 'manifest', cells: ['', 'manifest', String(t.manifest.bytes), '', manifestCell(t)] });
  }
  return out;
}

/**
 * The audit as one text table over every agent and flow step (target, files in rendered order,
 * layer, bytes, approximate tokens, total, manifest and budgets), then the findings in stylish format.
 */
export function auditTable(a: AuditReport, results: ReportInput, ctx: ReportContext): string {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  const table = [['agent / flow step', '#', 'layer', 'bytes', '≈tokens', 'file'], ...rows(a).map((r) => [r.target, ...r.cells])];
  const right = [false, true, false, true, true, false];
  const w = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  let out = ctx.runtime !== undefined ? neutralise(`Runtime: ${ctx.runtime}`) + '\n' : '';
  out += c.dim(`Token counts are approximate (${a.tokenizer}), counted once per distinct file content.`) + '\n\n';
  table.forEach((r, n) => {
    const line = r.map((cell, i) => (right[i] ? cell.padStart(w[i]!) : cell.padEnd(w[i]!))).join('  ').trimEnd();
    out += (n === 0 ? c.bold(line) : line) + '\n';
  });
  const bars = barsText(a);
  if (bars !== '') out += '\n' + bars;
  const body = stylish(results, { ...ctx, runtime: undefined });
  out += body === '' ? '\nNo problems found.\n' : body;
  return out;
}

/** The audit as JSON: `{tokenizer, approximate, targets, findings, errorCount, warningCount, infoCount}`. */
export function auditJson(a: AuditReport, results: ReportInput): string {
  return safeJson({ ...a, findings: results.findings.map(toJsonFinding), ...countSeverities(results.findings) }) + '\n';
}

/** The audit as markdown (job summary): the same one table, then the lint report. */
export function auditMarkdown(a: AuditReport, results: ReportInput, ctx: ReportContext): string {
  let out = `## ctxlens audit\n\n*Token counts are approximate (${a.tokenizer}), counted once per distinct file content.*\n\n`;
  out += '| Agent / flow step | # | Layer | Bytes | ≈Tokens | File |\n|---|---:|---|---:|---:|---|\n';
  for (const r of rows(a)) {
    const [n, layer, bytes, tokens, file] = r.cells.map(escapeMarkdown) as [string, string, string, string, string];
    const bold = (x: string) => (r.kind === 'total' && x !== '' ? `**${x}**` : x);
    out += `| ${r.target === '' ? '' : `**${escapeMarkdown(r.target)}**`} | ${n} | ${bold(layer)} | ${bold(bytes)} | ${bold(tokens)} | ${file} |\n`;
  }
  const bars = barsMarkdown(a);
  if (bars !== '') out += '\n' + bars;
  return out + '\n' + markdown(results, ctx).replace(/^## ctxlens\n/, '## ctxlens findings\n');
}
