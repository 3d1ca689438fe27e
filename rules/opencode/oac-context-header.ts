import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';
import { isNavigationName } from '../../src/runtimes/oac/load/navigation.js';
import { headerProblems } from '../../src/runtimes/oac/model/header.js';

/** The `<!-- Context: … -->` header and frontmatter of context files (docs/runtimes/oac.md §6). */
export default defineRule<
  {
    malformed: string;
    missing: string;
    frontmatter: string;
  },
  { requireHeader: boolean }
>({
  id: 'oac-context-header',
  meta: {
    kind: 'suggestion',
    description: 'A context file header comment that breaks the OAC header standard, or frontmatter that does not parse.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: { type: 'object', properties: { requireHeader: { type: 'boolean' } }, additionalProperties: false },
    spec: 'docs/runtimes/oac.md §6',
    runtimes: ['opencode'],
  },
  messages: {
    malformed: 'Header comment does not follow "<!-- Context: {category}/{function} | Priority: … | Version: X.Y | Updated: YYYY-MM-DD -->": {{problems}}.',
    missing: 'No "<!-- Context: … -->" header comment in header position (line 1, or the first line after the frontmatter).',
    frontmatter: 'Frontmatter does not parse: {{error}}.',
  },
  defaultOptions: { requireHeader: false },
  check(ctx, options) {
    for (const e of oacOf(ctx.model)?.tree?.entries ?? []) {
      if (e.kind !== 'file' || e.text === undefined) continue;
      if (e.frontmatter && !e.frontmatter.ok) ctx.report({ messageId: 'frontmatter', data: { error: e.frontmatter.message }, span: e.frontmatter.span });
      if (e.header) {
        const problems = headerProblems(e.header.fields);
        if (problems.length > 0) ctx.report({ messageId: 'malformed', data: { problems: problems.join('; ') }, span: e.header.span });
      } else if (options.requireHeader && e.headerLine) {
        const name = e.treePath.split('/').pop()!;
        if (!isNavigationName(name) && name !== 'README.md') ctx.report({ messageId: 'missing', data: {}, span: e.headerLine });
      }
    }
  },
});
