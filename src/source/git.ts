// OWNER: git/CI helper (issue 5). Placeholder until the git index and revision sources exist.
import type { FileSource } from './types.js';

/** The git index of the repository containing `cwd`, as a read-only file source rooted at the repository root. */
export function openIndexSource(_cwd: string): FileSource {
  throw new Error('--staged is not implemented yet');
}

/** The tree of revision `rev` of the repository containing `cwd`. */
export function openRevisionSource(_cwd: string, _rev: string): FileSource {
  throw new Error('--rev is not implemented yet');
}
