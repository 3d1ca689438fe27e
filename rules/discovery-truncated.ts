import { defineRule } from '../src/engine/define-rule.js';
import { listSome, nestedFileSpan } from '../src/runtimes/fork/sim/disclosure-facts.js';

/**
 * The discovery walk hits `maxFiles` and stops (docs/runtimes/fork.md §6.2 step 5): every nested
 * context file after the cap, in walk order, is never listed or injected.
 */
export default defineRule({
  id: 'discovery-truncated',
  meta: {
    kind: 'problem',
    description: 'The discovery walk reaches contextDiscovery.maxFiles and stops, so later nested context files are never disclosed.',
    severity: 'warning',
    fixable: false,
    needs: ['discovery'],
    schema: null,
    spec: 'docs/runtimes/fork.md §6.2 step 5',
    runtimes: ['fork'],
  },
  messages: {
    truncated:
      'Discovery stops after maxFiles ({{maxFiles}}) nested context files: {{count}} more are never listed or injected ({{files}}). Raise contextDiscovery.maxFiles or move the files.',
  },
  defaultOptions: {},
  check(ctx) {
    const d = ctx.simulation().discovery;
    if (!d.truncated || !d.trace) return;
    const over = d.trace.overflow;
    const span = (ctx.model.config.valueSpans?.maxFiles ?? null) ?? (over[0] ? nestedFileSpan(ctx.model, over[0].abs) : null);
    ctx.report({
      messageId: 'truncated',
      data: { maxFiles: d.trace.caps.maxFiles, count: over.length, files: listSome(over.map((o) => o.rel)) },
      span,
    });
  },
});
