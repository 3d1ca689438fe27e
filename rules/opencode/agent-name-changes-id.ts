import { defineRule } from '../../src/engine/define-rule.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

const messages = {
  renamed:
    'Frontmatter name "{{name}}" makes this agent "{{name}}", not "{{pathId}}": opencode 1.18 keys it by name, so it is invoked as @{{name}}; newer opencode (V2) keys agents by path and calls it "{{pathId}}".',
} as const;

/** A frontmatter `name` that differs from the path-derived ID replaces it (docs/runtimes/opencode.md §5.1). */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-name-changes-id',
  meta: {
    kind: 'suggestion',
    description: 'A frontmatter name replaces the agent ID the file path gives.',
    severity: 'info',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §5.1',
    runtimes: ['opencode'],
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      if (!d.markdown || !d.kept || !Object.hasOwn(d.written, 'name') || d.id === d.pathId) continue;
      ctx.report({ messageId: 'renamed', data: { name: d.id, pathId: d.pathId }, span: d.spanAt('/name', 'value') });
    }
  },
});
