import { defineRule } from '../../src/engine/define-rule.js';
import type { AgentDefinition } from '../../src/runtimes/opencode/model/agent-set.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

const messages = {
  duplicate:
    'Agent "{{id}}" is also defined by {{other}}: the runtime keeps one of the two files whole and drops the other, and which one survives changes from run to run.',
} as const;

/**
 * Two markdown files of one config directory with one agent ID (docs/runtimes/opencode.md §5.1):
 * `agent/x.md` and `agents/x.md`, or two files whose frontmatter `name` agree. Reported on every
 * file after the first.
 */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-duplicate-id',
  meta: {
    kind: 'problem',
    description: 'Two agent files of one directory share an ID, and the runtime keeps either one at random.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §5.1',
    runtimes: ['opencode'],
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    const groups = new Map<string, AgentDefinition[]>();
    for (const d of ctx.model.agentSet.definitions) {
      if (!d.kept || !d.markdown || d.configDir === null) continue;
      const key = `${d.configDir}\0${d.origin}\0${d.id}`;
      groups.set(key, [...(groups.get(key) ?? []), d]);
    }
    for (const defs of groups.values()) {
      for (const d of defs.slice(1)) {
        ctx.report({ messageId: 'duplicate', data: { id: d.id, other: defs[0]!.file }, span: d.span, related: [{ message: 'first definition', span: defs[0]!.span }] });
      }
    }
  },
});
