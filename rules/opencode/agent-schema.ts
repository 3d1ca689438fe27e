import { defineRule } from '../../src/engine/define-rule.js';
import type { AgentViolation, OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

const messages = {
  refused: 'Agent "{{id}}": {{problem}} opencode refuses to start ("Configuration is invalid at {{file}}").',
  dropped: 'Agent "{{id}}": {{problem}} The runtime drops this mode/ file without a word.',
} as const;

/**
 * Agent settings of the wrong type or value (docs/runtimes/opencode.md §5.3): the runtime refuses
 * to start on an `agent/` file or a config entry, and silently drops a `mode/` file. `mode` has its
 * own rule (agent-mode-invalid).
 */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-schema',
  meta: {
    kind: 'problem',
    description: 'An agent setting of the wrong type or value stops the runtime (or drops a mode/ file).',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §5.1, §5.3',
    runtimes: ['opencode'],
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      // One finding per value: a value failing every branch of a union (color) has one violation per branch.
      const byPointer = new Map<string, AgentViolation[]>();
      for (const v of d.violations) {
        if (v.pointer === '/mode' || v.pointer.startsWith('/mode/')) continue;
        byPointer.set(v.pointer, [...(byPointer.get(v.pointer) ?? []), v]);
      }
      for (const [ptr, vs] of byPointer) {
        const problem = vs.length === 1 ? vs[0]!.message : `The value at "${ptr}" matches none of its allowed forms.`;
        const data = { id: d.id, problem, file: d.file };
        if (d.origin === 'markdown-mode') ctx.report({ messageId: 'dropped', data, span: vs[0]!.span });
        else ctx.report({ messageId: 'refused', data, span: vs[0]!.span });
      }
    }
  },
});
