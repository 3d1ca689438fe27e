/**
 * Composition of resolution (docs/runtimes/fork.md §5), manifest (§6) and session budget (§6.8)
 * per target, and the exact bytes `ctxlens render` prints (§5.7, cli-contract.md `render`): every
 * command and rule gets a target's parts from here (`simulateAll` for a run, `simulateOneTarget`
 * for one target), never by calling the walk, the manifest and the budget itself.
 */
import type { ProjectModel } from '../model/project.js';
import { SimulationFacts } from './facts.js';
import { Canonicaliser } from './canonical.js';
import { sessionBudget, type SessionBudget } from './budget.js';
import { discover } from './discovery.js';
import { buildManifest } from './manifest.js';
import { ReadCache } from './read-cache.js';
import { renderedFilesLength, renderFileChunks, resolveContext } from './resolve.js';
import { allTargets, type ResolvedTarget } from './target.js';
import { Injector } from './touch.js';
import type { DiscoveryResult, ManifestResult, Resolution, Simulation, TargetSimulation } from './types.js';

/** The 88-byte context header (docs/runtimes/fork.md §5.7, §7). */
export const CONTEXT_HEADER = '\n\n# Project-Specific Context\n Make sure to follow the instructions in the context below\n';

/**
 * Simulate one target: resolution (docs/runtimes/fork.md §5), manifest (§6.1–§6.5), the session
 * budget of the disclosed files (§6.8 step 3) and the exact rendered bytes (cli-contract.md
 * `render`): header + resolved block when the block is non-empty, then `"\n\n"` + manifest when
 * the manifest is non-empty. Each part is computed on first access and kept; `discovery` may be
 * given as a function, called at most once and only when the manifest or budget is needed.
 * `cache` memoises reads across the targets of one run, `canon` realpaths.
 */
export function simulateTarget(
  model: ProjectModel,
  rt: ResolvedTarget,
  discovery: DiscoveryResult | (() => DiscoveryResult),
  cache: ReadCache = new ReadCache(model.source),
  canon?: Canonicaliser,
): TargetSimulation {
  return targetView(model, rt, discovery, cache, canon);
}

/**
 * One target of a project simulated on its own, for the commands that show one target
 * (`render`, `resolve`, `manifest`, `touch`): `TargetSimulation` plus the discovery walk it rests
 * on and the session budget of its disclosed files.
 */
export interface TargetView extends TargetSimulation {
  /** The discovery walk of the project (docs/runtimes/fork.md §6.2), shared by every target. */
  readonly discovery: DiscoveryResult;
  /**
   * The session budget of the files this target's manifest discloses, in walk order (§6.8 step 3):
   * their sanitised body bytes against `maxSessionBytes` and `maxFileBytes`.
   */
  readonly budget: SessionBudget;
  /** A fresh disclosure wrapper for this target, with empty sessions (§6.6–§6.8): one simulated agent process. */
  injector(): Injector;
}

/**
 * Simulate `rt` on its own (see `TargetView`). Nothing is read before it is asked for: `resolve`
 * walks no tree, `manifest` reads no root context file. The parts are those `simulateAll` gives
 * each target, byte for byte.
 */
export function simulateOneTarget(model: ProjectModel, rt: ResolvedTarget): TargetView {
  const cache = new ReadCache(model.source);
  return targetView(model, rt, () => discover(model, cache), cache, undefined);
}

function targetView(
  model: ProjectModel,
  rt: ResolvedTarget,
  discoveryOrWalk: DiscoveryResult | (() => DiscoveryResult),
  cache: ReadCache,
  canon: Canonicaliser | undefined,
): TargetView {
  let discovery: DiscoveryResult | null = typeof discoveryOrWalk === 'function' ? null : discoveryOrWalk;
  let resolution: Resolution | null = null;
  let manifest: ManifestResult | null = null;
  let budget: SessionBudget | null = null;
  let bytes: Buffer | null = null;
  const walk = (): DiscoveryResult => (discovery ??= (discoveryOrWalk as () => DiscoveryResult)());
  const resolved = (): Resolution => (resolution ??= resolveContext(model, rt, cache));
  const listed = (): ManifestResult => (manifest ??= buildManifest(model, rt, walk(), canon));
  const chunks = (): Buffer[] => {
    const files = resolved().files;
    const m = listed();
    const parts: Buffer[] = [];
    if (renderedFilesLength(files) > 0) parts.push(Buffer.from(CONTEXT_HEADER, 'utf8'), ...renderFileChunks(files));
    if (m.text !== '') parts.push(Buffer.from('\n\n', 'utf8'), m.bytes ?? Buffer.from(m.text, 'utf8'));
    return parts;
  };
  const renderedBytes = (): Buffer => (bytes ??= Buffer.concat(chunks()));
  // Computed on first access: a run over thousands of targets rarely needs every prompt's bytes.
  return {
    target: rt.target,
    get discovery(): DiscoveryResult {
      return walk();
    },
    get resolution(): Resolution {
      return resolved();
    },
    get manifest(): ManifestResult {
      return listed();
    },
    get budget(): SessionBudget {
      return (budget ??= sessionBudget(model, listed().files, cache));
    },
    injector: () => new Injector(model, rt, walk()),
    get rendered(): string {
      return renderedBytes().toString('utf8');
    },
    get renderedBytes(): Buffer {
      return renderedBytes();
    },
    renderedChunks: () => (bytes !== null ? [bytes] : chunks()),
    get renderedLength(): number {
      if (bytes !== null) return bytes.length;
      const m = listed();
      const raw = renderedFilesLength(resolved().files);
      const man = m.text === '' ? 0 : 2 + (m.bytes?.length ?? Buffer.byteLength(m.text, 'utf8'));
      return (raw > 0 ? Buffer.byteLength(CONTEXT_HEADER, 'utf8') + raw : 0) + man;
    },
  };
}

/** Simulate every agent and flow step of the project, reading each file at most once (one `ReadCache` and one `Canonicaliser` per call). */
export function simulateAll(model: ProjectModel): Simulation {
  const cache = new ReadCache(model.source);
  // The walk tells the cache the real paths it derived: the filter and the budget ask them again.
  const discovery = discover(model, cache);
  // The canonicaliser shares the read cache's realpath/stat memo (the filter asks per target).
  const canon = new Canonicaliser(cache, model.W);
  return { targets: allTargets(model).map((rt) => simulateTarget(model, rt, discovery, cache, canon)), discovery, facts: new SimulationFacts(model, discovery, cache) };
}
