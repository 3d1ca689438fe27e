// OWNER: disclosure helper (issue 4). Placeholder: discovers nothing.
import type { ProjectModel } from '../model/project.js';
import type { DiscoveryResult } from './types.js';

/** The discovery walk (runtime-fork.md §6.2) over the model's source, with labels (§6.3). */
export function discover(_model: ProjectModel): DiscoveryResult {
  return { files: [], truncated: false };
}
