/**
 * `path.join` for the simulation's hot loops (docs/runtimes/opencode.md §6.8): every start joins a
 * directory with a few fixed names (config files, instruction names, `.git`) for each directory
 * from its Location up to the worktree. When the directory is already a clean absolute path the
 * join is a concatenation; anything else goes through `path.join` as before.
 */
import { posix as path } from 'node:path';

/** A segment `path.normalize` would rewrite: empty, `.` or `..`. */
const UNCLEAN = /\/\.{0,2}(?:\/|$)/;

/**
 * Whether `p` is an absolute path that `path.normalize` returns unchanged and that has no trailing
 * `/` (bar `/` itself): no empty, `.` or `..` segment.
 */
export function isCleanAbsolute(p: string): boolean {
  return p === '/' || (p.charCodeAt(0) === 0x2f && !UNCLEAN.test(p));
}

/**
 * `path.join(dir, name)`: a concatenation when `dir` is clean (`isCleanAbsolute`) and `name` is
 * one plain segment (non-empty, no `/`, not `.` or `..`), else `path.join` itself.
 */
export function childPath(dir: string, name: string): string {
  if (name === '' || name === '.' || name === '..' || name.includes('/') || !isCleanAbsolute(dir)) return path.join(dir, name);
  return dir === '/' ? `/${name}` : `${dir}/${name}`;
}
