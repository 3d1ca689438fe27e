/**
 * Composition of resolution (docs/runtimes/fork.md §5) and manifest (§6) per target, and the exact
 * bytes `ctxlens render` prints (§5.7, cli-contract.md `render`).
 */
import type { ProjectModel } from '../model/project.js';
import { SimulationFacts } from './facts.js';
import { Canonicaliser } from './canonical.js';
import { discover } from './discovery.js';
import { buildManifest } from './manifest.js';
import { ReadCache } from './read-cache.js';
import { renderedFilesLength, renderFileChunks, resolveContext } from './resolve.js';
import { allTargets, type ResolvedTarget } from './target.js';
import type { DiscoveryResult, Simulation, TargetSimulation } from './types.js';

/** The 88-byte context header (docs/runtimes/fork.md §5.7, §7). */
export const CONTEXT_HEADER = '\n\n# Project-Specific Context\n Make sure to follow the instructions in the context below\n';

/**
 * Simulate one target: resolution, manifest and the exact rendered bytes (cli-contract.md `render`):
 * header + resolved block when the block is non-empty, then `"\n\n"` + manifest when the manifest
 * is non-empty. `cache` memoises reads across the targets of one run.
 */
export function simulateTarget(model: ProjectModel, rt: ResolvedTarget, discovery: DiscoveryResult, cache: ReadCache = new ReadCache(model.source), canon?: Canonicaliser): TargetSimulation {
  const resolution = resolveContext(model, rt, cache);
  const manifest = buildManifest(model, rt, discovery, canon);
  let bytes: Buffer | null = null;
  const chunks = (): Buffer[] => {
    const parts: Buffer[] = [];
    if (renderedFilesLength(resolution.files) > 0) parts.push(Buffer.from(CONTEXT_HEADER, 'utf8'), ...renderFileChunks(resolution.files));
    if (manifest.text !== '') parts.push(Buffer.from('\n\n', 'utf8'), manifest.bytes ?? Buffer.from(manifest.text, 'utf8'));
    return parts;
  };
  const renderedBytes = (): Buffer => (bytes ??= Buffer.concat(chunks()));
  // Computed on first access: a run over thousands of targets rarely needs every prompt's bytes.
  return {
    target: rt.target,
    resolution,
    manifest,
    get rendered(): string {
      return renderedBytes().toString('utf8');
    },
    get renderedBytes(): Buffer {
      return renderedBytes();
    },
    renderedChunks: () => (bytes !== null ? [bytes] : chunks()),
    get renderedLength(): number {
      if (bytes !== null) return bytes.length;
      const raw = renderedFilesLength(resolution.files);
      const man = manifest.text === '' ? 0 : 2 + (manifest.bytes?.length ?? Buffer.byteLength(manifest.text, 'utf8'));
      return (raw > 0 ? Buffer.byteLength(CONTEXT_HEADER, 'utf8') + raw : 0) + man;
    },
  };
}

/** Simulate every agent and flow step of the project, reading each file at most once (one `ReadCache` and one `Canonicaliser` per call). */
export function simulateAll(model: ProjectModel): Simulation {
  const discovery = discover(model);
  const cache = new ReadCache(model.source);
  // The canonicaliser shares the read cache's realpath/stat memo (the filter asks per target).
  const canon = new Canonicaliser(cache, model.W);
  return { targets: allTargets(model).map((rt) => simulateTarget(model, rt, discovery, cache, canon)), discovery, facts: new SimulationFacts(model, discovery) };
}
