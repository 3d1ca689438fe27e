// OWNER: resolution helper (issue 3) — composes resolution (§5) and manifest (§6) per target.
import type { ProjectModel } from '../model/project.js';
import { discover } from './discovery.js';
import { buildManifest } from './manifest.js';
import { resolveContext } from './resolve.js';
import { allTargets, type ResolvedTarget } from './target.js';
import type { DiscoveryResult, Simulation, TargetSimulation } from './types.js';

/** The 88-byte context header (runtime-fork.md §5.7, §7). */
export const CONTEXT_HEADER = '\n\n# Project-Specific Context\n Make sure to follow the instructions in the context below\n';

/** Simulate one target: resolution, manifest and the exact rendered bytes (cli-contract.md `render`). */
export function simulateTarget(model: ProjectModel, rt: ResolvedTarget, discovery: DiscoveryResult): TargetSimulation {
  const resolution = resolveContext(model, rt);
  const manifest = buildManifest(model, rt, discovery);
  let rendered = resolution.text === '' ? '' : CONTEXT_HEADER + resolution.text;
  if (manifest.text !== '') rendered += '\n\n' + manifest.text;
  return { target: rt.target, resolution, manifest, rendered };
}

/** Simulate every agent and flow step of the project. */
export function simulateAll(model: ProjectModel): Simulation {
  const discovery = discover(model);
  return { targets: allTargets(model).map((rt) => simulateTarget(model, rt, discovery)), discovery };
}
