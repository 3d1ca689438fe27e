/**
 * `ctxlens manifest`: the nested-context manifest of one agent or flow step (docs/runtimes/fork.md §6.5),
 * byte for byte, followed by its budget table (§6.2 caps, §6.8 budgets).
 */
import type { Argv, CommandModule } from 'yargs';
import { MANIFEST_CAP_BYTES } from '../runtimes/fork/model/defaults.js';
import type { ProjectModel } from '../runtimes/fork/model/project.js';
import { sessionBudget, type SessionBudget } from '../runtimes/fork/sim/budget.js';
import { discover } from '../runtimes/fork/sim/discovery.js';
import { buildManifest } from '../runtimes/fork/sim/manifest.js';
import type { ResolvedTarget } from '../runtimes/fork/sim/target.js';
import type { DiscoveryResult, ManifestResult } from '../runtimes/fork/sim/types.js';
import { UsageError } from '../errors.js';
import { withSourceOptions, withTargetOptions } from './common.js';
import { loadTarget, type SimArgs } from '../run/target.js';
import { neutralise, safeJson } from '../report/neutralise.js';

type ManifestArgs = SimArgs & { format: string; budget: boolean };

const LEVELS = ['labelled', 'paths only', 'cut'] as const;
const GATES: Record<string, string> = {
  disabled: 'contextDiscovery.enabled is false',
  'agent-nested-false': "the agent's context.nested is false",
  'step-nested-false': "the step's context.nested is false",
  empty: 'no nested context file is disclosed to this target',
};

/** Everything the command prints, as data (`--format json`). */
export function manifestReport(model: ProjectModel, rt: ResolvedTarget, discovery: DiscoveryResult, m: ManifestResult, b: SessionBudget) {
  const caps = discovery.trace?.caps;
  const shown = m.files.length - m.notShown;
  return {
    target: rt.target,
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
    wPath: model.W,
  };
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

/** The human-readable budget table. */
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

export const manifestCommand: CommandModule<object, ManifestArgs> = {
  command: 'manifest',
  describe: 'print the nested-context manifest of an agent or flow step, then its budget table',
  builder: (y: Argv) =>
    withTargetOptions(withSourceOptions(y))
      .option('format', { type: 'string', choices: ['text', 'json'], default: 'text', describe: 'text: manifest then table; json: structured data' })
      .option('budget', { type: 'boolean', default: true, describe: 'print the budget table after the manifest (--no-budget: the exact manifest bytes only)' })
      .epilogue(
        'Text output: the exact manifest section (as the runtime appends it after "\\n\\n", no trailing newline), ' +
          'then a blank line and the budget table: each disclosed file with its label and where it came from, ' +
          'its bytes against maxFileBytes, whether a session touching every file would receive it, the total of ' +
          'sanitised bodies against maxSessionBytes, the manifest bytes against the 8192 cap with the level reached ' +
          '(labelled, paths only, cut) and the discovery count against maxFiles. Use --no-budget to pipe the manifest alone.',
      ) as unknown as Argv<ManifestArgs>,
  handler: async (args) => {
    if (args.format !== 'text' && args.format !== 'json') throw new UsageError(`--format must be text or json`);
    const { model, rt } = await loadTarget(args);
    const discovery = discover(model);
    const m = buildManifest(model, rt, discovery);
    const b = sessionBudget(model, m.files);
    const report = manifestReport(model, rt, discovery, m, b);
    if (args.format === 'json') {
      process.stdout.write(safeJson(report) + '\n');
      return;
    }
    const bytes = m.bytes ?? Buffer.from(m.text, 'utf8');
    const parts: Buffer[] = [bytes];
    if (args.budget) parts.push(Buffer.from((bytes.length > 0 ? '\n\n' : '') + budgetTable(report), 'utf8'));
    const all = Buffer.concat(parts);
    await new Promise<void>((resolve, reject) => process.stdout.write(all, (e) => (e ? reject(e) : resolve())));
  },
};
