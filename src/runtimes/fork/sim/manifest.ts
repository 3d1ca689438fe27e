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
 *
 * The three forms are measured first and only the one returned is built (one allocation), so a
 * run over hundreds of targets does not churn through per-line buffers.
 */
export function renderManifest(files: readonly DiscoveredFile[], truncated: boolean, cap: number = MANIFEST_CAP_BYTES): RenderedManifest {
  const H = Buffer.from(MANIFEST_HEADER + (truncated ? MANIFEST_TRUNCATED_SUFFIX : '') + '\n' + MANIFEST_EXPLAINER + '\n', 'utf8');
  if (files.length === 0) return { bytes: Buffer.alloc(0), degrade: 0, notShown: 0, sizes: { labelled: 0, pathsOnly: 0, header: H.length } };
  const N = files.length;
  const paths: string[] = new Array<string>(N);
  const pathLen: number[] = new Array<number>(N);
  const labels: (Buffer | null)[] = new Array<Buffer | null>(N);
  let pathsTotal = H.length + N - 1;
  let labelledTotal = pathsTotal;
  for (let i = 0; i < N; i++) {
    const f = files[i]!;
    const line = '- ' + f.rel;
    const n = Buffer.byteLength(line, 'utf8');
    const label = f.labelBytes ?? (f.label !== null ? Buffer.from(f.label, 'utf8') : null);
    paths[i] = line;
    pathLen[i] = n;
    labels[i] = label !== null && label.length > 0 ? label : null;
    pathsTotal += n;
    labelledTotal += n + (labels[i] !== null ? 2 + label!.length : 0);
  }
  const sizes = { labelled: labelledTotal, pathsOnly: pathsTotal, header: H.length };
  /** H, then lines `0..count-1` joined by `"\n"` (labelled or not), then `trailer`. */
  const build = (count: number, withLabels: boolean, trailer: string, total: number): Buffer => {
    const out = Buffer.allocUnsafe(total);
    let at = H.copy(out, 0);
    for (let i = 0; i < count; i++) {
      if (i > 0) out[at++] = 0x0a;
      at += out.write(paths[i]!, at, 'utf8');
      const label = withLabels ? labels[i] : null;
      if (label !== null && label !== undefined) {
        out[at++] = 0x3a; // ':'
        out[at++] = 0x20;
        at += label.copy(out, at);
      }
    }
    if (trailer !== '') at += out.write(trailer, at, 'utf8');
    return at === total ? out : out.subarray(0, at);
  };
  if (labelledTotal <= cap) return { bytes: build(N, true, '', labelledTotal), degrade: 0, notShown: 0, sizes };
  if (pathsTotal <= cap) return { bytes: build(N, false, '', pathsTotal), degrade: 1, notShown: 0, sizes };
  let used = H.length;
  for (let i = 0; i < N; i++) {
    const trailer = `\n... ${N - i} more files not shown`;
    const trailerLen = Buffer.byteLength(trailer, 'utf8');
    if (used + pathLen[i]! + 1 + trailerLen > cap) {
      // H + the i kept lines joined by "\n" + the trailer (which starts with its own "\n").
      const keptLen = i === 0 ? 0 : used - H.length - 1;
      return { bytes: build(i, false, trailer, H.length + keptLen + trailerLen), degrade: 2, notShown: N - i, sizes };
    }
    used += pathLen[i]! + 1;
  }
  // Unreachable: the paths-only form did not fit, so some line must fail the check.
  return { bytes: build(N, false, '', pathsTotal), degrade: 1, notShown: 0, sizes };
}

/** A rendered manifest with its text, as shared by the targets that disclose the same files. */
interface MemoEntry {
  r: RenderedManifest;
  text: string;
}

/**
 * Rendered manifests per discovery result (one discovery per run): targets whose filter removes
 * the same files disclose the same list, so it is rendered once. Keyed by the discovery object
 * (a result is never changed once the walk returns) and, inside, by the removed files, the file
 * count and the truncation flag.
 */
const rendered = new WeakMap<DiscoveryResult, Map<string, MemoEntry>>();

function renderedFor(discovery: DiscoveryResult, d: Disclosure): MemoEntry {
  let m = rendered.get(discovery);
  if (m === undefined) {
    m = new Map();
    rendered.set(discovery, m);
  }
  const key = `${discovery.files.length}:${discovery.truncated ? 1 : 0}:${d.files.length}:${d.removed.map((x) => x.file.abs).join('\0')}`;
  let e = m.get(key);
  if (e === undefined) {
    const r = renderManifest(d.files, discovery.truncated);
    e = { r, text: r.bytes.toString('utf8') };
    m.set(key, e);
  }
  return e;
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
  // Rendered once per distinct disclosed list of the run (the bytes and text are shared; never mutate them).
  const { r, text } = renderedFor(discovery, d);
  return { text, files: d.files, degrade: r.degrade, notShown: r.notShown, gatedBy: null, bytes: r.bytes, sizes: r.sizes, filteredOut: d.removed };
}
