import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** A legacy `agents.task` or `agents.title` entry in `.opencode.json`, which the runtime drops (docs/runtimes/fork.md §2.1 step 11, §8 U26). */
export default defineRule({
  id: 'config-legacy-agent',
  meta: {
    kind: 'problem',
    description: 'An agents.task or agents.title entry, whose settings the runtime drops.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.1 step 11, §8 U26',
    runtimes: ['fork'],
  },
  messages: {
    dropped:
      'agents.{{key}} uses the legacy name "{{id}}": the runtime moves it to "{{target}}" only when no "{{target}}" entry exists, and once any provider credential exists one always does, so all of these settings are dropped.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'config-legacy-agent');
  },
});
