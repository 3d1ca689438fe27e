import rule from '../../../rules/opencode/oac-context-unlisted.js';
import { testRule } from '../../helpers/rule-tester.js';
import { contextTree } from './oac-trees.js';

testRule(rule, {
  valid: [
    { name: 'listed by name', tree: contextTree() },
    {
      name: 'listed through its folder, through a symlinked short name, or exempt',
      tree: contextTree({
        '.opencode/context/ui/navigation.md': '# UI\n\nNavigate to `web/` for web patterns. Tests: `tests.md`.\n',
        '.opencode/context/ui/web/forms.md': 'x',
        '.opencode/context/ui/tests.md': { symlink: 'test-coverage.md' },
        '.opencode/context/ui/test-coverage.md': 'x',
        '.opencode/context/ui/README.md': 'x',
        '.opencode/context/ui/web-navigation.md': 'x',
        '.opencode/context/ui/data.json': '{}',
        '.opencode/context/misc/notes.md': 'x',
      }),
    },
  ],
  invalid: [
    {
      name: 'a file in a subfolder that no navigation file lists',
      tree: contextTree({ '.opencode/context/core/workflows/component-planning.md': 'x' }),
      errors: [{ messageId: 'unlisted', data: { path: '.opencode/context/core/workflows/component-planning.md', folder: '.opencode/context/core/workflows' }, line: 0 }],
    },
  ],
});
