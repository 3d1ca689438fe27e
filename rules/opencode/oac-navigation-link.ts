import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';

/** Every path a navigation file lists exists (docs/runtimes/oac.md §5.2). */
export default defineRule({
  id: 'oac-navigation-link',
  meta: {
    kind: 'problem',
    description: 'A path listed in a navigation file that does not exist.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §5.2',
    runtimes: ['opencode'],
  },
  messages: {
    missing: '"{{ref}}" does not exist (tried {{candidates}}); an agent that follows this navigation reads nothing.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const nav of oacOf(ctx.model)?.tree?.navigation ?? []) {
      for (const r of nav.references) {
        if (r.resolved !== null || r.planned) continue;
        ctx.report({ messageId: 'missing', data: { ref: r.text, candidates: r.candidates.join(', ') }, span: r.span, hint: 'Mark planned content with "[future]" on its line, or fix the path.' });
      }
    }
  },
});
