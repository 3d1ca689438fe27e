import { DEFAULT_CONTEXT_PATHS, DEFAULT_DATA_DIRECTORY } from '../runtimes/fork/model/defaults.js';

/**
 * Basenames that are relevant wherever they appear: ctxlens's own config, mainstream OpenCode's
 * configs, and `registry.json`, the OpenAgentsControl registry (docs/runtimes/oac.md §2).
 */
export const ALWAYS_BASENAMES: ReadonlySet<string> = new Set(['ctxlens.config.json', 'opencode.json', 'opencode.jsonc', 'registry.json']);
/** Directory names whose content is always relevant (agents, flows, the data directory; `.opencode/` also holds OpenAgentsControl's layer). */
export const ALWAYS_DIRS: ReadonlySet<string> = new Set([DEFAULT_DATA_DIRECTORY, '.agents']);

/**
 * At the repository root (where the hook lints): the agent folders of a config repository and the
 * files that make it one. The fork reports `agent/`/`agents/` at W when W holds `opencode.json`,
 * `opencode.jsonc` or `config.json` (`agent-dir-not-read`, src/runtimes/fork/load/agent-dirs.ts).
 */
export const CONFIG_REPO_AGENT_DIRS: readonly string[] = ['agent', 'agents'];
export const CONFIG_REPO_MARKERS: readonly string[] = ['config.json'];

/** The default context paths that name a file: matched by basename at any depth (docs/runtimes/fork.md §2.4, §6.2). */
const DEFAULT_FILE_BASENAMES = new Map<string, string>();
/** The default context paths that name a directory, as path components (`.cursor/rules/` → `['.cursor', 'rules']`). */
const DEFAULT_DIRS: { parts: string[]; entry: string }[] = [];
for (const e of DEFAULT_CONTEXT_PATHS) {
  if (e.endsWith('/')) DEFAULT_DIRS.push({ parts: e.slice(0, -1).split('/'), entry: e });
  else DEFAULT_FILE_BASENAMES.set(e.slice(e.lastIndexOf('/') + 1), e);
}

/**
 * Relevance that needs no config, for a staged path `rel` (relative to the repository root,
 * `/`-separated): why it always matters to ctxlens, or `null`. The same decision as matching
 * `STATIC_RELEVANT_GLOBS` (`relevance.ts`) with picomatch, written out so the pre-commit fast path
 * loads no glob library (`test/precommit/static-paths.test.ts` checks that every path those globs
 * match is matched here too):
 * - a basename starting with `.opencode` (config candidates, docs/runtimes/fork.md §2.1);
 * - `ctxlens.config.json`, `opencode.json(c)`, `registry.json` anywhere;
 * - anything below (or named) `.opencode` or `.agents` at any depth (agents §3.1, flows §4.1, data);
 * - a default context path of the fork at any depth (§2.4, §6.2): its basename for a file entry,
 *   anything at or below the directory for a directory entry;
 * - `CONTEXT.md`, an instruction file of mainstream OpenCode;
 * - `ctxlens-baseline.json` anywhere, and anything below a `.claude/agents/` directory;
 * - anything below a `.tmp/sessions/` directory (OpenAgentsControl's sessions, docs/runtimes/oac.md §9);
 * - at the root only: `agent/`, `agents/` and what is below them, and `config.json` (a config repository).
 */
export function staticReason(rel: string): string | null {
  const parts = rel.split('/');
  const base = parts[parts.length - 1]!;
  if (base.startsWith('.opencode')) return 'a config candidate (.opencode.*)';
  if (ALWAYS_BASENAMES.has(base)) return 'a configuration file';
  for (const p of parts) if (ALWAYS_DIRS.has(p)) return 'below .opencode/ or .agents/ (agents, flows, data)';
  const file = DEFAULT_FILE_BASENAMES.get(base);
  if (file !== undefined) return `a default context path (${file})`;
  for (const d of DEFAULT_DIRS) {
    for (let i = 0; i + d.parts.length <= parts.length; i++) {
      if (d.parts.every((x, j) => parts[i + j] === x)) return `a default context path (${d.entry})`;
    }
  }
  if (base === 'CONTEXT.md') return 'an instruction file of mainstream OpenCode (CONTEXT.md)';
  if (base === 'ctxlens-baseline.json') return "ctxlens's baseline (lint applies it to the findings)";
  for (let i = 0; i + 1 < parts.length; i++) if (parts[i] === '.claude' && parts[i + 1] === 'agents') return 'Claude Code subagents, which agent-dir-not-read reports';
  for (let i = 0; i + 1 < parts.length; i++) if (parts[i] === '.tmp' && parts[i + 1] === 'sessions') return "OpenAgentsControl's session folders, which the oac-session-* rules check";
  if (CONFIG_REPO_AGENT_DIRS.includes(parts[0]!)) return "a config repository's agent folder, which agent-dir-not-read reports";
  if (parts.length === 1 && CONFIG_REPO_MARKERS.includes(base)) return 'at the root, it makes the repository a config repository (agent-dir-not-read)';
  return null;
}
