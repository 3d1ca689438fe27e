/**
 * The agent list of one start (docs/runtimes/opencode.md §5), as the audit shows it and the
 * `default_agent` check reads it, taken from the exact agent set (`model/agent-set.ts`), and the
 * config directories agent files are read from.
 */
import { posix as path } from 'node:path';
import { dirsUp } from '../../../load/runtime-choice.js';
import type { OcEnvironment } from './environment.js';
import { childPath } from './child-path.js';
import { BUILTIN_AGENTS, type AgentSet, type ResolvedAgent } from '../model/agent-set.js';

/** One agent the runtime ends up with (or one removed with `disable: true`). */
export interface OcAgent {
  id: string;
  /** The last source that defined or changed it. */
  source: 'builtin' | 'config' | 'markdown';
  /** `primary`, `subagent` or `all` (default `all` for agents that do not say). */
  mode: string;
  hidden: boolean;
  disabled: boolean;
  /** The markdown file or config file that defined it (absolute), `null` for an untouched built-in. */
  file: string | null;
}

/** The config directories that hold agent folders (docs/runtimes/opencode.md §5.1), lowest precedence first. */
export function configDirectories(W: string, worktree: string, env: OcEnvironment): string[] {
  const dirs: string[] = [];
  if (env.globalDir !== null) dirs.push(env.globalDir);
  if (!env.disableProjectConfig) dirs.push(...dirsUp(W, worktree).map((d) => childPath(d, '.opencode')));
  if (env.home !== null) dirs.push(path.join(env.home, '.opencode'));
  if (env.configDir !== null) dirs.push(env.configDir);
  return [...new Set(dirs)];
}

/**
 * The agent list of one start (docs/runtimes/opencode.md §5.2–§5.4), from the exact agent set:
 * built-ins first in the runtime's order, then the other agents by ID. An agent's source and file
 * are those of its last kept definition (the one whose settings win).
 */
export function agentsOf(set: AgentSet): OcAgent[] {
  const order = (a: ResolvedAgent): number => {
    const k = BUILTIN_AGENTS.findIndex((b) => b.id === a.id);
    return k < 0 ? BUILTIN_AGENTS.length : k;
  };
  return [...set.agents]
    .sort((a, b) => order(a) - order(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((a) => {
      const last = a.definitions[a.definitions.length - 1];
      const source: OcAgent['source'] = last === undefined ? 'builtin' : last.origin.startsWith('config') ? 'config' : 'markdown';
      return { id: a.id, source, mode: a.mode, hidden: a.hidden, disabled: a.disabled, file: last?.abs ?? null };
    });
}
