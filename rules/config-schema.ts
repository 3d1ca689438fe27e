import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/**
 * Unknown keys in `.opencode.json` (validated against `schemas/opencode-config.schema.json`,
 * case-insensitively, with "did you mean"), and the undocumented `contextDiscovery.skipDirs`.
 * Values of the wrong type are `config-weak-typing` (coerced) or `config-load-failure` (fatal).
 */
export default defineRule({
  id: 'config-schema',
  meta: {
    kind: 'problem',
    description: 'A key of .opencode.json that the runtime does not know, or decodes without documenting it.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.2, §2.3, §8 U10',
    runtimes: ['fork'],
  },
  messages: {
    unknownKey: 'Unknown key "{{key}}" {{where}}: the runtime ignores it{{suggestion}}',
    skipDirs: '"contextDiscovery.skipDirs" is undocumented and absent from the schema, but the runtime decodes it and prunes these directories from discovery.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'config-schema');
  },
});
