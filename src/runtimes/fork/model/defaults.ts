/** Defaults of the reference runtime (docs/runtimes/fork.md §2.4, §2.6, §3.1). */

/** The 13 default `contextPaths`, in code order (docs/runtimes/fork.md §2.4). */
export const DEFAULT_CONTEXT_PATHS: readonly string[] = Object.freeze([
  '.github/copilot-instructions.md',
  '.cursorrules',
  '.cursor/rules/',
  'CLAUDE.md',
  'CLAUDE.local.md',
  'opencode.md',
  'opencode.local.md',
  'OpenCode.md',
  'OpenCode.local.md',
  'OPENCODE.md',
  'OPENCODE.local.md',
  'AGENTS.local.md',
  'AGENTS.md',
]);

/** `contextDiscovery` defaults (docs/runtimes/fork.md §2.6). Caps `<= 0` mean these at use time. */
export const DISCOVERY_DEFAULTS = Object.freeze({
  enabled: true,
  maxFiles: 100,
  maxDepth: 8,
  maxFileBytes: 32768,
  maxSessionBytes: 131072,
});

/** Default `data.directory` (docs/runtimes/fork.md §2.3). */
export const DEFAULT_DATA_DIRECTORY = '.opencode';

/** Built-in agents in registry order, with their modes (docs/runtimes/fork.md §3.1 step 1). */
export const BUILTIN_AGENTS: readonly { id: string; mode: string; hidden: boolean }[] = Object.freeze([
  { id: 'coder', mode: 'agent', hidden: false },
  { id: 'hivemind', mode: 'agent', hidden: false },
  { id: 'explorer', mode: 'subagent', hidden: false },
  { id: 'workhorse', mode: 'subagent', hidden: false },
  { id: 'summarizer', mode: 'subagent', hidden: true },
  { id: 'descriptor', mode: 'subagent', hidden: true },
]);

/** The agent a flow step runs when `agent` is empty or absent (docs/runtimes/fork.md §4.4). */
export const DEFAULT_STEP_AGENT = 'coder';

/** Manifest byte cap M (docs/runtimes/fork.md §6.5). */
export const MANIFEST_CAP_BYTES = 8192;

/** Tools wrapped by progressive disclosure (docs/runtimes/fork.md §6.6). */
export const TRIGGER_TOOLS: readonly string[] = Object.freeze(['read', 'write', 'edit', 'multiedit', 'patch', 'grep', 'glob', 'ls']);

/**
 * A `contextDiscovery` cap as the runtime uses it (docs/runtimes/fork.md §2.6, `WithDefaults`): a
 * value of 0 or less means the default; so does a value that is not a finite number (the decoded
 * config never holds one, but a hand-built model might). A fraction is first cut to its integer part,
 * as Go's int conversion does, so `0.5` also means the default. Units are those of the cap (files, directory levels, bytes).
 */
export function effectiveCap(raw: number, dflt: number): number {
  const v = Math.trunc(raw);
  return Number.isFinite(v) && v > 0 ? v : dflt;
}
