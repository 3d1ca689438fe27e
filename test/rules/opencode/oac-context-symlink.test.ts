import rule from '../../../rules/opencode/oac-context-symlink.js';
import { testRule } from '../../helpers/rule-tester.js';
import { contextTree } from './oac-trees.js';

testRule(rule, {
  valid: [
    {
      name: 'short names landing on files of the tree',
      tree: contextTree({
        '.opencode/context/core/standards/code.md': { symlink: 'code-quality.md' },
        '.opencode/context/core/std': { symlink: 'standards' },
      }),
    },
  ],
  invalid: [
    {
      name: 'a dangling short name and one that leaves the tree',
      tree: contextTree({
        '.opencode/context/core/standards/tests.md': { symlink: 'test-coverage.md' },
        '.opencode/context/core/standards/docs.md': { symlink: '../../../../docs/documentation.md' },
        'docs/documentation.md': 'x',
      }),
      errors: [
        { messageId: 'escapes', data: { path: '.opencode/context/core/standards/docs.md', resolved: 'docs/documentation.md' }, line: 0 },
        { messageId: 'dangling', data: { target: 'test-coverage.md', short: 'core/standards/tests' }, line: 0 },
      ],
    },
  ],
});
