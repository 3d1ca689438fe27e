import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';

/** Built-in agent IDs of OpenCode V1 (docs/runtimes/oac.md §8). */
const BUILT_IN = ['build', 'plan', 'general', 'explore', 'title', 'summary', 'compaction'];

/** A `task` permission key written as an agent's file name or registry id while its `name` changed the ID (docs/runtimes/oac.md §8.2). */
export default defineRule({
  id: 'oac-agent-task-key',
  meta: {
    kind: 'problem',
    description: 'A task permission key that names an agent by file name or registry id, while the agent’s frontmatter name changed its ID.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §8.2',
    runtimes: ['opencode'],
  },
  messages: {
    nameChanged: 'task rule "{{key}}" matches no agent ID: {{file}} has the ID "{{id}}" (its frontmatter name), so this rule never applies to it.',
  },
  defaultOptions: {},
  check(ctx) {
    const oac = oacOf(ctx.model);
    if (!oac) return;
    const ids = new Set([...BUILT_IN, ...oac.agents.map((a) => a.v1Id)]);
    for (const a of oac.agents) {
      for (const k of a.taskKeys) {
        if (/[*?]/.test(k.value) || ids.has(k.value)) continue;
        const target = oac.agents.find((b) => b.v1Id !== k.value && (b.fmId === k.value || b.baseName === k.value || b.pathId === k.value));
        if (target) ctx.report({ messageId: 'nameChanged', data: { key: k.value, file: target.path, id: target.v1Id }, span: k.span, hint: `Key the rule "${target.v1Id}".` });
      }
    }
  },
});
