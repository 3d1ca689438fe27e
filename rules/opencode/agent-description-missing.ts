import { defineRule } from '../../src/engine/define-rule.js';
import { hasSettings } from '../../src/runtimes/opencode/model/agent-set.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

const messages = {
  missing: 'Agent "{{id}}" (mode {{mode}}) has no description: the docs require one, and other agents choose a subagent by its description.',
} as const;

/**
 * A custom agent other agents can call (mode `subagent` or `all`) without `description`
 * (docs/runtimes/opencode.md §5.3): the runtime does not check it, the docs call it required, and
 * the task tool offers subagents to the model by it. Primary-only agents are picked by the user and
 * are left alone; files without readable frontmatter are left to the frontmatter rules.
 */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-description-missing',
  meta: {
    kind: 'suggestion',
    description: 'A custom agent other agents can call has no description.',
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
      if (a.builtin || a.disabled || a.description !== null || a.definitions.length === 0 || a.mode === 'primary') continue;
      if (!a.definitions.every(hasSettings)) continue;
      const last = a.definitions[a.definitions.length - 1]!;
      ctx.report({ messageId: 'missing', data: { id: a.id, mode: a.mode }, span: last.span });
    }
  },
});
