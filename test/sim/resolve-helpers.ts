/**
 * Hand-built project models for resolver tests: a loaded base (whatever the loaders give for the
 * tree) with `contextPaths`, agent contexts and env replaced, so the resolver is tested on its own.
 */
import type { ContextSpec } from '../../src/runtimes/fork/model/context.js';
import type { AgentModel } from '../../src/runtimes/fork/model/agents.js';
import type { ProjectModel } from '../../src/runtimes/fork/model/project.js';
import type { Node, Span } from '../../src/model/span.js';
import type { StepModel } from '../../src/runtimes/fork/model/flows.js';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import type { FileSource } from '../../src/source/types.js';
import type { ResolvedTarget } from '../../src/runtimes/fork/sim/target.js';

export const SPAN: Span = { file: '.opencode.json', pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };

export function node<T>(value: T, line = 1): Node<T> {
  return { value, span: { ...SPAN, start: { line, column: 1 }, end: { line, column: 2 } } };
}

/** A `context` object; `paths: null` means undeclared. */
export function ctx(paths: string[] | null, mode?: string): ContextSpec {
  return {
    span: SPAN,
    paths: paths === null ? null : paths.map((p, i) => node(p, i + 2)),
    pathsSpan: paths === null ? null : SPAN,
    mode: mode === undefined ? null : node(mode),
    nested: null,
    unknownKeys: [],
  };
}

function agent(id: string, context: ContextSpec | null): AgentModel {
  return { id, mode: 'agent', native: false, hidden: false, contributions: [], context, contextFrom: null, tools: null, allowTools: null, model: null };
}

export interface ModelSpec {
  contextPaths?: string[];
  agents?: Record<string, ContextSpec | null>;
  env?: Record<string, string>;
}

/** A model over `source` with W = `W`, global `contextPaths` (default `['AGENTS.md']`) and agents replaced. */
export function model(source: FileSource, W: string, spec: ModelSpec = {}): ProjectModel {
  const base = loadProject(source, { cwd: W, env: spec.env ?? {}, withGlobal: false });
  const agents = new Map<string, AgentModel>();
  for (const [id, c] of Object.entries(spec.agents ?? { coder: null })) agents.set(id, agent(id, c));
  return {
    ...base,
    W,
    env: spec.env ?? {},
    config: { ...base.config, contextPaths: spec.contextPaths ?? ['AGENTS.md'], contextPathNodes: null },
    agents,
  };
}

/** The target of agent `id` (outside a flow), or of a flow step with `step` context. */
export function target(m: ProjectModel, id: string, step?: { flowId: string; stepId: string; context: ContextSpec | null }): ResolvedTarget {
  const a = m.agents.get(id) ?? null;
  if (!step) return { target: { agentId: id, flowId: null, stepId: null }, agent: a, flow: null, step: null };
  const s: StepModel = { id: step.stepId, idSpan: SPAN, span: SPAN, agent: id, agentNode: null, context: step.context, contextFrom: step.context ? { kind: 'step' } : null };
  return { target: { agentId: id, flowId: step.flowId, stepId: step.stepId }, agent: a, flow: { id: step.flowId, file: 'f.yaml', disabled: false, steps: [s] }, step: s };
}
