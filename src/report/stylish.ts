import { Chalk } from 'chalk';
import { countSeverities, type Finding, type Severity } from '../engine/finding.js';
import { neutralise, suppressionSummary } from './neutralise.js';
import type { Reporter } from './types.js';

/** Position column of a finding: `line:column`, or empty for a file-level finding. */
function position(f: Finding): string {
  return f.span && f.span.start.line > 0 ? `${f.span.start.line}:${f.span.start.column}` : '';
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * ESLint-like text: findings grouped by file, one line `  line:col  severity  message  rule-id`
 * each (a hint on the line below), then a summary line. Empty output when there is nothing.
 * Colour only when `ctx.color`. All repository text is neutralised. With findings and
 * `ctx.runtime`, a last line names the runtime modelled and why.
 */
export const stylish: Reporter = (results, ctx) => {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  const sevColour: Record<Severity, (s: string) => string> = { error: c.red, warning: c.yellow, info: c.blue };
  const groups = new Map<string, Finding[]>();
  for (const f of results.findings) {
    const key = f.span ? f.span.file : '';
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(f);
  }
  let out = '';
  for (const [file, fs] of groups) {
    out += '\n' + c.underline(file === '' ? '(no file)' : neutralise(file)) + '\n';
    const rows = fs.map((f) => ({ f, pos: position(f), msg: neutralise(f.message) }));
    const wPos = Math.max(...rows.map((r) => r.pos.length));
    const wSev = Math.max(...rows.map((r) => r.f.severity.length));
    // Messages are padded so rule ids line up, but never beyond 80 columns (long messages just run on).
    const wMsg = Math.min(80, Math.max(...rows.map((r) => r.msg.length)));
    for (const r of rows) {
      out += `  ${c.dim(r.pos.padEnd(wPos))}  ${sevColour[r.f.severity](r.f.severity.padEnd(wSev))}  ${r.msg.padEnd(wMsg)}  ${c.dim(neutralise(r.f.ruleId))}\n`;
      if (r.f.hint) out += `  ${' '.repeat(wPos)}  ${' '.repeat(wSev)}  ${c.dim(neutralise(r.f.hint))}\n`;
    }
  }
  const n = countSeverities(results.findings);
  const total = results.findings.length;
  if (total > 0) {
    const summary = `✖ ${plural(total, 'problem')} (${plural(n.errorCount, 'error')}, ${plural(n.warningCount, 'warning')}, ${n.infoCount} info)`;
    out += '\n' + (n.errorCount > 0 ? c.red.bold(summary) : n.warningCount > 0 ? c.yellow.bold(summary) : c.bold(summary)) + '\n';
    if (ctx.runtime !== undefined) out += c.dim(neutralise(`Runtime: ${ctx.runtime}`)) + '\n';
  }
  if (results.suppressed.length > 0) out += (total > 0 ? '' : '\n') + c.dim(`${plural(results.suppressed.length, 'finding')} suppressed ${suppressionSummary(results.suppressed.map((f) => f.suppression.kind))}.`) + '\n';
  return out;
};
