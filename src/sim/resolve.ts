// OWNER: resolution helper (issue 3). Placeholder: resolves nothing.
import type { ProjectModel } from '../model/project.js';
import type { ResolvedTarget } from './target.js';
import type { Resolution } from './types.js';

/** Scoped context resolution of one target (runtime-fork.md §5). */
export function resolveContext(_model: ProjectModel, rt: ResolvedTarget): Resolution {
  return { target: rt.target, layers: [], files: [], entries: [], collisions: [], text: '' };
}
