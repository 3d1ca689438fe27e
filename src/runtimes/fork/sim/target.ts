import type { AgentModel } from '../model/agents.js';
import type { FlowModel, StepModel } from '../model/flows.js';
import type { ProjectModel } from '../model/project.js';
import { DEFAULT_STEP_AGENT } from '../model/defaults.js';
import type { SimTarget } from './types.js';

/** A target with its registry entries looked up. `agent` is `null` when the ID is not in the registry. */
export interface ResolvedTarget {
  target: SimTarget;
  agent: AgentModel | null;
  flow: FlowModel | null;
  step: StepModel | null;
}

/**
 * Look up `--agent` / `--flow --step` in the model (cli-contract.md "Common options").
 * For a step, the agent is `--agent` when given (U17), else the step's agent (default `coder`).
 * Returns `{ error }` where the runtime would refuse to run: unknown agent, unknown or failed flow,
 * disabled flow, unknown step.
 */
export function resolveTarget(
  model: ProjectModel,
  args: { agent?: string | undefined; flow?: string | undefined; step?: string | undefined },
): ResolvedTarget | { error: string } {
  if (args.flow !== undefined) {
    const flow = model.flows.get(args.flow);
    if (!flow) {
      const failed = model.flowFiles.find((f) => f.id === args.flow && f.status === 'failed');
      return { error: failed ? `flow "${args.flow}" fails to load: ${failed.error?.message ?? 'unknown error'}` : `flow not found: ${args.flow}` };
    }
    if (flow.disabled) return { error: `flow is disabled: ${flow.id}` };
    const step = flow.steps.find((s) => s.id === args.step);
    if (!step) return { error: `flow "${flow.id}" has no step "${args.step ?? ''}"` };
    if (args.agent === undefined && step.agent.includes('${')) {
      return { error: `step "${step.id}" of flow "${flow.id}" runs the templated agent "${step.agent}", which is resolved only at run time; pass --agent (U17)` };
    }
    const agentId = args.agent ?? (step.agent || DEFAULT_STEP_AGENT);
    return { target: { agentId, flowId: flow.id, stepId: step.id }, agent: model.agents.get(agentId) ?? null, flow, step };
  }
  const agentId = args.agent ?? DEFAULT_STEP_AGENT;
  const agent = model.agents.get(agentId);
  if (!agent) return { error: `agent not found: ${agentId}` };
  return { target: { agentId, flowId: null, stepId: null }, agent, flow: null, step: null };
}

/** Every target of the project: each agent in registry order, then each step of each loaded, enabled flow (flow IDs in byte order). */
export function allTargets(model: ProjectModel): ResolvedTarget[] {
  const out: ResolvedTarget[] = [];
  for (const agent of model.agents.values()) out.push({ target: { agentId: agent.id, flowId: null, stepId: null }, agent, flow: null, step: null });
  const ids = [...model.flows.keys()].sort((a, b) => (Buffer.compare(Buffer.from(a), Buffer.from(b))));
  for (const id of ids) {
    const flow = model.flows.get(id)!;
    for (const step of flow.steps) {
      const agentId = step.agent || DEFAULT_STEP_AGENT;
      out.push({ target: { agentId, flowId: flow.id, stepId: step.id }, agent: model.agents.get(agentId) ?? null, flow, step });
    }
  }
  return out;
}
