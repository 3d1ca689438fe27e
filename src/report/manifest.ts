/** The report of `ctxlens manifest`: the manifest of one target, its size level and the injection budget of every nested file, as data and as a table (docs/runtimes/fork.md §6.5, §6.8). */
import { MANIFEST_CAP_BYTES } from '../runtimes/fork/model/defaults.js';
import type { SessionBudget } from '../runtimes/fork/sim/budget.js';
import type { DiscoveryResult, ManifestResult, SimTarget } from '../runtimes/fork/sim/types.js';
import { neutralise } from './neutralise.js';

const LEVELS = ['labelled', 'paths only', 'cut'] as const;
const GATES: Record<string, string> = {
  disabled: 'contextDiscovery.enabled is false',
  'agent-nested-false': "the agent's context.nested is false",
  'step-nested-false': "the step's context.nested is false",
  empty: 'no nested context file is disclosed to this target',
};

/** The parts of one simulated target the report shows (a `TargetView` of `src/runtimes/fork/sim/simulate.ts` fits). */
export interface ManifestReportInput {
  target: SimTarget;
  discovery: DiscoveryResult;
  manifest: ManifestResult;
  budget: SessionBudget;
}

/**
 * Everything `ctxlens manifest` prints, as data (`--format json`): the manifest text and its size
 * in bytes against the 8192-byte cap with the level reached (docs/runtimes/fork.md §6.5), the
 * discovery count against `maxFiles` (§6.2), and per disclosed file its bytes, sanitised bytes and
 * injection prospects in a session that touches every file (§6.8). `W` is the working directory.
 */
export function manifestReport(W: string, t: ManifestReportInput) {
  const { discovery, manifest: m, budget: b } = t;
  const caps = discovery.trace?.caps;
  const shown = m.files.length - m.notShown;
  return {
    target: t.target,
    manifest: m.text,
    bytes: m.bytes?.length ?? Buffer.byteLength(m.text),
    cap: MANIFEST_CAP_BYTES,
    level: m.gatedBy !== null ? null : LEVELS[m.degrade],
    notShown: m.notShown,
    labelledBytes: m.sizes?.labelled ?? null,
    pathsOnlyBytes: m.sizes?.pathsOnly ?? null,
    gatedBy: m.gatedBy,
    discovery: { count: discovery.files.length, maxFiles: caps?.maxFiles ?? null, truncated: discovery.truncated, fallOff: discovery.trace?.overflow.map((o) => o.rel) ?? [] },
    session: { total: b.total, maxSessionBytes: b.maxSessionBytes, maxFileBytes: b.maxFileBytes },
    files: b.entries.map((e, i) => ({
      path: e.file.rel,
      label: e.file.label,
      labelFrom: e.file.labelFrom,
      labelTruncated: e.file.labelTruncated ?? false,
      labelShown: m.degrade === 0,
      shown: i < shown,
      bytes: e.file.bytes,
      sanitisedBytes: e.sanitised,
      injectable: e.why === null,
      why: e.why,
      receivedInFullSession: e.received,
    })),
    filteredOut: (m.filteredOut ?? []).map((f) => ({ path: f.file.rel, layer: f.layer, entry: f.raw })),
    wPath: W,
  };
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

/** The human-readable budget table of a `manifestReport`: one row per disclosed file, then the session, manifest and discovery totals; ends with `\n`. */
export function budgetTable(r: ReturnType<typeof manifestReport>): string {
  const out: string[] = [];
  if (r.gatedBy !== null) out.push(`No manifest: ${GATES[r.gatedBy] ?? r.gatedBy}.`);
  // Paths and labels come from the repository: the table shows control characters, never emits them.
  const rows = r.files.map((f) => [
    f.path,
    f.label === null ? (f.labelFrom === 'description-empty' ? '(empty description)' : '(no label)') : f.label + (f.labelTruncated ? ' [cut at 120]' : ''),
    f.labelFrom ?? '-',
    `${f.bytes}/${r.session.maxFileBytes}`,
    f.why !== null ? f.why : f.receivedInFullSession ? 'ok' : 'over session budget',
    f.shown ? (f.labelShown ? 'listed' : 'listed, no label') : 'not shown',
  ].map(neutralise));
  if (rows.length > 0) {
    const head = ['file', 'label', 'from', 'bytes/max', 'injection', 'manifest'];
    const widths = head.map((h, i) => Math.min(60, Math.max(h.length, ...rows.map((row) => row[i]!.length))));
    const fmt = (row: string[]) => row.map((c, i) => pad(c.length > 60 ? c.slice(0, 59) + '…' : c, widths[i]!)).join('  ').trimEnd();
    out.push(fmt(head), ...rows.map(fmt));
  }
  out.push(`session bodies: ${r.session.total}/${r.session.maxSessionBytes} bytes (sanitised, injectable files)`);
  if (r.level !== null) {
    out.push(
      `manifest: ${r.bytes}/${r.cap} bytes, ${r.level}` +
        (r.notShown > 0 ? ` (${r.notShown} not shown)` : '') +
        ` [labelled ${r.labelledBytes}, paths only ${r.pathsOnlyBytes}]`,
    );
  }
  out.push(`discovery: ${r.discovery.count}/${r.discovery.maxFiles ?? '?'} files${r.discovery.truncated ? `, truncated (${r.discovery.fallOff.length} fall off)` : ''}`);
  for (const f of r.filteredOut) out.push(neutralise(`filtered out: ${f.path} (inlined by ${f.layer} entry "${f.entry}")`));
  return out.join('\n') + '\n';
}
