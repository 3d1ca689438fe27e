import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/**
 * Configurations the runtime refuses to load: a value that cannot be decoded, a fatal
 * validation error, a global config file that does not parse, an `OPENCODE_*` value that cannot
 * be decoded. Simulation commands refuse to run on such a config (`ConfigModel.fatal`).
 */
export default defineRule({
  id: 'config-load-failure',
  meta: {
    kind: 'problem',
    description: 'A configuration that makes the runtime refuse to start.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.1 steps 3, 6, 10, §2.2, §2.5',
    runtimes: ['fork'],
  },
  messages: {
    unmarshal: 'The runtime refuses to start: failed to unmarshal config: {{detail}}.',
    validation: 'The runtime refuses to start: config validation failed: {{detail}}.',
    globalParse: 'The runtime refuses to start: failed to read config: While parsing config: {{detail}}.',
    envUnmarshal: 'The runtime refuses to start: {{variable}} sets "{{key}}" to a value it cannot decode ({{detail}}).',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'config-load-failure');
    for (const o of ctx.model.config.envOverrides ?? []) {
      if (o.error === null) continue;
      ctx.report({ messageId: 'envUnmarshal', data: { variable: o.variable, key: o.key, detail: o.error }, span: o.span });
    }
  },
});
