import { defineRule } from '../src/engine/define-rule.js';
import { didYouMean } from '../src/text/suggest.js';
import { distinctEntries, entrySpan } from '../src/runtimes/fork/sim/context-facts.js';

const VALID = '${agent}, ${flow.id}, ${flow.step}, ${env.NAME}';

/** Suggest a valid token for an unknown name: the nearest of the three fixed names, or `env.X` for `ENV.X` / `X`-like names. */
export function suggestToken(name: string): string | null {
  const fixed = didYouMean(name, ['agent', 'flow.id', 'flow.step']);
  if (fixed !== null) return '${' + fixed + '}';
  const m = /^env[._:](.+)$/i.exec(name);
  if (m) return '${env.' + m[1] + '}';
  if (/^[A-Z_][A-Z0-9_]*$/.test(name)) return '${env.' + name + '}';
  return null;
}

/**
 * Token problems in agent and step context entries (docs/runtimes/fork.md §5.4): an unknown token,
 * an env variable that is unset or empty, or a `${` left after expansion. Each skips the entry.
 */
export default defineRule({
  id: 'context-token-unknown',
  meta: {
    kind: 'problem',
    description: 'An agent or step context entry uses an unknown token, an unset environment variable, or an unterminated "${", so the runtime skips it.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.4',
    runtimes: ['fork'],
  },
  messages: {
    unknown: 'Unknown token {{token}} in context entry "{{entry}}": the runtime skips the entry. Valid tokens are {{valid}}.{{suggestion}}',
    emptyEnv: 'Context entry "{{entry}}" is skipped because the environment variable {{name}} is unset or empty here (ctxlens: --env {{name}}=VALUE).',
    envNoName: 'Token ${env.} in context entry "{{entry}}" names no variable, so it expands to "" and the runtime skips the entry.',
    leftover: 'Context entry "{{entry}}" still contains "${" after expansion ("{{expanded}}"): the runtime skips it. Close the token with "}", or check the environment value.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.layer === 'global') continue;
      const span = entrySpan(model, e);
      if (e.skip === 'unknown-token') {
        const name = e.detail ?? '';
        const s = suggestToken(name);
        ctx.report({
          messageId: 'unknown',
          data: { token: '${' + name + '}', entry: e.raw, valid: VALID, suggestion: s !== null ? ` Did you mean ${s}?` : '' },
          span,
        });
      } else if (e.skip === 'empty-token' && e.detail !== null && e.detail.startsWith('env.')) {
        const name = e.detail.slice(4);
        if (name === '') ctx.report({ messageId: 'envNoName', data: { entry: e.raw }, span });
        else ctx.report({ messageId: 'emptyEnv', data: { entry: e.raw, name }, span });
      } else if (e.skip === 'leftover-token') {
        ctx.report({ messageId: 'leftover', data: { entry: e.raw, expanded: e.detail ?? '' }, span });
      }
    }
  },
});
