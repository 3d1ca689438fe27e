import { defineRule } from '../../src/engine/define-rule.js';
import { hasSettings } from '../../src/runtimes/opencode/model/agent-set.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

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
      if (Object.hasOwn(d.written, 'tools')) ctx.report({ messageId: 'tools', data: { id: d.id }, span: d.spanAt('/tools', 'key') });
      if (Object.hasOwn(d.written, 'maxSteps')) ctx.report({ messageId: 'maxSteps', data: { id: d.id }, span: d.spanAt('/maxSteps', 'key') });
    }
  },
});
