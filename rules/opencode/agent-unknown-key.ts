import { defineRule } from '../../src/engine/define-rule.js';
import { didYouMean } from '../../src/text/suggest.js';
import { hasSettings, KNOWN_AGENT_KEYS, writtenKeys } from '../../src/runtimes/opencode/model/agent-set.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

const messages = {
  unknown:
    'Agent "{{id}}": {{keys}} {{verb}} not {{what}}: the runtime moves {{them}} into the agent\'s options and passes {{them}} to the model provider with every request.{{suggestion}}',
} as const;

/**
 * Keys of an agent's settings that mainstream OpenCode does not read (docs/runtimes/opencode.md §5.3):
 * V1 moves them into `options`, which go to the model provider. One finding per definition,
 * at the first such key. `permissions` has its own rule (agent-permissions-plural).
 */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-unknown-key',
  meta: {
    kind: 'problem',
    description: 'An agent setting the runtime does not read is passed to the model provider as a request option.',
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
      const unknown = writtenKeys(d).filter((k) => !KNOWN_AGENT_KEYS.includes(k) && k !== 'permissions');
      if (unknown.length === 0) continue;
      const first = unknown[0]!;
      const guess = first === 'system' || first === 'instructions' ? 'prompt' : didYouMean(first, KNOWN_AGENT_KEYS);
      ctx.report({
        messageId: 'unknown',
        data: {
          id: d.id,
          keys: unknown.map((k) => `"${k}"`).join(', '),
          verb: unknown.length === 1 ? 'is' : 'are',
          what: unknown.length === 1 ? 'an agent setting' : 'agent settings',
          them: unknown.length === 1 ? 'it' : 'them',
          suggestion: unknown.length === 1 && guess ? ` Did you mean "${guess}"?` : '',
        },
        span: d.spanAt(`/${first.replace(/~/g, '~0').replace(/\//g, '~1')}`, 'key'),
      });
    }
  },
});
