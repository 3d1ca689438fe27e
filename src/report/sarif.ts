import { pathToFileURL } from 'node:url';
import type { RuleMeta } from '../engine/define-rule.js';
import { compareBytes } from '../go/path.js';
import { fingerprintOf } from '../engine/fingerprint.js';
import { INTERNAL_ERROR_RULE, type Finding, type Severity, type SuppressedFinding } from '../engine/finding.js';
import type { Span } from '../model/span.js';
import { neutralise, safeJson } from './neutralise.js';
import { ruleDocUrl } from './rule-docs.js';
import type { Reporter } from './types.js';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

/** The descriptor of the reserved `internal-error` id (a rule that threw). */
const INTERNAL_META: RuleMeta = {
  kind: 'problem',
  description: 'A ctxlens rule failed while checking the project; its findings may be incomplete.',
  severity: 'error',
  fixable: false,
  needs: ['model'],
  schema: null,
  spec: 'ctxlens',
  runtimes: ['fork', 'opencode'],
};

/**
 * Stable fingerprint of a finding: the content fingerprint the Action and the baseline use to
 * match findings across revisions (`src/engine/fingerprint.ts`: rule id, message id, file and the
 * text the span covers), never the message text or the JSON-pointer index (STYLE.md "Findings are
 * data first"), so rewording a message, inserting an entry above it or reordering entries keeps
 * alerts matched. A finding that did not come through the engine (no `fingerprint`) gets the same
 * fingerprint without span text.
 */
export function fingerprint(f: Finding): string {
  return f.fingerprint ?? fingerprintOf(f, null);
}

/** A `%`-encoded URI reference for a `/`-separated path (absolute paths become `file:` URIs). */
function uriFor(file: string): { uri: string; uriBaseId?: string } {
  if (file.startsWith('/')) return { uri: pathToFileURL(file).href };
  return { uri: file.split('/').map(encodeURIComponent).join('/'), uriBaseId: 'SRCROOT' };
}

function region(span: Span): object | null {
  if (span.start.line <= 0) return null;
  return { startLine: span.start.line, startColumn: span.start.column, endLine: span.end.line, endColumn: span.end.column };
}

function location(span: Span, message?: string): object {
  const r = region(span);
  return {
    physicalLocation: { artifactLocation: uriFor(span.file), ...(r ? { region: r } : {}) },
    ...(message !== undefined ? { message: { text: neutralise(message) } } : {}),
  };
}

/**
 * SARIF 2.1.0 (one run): `tool.driver.rules` describes every registered rule (id, short and full
 * description, help with the doc URL, default level); results carry regions in UTF-16 columns
 * (end exclusive), `partialFingerprints`, and `properties.messageId/data/pointer`. Suppressed
 * findings appear with an external suppression naming the ignore glob.
 */
export const sarif: Reporter = (results, ctx) => {
  const metas: [string, RuleMeta][] = Object.entries(ctx.rulesMeta).sort((a, b) => compareBytes(a[0], b[0]));
  const all: Finding[] = [...results.findings, ...results.suppressed];
  for (const f of all) {
    if (!metas.some(([id]) => id === f.ruleId)) metas.push([f.ruleId, f.ruleId === INTERNAL_ERROR_RULE ? INTERNAL_META : { ...INTERNAL_META, description: `ctxlens rule ${f.ruleId}.`, spec: '' }]);
  }
  const index = new Map(metas.map(([id], i) => [id, i]));
  const rules = metas.map(([id, m]) => ({
    id,
    name: id,
    shortDescription: { text: m.description },
    fullDescription: { text: m.spec ? `${m.description} (${m.spec})` : m.description },
    helpUri: ruleDocUrl(id, m.runtimes),
    help: ctx.ruleDocs?.[id]
      ? { text: ctx.ruleDocs[id]!, markdown: ctx.ruleDocs[id]! }
      : { text: `${m.description} See ${ruleDocUrl(id, m.runtimes)}`, markdown: `${m.description} See [${id}](${ruleDocUrl(id, m.runtimes)}).` },
    defaultConfiguration: { level: LEVEL[m.severity] },
    properties: { kind: m.kind, fixable: m.fixable, ...(m.spec ? { spec: m.spec } : {}) },
  }));
  const toResult = (f: Finding, suppressed?: SuppressedFinding['suppression']): object => ({
    ruleId: f.ruleId,
    ruleIndex: index.get(f.ruleId),
    level: LEVEL[f.severity],
    message: { text: neutralise(f.hint ? `${f.message} ${f.hint}` : f.message) },
    ...(f.span ? { locations: [location(f.span)] } : {}),
    ...(f.related && f.related.length > 0 ? { relatedLocations: f.related.map((r, i) => ({ id: i, ...location(r.span, r.message) })) } : {}),
    partialFingerprints: { 'ctxlensFinding/v2': fingerprint(f) },
    properties: { messageId: f.messageId, data: f.data, ...(f.span ? { pointer: f.span.pointer } : {}) },
    ...(suppressed ? { suppressions: [suppressed.kind === 'directive' ? { kind: 'inSource', justification: `disabled by the comment ${JSON.stringify(suppressed.pattern)}` } : { kind: 'external', justification: suppressed.kind === 'baseline' ? `recorded in the baseline ${JSON.stringify(suppressed.pattern)}` : `ignored by the ctxlens.config.json glob ${JSON.stringify(suppressed.pattern)}` }] } : {}),
  });
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'ctxlens', version: ctx.version ?? '0.0.0', informationUri: 'https://github.com/ctxlens/ctxlens', rules } },
        originalUriBaseIds: { SRCROOT: { uri: pathToFileURL(ctx.cwd.endsWith('/') ? ctx.cwd : ctx.cwd + '/').href } },
        columnKind: 'utf16CodeUnits',
        results: [...results.findings.map((f) => toResult(f)), ...results.suppressed.map((f) => toResult(f, f.suppression))],
      },
    ],
  };
  return safeJson(log) + '\n';
};
