import { defineRule } from '../src/engine/define-rule.js';

/**
 * `OPENCODE_*` variables that override `contextPaths`, `contextDiscovery.*` or `data.directory`
 * (U18): they beat both config files and nothing in the repository shows them.
 */
export default defineRule({
  id: 'config-env-override',
  meta: {
    kind: 'problem',
    description: 'An OPENCODE_* environment variable changes the context settings of .opencode.json.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.7, §8 U18',
    runtimes: ['fork'],
  },
  messages: {
    override: '{{variable}} is set, so the runtime uses "{{value}}" for "{{key}}" instead of the config files; nothing in the repository shows this.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const o of ctx.model.config.envOverrides ?? []) {
      if (o.affectsContext) ctx.report({ messageId: 'override', data: { variable: o.variable, value: o.value, key: o.key }, span: o.span });
    }
  },
});
