import { defineRule } from '../../src/engine/define-rule.js';
import { V2_AGENT_KEYS } from '../../src/runtimes/opencode/model/agent-set.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

const messages = {
  dropped: '"agents.{{id}}" is the V2 spelling, whose entries take only {{v2}}: the runtime drops "{{key}}" here without a word.{{hint}}',
} as const;

const HINTS: Readonly<Record<string, string>> = {
  prompt: ' Write "system", or move the entry under "agent".',
  disable: ' Write "disabled", or move the entry under "agent".',
};

/**
 * Keys of an `agents.<id>` config entry (the V2 spelling opencode 1.18 lowers into `agent`) that
 * are not V2 keys (docs/runtimes/opencode.md §5.4): the runtime drops them.
 */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'config-agents-v1-key',
  meta: {
    kind: 'problem',
    description: 'A V1 agent key inside a V2 "agents" entry is dropped.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §5.4',
    runtimes: ['opencode'],
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      if (d.origin !== 'config-agents' || !d.kept) continue;
      for (const key of Object.keys(d.written)) {
        if (V2_AGENT_KEYS.includes(key) || key === 'permissions') continue;
        ctx.report({ messageId: 'dropped', data: { id: d.id, key, v2: V2_AGENT_KEYS.join(', '), hint: HINTS[key] ?? ' Move the entry under "agent".' }, span: d.spanAt(`/${key}`, 'key') });
      }
    }
  },
});
