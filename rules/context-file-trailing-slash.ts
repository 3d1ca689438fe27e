import { defineRule } from '../src/engine/define-rule.js';
import { distinctEntries, entrySpan, showPath } from '../src/runtimes/fork/sim/context-facts.js';

/** A file (or a symlink to one) named with a trailing `/`: read as one file (docs/runtimes/fork.md §5.6, §8 U16). */
export default defineRule({
  id: 'context-file-trailing-slash',
  meta: {
    kind: 'suggestion',
    description: 'A context entry ends in "/" but names a file, which the runtime reads as a single file.',
    severity: 'info',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.6, §8 U16',
    runtimes: ['fork'],
  },
  messages: {
    fileWithSlash: 'Context entry "{{entry}}" ends in "/" but {{path}} is a file: the runtime reads it as one file. Drop the "/" to say what it does.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    for (const { entry: e } of distinctEntries(sim)) {
      if (e.joined === null || !(e.expanded ?? '').endsWith('/')) continue;
      const root = (e.candidates ?? []).find((c) => c.abs === e.joined);
      if (!root || (root.skip !== null && root.skip !== 'duplicate')) continue;
      if (sim.facts.path(e.joined).kind !== 'file') continue;
      ctx.report({ messageId: 'fileWithSlash', data: { entry: e.raw, path: showPath(model, e.joined) }, span: entrySpan(model, e) });
    }
  },
});
