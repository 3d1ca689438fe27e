import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';
import { fileSpan } from '../../src/model/span.js';

/** Symlinked short names in the context tree resolve, and stay inside it (docs/runtimes/oac.md §7). */
export default defineRule({
  id: 'oac-context-symlink',
  meta: {
    kind: 'problem',
    description: 'A symlink in the context tree that is dangling or lands outside the tree.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §7',
    runtimes: ['opencode'],
  },
  messages: {
    dangling: '{{path}} → "{{target}}" resolves to nothing; "context:{{short}}" and reads of this name fail.',
    escapes: '{{path}} → "{{target}}" lands outside .opencode/context/ ({{resolved}}); the installer copies the tree, not the target.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const e of oacOf(ctx.model)?.tree?.entries ?? []) {
      if (e.kind !== 'symlink') continue;
      const data = { path: e.path, target: e.linkTarget ?? '', short: e.treePath.replace(/\.md$/, '') };
      if (e.linkResolved === null || e.linkResolved === undefined) ctx.report({ messageId: 'dangling', data, span: fileSpan(e.path) });
      else if (!e.linkInside) ctx.report({ messageId: 'escapes', data: { ...data, resolved: e.linkResolved }, span: fileSpan(e.path) });
    }
  },
});
