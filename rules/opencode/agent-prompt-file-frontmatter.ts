import { defineRule } from '../../src/engine/define-rule.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

const messages = {
  pasted:
    'The prompt of agent "{{id}}" opens with a frontmatter ({{keys}}): a {file:} prompt pastes the whole file, so those lines reach the model as text and none of them is applied as a setting.',
} as const;

/**
 * A config agent whose prompt — typically `{file:./.opencode/agent/x.md}` — is a markdown agent
 * file with its frontmatter (docs/runtimes/opencode.md §5.4).
 */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-prompt-file-frontmatter',
  meta: {
    kind: 'problem',
    description: 'A config agent prompt pasted from a markdown agent file carries its frontmatter as text.',
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
      if (!d.kept || !d.promptFrontmatterKeys) continue;
      const ptr = d.origin === 'config-agents' ? '/system' : '/prompt';
      ctx.report({ messageId: 'pasted', data: { id: d.id, keys: d.promptFrontmatterKeys.join(', ') }, span: d.spanAt(ptr, 'value') });
    }
  },
});
