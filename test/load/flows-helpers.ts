/** Test helpers for the flow loader: load an in-memory tree with a hand-built config. */
import { loadFlows } from '../../src/runtimes/fork/load/flows.js';
import type { ConfigModel } from '../../src/runtimes/fork/model/config.js';
import { defaultConfig } from '../../src/runtimes/fork/load/config.js';
import type { LoadContext } from '../../src/runtimes/fork/model/project.js';
import { MemorySource, type MemoryNode } from '../../src/source/memory.js';

export function config(flowPaths: string[] = []): ConfigModel {
  const span = { file: '.opencode.json', pointer: '/flowPaths', start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
  return { ...defaultConfig(), flowPaths: flowPaths.map((value) => ({ value, span })) };
}

export interface LoadOpts {
  env?: Record<string, string>;
  flowPaths?: string[];
  withGlobal?: boolean;
  home?: string;
  /** Absolute root of the memory tree (default `/`), W is `/w`. */
  W?: string;
}

/** Load flows from a tree whose keys are absolute paths or paths relative to W = /w. */
export function loadTree(tree: Record<string, MemoryNode>, o: LoadOpts = {}) {
  const W = o.W ?? '/w';
  const source = new MemorySource(W, tree);
  const ctx: LoadContext = {
    cwd: W,
    env: o.env ?? {},
    withGlobal: o.withGlobal ?? false,
    source,
    W,
    home: o.home ?? null,
    documents: new Map(),
    issues: [],
  };
  const r = loadFlows(ctx, config(o.flowPaths));
  const byFile = (file: string) => r.files.find((f) => f.file === file);
  return { ...r, ctx, issues: ctx.issues, byFile };
}

/** The error message of the single failed file (or undefined). */
export function errorOf(tree: Record<string, MemoryNode>, file: string, o: LoadOpts = {}): string | undefined {
  return loadTree(tree, o).byFile(file)?.error?.message;
}
