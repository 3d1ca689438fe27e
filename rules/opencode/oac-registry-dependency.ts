import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';
import { resolutionMessage } from '../../src/runtimes/oac/model/resolution-message.js';
import { resolveDependency } from '../../src/runtimes/oac/model/resolve.js';

/** Every registry `dependencies` entry parses and resolves as the installer resolves it (docs/runtimes/oac.md §3). */
export default defineRule({
  id: 'oac-registry-dependency',
  meta: {
    kind: 'problem',
    description: 'A registry dependency that is not type:id, has an unknown type, or that the installer cannot resolve.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §3',
    runtimes: ['opencode'],
  },
  messages: {
    format: 'Dependency "{{dep}}" is not "type:id" ({{why}}).',
    unknownType: 'Dependency "{{dep}}" has the unknown type "{{type}}" (known: agent, subagent, command, tool, plugin, context, config, skill).',
    notFound: 'Dependency "{{dep}}" resolves to nothing: {{why}}.',
    wildcardNotContext: 'Dependency "{{dep}}": the installer expands "*" for contexts only and skips this one.',
    wildcardNoMatch: 'Dependency "{{dep}}": no context path starts with ".opencode/context/{{prefix}}"; the installer skips it.',
  },
  defaultOptions: {},
  check(ctx) {
    const reg = oacOf(ctx.model)?.registry;
    if (!reg) return;
    for (const e of reg.entries) {
      for (const dep of e.dependencies) {
        const r = resolveDependency(reg, dep.value);
        if (r.kind !== 'ok') ctx.report({ ...resolutionMessage(r, dep.value), span: dep.span });
      }
    }
  },
});
