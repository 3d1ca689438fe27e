import { defineRule } from '../../src/engine/define-rule.js';
import { DEPRECATED_AGENT_KEYS, hasSettings } from '../../src/runtimes/opencode/agents/keys.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/agents/view.js';

const messages = {
  tools: 'Agent "{{id}}": "tools" is deprecated; the runtime converts it to "permission" rules (write, edit and patch all become "edit"). Write "permission" instead.',
  maxSteps: 'Agent "{{id}}": "maxSteps" is deprecated; write "steps".',
} as const;

/** Deprecated agent settings `tools` and `maxSteps` (docs/runtimes/opencode.md §5.3). */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-deprecated-key',
  meta: {
    kind: 'suggestion',
    description: 'An agent uses a deprecated setting (tools, maxSteps).',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §5.3',
    runtimes: ['opencode'],
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      if (!d.kept || !hasSettings(d)) continue;
      for (const key of Object.keys(DEPRECATED_AGENT_KEYS)) {
        if (!Object.hasOwn(d.written, key)) continue;
        ctx.report({ messageId: key as 'tools' | 'maxSteps', data: { id: d.id }, span: d.spanAt(`/${key}`, 'key') });
      }
    }
  },
});
