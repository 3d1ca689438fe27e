import * as path from 'node:path';
import type { Span } from '../model/span.js';
import type { Finding } from './finding.js';

/** Re-base a span's file from W-relative to workspace-relative (absolute and outside files stay as they are). */
function rebaseSpan(span: Span, from: string, to: string): Span {
  if (span.file === '' || path.isAbsolute(span.file)) return span;
  const rel = path.relative(to, path.resolve(from, span.file)).split(path.sep).join('/');
  return rel.startsWith('../') ? span : { ...span, file: rel };
}

/** Findings with files relative to `to` (the workspace) instead of `from` (W), for annotations and SARIF. */
export function rebaseFindings<F extends Finding>(findings: readonly F[], from: string, to: string): F[] {
  if (from === to) return [...findings];
  return findings.map((f) => ({
    ...f,
    span: f.span ? rebaseSpan(f.span, from, to) : null,
    ...(f.related ? { related: f.related.map((r) => ({ ...r, span: rebaseSpan(r.span, from, to) })) } : {}),
  }));
}

