import rule from '../../../rules/opencode/oac-context-header.js';
import { testRule } from '../../helpers/rule-tester.js';
import { contextTree } from './oac-trees.js';

const afterFrontmatter = '---\ndescription: x\ntags: [a]\n---\n\n<!-- Context: quality/registry | Priority: high | Version: 1.0 | Updated: 2026-01-06 -->\n# x\n';

testRule(rule, {
  valid: [
    { name: 'a well-formed header on line 1', tree: contextTree() },
    { name: 'a header after frontmatter; no header is fine by default', tree: contextTree({ '.opencode/context/core/a.md': afterFrontmatter, '.opencode/context/core/b.md': '# No header\n' }) },
    { name: 'a header example further down is not the file header', tree: contextTree({ '.opencode/context/core/c.md': '# Templates\n\n<!-- Context: {category} | Priority: {level} -->\n' }) },
  ],
  invalid: [
    {
      name: 'a header missing Updated, one with a bad priority and date',
      tree: contextTree({
        '.opencode/context/core/a.md': '<!-- Context: workflows/planning | Priority: high | Version: 1.0 -->\n# a\n',
        '.opencode/context/core/b.md': '<!-- Context: visual | Priority: urgent | Version: 1 | Updated: 2026-02-30 -->\n',
      }),
      errors: [
        { messageId: 'malformed', data: { problems: 'missing Updated' }, file: '.opencode/context/core/a.md', line: 1, column: 1 },
        {
          messageId: 'malformed',
          data: { problems: 'Context "visual" is not {category}/{function}; Priority "urgent" is not one of critical, high, medium, low; Version "1" is not X.Y; Updated "2026-02-30" is not a YYYY-MM-DD date' },
          file: '.opencode/context/core/b.md',
        },
      ],
    },
    {
      name: 'frontmatter that does not parse',
      tree: contextTree({ '.opencode/context/core/a.md': '---\ntags: [a\n---\n# a\n' }),
      errors: [{ messageId: 'frontmatter', file: '.opencode/context/core/a.md' }],
    },
    {
      name: 'requireHeader: a file without header',
      options: { requireHeader: true },
      tree: contextTree({ '.opencode/context/core/b.md': '\n# No header\n' }),
      errors: [{ messageId: 'missing', file: '.opencode/context/core/b.md', line: 1, column: 1 }],
    },
  ],
});
