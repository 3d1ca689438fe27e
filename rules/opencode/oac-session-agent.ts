import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';
import { agentAnswersTo } from '../../src/runtimes/oac/model/agent-deps.js';

/** Built-in agent IDs of OpenCode V1 (docs/runtimes/oac.md §8). */
const BUILT_IN = ['build', 'plan', 'general', 'explore'];

/** A manifest file's `for` names an agent that exists (docs/runtimes/oac.md §9.5). */
export default defineRule({
  id: 'oac-session-agent',
  meta: {
    kind: 'problem',
    description: 'A manifest context file whose for names no agent of the project.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §9.5',
    runtimes: ['opencode'],
  },
  messages: {
    unknown: '"for": "{{value}}" names no agent: no agent has the ID "{{id}}".',
    notId: '"for": "{{value}}" names {{file}} by {{how}}, but its agent ID is "{{agentId}}"; subagent_type "{{id}}" does not resolve.',
  },
  defaultOptions: {},
  check(ctx) {
    const oac = oacOf(ctx.model);
    if (!oac) return;
    for (const s of oac.sessions) {
      for (const f of s.files) {
        if (!f.for) continue;
        const id = f.for.value.trim().replace(/^@/, '');
        if (id === '' || /[{}]/.test(id)) continue;
        if (BUILT_IN.includes(id) || oac.agents.some((a) => a.v1Id === id)) continue;
        const other = oac.agents.find((a) => agentAnswersTo(a, id));
        if (other) {
          const how = other.fmId === id ? 'its frontmatter id' : other.baseName === id ? 'its file name' : 'its path';
          ctx.report({ messageId: 'notId', data: { value: f.for.value, id, file: other.path, how, agentId: other.v1Id }, span: f.for.span, hint: `Write "@${other.v1Id}".` });
        } else ctx.report({ messageId: 'unknown', data: { value: f.for.value, id }, span: f.for.span });
      }
    }
  },
});
