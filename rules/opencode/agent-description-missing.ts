import { defineRule } from '../../src/engine/define-rule.js';
import { hasSettings } from '../../src/runtimes/opencode/model/agent-set.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

const messages = {
  missing: 'Agent "{{id}}" has no description: the docs require one, and other agents choose a subagent by its description.',
} as const;

/**
 * A custom agent without `description` (docs/runtimes/opencode.md §5.3): the runtime does not
 * check it, the docs call it required. Files without readable frontmatter are left to the
 * frontmatter rules.
 */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-description-missing',
  meta: {
    kind: 'suggestion',
    description: 'A custom agent has no description.',
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
    for (const a of ctx.model.agentSet.agents) {
      if (a.builtin || a.disabled || a.description !== null || a.definitions.length === 0) continue;
      if (!a.definitions.every(hasSettings)) continue;
      const last = a.definitions[a.definitions.length - 1]!;
      ctx.report({ messageId: 'missing', data: { id: a.id }, span: last.span });
    }
  },
});
