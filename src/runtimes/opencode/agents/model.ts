/**
 * The agents of mainstream OpenCode 1.18 (V1) as ctxlens models them (docs/runtimes/opencode.md §5):
 * every definition the runtime reads — `agent`/`mode`/`agents` entries of config documents and
 * markdown files under `{agent,agents}/**` and `{mode,modes}/*` of every config directory —, with
 * positions, and the agents they merge into. Rules read this model, never the files.
 */
import type { SchemaViolation, SpanAt } from '../../../load/schema.js';
import type { Span } from '../../../model/span.js';
import type { AgentMarkdown } from './frontmatter.js';

/** Where a definition comes from. */
export type AgentOrigin =
  /** `agent.<id>` of a config document. */
  | 'config-agent'
  /** `mode.<id>` of a config document (deprecated; forced primary). */
  | 'config-mode'
  /** `agents.<id>` of a config document (V2 spelling, lowered by the runtime: `system` becomes the prompt). */
  | 'config-agents'
  /** `{agent,agents}/**\/*.md` of a config directory. */
  | 'markdown-agent'
  /** `{mode,modes}/*.md` of a config directory (forced primary). */
  | 'markdown-mode';

/** The three agent modes of V1. */
export type AgentMode = 'primary' | 'subagent' | 'all';

/** Why the runtime drops a definition without a word. */
export type DropReason =
  /** The frontmatter failed to parse twice, on two different texts (§5.1). */
  | 'frontmatter'
  /** A `mode/` file whose settings fail the schema (§5.1). */
  | 'schema'
  /** An `agents.<id>` entry that conflicts with `agent.<id>` of the same document, or fails the V2 shape (§5.4). */
  | 'v2-entry';

/** One definition of an agent, as written. */
export interface AgentDefinition {
  origin: AgentOrigin;
  /** File path relative to the linted directory W (absolute outside it), `/`-separated. */
  file: string;
  /** Absolute path of the file. */
  abs: string;
  /** For markdown: the config directory the file was found in (absolute); `null` for config entries. */
  configDir: string | null;
  /** The settings as written: the frontmatter values (markdown) or the entry's value (config). */
  written: Readonly<Record<string, unknown>>;
  /** The ID the path (markdown) or the config key gives. */
  pathId: string;
  /** The ID the runtime keys the definition by: frontmatter `name` when it is a string (V1 quirk), else `pathId`. */
  id: string;
  /**
   * The settings the runtime validates: for markdown `{name: pathId, ...frontmatter, prompt: body}`,
   * for config the entry's value (for `agents`, lowered to V1 keys).
   */
  settings: Readonly<Record<string, unknown>>;
  /** For markdown: how the frontmatter was read, and the file text (UTF-8). */
  markdown: (AgentMarkdown & { text: string }) | null;
  /** False when the runtime drops this definition silently. */
  kept: boolean;
  dropReason: DropReason | null;
  /** Schema violations of `settings` (docs/runtimes/opencode.md §5.3); for `agent/` files and config entries the runtime refuses to start on them. */
  violations: readonly SchemaViolation[];
  /** Anchor of the definition: the frontmatter's first line, the file's first line, or the config key. */
  span: Span;
  /** Span of a JSON pointer into `settings` (`/mode`, `/permission/bash/*`): the value, or the key with `which: 'key'`. */
  spanAt: SpanAt;
  /**
   * For config entries whose prompt text itself opens with a frontmatter (a `{file:}` prompt naming a
   * markdown agent, §5.4): the keys of that frontmatter; `null` otherwise.
   */
  promptFrontmatterKeys: readonly string[] | null;
  /** For markdown: the span of the frontmatter as written (`---` … `---`), when there is one. */
  frontmatterSpan: Span | null;
}

/** One agent after merging its definitions in the runtime's order. */
export interface OcAgent {
  id: string;
  /** A built-in agent (build, plan, general, explore, title, summary, compaction). */
  builtin: boolean;
  /** The kept definitions, lowest precedence first. */
  definitions: readonly AgentDefinition[];
  /** Merged settings (deep merge, later wins), before defaults. */
  settings: Readonly<Record<string, unknown>>;
  /** Effective mode (`all` when unset; `primary` for `mode` definitions). */
  mode: AgentMode;
  description: string | null;
  /** The system prompt the agent's settings give (`null`: the built-in or provider prompt). */
  prompt: string | null;
  hidden: boolean;
  /** `disable: true`: the runtime removes the agent. */
  disabled: boolean;
}

/** Every agent definition and the agents they give. */
export interface AgentSet {
  /** All definitions, kept or not, in the runtime's reading order. */
  definitions: readonly AgentDefinition[];
  /** Agents by ID (built-ins included), sorted by ID (byte order). */
  agents: readonly OcAgent[];
}
