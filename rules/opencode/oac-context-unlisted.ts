import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';
import { fileSpan } from '../../src/model/span.js';
import { dir } from '../../src/go/path.js';
import { isNavigationName } from '../../src/runtimes/oac/load/navigation.js';

/** Every context file is listed by a navigation file, directly or through its folder (docs/runtimes/oac.md §5.3). */
export default defineRule({
  id: 'oac-context-unlisted',
  meta: {
    kind: 'problem',
    description: 'A context file that no navigation file lists, neither by name nor by its folder.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §5.3',
    runtimes: ['opencode'],
  },
  messages: {
    unlisted: '{{path}} is listed by no navigation file (neither the file nor its folder {{folder}}/), so navigation-driven discovery never reaches it.',
  },
  defaultOptions: {},
  check(ctx) {
    const tree = oacOf(ctx.model)?.tree;
    if (!tree) return;
    const listed = new Set<string>();
    for (const nav of tree.navigation) for (const r of nav.references) if (r.real !== null) listed.add(r.real);
    const present = new Set(tree.entries.map((e) => e.treePath));
    for (const e of tree.entries) {
      if (e.kind !== 'file' || !e.path.endsWith('.md')) continue;
      const name = e.treePath.split('/').pop()!;
      if (isNavigationName(name) || name === 'README.md') continue;
      const category = e.treePath.split('/')[0]!;
      // A category without navigation.md is reported once by oac-navigation-missing (§5.1).
      if (e.treePath.includes('/') && !present.has(`${category}/navigation.md`)) continue;
      const folder = dir(e.path);
      if (listed.has(e.path) || listed.has(folder)) continue;
      ctx.report({ messageId: 'unlisted', data: { path: e.path, folder }, span: fileSpan(e.path) });
    }
  },
});
