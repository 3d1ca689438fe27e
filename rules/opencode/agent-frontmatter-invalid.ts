import { defineRule } from '../../src/engine/define-rule.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

const messages = {
  unparsed:
    'The frontmatter of agent "{{id}}" is not valid YAML ({{error}}): the runtime keeps the agent with no settings and sends the whole file, frontmatter included, as its prompt.',
  dropped:
    'The frontmatter of agent "{{pathId}}" is not valid YAML ({{error}}), even after the runtime\'s lenient retry: the runtime drops the file without a word.',
  code:
    'The frontmatter of agent "{{pathId}}" is JavaScript ("---{{lang}}"): the runtime evaluates it as code when it loads the agent (gray-matter), so whatever it does runs on every start; ctxlens never runs it and cannot tell its settings. Write the frontmatter in YAML.',
} as const;

/**
 * Agent frontmatter that gray-matter cannot parse, even after the runtime's retry
 * (docs/runtimes/opencode.md §5.1): either a settings-less agent or no agent at all.
 */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-frontmatter-invalid',
  meta: {
    kind: 'problem',
    description: 'An agent frontmatter that is not valid YAML loses every setting, or the whole agent; one in JavaScript is run by the runtime.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §5.1',
    runtimes: ['opencode'],
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      const md = d.markdown;
      if (!md) continue;
      if (typeof md.code === 'string') {
        ctx.report({ messageId: 'code', data: { pathId: d.pathId, lang: md.code }, span: d.span });
        continue;
      }
      if (md.outcome !== 'unparsed' && md.outcome !== 'dropped') continue;
      const error = md.errors[md.errors.length - 1] ?? 'YAML error';
      // At the line and column the YAML error names (the file's), as its text says.
      const at = md.errorAt ?? null;
      const span = at === null ? d.span : { ...d.span, start: at, end: { line: at.line, column: at.column + 1 } };
      if (md.outcome === 'unparsed') ctx.report({ messageId: 'unparsed', data: { id: d.id, error }, span });
      else ctx.report({ messageId: 'dropped', data: { pathId: d.pathId, error }, span });
    }
  },
});
