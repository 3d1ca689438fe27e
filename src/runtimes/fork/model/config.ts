import type { ContextSpec } from './context.js';
import type { Node, Span } from '../../../model/span.js';

/**
 * `contextDiscovery` as decoded (docs/runtimes/fork.md §2.6). Caps hold the raw decoded
 * values (a value `<= 0` means the default at use time); missing keys hold the defaults.
 */
export interface DiscoverySettings {
  enabled: boolean;
  maxFiles: number;
  maxDepth: number;
  maxFileBytes: number;
  maxSessionBytes: number;
  /** Decoded `skipDirs` entries, raw (not yet joined or cleaned). */
  skipDirs: string[];
}

/** One `agents.<key>` entry of `.opencode.json` (docs/runtimes/fork.md §2.5). */
export interface JsonAgentEntry {
  /** The key as written. */
  key: Node<string>;
  /** Registry ID it lands on: lower-cased, and cut at the first `.` (docs/runtimes/fork.md §2.2). */
  id: string;
  /** The entry's value node. */
  span: Span;
  mode: Node<string> | null;
  model: Node<string> | null;
  /** `null` when absent, `{}` or `null` in JSON (they vanish, §2.2). */
  context: ContextSpec | null;
  tools: Node<Record<string, boolean>> | null;
  allowTools: Node<string[]> | null;
  disabled: boolean;
  hidden: boolean;
}

/** An `OPENCODE_*` variable applied over the config files (docs/runtimes/fork.md §2.7, §8 U18). */
export interface EnvOverride {
  /** The variable name (`OPENCODE_CONTEXTPATHS`, `OPENCODE_CONTEXTDISCOVERY.MAXFILES`). */
  variable: string;
  /** The key it sets, canonical dotted spelling (`contextPaths`, `contextDiscovery.maxFiles`). */
  key: string;
  value: string;
  /** The file value it replaces, or `null` when only a default (or nothing) was there. */
  span: Span | null;
  /** True for `contextPaths`, `contextDiscovery.*` and `data.directory` (they change context). */
  affectsContext: boolean;
  /** The runtime's unmarshal error when the value cannot be decoded (the load then fails), else `null`. */
  error: string | null;
}

/** Where the effective global `contextPaths` came from. */
export type ContextPathsOrigin = 'default' | 'project' | 'global' | 'env';

/** The effective configuration after locating, merging, defaults and env overrides (docs/runtimes/fork.md §2). */
export interface ConfigModel {
  /** Project config file found in W, relative to W (`.opencode.json`, or another candidate), or `null`. */
  file: string | null;
  /** True when the project file exists but fails to parse: the runtime silently ignores all of it (§2.1 step 4). */
  ignored: boolean;
  /** Global file used (absolute), with `--with-global` only. */
  globalFile: string | null;
  /**
   * Config files the runtime reads but ctxlens did not parse (absolute path; `why`: over
   * `MAX_CONFIG_BYTES`, or nested deeper than ctxlens parses): their settings are missing from
   * this model, which holds the defaults in their place (a `parse-error` finding names each).
   * Simulation commands warn about them (`src/commands/unchecked-config.ts`).
   */
  unchecked: { abs: string; why: string }[];
  /** The effective global context paths G, in declared order (§2.4). */
  contextPaths: string[];
  contextPathsOrigin: ContextPathsOrigin;
  /** Per-entry nodes, index-aligned with `contextPaths`, when they came from a file; `null` for defaults/env. */
  contextPathNodes: Node<string>[] | null;
  /** The `contextPaths` value node, when from a file. */
  contextPathsSpan: Span | null;
  discovery: DiscoverySettings;
  /** The `contextDiscovery` node, when present. */
  discoverySpan: Span | null;
  /** `data.directory` (default `.opencode`). */
  dataDirectory: string;
  agentPaths: Node<string>[];
  flowPaths: Node<string>[];
  /** `agents` entries in document order. */
  agents: JsonAgentEntry[];
  /** A `workingDir` key, which replaces W (§2.2). */
  workingDir: Node<string> | null;
  /**
   * Set when the runtime would refuse to start with this configuration: the error text it prints
   * (`failed to unmarshal config: …`, `failed to read config: …`, `config validation failed: …`;
   * docs/runtimes/fork.md §2.1 steps 3, 6, 10). Simulation commands refuse (exit 1) when it is set.
   * `null` or absent: the config loads.
   */
  fatal?: string | null;
  /** `OPENCODE_*` overrides applied, in key order (§2.7). */
  envOverrides?: EnvOverride[];
  /** Every key written directly under `agents`, in both files, in document order (global first), for U26. */
  agentKeys?: Node<string>[];
  /** Where the discovery settings are written in the project config file, for findings about them. */
  valueSpans?: ConfigValueSpans;
}

/**
 * Positions of values in the project config file (`file`), keys followed case-insensitively as the
 * runtime decodes them (the last duplicate wins; docs/runtimes/fork.md §2.2). A key the file does not
 * write is absent; `skipDirItems` is index-aligned with the file's `skipDirs` array.
 */
export interface ConfigValueSpans {
  maxFiles?: Span;
  maxDepth?: Span;
  maxSessionBytes?: Span;
  skipDirs?: Span;
  skipDirItems?: Span[];
  dataDirectory?: Span;
}
