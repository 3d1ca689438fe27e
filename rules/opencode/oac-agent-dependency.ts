import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';
import { resolveAgentDependency } from '../../src/runtimes/oac/model/agent-deps.js';
import { resolutionMessage } from '../../src/runtimes/oac/model/resolution-message.js';

/** Agent frontmatter `dependencies` / `context` entries, delegation targets included, resolve (docs/runtimes/oac.md §8.1). */
export default defineRule({
  id: 'oac-agent-dependency',
  meta: {
    kind: 'problem',
    description: 'An agent frontmatter dependency (context, subagent, tool, …) that resolves to nothing.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §8.1',
    runtimes: ['opencode'],
  },
  messages: {
    format: 'Dependency "{{dep}}" is not "type:id" ({{why}}).',
    unknownType: 'Dependency "{{dep}}" has the unknown type "{{type}}" (known: agent, subagent, command, tool, plugin, context, config, skill).',
    notFound: 'Dependency "{{dep}}" resolves to nothing: {{why}}.',
    wildcardNotContext: 'Dependency "{{dep}}": "*" expands for contexts only.',
    wildcardNoMatch: 'Dependency "{{dep}}": nothing under .opencode/context/{{prefix}} matches.',
  },
  defaultOptions: {},
  check(ctx) {
    const oac = oacOf(ctx.model);
    if (!oac) return;
    for (const a of oac.agents) {
      for (const d of [...a.dependencies, ...a.context.map((c) => ({ ...c, value: c.value.includes(':') ? c.value : `context:${c.value}` }))]) {
        const r = resolveAgentDependency(oac, d.value);
        if (r.kind !== 'ok') ctx.report({ ...resolutionMessage(r, d.value), span: d.span });
      }
    }
  },
});
