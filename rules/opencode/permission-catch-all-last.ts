import { defineRule } from '../../src/engine/define-rule.js';
import { pointer } from '../../src/model/span.js';
import type { OcAgentsView, SpanAt } from '../../src/runtimes/opencode/model/agent-set.js';
import { configSpanAt, type OcConfigView } from '../../src/runtimes/opencode/model/config-view.js';

const messages = {
  pattern:
    'In the "{{tool}}" permission of {{owner}}, the catch-all "*": {{action}} comes after {{patterns}}; the runtime applies the last matching rule, so "*" overrides {{them}}. Put "*" first.',
  tool: 'In the permission of {{owner}}, the catch-all "*": {{action}} comes after {{patterns}}; the runtime applies the last matching rule, so "*" overrides {{them}}. Put "*" first.',
} as const;

type Rule = { key: string; actions: Set<string> };

function actionsOf(v: unknown): Set<string> {
  if (typeof v === 'string') return new Set([v]);
  if (v && typeof v === 'object' && !Array.isArray(v)) return new Set(Object.values(v).filter((x): x is string => typeof x === 'string'));
  return new Set();
}

/** The entries before a `"*"` key whose actions differ from it (they are all overridden). */
function overridden(map: Record<string, unknown>): { action: string; before: Rule[] } | null {
  const keys = Object.keys(map);
  const i = keys.lastIndexOf('*');
  if (i <= 0 || typeof map['*'] !== 'string') return null;
  const action = map['*'];
  const before = keys.slice(0, i).map((key) => ({ key, actions: actionsOf(map[key]) })).filter((r) => [...r.actions].some((a) => a !== action));
  return before.length > 0 ? { action, before } : null;
}

const list = (rs: Rule[]): string => {
  const shown = rs.slice(0, 3).map((r) => `"${r.key}"`).join(', ');
  return rs.length > 3 ? `${shown} and ${rs.length - 3} more` : shown;
};

/**
 * A permission map whose catch-all `"*"` is written after narrower entries with other actions
 * (docs/runtimes/opencode.md §5.5): rules keep the written order and the last match wins.
 */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView & OcConfigView>({
  id: 'permission-catch-all-last',
  meta: {
    kind: 'problem',
    description: 'A catch-all "*" permission written last overrides every narrower rule above it.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §5.5',
    runtimes: ['opencode'],
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    const checkMap = (owner: string, perm: unknown, base: string, spanAt: SpanAt): void => {
      if (!perm || typeof perm !== 'object' || Array.isArray(perm)) return;
      const top = overridden(perm as Record<string, unknown>);
      if (top) {
        const n = top.before.length;
        ctx.report({ messageId: 'tool', data: { owner, action: top.action, patterns: list(top.before), them: n === 1 ? 'it' : 'them' }, span: spanAt(pointer(base, '*'), 'key') });
      }
      for (const [tool, v] of Object.entries(perm as Record<string, unknown>)) {
        if (!v || typeof v !== 'object' || Array.isArray(v)) continue;
        const o = overridden(v as Record<string, unknown>);
        if (!o) continue;
        ctx.report({
          messageId: 'pattern',
          data: { owner, tool, action: o.action, patterns: list(o.before), them: o.before.length === 1 ? 'it' : 'them' },
          span: spanAt(pointer(base, tool, '*'), 'key'),
        });
      }
    };
    for (const d of ctx.model.agentSet.definitions) {
      if (d.kept) checkMap(`agent "${d.id}"`, d.written['permission'], '/permission', d.spanAt);
    }
    for (const doc of ctx.model.config.docs) {
      checkMap('this config file', doc.data?.['permission'], '/permission', (p, which) => configSpanAt(doc, p, which));
    }
  },
});
