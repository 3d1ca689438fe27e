/**
 * The Location of a V2 session and the directories its walks use (docs/runtimes/opencode-v2.md §3).
 */
import { posix as path } from 'node:path';
import type { FileSource } from '../../../source/types.js';
import type { V2Env, V2Options } from '../model/types.js';

/** The directories one V2 simulation works with; all absolute and symlink-resolved where the runtime resolves them. */
export interface V2Location {
  /** The Location as given (`--cwd`). */
  given: string;
  /** `realpath` of the Location (docs §3.1): the start of every walk. */
  start: string;
  /** The project root (docs §3.2): the nearest ancestor of the Location holding `.git`, else the Location itself. */
  projectRoot: string;
  /** Whether a `.git` marked the project root (false: no VCS, the root is the Location). */
  hasVcs: boolean;
  /** `realpath($HOME)`, or null without a HOME in the simulated environment. */
  home: string | null;
  /** The global config directory `$XDG_CONFIG_HOME/opencode` (default `$HOME/.config/opencode`), or null without HOME. */
  globalDir: string | null;
  /** Whether the Location lies inside the project root (project discovery happens only then, docs §4.1). */
  inProject: boolean;
  /** The stop of the upward AGENTS.md walk under the chosen R1 rule (docs §4.2). */
  stop: string;
  /** The stop under the other R1 rule, to warn when the two differ (R1, §9). */
  otherStop: string;
  /** Without --with-global: the stop above the project root that was not walked (home), else null (docs §4.2). */
  userStop: string | null;
}

/** Path containment as V2's `FSUtil.contains`: `child` is `parent` or below it. */
export function contains(parent: string, child: string): boolean {
  if (parent === '/') return child.startsWith('/');
  return child === parent || child.startsWith(parent + '/');
}

/** `FSUtil.resolve`: realpath, or the path itself when it does not exist (docs §3.1). */
export function resolvePath(source: FileSource, p: string): string {
  return source.realpath(p) ?? path.resolve(p);
}

/** Every directory from `start` up to `stop` (included), nearest first; up to `/` when `stop` is not an ancestor. */
export function ancestors(start: string, stop: string | null): string[] {
  const out: string[] = [];
  let cur = start;
  for (;;) {
    out.push(cur);
    if (cur === stop) break;
    const parent = path.dirname(cur);
    if (parent === cur) break;
    cur = parent;
  }
  return out;
}

/**
 * Work out the Location's directories (docs §3). Never throws; reads only `lstat`/`realpath`
 * through the file source.
 */
export function locate(source: FileSource, env: V2Env, options: V2Options): V2Location {
  const start = resolvePath(source, env.location);
  let projectRoot = start;
  let hasVcs = false;
  for (const dir of ancestors(start, null)) {
    if (source.lstat(path.join(dir, '.git')) !== null) {
      projectRoot = dir;
      hasVcs = true;
      break;
    }
  }
  const homeVar = env.vars['HOME'];
  const home = homeVar ? resolvePath(source, homeVar) : null;
  const xdg = env.vars['XDG_CONFIG_HOME'] || (homeVar ? path.join(homeVar, '.config') : null);
  const globalDir = xdg ? path.join(xdg, 'opencode') : null;
  const homeStop = home !== null && contains(home, start) ? home : projectRoot;
  let stop = options.walkStop === 'home' ? homeStop : projectRoot;
  let otherStop = options.walkStop === 'home' ? projectRoot : homeStop;
  // Directories above the project root belong to the user, not the repository: read only with
  // --with-global, so that results do not depend on the machine (docs §4.2, cli-contract.md).
  const userStop = stop !== projectRoot ? stop : otherStop !== projectRoot ? otherStop : null;
  if (!env.withGlobal) {
    stop = projectRoot;
    otherStop = projectRoot;
  }
  return { given: env.location, start, projectRoot, hasVcs, home, globalDir, inProject: contains(projectRoot, start), stop, otherStop, userStop: env.withGlobal ? null : userStop };
}
