import { defineRule } from '../../src/engine/define-rule.js';
import type { OcAgentsView } from '../../src/runtimes/opencode/model/agent-set.js';

const messages = {
  noFrontmatter:
    '{{file}} has no frontmatter, yet every .md file in an agent folder is an agent: it becomes agent "{{id}}" (mode {{mode}}, no description) whose prompt is the whole file. Move it out of the folder, or give it a frontmatter.',
} as const;

/**
 * A markdown file without frontmatter in an agent folder — a README, a guide — becomes an agent
 * (docs/runtimes/opencode.md §5.1). Files whose frontmatter only starts late are
 * agent-frontmatter-not-first's.
 */
export default defineRule<typeof messages, Record<string, never>, OcAgentsView>({
  id: 'agent-file-without-frontmatter',
  meta: {
    kind: 'problem',
    description: 'A markdown file without frontmatter in an agent folder becomes an agent.',
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
      if (!md || !d.kept || md.opens || md.lateFrontmatterLine !== null) continue;
      ctx.report({ messageId: 'noFrontmatter', data: { file: d.file, id: d.id, mode: d.origin === 'markdown-mode' ? 'primary' : 'all' }, span: d.span });
    }
  },
});
