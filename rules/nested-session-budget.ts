import { defineRule } from '../src/engine/define-rule.js';
import { listSome, nestedFileSpan } from '../src/runtimes/fork/sim/disclosure-facts.js';

/**
 * The nested bodies together exceed `maxSessionBytes` (docs/runtimes/fork.md §6.8 step 3): a session
 * that touches every file in walk order is exhausted and never receives the rest.
 */
export default defineRule({
  id: 'nested-session-budget',
  meta: {
    kind: 'problem',
    description: 'The sanitised bodies of the nested context files exceed contextDiscovery.maxSessionBytes, so a session never receives some of them.',
    severity: 'warning',
    fixable: false,
    needs: ['discovery'],
    schema: null,
    spec: 'docs/runtimes/fork.md §6.8 step 3',
    runtimes: ['fork'],
  },
  messages: {
    exhausted:
      'The nested context bodies total {{total}} bytes, over maxSessionBytes ({{max}}): a session touching every file in walk order is exhausted at {{first}} and never receives {{files}}.',
  },
  defaultOptions: {},
  check(ctx) {
    const sim = ctx.simulation();
    if (sim.discovery.files.length === 0) return;
    const b = sim.facts.sessionBudget();
    if (b.exhaustedAt < 0) return;
    const never = b.entries.filter((e) => e.overBudget).map((e) => e.file);
    const first = b.entries[b.exhaustedAt]!.file;
    ctx.report({
      messageId: 'exhausted',
      data: { total: b.total, max: b.maxSessionBytes, first: first.rel, files: listSome(never.map((f) => f.rel)) },
      span: (ctx.model.config.valueSpans?.maxSessionBytes ?? null) ?? nestedFileSpan(ctx.model, first.abs),
    });
  },
});
