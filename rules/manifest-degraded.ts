import { defineRule } from '../src/engine/define-rule.js';
import { describeTarget } from '../src/runtimes/fork/sim/context-facts.js';
import { listSome, nestedFileSpan } from '../src/runtimes/fork/sim/disclosure-facts.js';

/** The manifest does not fit in 8192 bytes: labels dropped, or files not shown (docs/runtimes/fork.md §6.5). */
export default defineRule({
  id: 'manifest-degraded',
  meta: {
    kind: 'problem',
    description: 'The nested-context manifest exceeds 8192 bytes, so the runtime drops every label or leaves files out of the listing.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §6.5',
    runtimes: ['fork'],
  },
  messages: {
    pathsOnly:
      'The labelled manifest is {{labelled}} bytes, over the 8192-byte cap, so the runtime lists {{count}} files without any label for {{targets}}. Shorten labels or disclose fewer files.',
    cut: 'Even without labels the manifest is {{pathsOnly}} bytes, over the 8192-byte cap: {{notShown}} files are not listed at all for {{targets}}, starting with {{first}}.',
  },
  defaultOptions: {},
  check(ctx) {
    const groups = new Map<string, { targets: string[]; m: (typeof sims)[number]['manifest'] }>();
    const sims = ctx.simulation().targets;
    for (const t of sims) {
      const m = t.manifest;
      if (m.gatedBy !== null || m.degrade === 0) continue;
      const key = `${m.degrade}:${m.notShown}:${m.files.map((f) => f.abs).join('\0')}`;
      const g = groups.get(key);
      if (g) g.targets.push(describeTarget(t.target));
      else groups.set(key, { targets: [describeTarget(t.target)], m });
    }
    for (const { targets, m } of groups.values()) {
      const who = listSome(targets, 5);
      if (m.degrade === 1) {
        const first = m.files.find((f) => f.label !== null) ?? m.files[0]!;
        ctx.report({ messageId: 'pathsOnly', data: { labelled: m.sizes?.labelled ?? 0, count: m.files.length, targets: who }, span: nestedFileSpan(ctx.model, first.abs) });
      } else {
        const first = m.files[m.files.length - m.notShown]!;
        ctx.report({
          messageId: 'cut',
          data: { pathsOnly: m.sizes?.pathsOnly ?? 0, notShown: m.notShown, targets: who, first: first.rel },
          span: nestedFileSpan(ctx.model, first.abs),
        });
      }
    }
  },
});
