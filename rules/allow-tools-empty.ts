import { defineRule } from '../src/engine/define-rule.js';

/**
 * `allowTools: []`: it does not restrict anything. Allow-list mode stays off, so the agent gets
 * every tool, and an inherited `tools` map is dropped (docs/runtimes/fork.md §2.5, §3.4, U26).
 * Checks loaded markdown files the registry applied and `.opencode.json` entries.
 */
export default defineRule({
  id: 'allow-tools-empty',
  meta: {
    kind: 'problem',
    description: 'An empty allowTools list enables every tool instead of none.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.5, §3.4, §8 U26',
    runtimes: ['fork'],
  },
  messages: {
    empty:
      '"allowTools: []" does not restrict tools: allow-list mode stays off, so agent "{{id}}" gets every tool, and any inherited tools map is dropped.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const f of ctx.model.agentFiles) {
      if (f.status !== 'loaded' || f.applied === false || !f.allowTools || f.allowTools.value.length > 0) continue;
      ctx.report({ messageId: 'empty', data: { id: f.id }, span: f.allowTools.span });
    }
    for (const e of ctx.model.config.agents) {
      if (!e.allowTools || e.allowTools.value.length > 0) continue;
      ctx.report({ messageId: 'empty', data: { id: e.id }, span: e.allowTools.span });
    }
  },
});
