/** Helpers for the agent loader tests: load an in-memory or real tree and look at the registry. */
import type { AgentFile, AgentModel } from '../../src/runtimes/fork/model/agents.js';
import type { ConfigModel, JsonAgentEntry } from '../../src/runtimes/fork/model/config.js';
import type { LoadContext, LoadIssue } from '../../src/runtimes/fork/model/project.js';
import { defaultConfig } from '../../src/runtimes/fork/load/config.js';
import type { Node, Span } from '../../src/model/span.js';
import { loadAgents } from '../../src/runtimes/fork/load/agents.js';
import { MemorySource, type MemoryNode } from '../../src/source/memory.js';
import type { FileSource } from '../../src/source/types.js';

/** A span in `.opencode.json` for hand-built config nodes. */
export function jsonSpan(line: number, column: number, endColumn = column + 1): Span {
  return { file: '.opencode.json', pointer: '', start: { line, column }, end: { line, column: endColumn } };
}

export function node<T>(value: T, line = 1, column = 1): Node<T> {
  return { value, span: jsonSpan(line, column) };
}

/** A hand-built `agents.<key>` entry (what the config loader produces). */
export function jsonAgent(key: string, fields: Partial<Omit<JsonAgentEntry, 'key' | 'id' | 'span'>> = {}): JsonAgentEntry {
  return {
    key: node(key),
    id: key.toLowerCase().split('.')[0]!,
    span: jsonSpan(1, 1),
    mode: null,
    model: null,
    context: null,
    tools: null,
    allowTools: null,
    disabled: false,
    hidden: false,
    ...fields,
  };
}

/** The default config model (no config file) with overrides. */
export function configWith(over: Partial<ConfigModel> = {}): ConfigModel {
  return { ...defaultConfig(), ...over };
}

export interface Loaded {
  agents: Map<string, AgentModel>;
  files: AgentFile[];
  issues: LoadIssue[];
  ctx: LoadContext;
  file(rel: string): AgentFile;
}

/** Run `loadAgents` on a tree rooted at /w (or a given source and W). */
export function loadTree(
  tree: Record<string, MemoryNode>,
  opts: { config?: Partial<ConfigModel>; withGlobal?: boolean; home?: string | null; source?: FileSource; W?: string } = {},
): Loaded {
  const W = opts.W ?? '/w';
  const source = opts.source ?? new MemorySource('/', Object.fromEntries(Object.entries(tree).map(([k, v]) => [k.startsWith('/') ? k : `${W}/${k}`, v])));
  const ctx: LoadContext = {
    cwd: W,
    env: {},
    withGlobal: opts.withGlobal ?? false,
    source,
    W,
    home: opts.home === undefined ? '/home/u' : opts.home,
    documents: new Map(),
    issues: [],
  };
  const { agents, files } = loadAgents(ctx, configWith(opts.config));
  return {
    agents,
    files,
    issues: ctx.issues,
    ctx,
    file(rel: string) {
      const f = files.find((x) => x.file === rel);
      if (!f) throw new Error(`no agent file ${rel}; have ${files.map((x) => x.file).join(', ')}`);
      return f;
    },
  };
}

/** `line:column-endLine:endColumn` of a span. */
export function pos(s: Span | null | undefined): string {
  if (!s) return 'none';
  return `${s.start.line}:${s.start.column}-${s.end.line}:${s.end.column}`;
}
