import { defineRule } from '../src/engine/define-rule.js';
import { BUILTIN_AGENTS } from '../src/runtimes/fork/model/defaults.js';

/**
 * A markdown file merged into a builtin primary agent (`coder`, `hivemind`) that leaves the merged
 * entry with a mode other than `agent`: parsing turns an absent `mode` into `subagent` and the
 * merge copies it verbatim (docs/runtimes/fork.md §3.4 "Gotcha"). Reported only when the markdown file
 * decides the final mode (a JSON `mode` applied later wins and is not reported).
 */
export default defineRule({
  id: 'builtin-agent-demoted',
  meta: {
    kind: 'problem',
    description: 'A markdown file for a builtin primary agent silently turns it into a subagent or takes it out of both mode lists.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §3.2, §3.4',
    runtimes: ['fork'],
  },
  messages: {
    demoted:
      'This file turns the builtin primary agent "{{id}}" into a subagent: without "mode: agent" (or "primary") parsing sets mode "subagent", and the merge copies it over the builtin.',
    outOfLists:
      'This file gives the builtin primary agent "{{id}}" the mode "{{mode}}", which is in neither mode list: "{{id}}" is no longer offered as a primary agent or a subagent.',
  },
  defaultOptions: {},
  check(ctx) {
    const primaries = new Set(BUILTIN_AGENTS.filter((b) => b.mode === 'agent').map((b) => b.id));
    for (const f of ctx.model.agentFiles) {
      if (f.status !== 'loaded' || f.applied === false || !primaries.has(f.id)) continue;
      const a = ctx.model.agents.get(f.id);
      if (!a || a.mode === 'agent' || a.modeFrom?.kind !== 'markdown' || a.modeFrom.file !== f.file) continue;
      const span = f.mode?.span ?? f.span ?? null;
      if (a.mode === 'subagent') ctx.report({ messageId: 'demoted', data: { id: f.id }, span });
      else ctx.report({ messageId: 'outOfLists', data: { id: f.id, mode: a.mode }, span });
    }
  },
});
