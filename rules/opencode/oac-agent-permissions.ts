import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';

/** OAC agents write `permissions` (plural); OpenCode reads only `permission` (docs/runtimes/oac.md §8.3). */
export default defineRule({
  id: 'oac-agent-permissions',
  meta: {
    kind: 'problem',
    description: 'An agent frontmatter permissions key (plural), which OpenCode does not enforce.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §8.3',
    runtimes: ['opencode'],
  },
  messages: {
    plural: '"permissions" is not an OpenCode agent key: V1 forwards it to the provider as an option, so none of its allow/ask/deny rules is enforced. Rename it "permission".',
  },
  defaultOptions: {},
  check(ctx) {
    for (const a of oacOf(ctx.model)?.agents ?? []) {
      if (a.permissionsPlural) ctx.report({ messageId: 'plural', data: {}, span: a.permissionsPlural });
    }
  },
});
