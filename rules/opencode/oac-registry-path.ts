import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';

/** `registry.json` parses, and every component `path` names a regular file (docs/runtimes/oac.md §2). */
export default defineRule({
  id: 'oac-registry-path',
  meta: {
    kind: 'problem',
    description: 'A registry.json that is not valid JSON, or a component whose path is missing, not a file, or absent.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §2',
    runtimes: ['opencode'],
  },
  messages: {
    invalidJson: 'registry.json is not valid JSON ({{error}}); the installer and the validator stop here.',
    missing: '{{section}} entry "{{id}}": path "{{path}}" does not exist; the installer cannot copy it.',
    notFile: '{{section}} entry "{{id}}": path "{{path}}" is a directory, not a file.',
    noPath: '{{section}} entry "{{id}}" has no "path" string.',
  },
  defaultOptions: {},
  check(ctx) {
    const reg = oacOf(ctx.model)?.registry;
    if (!reg) return;
    for (const e of reg.errors.slice(0, 1)) ctx.report({ messageId: 'invalidJson', data: { error: e.message }, span: e.span });
    for (const e of reg.entries) {
      const id = e.id ?? `#${e.index}`;
      if (e.path === null) ctx.report({ messageId: 'noPath', data: { section: e.section, id }, span: e.idSpan });
      else if (e.pathKind === 'missing') ctx.report({ messageId: 'missing', data: { section: e.section, id, path: e.path.value }, span: e.path.span });
      else if (e.pathKind === 'dir') ctx.report({ messageId: 'notFile', data: { section: e.section, id, path: e.path.value }, span: e.path.span });
    }
  },
});
