import { defineRule } from '../src/engine/define-rule.js';
import { distinctEntries, entrySpan, showPath } from '../src/runtimes/fork/sim/context-facts.js';

/** An agent or step context entry whose file depends on the environment (docs/runtimes/fork.md §5.4). */
export default defineRule({
  id: 'context-entry-env',
  meta: {
    kind: 'suggestion',
    description: 'An agent or step context entry depends on an environment variable, so other machines may read a different file.',
    severity: 'info',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.4',
    runtimes: ['fork'],
  },
  messages: {
    dependsOnEnv: 'Context entry "{{entry}}" depends on the environment ({{vars}}); here it resolves to {{path}}{{outcome}}. Another machine or CI may read a different file, or none.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.layer === 'global' || e.joined === null || e.expanded === null) continue;
      const envTokens = e.tokens.filter((t) => t.startsWith('env.'));
      if (envTokens.length === 0 || e.skip === 'escapes') continue;
      const vars = [...new Set(envTokens)].map((t) => `${t.slice(4)}=${JSON.stringify(model.env[t.slice(4)] ?? '')}`).join(', ');
      const outcome = e.files.length > 0 ? ` (${e.files.length} file${e.files.length === 1 ? '' : 's'})` : `, which contributes nothing (${e.skip ?? 'empty'})`;
      ctx.report({ messageId: 'dependsOnEnv', data: { entry: e.raw, vars, path: showPath(model, e.joined) + (e.expanded.endsWith('/') ? '/' : ''), outcome }, span: entrySpan(model, e) });
    }
  },
});
