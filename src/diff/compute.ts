import { createHash } from 'node:crypto';
import type { DiscoverySettings } from '../runtimes/fork/model/config.js';
import { DISCOVERY_DEFAULTS, effectiveCap as cap, MANIFEST_CAP_BYTES } from '../runtimes/fork/model/defaults.js';
import type { Finding } from '../engine/finding.js';
import type { Simulation, TargetSimulation, SimTarget } from '../runtimes/fork/sim/types.js';
import { TOKENIZER, targetName } from '../report/audit.js';
import { measureTarget, portableChunks, type ContentTokens } from '../report/measure.js';
import { chunksEqual, chunksLength } from '../text/byte-chunks.js';
import type { BudgetCrossing, ChangeStatus, ContextDiff, FileChange, FileSide, TargetDiff } from './types.js';

/** One side of the comparison: its simulation, its findings and its discovery settings. */
export interface DiffSide {
  /** Shown in the report: a short commit id, `working tree`, `git index`. */
  label: string;
  sim: Simulation;
  findings: readonly Finding[];
  discovery: DiscoverySettings;
  /** The side's W; absolute paths under it are counted relative (`measureTarget`). Default `""`. */
  W?: string;
}

export type { ContentTokens } from '../report/measure.js';

/** Key of a target: agent, flow and step ids joined with NUL. */
export function targetKey(t: SimTarget): string {
  return `${t.agentId}\0${t.flowId ?? ''}\0${t.stepId ?? ''}`;
}

/**
 * Key of a finding for "new on head": its fingerprint — rule id, message id, file and the content
 * of its span (`src/engine/fingerprint.ts`) — never the message text, the line number or the
 * JSON-pointer index, so rewording, a moved line or an entry inserted above is not new.
 * A finding without a fingerprint (built by hand) falls back to rule, file and message id.
 */
export function findingKey(f: Finding): string {
  return f.fingerprint ?? [f.ruleId, f.span?.file ?? '', f.messageId].join('\0');
}

/** Findings of `a` not matched by one of `b` with the same key (multiset difference, order of `a`). */
export function findingsOnlyIn(a: readonly Finding[], b: readonly Finding[]): Finding[] {
  const count = new Map<string, number>();
  for (const f of b) count.set(findingKey(f), (count.get(findingKey(f)) ?? 0) + 1);
  const out: Finding[] = [];
  for (const f of a) {
    const k = findingKey(f);
    const n = count.get(k) ?? 0;
    if (n > 0) count.set(k, n - 1);
    else out.push(f);
  }
  return out;
}



/** Lines of a manifest that name files or the trailer (the header and explainer are skipped). */
function manifestLines(t: TargetSimulation): string[] {
  return t.manifest.text === '' ? [] : t.manifest.text.split('\n').filter((l) => l.startsWith('- ') || l.startsWith('... '));
}

/** Lines of `a` not in `b` (multiset). */
function linesOnlyIn(a: readonly string[], b: readonly string[]): string[] {
  const count = new Map<string, number>();
  for (const l of b) count.set(l, (count.get(l) ?? 0) + 1);
  return a.filter((l) => {
    const n = count.get(l) ?? 0;
    if (n > 0) count.set(l, n - 1);
    return n === 0;
  });
}

/**
 * A budget comparison, or `null` when within the limit on both sides. Each side is measured
 * against its own limit (a config change can move it); `limit` reports head's.
 */
function crossing(budget: BudgetCrossing['budget'], subject: string, limitB: number, limitA: number, before: number | null, after: number | null): BudgetCrossing | null {
  const overB = before !== null && before > limitB;
  const overA = after !== null && after > limitA;
  if (!overB && !overA) return null;
  return { budget, subject, limit: limitA, before, after, state: overB && overA ? 'over' : overA ? 'crossed' : 'cleared' };
}

function fileSides(t: TargetSimulation | undefined, tokens: ContentTokens): Map<string, FileSide> {
  const m = new Map<string, FileSide>();
  for (const f of t?.resolution.files ?? []) {
    m.set(f.rel, { layer: f.layer, bytes: f.bytes, tokens: tokens(f.content), sha256: createHash('sha256').update(f.content).digest('hex') });
  }
  return m;
}

function compareTarget(b: TargetSimulation | undefined, a: TargetSimulation | undefined, tokens: ContentTokens, baseSide: DiffSide, headSide: DiffSide): TargetDiff {
  const target = (a ?? b)!.target;
  const fb = fileSides(b, tokens);
  const fa = fileSides(a, tokens);
  const files: FileChange[] = [];
  for (const [p, after] of fa) {
    const before = fb.get(p) ?? null;
    const status: ChangeStatus = before === null ? 'added' : before.sha256 !== after.sha256 || before.layer !== after.layer ? 'changed' : 'unchanged';
    if (status !== 'unchanged') files.push({ path: p, status, before, after });
  }
  for (const [p, before] of fb) if (!fa.has(p)) files.push({ path: p, status: 'removed', before, after: null });

  // Compared piece by piece: no prompt is copied whole (a context file may be hundreds of MiB).
  const rb = b ? portableChunks(b, baseSide.W ?? '') : [];
  const ra = a ? portableChunks(a, headSide.W ?? '') : [];
  const mb = b ? measureTarget(b, baseSide.W ?? '', tokens) : null;
  const ma = a ? measureTarget(a, headSide.W ?? '', tokens) : null;
  const mlB = b ? manifestLines(b) : [];
  const mlA = a ? manifestLines(a) : [];
  const mBytes = (t: TargetSimulation | undefined) => (t ? (t.manifest.bytes?.length ?? Buffer.byteLength(t.manifest.text, 'utf8')) : 0);

  const budgets: BudgetCrossing[] = [];
  const labelled = (t: TargetSimulation | undefined) => (t && t.manifest.files.length > 0 ? (t.manifest.sizes?.labelled ?? (t.manifest.degrade > 0 ? MANIFEST_CAP_BYTES + 1 : mBytes(t))) : null);
  const mc = crossing('manifestCap', 'manifest', MANIFEST_CAP_BYTES, MANIFEST_CAP_BYTES, labelled(b), labelled(a));
  if (mc) budgets.push(mc);
  const body = (t: TargetSimulation | undefined) => (t && t.manifest.files.length > 0 ? t.manifest.files.reduce((s, f) => s + f.bytes, 0) : null);
  const sc = crossing(
    'maxSessionBytes',
    'nested bodies',
    cap(baseSide.discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes),
    cap(headSide.discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes),
    body(b),
    body(a),
  );
  if (sc) budgets.push(sc);

  const status: ChangeStatus = !b ? 'added' : !a ? 'removed' : files.length > 0 || !chunksEqual(rb, ra) ? 'changed' : 'unchanged';
  return {
    target,
    name: targetName({ agent: target.agentId, flow: target.flowId, step: target.stepId }),
    status,
    files,
    bytes: { before: mb?.bytes ?? 0, after: ma?.bytes ?? 0 },
    tokens: { before: mb?.tokens ?? 0, after: ma?.tokens ?? 0 },
    renderedBytes: { before: chunksLength(rb), after: chunksLength(ra) },
    manifest: { added: linesOnlyIn(mlA, mlB), removed: linesOnlyIn(mlB, mlA), bytesBefore: mBytes(b), bytesAfter: mBytes(a) },
    budgets,
  };
}

/**
 * Compare two simulations target by target (`ctxlens diff`): context files added,
 * removed or changed (SHA-256 of the content, or the layer), bytes and approximate tokens of
 * what `render` prints, manifest lines, budget crossings (`maxFileBytes` per nested file,
 * `maxSessionBytes` over a target's listed nested bodies, the 8192-byte manifest cap on the
 * labelled form; docs/runtimes/fork.md §6.5, §6.8), and findings new on head.
 *
 * Targets are in head order, then targets only on base in base order; unchanged ones are left
 * out of `targets` but counted in `compared`.
 */
export function computeContextDiff(base: DiffSide, head: DiffSide, tokens: ContentTokens): ContextDiff {
  const byKey = new Map<string, TargetSimulation>();
  for (const t of base.sim.targets) byKey.set(targetKey(t.target), t);
  const seen = new Set<string>();
  const targets: TargetDiff[] = [];
  for (const a of head.sim.targets) {
    const k = targetKey(a.target);
    seen.add(k);
    targets.push(compareTarget(byKey.get(k), a, tokens, base, head));
  }
  for (const b of base.sim.targets) if (!seen.has(targetKey(b.target))) targets.push(compareTarget(b, undefined, tokens, base, head));

  const maxB = cap(base.discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const maxA = cap(head.discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const nb = new Map(base.sim.discovery.files.map((f) => [f.rel, f.bytes]));
  const na = new Map(head.sim.discovery.files.map((f) => [f.rel, f.bytes]));
  const budgets: BudgetCrossing[] = [];
  for (const rel of new Set([...na.keys(), ...nb.keys()])) {
    const before = nb.get(rel) ?? null;
    const after = na.get(rel) ?? null;
    const c = crossing('maxFileBytes', rel, maxB, maxA, before, after);
    if (c) budgets.push(c);
  }
  return {
    base: base.label,
    head: head.label,
    tokenizer: TOKENIZER,
    targets: targets.filter((t) => t.status !== 'unchanged' || t.budgets.some((x) => x.state !== 'over')),
    compared: targets.length,
    budgets,
    newFindings: findingsOnlyIn(head.findings, base.findings),
    fixedFindings: findingsOnlyIn(base.findings, head.findings),
    headFindings: [...head.findings],
  };
}

/**
 * Budgets exceeded in one simulation (the Action's summary without a diff): nested files over
 * `maxFileBytes`, and per target the listed nested bodies over `maxSessionBytes` and a labelled
 * manifest over the 8192-byte cap (docs/runtimes/fork.md §6.5, §6.8). All with state `over`; the
 * subject of a per-target budget starts with the target's name.
 */
export function budgetsOf(sim: Simulation, discovery: DiscoverySettings): BudgetCrossing[] {
  const side: DiffSide = { label: '', sim, findings: [], discovery };
  const d = computeContextDiff(side, side, () => 0);
  const out = [...d.budgets];
  for (const t of sim.targets) {
    const td = compareTarget(t, t, () => 0, side, side);
    for (const b of td.budgets) out.push({ ...b, subject: `${td.name}: ${b.subject}` });
  }
  return out;
}
