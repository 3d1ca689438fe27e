import { defineRule } from '../../src/engine/define-rule.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';
import { oacOf } from '../../src/runtimes/oac/model/types.js';

const messages = {
  frontmatter:
    'Agent "{{id}}": "permissions" (plural) is not a setting: the runtime passes it to the model provider as an option and enforces none of its rules. Write "permission".',
  config:
    'Agent "{{id}}": "permissions" (plural) makes opencode 1.18 refuse to start ("V2 permissions are not supported by OpenCode V1"). Write "permission".',
} as const;

/**
 * `permissions` (plural) in an agent's settings (docs/runtimes/opencode.md §5.3): in frontmatter it
 * moves into `options` and no rule of it is enforced; in a config entry the runtime refuses to start.
 * OpenAgentsControl agents are left to oac-agent-permissions.
 */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-permissions-plural',
  meta: {
    kind: 'problem',
    description: 'An agent "permissions" (plural) map is never enforced (frontmatter) or stops the runtime (config).',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §5.3',
    runtimes: ['opencode'],
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    // An OpenAgentsControl agent's plural key is oac-agent-permissions' finding (one finding per key).
    const oac = new Set((oacOf(ctx.model)?.agents ?? []).flatMap((a) => (a.permissionsPlural ? [a.permissionsPlural.file] : [])));
    for (const d of ctx.model.agentSet.definitions) {
      if (!Object.hasOwn(d.written, 'permissions')) continue;
      if (d.markdown && (!d.kept || oac.has(d.file))) continue;
      const span = d.spanAt('/permissions', 'key');
      if (d.markdown) ctx.report({ messageId: 'frontmatter', data: { id: d.id }, span });
      else ctx.report({ messageId: 'config', data: { id: d.id }, span });
    }
  },
});
