import { defineRule } from '../src/engine/define-rule.js';
import type { AgentFile } from '../src/runtimes/fork/model/agents.js';
import { BUILTIN_AGENTS } from '../src/runtimes/fork/model/defaults.js';

/**
 * A markdown `model:` that never takes effect (docs/runtimes/fork.md §2.5, §3.1 step 5, U20):
 * - on a builtin agent, whose implicit `agents.<id>` entry always carries a (default) model once
 *   any provider credential exists;
 * - on an agent that also has an `agents.<id>` entry without `model`: validation writes a default
 *   model into that entry, and the override applies it over the markdown one.
 */
export default defineRule({
  id: 'agent-model-overridden',
  meta: {
    kind: 'problem',
    description: "A markdown agent's model is overridden by a default model the runtime fills in.",
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.5, §3.1 step 5, §8 U20',
    runtimes: ['fork'],
  },
  messages: {
    builtinModel:
      'model "{{model}}" never takes effect for the builtin agent "{{id}}": once any provider credential exists, the runtime gives every builtin an agents.{{id}} entry with a model, which overrides this one.',
    defaultedModel:
      'agents.{{key}} sets no "model", so the runtime writes a default model into it, and that overrides model "{{model}}" from {{file}}.',
  },
  defaultOptions: {},
  check(ctx) {
    const builtins = new Set(BUILTIN_AGENTS.map((b) => b.id));
    const applied = ctx.model.agentFiles.filter((f) => f.status === 'loaded' && f.applied !== false);
    for (const f of applied) {
      if (!builtins.has(f.id) || !f.model || f.model.value === '') continue;
      ctx.report({ messageId: 'builtinModel', data: { model: f.model.value, id: f.id }, span: f.model.span });
    }
    for (const e of ctx.model.config.agents) {
      if (e.model && e.model.value !== '') continue;
      let md: AgentFile | null = null;
      for (const f of applied) if (f.id === e.id && f.model && f.model.value !== '') md = f;
      if (!md || !md.model) continue;
      ctx.report({ messageId: 'defaultedModel', data: { key: e.key.value, model: md.model.value, file: md.file }, span: e.key.span });
    }
  },
});
