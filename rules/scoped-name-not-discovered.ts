import { defineRule } from '../src/engine/define-rule.js';
import { listSome, nestedFileSpan } from '../src/runtimes/fork/sim/disclosure-facts.js';
import { scopedNameEntries } from '../src/runtimes/fork/sim/scoped-names.js';

/** Nested files named only in an agent's or step's scoped paths are never discovered (docs/runtimes/fork.md §6.2 step 1, §8 U8). */
export default defineRule({
  id: 'scoped-name-not-discovered',
  meta: {
    kind: 'suggestion',
    description: 'Files in subdirectories share the name of a scoped context entry, but discovery only looks for global contextPaths names, so they are never disclosed.',
    severity: 'info',
    fixable: false,
    needs: ['discovery'],
    schema: null,
    spec: 'docs/runtimes/fork.md §6.2 step 1, §8 U8',
    runtimes: ['fork'],
  },
  messages: {
    notDiscovered:
      'The {{owner}} context entry "{{entry}}" names {{name}}, and {{files}} below the working directory share that name, but discovery only looks for the global contextPaths names: those files are never listed or injected.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const t = ctx.simulation().discovery.trace;
    if (!t || t.watched.length === 0) return;
    const entries = scopedNameEntries(model, new Set(t.basenames));
    for (const e of entries) {
      const hits = t.watched.filter((w) => w.name === e.name && w.abs !== e.target);
      if (hits.length === 0) continue;
      ctx.report({
        messageId: 'notDiscovered',
        data: { owner: e.owner, entry: e.raw, name: e.name, files: listSome(hits.map((h) => h.rel)) },
        span: e.node?.span ?? nestedFileSpan(model, hits[0]!.abs),
      });
    }
  },
});
