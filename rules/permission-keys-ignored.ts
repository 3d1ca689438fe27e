import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** Tool-name keys directly under top-level `permission`: the upstream schema accepts them, the loader ignores them (U11). */
export default defineRule({
  id: 'permission-keys-ignored',
  meta: {
    kind: 'problem',
    description: 'A key under the top-level permission object other than skill and rules, which the runtime ignores.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.3, §8 U11',
    runtimes: ['fork'],
  },
  messages: {
    ignored: 'Key "{{key}}" under top-level "permission" is ignored: the runtime decodes only "skill" and "rules" (tool rules go under "permission.rules").',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'permission-keys-ignored');
  },
});
