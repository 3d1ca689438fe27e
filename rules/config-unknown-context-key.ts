import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** An unknown key inside an agent's `context` in `.opencode.json` (`path` for `paths` …): dropped, the layer may become undeclared (U26). */
export default defineRule({
  id: 'config-unknown-context-key',
  meta: {
    kind: 'problem',
    description: 'A key inside agents.<name>.context that the runtime drops.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.5, §5.1, §8 U26',
    runtimes: ['fork'],
  },
  messages: {
    unknownKey: 'Unknown key "{{key}}" in agents.{{agent}}.context: the runtime drops it{{consequence}}{{suggestion}}',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'config-unknown-context-key');
  },
});
