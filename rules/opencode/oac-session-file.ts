import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';

/** Every `context_files` path exists in the session folder (docs/runtimes/oac.md §9.3). */
export default defineRule({
  id: 'oac-session-file',
  meta: {
    kind: 'problem',
    description: 'A manifest context_files path that does not exist in the session folder, or leaves it.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §9.3',
    runtimes: ['opencode'],
  },
  messages: {
    missing: '"{{path}}" is not in {{dir}}/; a subagent sent to it reads nothing.',
    notFile: '"{{path}}" is a directory in {{dir}}/, not a context file.',
    outside: '"{{path}}" is not a path inside the session folder {{dir}}/.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) {
      for (const f of s.files) {
        const data = { path: f.path.value, dir: s.dir };
        if (f.exists === 'missing') ctx.report({ messageId: 'missing', data, span: f.path.span });
        else if (f.exists === 'dir') ctx.report({ messageId: 'notFile', data, span: f.path.span });
        else if (f.exists === 'outside') ctx.report({ messageId: 'outside', data, span: f.path.span });
      }
    }
  },
});
