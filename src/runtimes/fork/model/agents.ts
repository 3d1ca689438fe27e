import type { ContextSpec } from './context.js';
import type { Node, Span } from '../../../model/span.js';

/** Which directory a markdown agent file came from (docs/runtimes/fork.md §3.1). */
export type AgentFileScope = 'global' | 'project' | 'agentPaths';

/** One markdown agent file as the runtime parses it (docs/runtimes/fork.md §3.2). */
export interface AgentFile {
  /** Path relative to W (`../…` or absolute for files outside W). */
  file: string;
  abs: string;
  scope: AgentFileScope;
  /** File basename minus `.md`, case preserved. */
  id: string;
  /** `loaded`: parsed and applied; `rejected`: the runtime skips the file (the message says why). */
  status: 'loaded' | 'rejected';
  /** Runtime error text for a rejected file (§7 "Agents"), with the position of the cause. */
  error: { message: string; span: Span } | null;
  /** Frontmatter fields that matter to ctxlens, with positions in the file (not inside the block). */
  mode: Node<string> | null;
  model: Node<string> | null;
  context: ContextSpec | null;
  tools: Node<Record<string, boolean>> | null;
  allowTools: Node<string[]> | null;
  native: boolean;
  disabled: boolean;
  hidden: boolean;
  /** Mode after the parse-time rewrite (`primary` → `agent`, empty → `subagent`); loaded files only. */
  effectiveMode?: string;
  /** False for a loaded file the registry did not apply (an `agentPaths` file whose ID already exists, §3.1 step 4). */
  applied?: boolean;
  /** Span of the opening `---` line (1:1–1:4), or a file-level span when the file could not be read. */
  span?: Span;
  /** Frontmatter `langfusePromptPath`, when set. */
  langfusePromptPath?: Node<string> | null;
}

/** How a registry entry was built: one record per source applied, in order. */
export interface AgentContribution {
  kind: 'builtin' | 'markdown' | 'json';
  /** File relative to W (`.opencode.json` or the markdown file); `null` for builtins. */
  file: string | null;
  span: Span | null;
}

/** One entry of the agent registry after §3.1 (builtins, markdown, agentPaths, JSON overrides, clean-up). */
export interface AgentModel {
  id: string;
  /** Effective mode (`agent`, `subagent`, or any other string, kept verbatim). */
  mode: string;
  native: boolean;
  hidden: boolean;
  /** Sources applied, in order; the first created the entry. */
  contributions: AgentContribution[];
  /** The effective `context` object (the whole object is replaced by each later source that sets it), or `null`. */
  context: ContextSpec | null;
  /** Which contribution supplied `context`. */
  contextFrom: AgentContribution | null;
  tools: Record<string, boolean> | null;
  allowTools: string[] | null;
  model: string | null;
  /** Which contribution last set `mode` (`null`: the builtin's or the JSON-created default). */
  modeFrom?: AgentContribution | null;
  /** Which contribution last set a non-empty `model`. */
  modelFrom?: AgentContribution | null;
  /** Which contribution last wrote `tools` / `allowTools`. */
  toolsFrom?: AgentContribution | null;
  allowToolsFrom?: AgentContribution | null;
  /** True for the six builtins (§3.1 step 1). */
  builtin?: boolean;
}
