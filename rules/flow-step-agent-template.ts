import { defineRule } from '../src/engine/define-rule.js';

const TEMPLATE = /\$\{(?:args|step)\.[^}]*\}/;

/**
 * U17: a step's `agent` holds `${args.*}` / `${step.*}`, which newer builds substitute only at run time
 * (and fail the step when unresolved). ctxlens cannot know which agent, and so which context, the step runs.
 */
export default defineRule({
  id: 'flow-step-agent-template',
  meta: {
    kind: 'problem',
    description: 'A flow step names its agent with a ${args.*} or ${step.*} template that only the run can resolve.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §4.4, §8 U17',
    runtimes: ['fork'],
  },
  messages: {
    unresolved:
      'Step "{{step}}" of flow "{{flow}}" names its agent with the template {{template}}, which the runtime resolves only at run time (an unresolved token fails the step); ctxlens cannot tell which agent and context it runs — pass --agent to simulate one.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const flow of ctx.model.flows.values()) {
      for (const step of flow.steps) {
        const m = step.agentNode ? TEMPLATE.exec(step.agentNode.value) : null;
        if (!m || !step.agentNode) continue;
        ctx.report({ messageId: 'unresolved', data: { step: step.id, flow: flow.id, template: m[0] }, span: step.agentNode.span });
      }
    }
  },
});
