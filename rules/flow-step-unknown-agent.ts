import { defineRule } from '../src/engine/define-rule.js';

/**
 * A step's literal `agent` is not in the agent registry. The runtime does not check step agents at
 * load (docs/runtimes/fork.md §4.4), so the flow loads and the step fails when it runs.
 */
export default defineRule({
  id: 'flow-step-unknown-agent',
  meta: {
    kind: 'problem',
    description: 'A flow step runs an agent ID that is not in the agent registry, so the step fails at run time.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §3.1, §4.4',
    runtimes: ['fork'],
  },
  messages: {
    unknownAgent:
      'Step "{{step}}" of flow "{{flow}}" runs agent "{{agent}}", which is not in the agent registry (known: {{known}}); the runtime does not check step agents at load, so the step fails when it runs.',
  },
  defaultOptions: {},
  check(ctx) {
    const known = [...ctx.model.agents.keys()];
    for (const flow of ctx.model.flows.values()) {
      for (const step of flow.steps) {
        if (!step.agentNode || step.agent.includes('${') || ctx.model.agents.has(step.agent)) continue;
        const shown = known.length > 12 ? known.slice(0, 12).join(', ') + ', …' : known.join(', ');
        ctx.report({ messageId: 'unknownAgent', data: { step: step.id, flow: flow.id, agent: step.agent, known: shown }, span: step.agentNode.span });
      }
    }
  },
});
