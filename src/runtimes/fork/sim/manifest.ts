/**
 * The nested-context manifest of one target: gates (docs/runtimes/fork.md §6.1), the §6.4 filter and
 * rendering under the 8192-byte cap (§6.5). All lengths are UTF-8 byte lengths.
 */
import { MANIFEST_CAP_BYTES } from '../model/defaults.js';
import type { ProjectModel } from '../model/project.js';
import { Canonicaliser } from './canonical.js';
import { filterDiscovered } from './filter.js';
import type { ResolvedTarget } from './target.js';
import type { DiscoveredFile, DiscoveryResult, FilteredOut, ManifestResult } from './types.js';

/** Manifest header, 22 bytes (§6.5). */
export const MANIFEST_HEADER = '# Nested Context Files';
/** Appended to the header when the walk was truncated, 41 bytes (§6.5). */
export const MANIFEST_TRUNCATED_SUFFIX = ' (listing truncated at the discovery cap)';
/** The explainer line, 227 bytes (§6.5). */
export const MANIFEST_EXPLAINER =
  "The following context files live in subdirectories of the workspace. Their bodies are NOT loaded into this prompt; each file's content is injected automatically into the result of the first tool call that touches its directory.";

/** Why disclosure is off for a target (§6.1), or `null` when it is on. */
export type GateReason = 'disabled' | 'agent-nested-false' | 'step-nested-false' | 'empty';

/** The config gates of §6.1 (before the empty-set gate), checked in order: enabled, agent `nested`, step `nested`. */
export function configGate(model: ProjectModel, rt: ResolvedTarget): GateReason | null {
  if (!model.config.discovery.enabled) return 'disabled';
  if (rt.agent?.context?.nested?.value === false) return 'agent-nested-false';
  if (rt.step?.context?.nested?.value === false) return 'step-nested-false';
  return null;
}

/** The disclosed (filtered) files of a target, shared by the manifest and the injection (§6.4). */
export interface Disclosure {
  files: DiscoveredFile[];
  removed: FilteredOut[];
  gatedBy: GateReason | null;
  canon: Canonicaliser;
}

/** Gates plus filter for a target (§6.1, §6.4). `files` is empty when gated. */
export function disclosureFor(model: ProjectModel, rt: ResolvedTarget, discovery: DiscoveryResult, canon?: Canonicaliser): Disclosure {
  const c = canon ?? new Canonicaliser(model.source, model.W);
  const gate = configGate(model, rt);
  if (gate !== null) return { files: [], removed: [], gatedBy: gate, canon: c };
  const { kept, removed } = filterDiscovered(model, rt, discovery.files, c);
  return { files: kept, removed, gatedBy: kept.length === 0 ? 'empty' : null, canon: c };
}

/** The rendered manifest and how far it degraded. */
export interface RenderedManifest {
  bytes: Buffer;
  degrade: 0 | 1 | 2;
  notShown: number;
  sizes: { labelled: number; pathsOnly: number; header: number };
}

/**
 * Render the manifest of `files` (§6.5): labelled if it fits in `cap` bytes, else paths only,
 * else a greedy cut with `"\n... N more files not shown"`. No trailing newline; `[]` gives
 * empty bytes. Labels are taken from `labelBytes` (exact bytes) or `label`.
 */
export function renderManifest(files: readonly DiscoveredFile[], truncated: boolean, cap: number = MANIFEST_CAP_BYTES): RenderedManifest {
  const H = Buffer.from(MANIFEST_HEADER + (truncated ? MANIFEST_TRUNCATED_SUFFIX : '') + '\n' + MANIFEST_EXPLAINER + '\n', 'utf8');
  if (files.length === 0) return { bytes: Buffer.alloc(0), degrade: 0, notShown: 0, sizes: { labelled: 0, pathsOnly: 0, header: H.length } };
  const NL = Buffer.from('\n');
  const pathLines = files.map((f) => Buffer.from('- ' + f.rel, 'utf8'));
  const labelledLines = files.map((f, i) => {
    const label = f.labelBytes ?? (f.label !== null ? Buffer.from(f.label, 'utf8') : null);
    return label !== null && label.length > 0 ? Buffer.concat([pathLines[i]!, Buffer.from(': '), label]) : pathLines[i]!;
  });
  const joinLines = (lines: Buffer[]): Buffer => Buffer.concat(lines.flatMap((l, i) => (i === 0 ? [l] : [NL, l])));
  const labelled = Buffer.concat([H, joinLines(labelledLines)]);
  const pathsOnly = Buffer.concat([H, joinLines(pathLines)]);
  const sizes = { labelled: labelled.length, pathsOnly: pathsOnly.length, header: H.length };
  if (labelled.length <= cap) return { bytes: labelled, degrade: 0, notShown: 0, sizes };
  if (pathsOnly.length <= cap) return { bytes: pathsOnly, degrade: 1, notShown: 0, sizes };
  const N = pathLines.length;
  let used = H.length;
  const kept: Buffer[] = [];
  for (let i = 0; i < N; i++) {
    const line = pathLines[i]!;
    const trailer = Buffer.from(`\n... ${N - i} more files not shown`, 'utf8');
    if (used + line.length + 1 + trailer.length > cap) {
      return { bytes: Buffer.concat([H, joinLines(kept), trailer]), degrade: 2, notShown: N - i, sizes };
    }
    kept.push(line);
    used += line.length + 1;
  }
  // Unreachable: the paths-only form did not fit, so some line must fail the check.
  return { bytes: pathsOnly, degrade: 1, notShown: 0, sizes };
}

/**
 * The nested-context manifest of one target (docs/runtimes/fork.md §6.1 gates, §6.4 filter, §6.5
 * rendering). `files` lists the disclosed files (all of them, also those a greedy cut hides).
 * Pass one `canon` per run to share its memo across targets (the scale benchmark: a fresh one per target
 * repeated every `realpath`).
 */
export function buildManifest(model: ProjectModel, rt: ResolvedTarget, discovery: DiscoveryResult, canon?: Canonicaliser): ManifestResult {
  const d = disclosureFor(model, rt, discovery, canon);
  if (d.gatedBy !== null) {
    return { text: '', files: d.files, degrade: 0, notShown: 0, gatedBy: d.gatedBy, bytes: Buffer.alloc(0), filteredOut: d.removed };
  }
  const r = renderManifest(d.files, discovery.truncated);
  return { text: r.bytes.toString('utf8'), files: d.files, degrade: r.degrade, notShown: r.notShown, gatedBy: null, bytes: r.bytes, sizes: r.sizes, filteredOut: d.removed };
}
