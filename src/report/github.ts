import { countSeverities, SEVERITY_RANK, type Finding, type Severity } from '../engine/finding.js';
import { neutralise } from './neutralise.js';
import type { Reporter } from './types.js';

/** GitHub shows at most 10 error and 10 warning annotations per step (and 10 notices). */
export const GITHUB_CAP = Object.freeze({ error: 10, warning: 10, info: 9 });

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

/** The runner's `escapeData`: `%`, `\r`, `\n` (after neutralising other controls). */
export function escapeData(s: string): string {
  return neutralise(s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
}

/** The runner's `escapeProperty`: `escapeData` plus `:` and `,`. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function annotation(f: Finding, prefix: string): string {
  const props: string[] = [];
  const s = f.span;
  if (s) {
    props.push(`file=${escapeProperty(s.file.startsWith('/') ? s.file : prefix + s.file)}`);
    if (s.start.line > 0) {
      props.push(`line=${s.start.line}`, `endLine=${s.end.line}`);
      if (s.start.line === s.end.line) props.push(`col=${s.start.column}`, `endColumn=${s.end.column}`);
    }
  }
  props.push(`title=${escapeProperty(`ctxlens ${f.ruleId}`)}`);
  const text = f.hint ? `${f.message} ${f.hint}` : f.message;
  return `::${COMMAND[f.severity]} ${props.join(',')}::${escapeData(text)}`;
}

/**
 * GitHub Actions workflow commands, one annotation per finding (relative paths prefixed with
 * `ctx.pathPrefix`), most severe first (then in
 * engine order), at most `GITHUB_CAP` per severity, then one `::notice::` with the count of the
 * rest. Every value is escaped as the runner expects, so repository text cannot end the line or
 * start another command.
 */
export const github: Reporter = (results, ctx) => {
  const ordered = [...results.findings].sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
  const shown: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  const lines: string[] = [];
  const hidden: Finding[] = [];
  for (const f of ordered) {
    if (shown[f.severity] >= GITHUB_CAP[f.severity]) {
      hidden.push(f);
      continue;
    }
    shown[f.severity]++;
    lines.push(annotation(f, ctx.pathPrefix ?? ''));
  }
  if (hidden.length > 0) {
    const c = countSeverities(hidden);
    const parts = [c.errorCount && `${c.errorCount} error(s)`, c.warningCount && `${c.warningCount} warning(s)`, c.infoCount && `${c.infoCount} info`].filter(Boolean);
    lines.push(`::notice::${escapeData(`ctxlens: ${hidden.length} more finding(s) not shown as annotations (${parts.join(', ')}); run ctxlens lint for the full list.`)}`);
  }
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
};
