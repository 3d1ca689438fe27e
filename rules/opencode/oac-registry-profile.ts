import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';
import { resolutionMessage } from '../../src/runtimes/oac/model/resolution-message.js';
import { resolveDependency } from '../../src/runtimes/oac/model/resolve.js';

/** Every component a profile names resolves (docs/runtimes/oac.md §4.3). */
export default defineRule({
  id: 'oac-registry-profile',
  meta: {
    kind: 'problem',
    description: 'A registry profile that names a component the installer cannot find.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §4.3',
    runtimes: ['opencode'],
  },
  messages: {
    format: 'Profile component "{{dep}}" is not "type:id" ({{why}}).',
    unknownType: 'Profile component "{{dep}}" has the unknown type "{{type}}".',
    notFound: 'Profile component "{{dep}}" resolves to nothing: {{why}}.',
    wildcardNotContext: 'Profile component "{{dep}}": the installer expands "*" for contexts only and skips this one.',
    wildcardNoMatch: 'Profile component "{{dep}}": no context path starts with ".opencode/context/{{prefix}}"; the installer skips it.',
  },
  defaultOptions: {},
  check(ctx) {
    const reg = oacOf(ctx.model)?.registry;
    if (!reg) return;
    for (const p of reg.profiles) {
      for (const c of p.components) {
        const r = resolveDependency(reg, c.value);
        if (r.kind !== 'ok') ctx.report({ ...resolutionMessage(r, c.value), span: c.span });
      }
    }
  },
});
