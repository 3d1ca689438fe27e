import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';
import { fileSpan } from '../../src/model/span.js';

/** Every category folder of the context tree has a navigation.md (docs/runtimes/oac.md §5.1). */
export default defineRule({
  id: 'oac-navigation-missing',
  meta: {
    kind: 'problem',
    description: 'A context category folder (or the context root) without a navigation.md.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §5.1',
    runtimes: ['opencode'],
  },
  messages: {
    missing: 'Category "{{category}}" has no navigation.md; ContextScout and agents that start from the navigation files do not find its {{files}} file(s).',
    rootMissing: 'The context root {{root}} has no navigation.md.',
  },
  defaultOptions: {},
  check(ctx) {
    const tree = oacOf(ctx.model)?.tree;
    if (!tree) return;
    const has = new Set(tree.entries.filter((e) => e.kind !== 'dir').map((e) => e.treePath));
    if (!has.has('navigation.md')) ctx.report({ messageId: 'rootMissing', data: { root: tree.root }, span: fileSpan(tree.root) });
    for (const e of tree.entries) {
      if (e.kind !== 'dir' || e.treePath.includes('/') || has.has(`${e.treePath}/navigation.md`)) continue;
      const files = tree.entries.filter((f) => f.kind === 'file' && f.treePath.startsWith(`${e.treePath}/`)).length;
      if (files === 0) continue;
      ctx.report({ messageId: 'missing', data: { category: e.treePath, files }, span: fileSpan(e.path) });
    }
  },
});
