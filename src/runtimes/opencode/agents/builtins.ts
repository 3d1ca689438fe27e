/**
 * The built-in agents of mainstream OpenCode 1.18 (docs/runtimes/opencode.md §5.2), as
 * `opencode agent list` / `opencode debug agent` show them (observed, opencode 1.18.33).
 */
import type { AgentMode } from './model.js';

/** One built-in agent. */
export interface BuiltinAgent {
  id: string;
  mode: AgentMode;
  /** Hidden system agents (title, summary, compaction) never appear in menus. */
  hidden: boolean;
}

/** Built-in agents, sorted by ID. */
export const BUILTIN_AGENTS: readonly BuiltinAgent[] = [
  { id: 'build', mode: 'primary', hidden: false },
  { id: 'compaction', mode: 'primary', hidden: true },
  { id: 'explore', mode: 'subagent', hidden: false },
  { id: 'general', mode: 'subagent', hidden: false },
  { id: 'plan', mode: 'primary', hidden: false },
  { id: 'summary', mode: 'primary', hidden: true },
  { id: 'title', mode: 'primary', hidden: true },
];
