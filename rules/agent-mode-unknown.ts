import { defineRule } from '../src/engine/define-rule.js';
import { didYouMean } from '../src/text/suggest.js';

/**
 * A `mode` other than `agent`, `subagent` or (frontmatter only) `primary`: the runtime keeps it
 * verbatim, which leaves the agent out of both mode lists (docs/runtimes/fork.md §2.5, §3.2, U26).
 * Checks every loaded markdown file and every `.opencode.json` `agents.<id>.mode`.
 *
 * Severity error, above U26's "warn": an agent in neither mode list cannot be selected as a
 * primary agent nor called as a subagent, so the definition is unusable (issue 11, point 4).
 */
export default defineRule({
  id: 'agent-mode-unknown',
  meta: {
    kind: 'problem',
    description: 'An agent mode the runtime does not recognise leaves the agent out of both mode lists.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.5, §3.2, §8 U26',
    runtimes: ['fork'],
  },
  messages: {
    frontmatter:
      'Mode "{{mode}}" is not agent, subagent or primary: the runtime keeps it verbatim, so agent "{{id}}" is in neither mode list.{{suggestion}}',
    json: 'Mode "{{mode}}" is applied verbatim from .opencode.json (only frontmatter rewrites "primary" to "agent"), so agent "{{id}}" is in neither mode list.{{suggestion}}',
  },
  defaultOptions: {},
  check(ctx) {
    const hint = (s: string | null): string => (s ? ` Did you mean "${s}"?` : '');
    for (const f of ctx.model.agentFiles) {
      if (f.status !== 'loaded' || !f.mode) continue;
      const m = f.mode.value;
      if (m === '' || m === 'agent' || m === 'subagent' || m === 'primary') continue;
      ctx.report({ messageId: 'frontmatter', data: { mode: m, id: f.id, suggestion: hint(didYouMean(m, ['agent', 'subagent', 'primary'])) }, span: f.mode.span });
    }
    for (const e of ctx.model.config.agents) {
      if (!e.mode) continue;
      const m = e.mode.value;
      if (m === '' || m === 'agent' || m === 'subagent') continue;
      const s = m.toLowerCase() === 'primary' ? 'agent' : didYouMean(m, ['agent', 'subagent']);
      ctx.report({ messageId: 'json', data: { mode: m, id: e.id, suggestion: hint(s) }, span: e.mode.span });
    }
  },
});
