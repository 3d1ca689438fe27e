import { defineRule } from '../src/engine/define-rule.js';
import { normaliseMode } from '../src/runtimes/fork/model/context.js';
import { allContextSpecs } from '../src/runtimes/fork/sim/context-facts.js';

/** An explicit `paths: []`, which older runtime builds ignore (docs/runtimes/fork.md §5.1, §8 U3, U4). */
export default defineRule({
  id: 'context-paths-empty-list',
  meta: {
    kind: 'problem',
    description: 'An explicit empty "paths: []" is declared on current builds but ignored by older ones.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.1, §8 U3',
    runtimes: ['fork'],
  },
  messages: {
    emptyReplace:
      'Explicit empty paths for {{owner}} with replace mode: current builds (21394ab) drop all project context for it, but older builds (ca2d7e9) ignore an empty list and keep the lower layers.',
    emptyAppend:
      'Explicit empty paths for {{owner}} with append mode adds nothing on any build; older builds (ca2d7e9) treat it as undeclared. Remove it, or write the files it should add.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const { spec, owner } of allContextSpecs(ctx.model)) {
      if (spec.paths === null || spec.paths.length > 0) continue;
      const { mode } = normaliseMode(spec.mode?.value ?? null);
      ctx.report({ messageId: mode === 'replace' ? 'emptyReplace' : 'emptyAppend', data: { owner }, span: spec.pathsSpan ?? spec.span });
    }
  },
});
