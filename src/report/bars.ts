/**
 * Bars where people would rather look than read (docs/usage.md, "Auditing"): per agent and flow step the
 * always-on context in approximate tokens, largest first, and each budget's use against its cap,
 * closest to the cap first. Used by the terminal `audit` and the Action's job summary. For
 * mainstream OpenCode the same per Location: always-on instruction tokens, and the use of the
 * `instructions-budget` caps.
 */
import stringWidth from 'string-width';
import { groupedNumber } from '../text/grouped-number.js';
import { shortTargetName, type AuditReport } from './audit.js';
import { escapeMarkdown } from './markdown.js';
import { neutralise } from './neutralise.js';
import type { OcAuditReport } from './opencode-audit.js';

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** Printable ASCII and the bar cells (`█` and the eighths; not `▶`, two columns as an emoji): one terminal column each, as `string-width` measures them. */
const NARROW = /^[\x20-\x7e\u2588-\u258f]*$/;

/** Terminal columns of `s`: its length when every character is in `NARROW`, else `string-width`'s figure. */
function width(s: string): number {
  return NARROW.test(s) ? s.length : stringWidth(s);
}

/** A bar of `width` cells for `value` out of `max` (eighth-cell resolution); a non-zero value shows at least `▏`. Over the max: full, then `▶`. */
export function bar(value: number, max: number, width = 24): string {
  if (max <= 0 || value <= 0) return '';
  const over = value > max;
  const eighths = Math.max(1, Math.round((Math.min(value, max) / max) * width * 8));
  const full = Math.floor(eighths / 8);
  return '█'.repeat(full) + EIGHTHS[eighths % 8]! + (over ? '▶' : '');
}

/** One row of a bar chart. */
export interface BarRow {
  label: string;
  value: number;
  /** The cap (budgets) or the largest value (tokens). */
  max: number;
  /** Text after the bar: `2,118 tokens`, `6,000 / 8,192 bytes (73%)`. */
  note: string;
}

const n = groupedNumber;

/** Token rows (largest first) and budget rows (highest use of the cap first) of an audit. */
export function barRows(a: AuditReport): { tokens: BarRow[]; budgets: BarRow[] } {
  const maxTokens = Math.max(0, ...a.targets.map((t) => t.totalTokens));
  const tokens = a.targets
    .map((t) => ({ label: shortTargetName(t), value: t.totalTokens, max: maxTokens, note: `${n(t.totalTokens)} tokens, ${n(t.totalBytes)} bytes` }))
    .sort((x, y) => y.value - x.value || (x.label < y.label ? -1 : 1));
  // Targets with the same figures for a budget share one row (most agents see the same manifest).
  const groups = new Map<string, { names: string[]; kind: string; value: number; max: number; note: string }>();
  const pct = (v: number, c: number) => `${Math.round((v / c) * 100)}%`;
  const add = (name: string, kind: string, value: number, max: number, note: string) => {
    const k = `${kind}\0${value}\0${max}`;
    const g = groups.get(k);
    if (g) g.names.push(name);
    else groups.set(k, { names: [name], kind, value, max, note });
  };
  for (const t of a.targets) {
    const m = t.manifest;
    if (m.files === 0) continue;
    const name = shortTargetName(t);
    add(name, 'manifest', m.bytes, m.cap, `${n(m.bytes)} / ${n(m.cap)} bytes (${pct(m.bytes, m.cap)})`);
    add(name, 'nested bodies', m.bodyBytes, m.maxSessionBytes, `${n(m.bodyBytes)} / ${n(m.maxSessionBytes)} session bytes (${pct(m.bodyBytes, m.maxSessionBytes)})`);
  }
  const who = (names: string[]) => (names.length <= 2 ? names.join(', ') : `${names[0]} and ${names.length - 1} more`);
  const budgets: BarRow[] = [...groups.values()].map((g) => ({ label: `${who(g.names)}: ${g.kind}`, value: g.value, max: g.max, note: g.note }));
  budgets.sort((x, y) => y.value / y.max - x.value / x.max || (x.label < y.label ? -1 : 1));
  return { tokens, budgets };
}

function textChart(title: string, rows: readonly BarRow[], limit: number, cells: number): string {
  if (rows.length === 0) return '';
  const shown = rows.slice(0, limit);
  const labels = shown.map((r) => neutralise(r.label));
  const w = Math.max(...labels.map((l) => width(l)));
  let out = `${title}\n`;
  shown.forEach((r, i) => {
    const b = bar(r.value, r.max, cells);
    out += `  ${labels[i]}${' '.repeat(w - width(labels[i]!))}  ${b}${' '.repeat(Math.max(0, cells + 1 - width(b)))} ${r.note}\n`;
  });
  if (rows.length > limit) out += `  … ${rows.length - limit} more\n`;
  return out;
}

/** The bars as terminal text (at most `limit` rows per chart). Empty when there is nothing to draw. */
export function barsText(a: AuditReport, limit = 12, width = 24): string {
  const { tokens, budgets } = barRows(a);
  const parts = [textChart('Always-on context per agent / flow step (≈tokens, largest first)', tokens, limit, width), textChart('Budgets (use of each cap, closest first)', budgets, limit, width)].filter((x) => x !== '');
  return parts.join('\n');
}

function mdChart(title: string, head: string, rows: readonly BarRow[], limit: number, width: number): string {
  if (rows.length === 0) return '';
  const lines = [`#### ${title}`, '', `| ${head} | | |`, '|---|---|---:|'];
  for (const r of rows.slice(0, limit)) lines.push(`| ${escapeMarkdown(r.label)} | \`${bar(r.value, r.max, width) || ' '}\` | ${r.note} |`);
  if (rows.length > limit) lines.push(`| … ${rows.length - limit} more | | |`);
  return lines.join('\n') + '\n';
}

/** The bars as markdown tables for the job summary. */
export function barsMarkdown(a: AuditReport, limit = 15, width = 20): string {
  const { tokens, budgets } = barRows(a);
  const parts = [mdChart('Always-on context (≈tokens, largest first)', 'Agent / flow step', tokens, limit, width), mdChart('Budgets (closest to the cap first)', 'Budget', budgets, limit, width)].filter((x) => x !== '');
  return parts.join('\n');
}

/** The `instructions-budget` caps in effect (0: no limit), or `null` when the rule is off. */
export interface OcBudgetCaps {
  maxBytes: number;
  maxTokens: number;
}

/** Mainstream OpenCode: token rows per Location (largest first) and `instructions-budget` rows (closest to the cap first). */
export function ocBarRows(a: OcAuditReport, caps: OcBudgetCaps | null): { tokens: BarRow[]; budgets: BarRow[] } {
  const shown = a.locations.filter((l) => l.refusal === null && l.files.length > 0);
  const maxTokens = Math.max(0, ...shown.map((l) => l.totalTokens));
  const tokens = shown
    .map((l) => ({ label: l.location, value: l.totalTokens, max: maxTokens, note: `${n(l.totalTokens)} tokens, ${n(l.totalBytes)} bytes` }))
    .sort((x, y) => y.value - x.value || (x.label < y.label ? -1 : 1));
  const budgets: BarRow[] = [];
  const pct = (v: number, c: number) => `${Math.round((v / c) * 100)}%`;
  for (const l of caps === null ? [] : shown) {
    if (caps!.maxBytes > 0) budgets.push({ label: `${l.location}: bytes`, value: l.totalBytes, max: caps!.maxBytes, note: `${n(l.totalBytes)} / ${n(caps!.maxBytes)} bytes (${pct(l.totalBytes, caps!.maxBytes)})` });
    if (caps!.maxTokens > 0) budgets.push({ label: `${l.location}: tokens`, value: l.totalTokens, max: caps!.maxTokens, note: `≈${n(l.totalTokens)} / ${n(caps!.maxTokens)} tokens (${pct(l.totalTokens, caps!.maxTokens)})` });
  }
  budgets.sort((x, y) => y.value / y.max - x.value / x.max || (x.label < y.label ? -1 : 1));
  return { tokens, budgets };
}

/** Mainstream OpenCode bars as terminal text. Empty when there is nothing to draw. */
export function ocBarsText(a: OcAuditReport, caps: OcBudgetCaps | null, limit = 12, width = 24): string {
  const { tokens, budgets } = ocBarRows(a, caps);
  return [textChart('Always-on instructions per Location (≈tokens, largest first)', tokens, limit, width), textChart('instructions-budget (use of each cap, closest first)', budgets, limit, width)].filter((x) => x !== '').join('\n');
}

/** Mainstream OpenCode bars as markdown tables. */
export function ocBarsMarkdown(a: OcAuditReport, caps: OcBudgetCaps | null, limit = 15, width = 20): string {
  const { tokens, budgets } = ocBarRows(a, caps);
  return [mdChart('Always-on instructions (≈tokens, largest first)', 'Location', tokens, limit, width), mdChart('instructions-budget (closest to the cap first)', 'Budget', budgets, limit, width)].filter((x) => x !== '').join('\n');
}
