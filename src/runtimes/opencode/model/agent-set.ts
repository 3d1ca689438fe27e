/**
 * The agents of mainstream OpenCode 1.18 (V1) as ctxlens models them (docs/runtimes/opencode.md §5):
 * every definition the runtime reads — `agent`/`mode`/`agents` entries of config documents and
 * markdown files under `{agent,agents}/**` and `{mode,modes}/*` of every config directory —, with
 * positions, and the agents they merge into. Rules read this model, never the files.
 */
import type { Span } from '../../../model/span.js';

/**
 * Keep the most specific violations: one at a pointer below another comes from the branch that
 * matched the value's shape (a permission map), so the ancestor's failure from another branch
 * (a bare action) is noise.
 */
export function deepestViolations<V extends { pointer: string }>(vs: readonly V[]): V[] {
  return vs.filter((v) => !vs.some((w) => w.pointer.startsWith(v.pointer + '/')));
}

/** Span of a JSON pointer into a document: the value, or the key with `which: 'key'`. */
export type SpanAt = (pointer: string, which: 'value' | 'key') => Span;

/** One schema violation of an agent's settings, at a position. */
export interface AgentViolation {
  /** JSON pointer into the settings (`/mode`). */
  pointer: string;
  /** One sentence: what was expected and what was found. */
  message: string;
  span: Span;
}

/** How a file's frontmatter was read. */
export type FrontmatterOutcome =
  /** gray-matter parsed it (or there was none). */
  | 'parsed'
  /** The first parse failed; the sanitised text parsed. */
  | 'sanitised'
  /** Both parses failed on the same text: the runtime keeps the agent with no settings, prompt = whole file. */
  | 'unparsed'
  /** Both parses failed on different texts: the runtime drops the file silently. */
  | 'dropped';

/** What the runtime gets out of one markdown file. */
export interface AgentMarkdown {
  outcome: FrontmatterOutcome;
  /** The frontmatter values (js-yaml, as gray-matter returns them); `{}` unless parsed or sanitised. */
  data: Record<string, unknown>;
  /** The text after the frontmatter (the whole text, BOM removed, when there is none or it failed). */
  content: string;
  /** True when the text opens a frontmatter block as gray-matter sees it (`---` at offset 0, after an optional BOM). */
  opens: boolean;
  /** UTF-16 offset in the original text of the raw frontmatter block (just after `---`), when `opens`. */
  blockOffset: number;
  /** The raw frontmatter block as gray-matter cut it (starts with the rest of the `---` line). */
  block: string;
  /** The YAML errors (first, then retry), when a parse failed: one line each, `reason at line L, column C` with L the file's line. */
  errors: string[];
  /** Where the last of `errors` points in the file (1-based line; column in UTF-16 code units, as its text says), or `null` when it names no position. */
  errorAt?: { line: number; column: number } | null;
  /** A frontmatter block that does not start the file (after blank lines or HTML comments): its `---` line (1-based); `null` otherwise. */
  lateFrontmatterLine: number | null;
  /**
   * The language after `---` (`js`, `javascript`) when the block is JavaScript: gray-matter (and so the runtime)
   * evaluates it as JavaScript; ctxlens never runs it, so its settings are unknown (docs/runtimes/opencode.md §5.1).
   */
  code?: string | null;
}

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
  violations: readonly AgentViolation[];
  /**
   * Anchor of the definition: the frontmatter's first line, the file's first line, or the config
   * key (for a config entry looked up on first read, then kept).
   */
  readonly span: Span;
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
export interface ResolvedAgent {
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
  agents: readonly ResolvedAgent[];
  /**
   * Markdown agent files over `MAX_AGENT_FILE_BYTES`, not read (the runtime reads them whole): no
   * definition, reported by `file-too-large`. Absolute path, path as shown, size in bytes.
   */
  tooLarge?: readonly { abs: string; file: string; size: number }[];
}


/** One built-in agent. */
export interface BuiltinAgent {
  id: string;
  mode: AgentMode;
  /** Hidden system agents (title, summary, compaction) never appear in menus. */
  hidden: boolean;
}

/** Built-in agents of opencode 1.18, in the runtime's order (docs/runtimes/opencode.md §5.2). */
export const BUILTIN_AGENTS: readonly BuiltinAgent[] = [
  { id: 'build', mode: 'primary', hidden: false },
  { id: 'plan', mode: 'primary', hidden: false },
  { id: 'general', mode: 'subagent', hidden: false },
  { id: 'explore', mode: 'subagent', hidden: false },
  { id: 'title', mode: 'primary', hidden: true },
  { id: 'summary', mode: 'primary', hidden: true },
  { id: 'compaction', mode: 'primary', hidden: true },
];


/** Keys the runtime reads (opencode 1.18.33: `hidden_from_cycle` is not one, observed under `options`); any other key of an agent's settings moves into `options` and is sent to the model provider. */
export const KNOWN_AGENT_KEYS: readonly string[] = [
  'name',
  'model',
  'variant',
  'prompt',
  'description',
  'temperature',
  'top_p',
  'mode',
  'hidden',
  'color',
  'steps',
  'maxSteps',
  'options',
  'permission',
  'disable',
  'tools',
];


/** The keys of a definition's settings as written by the user (markdown: the frontmatter keys; config: the entry's keys). */
export function writtenKeys(d: AgentDefinition): string[] {
  return Object.keys(d.written);
}

/** True for a definition the rules judge on its written settings: kept, and (markdown) with a frontmatter the runtime read. */
export function hasSettings(d: AgentDefinition): boolean {
  if (d.origin === 'config-agents') return false;
  if (!d.markdown) return true;
  return d.markdown.opens && (d.markdown.outcome === 'parsed' || d.markdown.outcome === 'sanitised');
}

/** The keys a V2 `agents.<id>` entry may hold; the runtime drops any other key of such an entry (docs/runtimes/opencode.md §5.4). */
export const V2_AGENT_KEYS: readonly string[] = ['model', 'request', 'system', 'description', 'mode', 'hidden', 'color', 'steps', 'disabled'];

/** The part of the opencode project model the agent rules need. */
export interface OcAgentsView {
  readonly agentSet: AgentSet;
}
