import { defineRule } from '../src/engine/define-rule.js';
import { normaliseMode } from '../src/runtimes/fork/model/context.js';
import { didYouMean } from '../src/text/suggest.js';
import { allContextSpecs } from '../src/runtimes/fork/sim/context-facts.js';

/** An unrecognised context `mode`, which the runtime treats as append (docs/runtimes/fork.md §5.2). */
export default defineRule({
  id: 'context-mode-unknown',
  meta: {
    kind: 'problem',
    description: 'A context mode other than "replace" or "append" (case-sensitive) silently falls back to append.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.2',
    runtimes: ['fork'],
  },
  messages: {
    unknownMode:
      'Unrecognised context mode "{{mode}}" for {{owner}}: the runtime falls back to append, so the lower layers stay in the prompt. Modes are case-sensitive: "replace" or "append".{{suggestion}}',
  },
  defaultOptions: {},
  check(ctx) {
    for (const { spec, owner } of allContextSpecs(ctx.model)) {
      const raw = spec.mode?.value;
      if (raw === undefined || raw === null || normaliseMode(raw).recognised) continue;
      const s = didYouMean(raw, ['replace', 'append']);
      ctx.report({ messageId: 'unknownMode', data: { mode: raw, owner, suggestion: s !== null ? ` Did you mean "${s}"?` : '' }, span: spec.mode!.span });
    }
  },
});
