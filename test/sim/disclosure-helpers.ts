/** Hand-built project models for the disclosure tests (no loaders involved). */
import type { AgentModel } from '../../src/runtimes/fork/model/agents.js';
import type { ConfigModel, DiscoverySettings } from '../../src/runtimes/fork/model/config.js';
import type { ContextSpec } from '../../src/runtimes/fork/model/context.js';
import { DEFAULT_CONTEXT_PATHS, DISCOVERY_DEFAULTS } from '../../src/runtimes/fork/model/defaults.js';
import type { FlowModel } from '../../src/runtimes/fork/model/flows.js';
import type { ProjectModel } from '../../src/runtimes/fork/model/project.js';
import type { Node, Span } from '../../src/model/span.js';
import { MemorySource, type MemoryNode } from '../../src/source/memory.js';
import type { FileSource } from '../../src/source/types.js';
import type { ResolvedTarget } from '../../src/runtimes/fork/sim/target.js';

const span = (file = 'x'): Span => ({ file, pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 2 } });
const node = <T>(value: T): Node<T> => ({ value, span: span() });

/** A `context` object: `paths` null means undeclared. */
export function ctx(paths: string[] | null, mode: string | null = null, nested: boolean | null = null): ContextSpec {
  return {
    span: span(),
    paths: paths === null ? null : paths.map((p) => node(p)),
    pathsSpan: paths === null ? null : span(),
    mode: mode === null ? null : node(mode),
    nested: nested === null ? null : node(nested),
    unknownKeys: [],
  };
}

export function agent(id: string, o: { context?: ContextSpec | null; tools?: Record<string, boolean> | null; allowTools?: string[] | null } = {}): AgentModel {
  return {
    id,
    mode: 'agent',
    native: false,
    hidden: false,
    contributions: [],
    context: o.context ?? null,
    contextFrom: null,
    tools: o.tools ?? null,
    allowTools: o.allowTools ?? null,
    model: null,
  };
}

export interface ModelOpts {
  W?: string;
  source?: FileSource;
  contextPaths?: string[];
  discovery?: Partial<DiscoverySettings>;
  dataDirectory?: string;
  agents?: AgentModel[];
  flows?: FlowModel[];
  env?: Record<string, string>;
}

/** A project model over an in-memory tree at `/w` (or over `source`). */
export function makeModel(tree: Record<string, MemoryNode>, o: ModelOpts = {}): ProjectModel {
  const W = o.W ?? '/w';
  const source = o.source ?? new MemorySource(W, tree);
  const config: ConfigModel = {
    file: null,
    ignored: false,
    globalFile: null,
    contextPaths: o.contextPaths ?? [...DEFAULT_CONTEXT_PATHS],
    contextPathsOrigin: 'default',
    contextPathNodes: null,
    contextPathsSpan: null,
    discovery: { ...DISCOVERY_DEFAULTS, skipDirs: [], ...o.discovery },
    discoverySpan: null,
    dataDirectory: o.dataDirectory ?? '.opencode',
    agentPaths: [],
    flowPaths: [],
    agents: [],
    workingDir: null,
  };
  const agents = new Map<string, AgentModel>();
  for (const a of o.agents ?? [agent('coder')]) agents.set(a.id, a);
  const flows = new Map<string, FlowModel>();
  for (const f of o.flows ?? []) flows.set(f.id, f);
  return {
    cwd: W,
    W,
    source,
    env: o.env ?? {},
    withGlobal: false,
    home: null,
    config,
    agents,
    agentFiles: [],
    flows,
    flowFiles: [],
    documents: new Map(),
    issues: [],
  };
}

/** A target for an agent of the model (optionally with a step context). */
export function target(model: ProjectModel, agentId = 'coder', stepContext: ContextSpec | null | undefined = undefined): ResolvedTarget {
  const a = model.agents.get(agentId) ?? null;
  if (stepContext === undefined) return { target: { agentId, flowId: null, stepId: null }, agent: a, flow: null, step: null };
  const step = { id: 's', idSpan: span(), span: span(), agent: agentId, agentNode: null, context: stepContext, contextFrom: null };
  return { target: { agentId, flowId: 'f', stepId: 's' }, agent: a, flow: { id: 'f', file: 'f.yaml', disabled: false, steps: [step] }, step };
}
