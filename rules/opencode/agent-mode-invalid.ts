import { defineRule } from '../../src/engine/define-rule.js';
import { didYouMean } from '../../src/text/suggest.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

const messages = {
  refused: 'Agent "{{id}}": mode {{mode}} is not primary, subagent or all: opencode refuses to start ("Configuration is invalid at {{file}}").{{suggestion}}',
  dropped: 'Agent "{{id}}": mode {{mode}} is not primary, subagent or all: the runtime drops this mode/ file without a word.{{suggestion}}',
} as const;

/** An agent `mode` outside `primary`, `subagent`, `all` (docs/runtimes/opencode.md §5.1, §5.3). */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-mode-invalid',
  meta: {
    kind: 'problem',
    description: 'An agent mode other than primary, subagent or all stops the runtime (or drops a mode/ file).',
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
      const v = d.violations.find((x) => x.pointer === '/mode');
      if (!v) continue;
      const mode = d.written['mode'];
      const guess = typeof mode === 'string' ? didYouMean(mode, ['primary', 'subagent', 'all']) : null;
      const data = { id: d.id, mode: JSON.stringify(mode) ?? String(mode), file: d.file, suggestion: guess ? ` Did you mean "${guess}"?` : '' };
      if (d.origin === 'markdown-mode') ctx.report({ messageId: 'dropped', data, span: v.span });
      else ctx.report({ messageId: 'refused', data, span: v.span });
    }
  },
});
