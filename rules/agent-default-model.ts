import { defineRule } from '../src/engine/define-rule.js';
import { compareBytes } from '../src/go/path.js';

/**
 * `.opencode.json` agent entries without `model` (docs/runtimes/fork.md §2.5, U20): validation gives each a
 * default model from the first provider with credentials; with no credential at all the runtime
 * refuses to load, naming one such entry chosen by Go map order. Reported once, at the first entry
 * in byte order of its registry ID, listing them all.
 */
export default defineRule({
  id: 'agent-default-model',
  meta: {
    kind: 'suggestion',
    description: 'Agent entries without a model depend on provider credentials, and the load error without them names a random entry.',
    severity: 'info',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.5, §8 U20',
    runtimes: ['fork'],
  },
  messages: {
    noModel:
      'Agent entries without "model" ({{ids}}) get a default model from the first provider with credentials; with no credential at all the runtime refuses to load with "no valid provider available for agent <name>", and which entry it names is random.',
  },
  defaultOptions: {},
  check(ctx) {
    const entries = ctx.model.config.agents.filter((e) => !e.model || e.model.value === '');
    if (entries.length === 0) return;
    const sorted = [...entries].sort((a, b) => compareBytes(a.id, b.id));
    const ids = [...new Set(sorted.map((e) => e.id))];
    ctx.report({ messageId: 'noModel', data: { ids: ids.join(', ') }, span: sorted[0]!.key.span });
  },
});
