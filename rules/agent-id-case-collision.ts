import { defineRule } from '../src/engine/define-rule.js';

/**
 * Registry IDs that differ only in case (`MyAgent.md` and `myagent.md`, or `Coder.md` next to the
 * builtin `coder`): the runtime keeps them as distinct agents (docs/runtimes/fork.md §3.1, U26), and JSON
 * (whose keys are lower-cased, §2.2) can reach only the lower-case one. Reported on each
 * markdown-created entry after the first of its group, naming the first.
 */
export default defineRule({
  id: 'agent-id-case-collision',
  meta: {
    kind: 'problem',
    description: 'Two agents whose IDs differ only in case are distinct agents at run time.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §3.1, §2.2, §8 U26',
    runtimes: ['fork'],
  },
  messages: {
    collision:
      'Agent ID "{{id}}" differs from "{{other}}" only in case: the runtime keeps two separate agents, and an agents.{{lower}} entry in .opencode.json can reach only "{{lower}}".',
  },
  defaultOptions: {},
  check(ctx) {
    const first = new Map<string, string>();
    for (const a of ctx.model.agents.values()) {
      const lower = a.id.toLowerCase();
      const other = first.get(lower);
      if (other === undefined) {
        first.set(lower, a.id);
        continue;
      }
      const created = a.contributions[0];
      if (created?.kind !== 'markdown') continue;
      const f = ctx.model.agentFiles.find((x) => x.file === created.file && x.status === 'loaded');
      ctx.report({ messageId: 'collision', data: { id: a.id, other, lower }, span: f?.span ?? created.span });
    }
  },
});
