import { defineRule } from '../../src/engine/define-rule.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

const messages = {
  notFirst:
    'The frontmatter of agent "{{id}}" starts on line {{line}}, not line 1: the runtime reads frontmatter only at the very start of the file, so the agent gets no settings and the whole file, frontmatter included, becomes its prompt.',
} as const;

/**
 * A frontmatter block after an HTML comment or blank lines (docs/runtimes/opencode.md §5.1):
 * gray-matter needs `---` at offset 0.
 */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-frontmatter-not-first',
  meta: {
    kind: 'problem',
    description: 'An agent frontmatter that does not start on line 1 is ignored, and the file becomes a settings-less agent.',
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
      const line = d.markdown?.lateFrontmatterLine ?? null;
      if (!d.kept || line === null) continue;
      ctx.report({ messageId: 'notFirst', data: { id: d.id, line }, span: { file: d.file, pointer: '', start: { line, column: 1 }, end: { line, column: 4 } } });
    }
  },
});
