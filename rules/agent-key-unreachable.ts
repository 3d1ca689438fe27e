import { defineRule } from '../src/engine/define-rule.js';

/** Fields of an `agents.<name>` entry (docs/runtimes/fork.md §2.5): `agents["coder.model"]` reaches one legitimately. */
const AGENT_FIELDS = ['model', 'maxTokens', 'maxTurns', 'reasoningEffort', 'permission', 'tools', 'allowTools', 'deferredTools', 'mode', 'name', 'description', 'color', 'prompt', 'langfusePromptPath', 'langfusePromptLabel', 'native', 'hidden', 'disabled', 'parallelToolUse', 'output', 'skills', 'structOutputSchemaDelivery', 'taskBudget', 'compactionThreshold', 'summarizerMaxInputTokens', 'context'];

/**
 * A JSON `agents` key that does not land on the agent it names: keys are lower-cased and split
 * at `.` (docs/runtimes/fork.md §2.2), so `agents.MyAgent` configures `myagent` and `agents["review.v2"]`
 * configures `review` (U26).
 */
export default defineRule({
  id: 'agent-key-unreachable',
  meta: {
    kind: 'problem',
    description: 'An agents key in .opencode.json with upper case or a dot, which configures another agent than it names.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.2, §3.1, §8 U26',
    runtimes: ['fork'],
  },
  messages: {
    unreachable: 'agents.{{key}} lands on agent "{{id}}"; the markdown agent "{{key}}" never receives these settings.',
    lowerCased: 'agents.{{key}} is lower-cased by the runtime: it configures agent "{{id}}", not "{{key}}".',
    dotted: 'agents.{{key}} is split at "." by the runtime: it configures agent "{{id}}" under an unknown field "{{rest}}", so these settings are lost.',
  },
  defaultOptions: {},
  check(ctx) {
    const agentFields = new Set(AGENT_FIELDS.map((f) => f.toLowerCase()));
    const markdownIds = new Set(ctx.model.agentFiles.map((f) => f.id));
    for (const key of ctx.model.config.agentKeys ?? []) {
      const k = key.value;
      const lower = k.toLowerCase();
      const dot = lower.indexOf('.');
      const id = dot >= 0 ? lower.slice(0, dot) : lower;
      if (markdownIds.has(k) && k !== id) {
        ctx.report({ messageId: 'unreachable', data: { key: k, id }, span: key.span });
      } else if (dot >= 0 && !agentFields.has(lower.slice(dot + 1).split('.')[0]!)) {
        ctx.report({ messageId: 'dotted', data: { key: k, id, rest: lower.slice(dot + 1) }, span: key.span });
      } else if (k !== lower) {
        ctx.report({ messageId: 'lowerCased', data: { key: k, id }, span: key.span });
      }
    }
  },
});
