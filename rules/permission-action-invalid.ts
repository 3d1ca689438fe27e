import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/**
 * A permission value that is not an action string: `edit: false`, `bash: 1`, a list, in agent
 * frontmatter, `.opencode.json` `agents.<id>.permission`, `permission.rules` or `permission.skill`,
 * directly or inside a pattern map (docs/runtimes/fork.md §2.3, §2.5, §3.3). Recorded by the loaders
 * (src/load/permission-actions.ts).
 */
export default defineRule({
  id: 'permission-action-invalid',
  meta: {
    kind: 'problem',
    description: 'A permission is set to a boolean, number or list instead of "allow", "ask" or "deny", so it does not restrict anything.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.3, §2.5, §3.3',
    runtimes: ['fork'],
  },
  messages: {
    frontmatter:
      '"{{where}}" is {{type}} ({{value}}), not an action: the runtime resolves only the strings "allow", "ask" and "deny", so this permission has no effect and the default ("ask") applies. Write "{{fix}}".',
    config:
      '"{{where}}" in .opencode.json is {{type}} ({{value}}), not an action: the runtime resolves only the strings "allow", "ask" and "deny", so this permission has no effect and the default ("ask") applies. Write "{{fix}}".',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx as never, 'permission-action-invalid');
  },
});
