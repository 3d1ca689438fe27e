import type { Finding } from '../engine/finding.js';
import { escapeMarkdown } from '../report/markdown.js';
import { neutralise, safeJson } from '../report/neutralise.js';
import { toJsonFinding } from '../report/json.js';
import type { BudgetCrossing, ContextDiff, FileChange, TargetDiff } from './types.js';
import { groupedNumber } from '../text/grouped-number.js';

/** Output formats of `ctxlens diff`. */
export const DIFF_FORMATS = ['stylish', 'json', 'markdown'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

const n = groupedNumber;
const delta = (a: number, b: number): string => (b === a ? '±0' : b > a ? `+${n(b - a)}` : `-${n(a - b)}`);
const span = (a: number, b: number, unit: string): string => `${n(a)} → ${n(b)}${unit ? ' ' + unit : ''} (${delta(a, b)})`;
const MARK: Record<FileChange['status'], string> = { added: '+', removed: '-', changed: '~', unchanged: ' ' };
const BUDGET: Record<BudgetCrossing['budget'], string> = { maxFileBytes: 'maxFileBytes', maxSessionBytes: 'maxSessionBytes', manifestCap: 'manifest cap' };

function where(f: Finding): string {
  if (!f.span) return '(project)';
  return f.span.start.line > 0 ? `${f.span.file}:${f.span.start.line}:${f.span.start.column}` : f.span.file;
}

function fileLine(f: FileChange): string {
  const layer = f.after?.layer ?? f.before?.layer ?? '';
  const layerText = f.before && f.after && f.before.layer !== f.after.layer ? `${f.before.layer} → ${f.after.layer}` : layer;
  const bytes = span(f.before?.bytes ?? 0, f.after?.bytes ?? 0, 'bytes');
  const tokens = span(f.before?.tokens ?? 0, f.after?.tokens ?? 0, 'tokens');
  return `${MARK[f.status]} ${f.path}  [${layerText}]  ${bytes}, ${tokens}`;
}

function budgetText(b: BudgetCrossing): string {
  const side = (x: number | null) => (x === null ? '—' : n(x));
  return `${BUDGET[b.budget]} ${b.state}: ${b.subject} ${side(b.before)} → ${side(b.after)} bytes (limit ${n(b.limit)})`;
}

/** Plain-text report for a terminal. Repository text is neutralised (no control sequences). */
export function diffStylish(d: ContextDiff): string {
  const out: string[] = [`ctxlens diff ${neutralise(d.base)} → ${neutralise(d.head)} (tokens: ${d.tokenizer}, approximate)`, ''];
  if (d.targets.length === 0) out.push(`No context changes in ${d.compared} agent(s) and flow step(s).`, '');
  for (const t of d.targets) {
    out.push(`${neutralise(t.name)}: ${t.status}, ${span(t.bytes.before, t.bytes.after, 'bytes')}, ${span(t.tokens.before, t.tokens.after, 'tokens')}`);
    for (const f of t.files) out.push('  ' + neutralise(fileLine(f)));
    for (const l of t.manifest.added) out.push(`  manifest + ${neutralise(l)}`);
    for (const l of t.manifest.removed) out.push(`  manifest - ${neutralise(l)}`);
    for (const b of t.budgets) out.push(`  ${neutralise(budgetText(b))}`);
    out.push('');
  }
  if (d.budgets.length > 0) {
    out.push('Nested files over maxFileBytes:');
    for (const b of d.budgets) out.push(`  ${neutralise(budgetText(b))}`);
    out.push('');
  }
  if (d.newFindings.length > 0) {
    out.push(`New findings on ${neutralise(d.head)} (${d.newFindings.length}):`);
    for (const f of d.newFindings) out.push(`  ${neutralise(where(f))}  ${f.severity}  ${neutralise(f.message)}  ${f.ruleId}`);
    out.push('');
  }
  const changed = d.targets.filter((t) => t.status !== 'unchanged').length;
  out.push(`${changed} of ${d.compared} agent(s) and flow step(s) changed; ${d.newFindings.length} new finding(s), ${d.fixedFindings.length} fixed.`);
  return out.join('\n') + '\n';
}

/** JSON report: the `ContextDiff` with findings in the `lint --format json` shape. */
export function diffJson(d: ContextDiff): string {
  return (
    safeJson(
      {
        ...d,
        newFindings: d.newFindings.map(toJsonFinding),
        fixedFindings: d.fixedFindings.map(toJsonFinding),
        headFindings: undefined,
        summary: {
          changedTargets: d.targets.filter((t) => t.status !== 'unchanged').length,
          comparedTargets: d.compared,
          newFindings: d.newFindings.length,
          fixedFindings: d.fixedFindings.length,
        },
      },
      2,
    ) + '\n'
  );
}

function mdTargetRow(t: TargetDiff): string {
  return `| ${escapeMarkdown(t.name)} | ${t.status} | ${span(t.bytes.before, t.bytes.after, '')} | ${span(t.tokens.before, t.tokens.after, '')} |`;
}

/**
 * Markdown report (the Action's job summary): a table of changed targets, per target the file
 * changes and manifest lines, the budgets, and the new findings (unless `opts.newFindings` is
 * false: the Action lists them first itself). Repository text is escaped. `heading` sets the top
 * heading level (default 3).
 */
export function diffMarkdown(d: ContextDiff, heading = 3, opts: { newFindings?: boolean } = {}): string {
  const h = '#'.repeat(heading);
  const out: string[] = [`${h} Context diff: ${escapeMarkdown(d.base)} → ${escapeMarkdown(d.head)}`, ''];
  const changed = d.targets.filter((t) => t.status !== 'unchanged');
  out.push(`${changed.length} of ${d.compared} agent(s) and flow step(s) changed; ${d.newFindings.length} new finding(s), ${d.fixedFindings.length} fixed. Tokens are approximate (${d.tokenizer}).`, '');
  if (d.targets.length > 0) {
    out.push('| Agent / step | Status | Bytes | Tokens (≈) |', '|---|---|---|---|');
    for (const t of d.targets) out.push(mdTargetRow(t));
    out.push('');
    for (const t of d.targets) {
      if (t.files.length === 0 && t.manifest.added.length === 0 && t.manifest.removed.length === 0 && t.budgets.length === 0) continue;
      out.push(`<details><summary>${escapeMarkdown(t.name)}</summary>`, '');
      if (t.files.length > 0) {
        out.push('| File | Change | Layer | Bytes | Tokens (≈) |', '|---|---|---|---|---|');
        for (const f of t.files) {
          const layer = f.before && f.after && f.before.layer !== f.after.layer ? `${f.before.layer} → ${f.after.layer}` : (f.after?.layer ?? f.before?.layer ?? '');
          out.push(`| ${escapeMarkdown(f.path)} | ${f.status} | ${layer} | ${span(f.before?.bytes ?? 0, f.after?.bytes ?? 0, '')} | ${span(f.before?.tokens ?? 0, f.after?.tokens ?? 0, '')} |`);
        }
        out.push('');
      }
      if (t.manifest.added.length + t.manifest.removed.length > 0) {
        out.push('Manifest lines:', '');
        for (const l of t.manifest.added) out.push(`- added: ${escapeMarkdown(l)}`);
        for (const l of t.manifest.removed) out.push(`- removed: ${escapeMarkdown(l)}`);
        out.push('');
      }
      for (const b of t.budgets) out.push(`- ${escapeMarkdown(budgetText(b))}`);
      if (t.budgets.length > 0) out.push('');
      out.push('</details>', '');
    }
  }
  const budgets = [...d.budgets, ...d.targets.flatMap((t) => t.budgets.map((b) => ({ ...b, subject: `${t.name}: ${b.subject}` })))];
  if (budgets.length > 0) {
    out.push(`${h}# Budgets`, '', '| Budget | Subject | Limit | Before | After | State |', '|---|---|---|---|---|---|');
    for (const b of budgets) out.push(`| ${BUDGET[b.budget]} | ${escapeMarkdown(b.subject)} | ${n(b.limit)} | ${b.before === null ? '—' : n(b.before)} | ${b.after === null ? '—' : n(b.after)} | ${b.state} |`);
    out.push('');
  }
  if (d.newFindings.length > 0 && opts.newFindings !== false) {
    out.push(`${h}# New findings`, '', '| Severity | Location | Rule | Message |', '|---|---|---|---|');
    for (const f of d.newFindings) out.push(`| ${f.severity} | ${escapeMarkdown(where(f))} | ${escapeMarkdown(f.ruleId)} | ${escapeMarkdown(f.message)} |`);
    out.push('');
  }
  return out.join('\n') + '\n';
}

/** Render a diff in a format. */
export function formatDiff(d: ContextDiff, format: DiffFormat): string {
  return format === 'json' ? diffJson(d) : format === 'markdown' ? diffMarkdown(d) : diffStylish(d);
}
