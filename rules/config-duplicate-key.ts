import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** Exact duplicate keys in one object of `.opencode.json`: Go's encoding/json keeps the last. */
export default defineRule({
  id: 'config-duplicate-key',
  meta: {
    kind: 'problem',
    description: 'A key written twice in one object of .opencode.json; the earlier value is silently lost.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.2, §8 U19',
    runtimes: ['fork'],
  },
  messages: {
    duplicate: 'Duplicate key "{{key}}": the runtime ignores this value (line {{line}}) and keeps the later one on line {{laterLine}}.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'config-duplicate-key');
  },
});
