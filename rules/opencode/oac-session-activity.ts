import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';
import { isoTime } from '../../src/runtimes/oac/load/sessions.js';

/** `last_activity` is not before `created_at` (docs/runtimes/oac.md §9.6). */
export default defineRule({
  id: 'oac-session-activity',
  meta: {
    kind: 'problem',
    description: 'A manifest whose last_activity is earlier than its created_at.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §9.6',
    runtimes: ['opencode'],
  },
  messages: {
    before: 'last_activity {{last}} is earlier than created_at {{created}}; stale-session cleanup judges the session by last_activity.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) {
      if (!s.createdAt || !s.lastActivity) continue;
      const c = isoTime(s.createdAt.value);
      const l = isoTime(s.lastActivity.value);
      if (c !== null && l !== null && l < c) ctx.report({ messageId: 'before', data: { last: s.lastActivity.value, created: s.createdAt.value }, span: s.lastActivity.span });
    }
  },
});
