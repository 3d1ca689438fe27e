import { defineRule } from '../src/engine/define-rule.js';

/** `OPENCODE_*` variables applied to keys that do not affect context (U18): reported for information. */
export default defineRule({
  id: 'config-env-override-info',
  meta: {
    kind: 'suggestion',
    description: 'An OPENCODE_* environment variable overrides a .opencode.json setting unrelated to context.',
    severity: 'info',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.7, §8 U18',
    runtimes: ['fork'],
  },
  messages: {
    override: '{{variable}} is set, so the runtime uses "{{value}}" for "{{key}}" instead of the config files.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const o of ctx.model.config.envOverrides ?? []) {
      if (!o.affectsContext) ctx.report({ messageId: 'override', data: { variable: o.variable, value: o.value, key: o.key }, span: o.span });
    }
  },
});
