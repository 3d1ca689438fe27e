// OWNER: disclosure helper (issue 4). Placeholder: no manifest.
import type { ProjectModel } from '../model/project.js';
import type { ResolvedTarget } from './target.js';
import type { DiscoveryResult, ManifestResult } from './types.js';

/** The nested-context manifest of one target (runtime-fork.md §6.1 gates, §6.4 filter, §6.5 rendering). */
export function buildManifest(_model: ProjectModel, _rt: ResolvedTarget, _discovery: DiscoveryResult): ManifestResult {
  return { text: '', files: [], degrade: 0, notShown: 0, gatedBy: 'empty' };
}
