import rule from '../../../rules/opencode/oac-navigation-missing.js';
import { testRule } from '../../helpers/rule-tester.js';
import { contextTree } from './oac-trees.js';

testRule(rule, {
  valid: [
    { name: 'root and every category have navigation.md', tree: contextTree() },
    { name: 'an empty category folder is not reported', tree: contextTree({ '.opencode/context/ui': { dir: true } }) },
    { name: 'function folders below a category need none', tree: contextTree({ '.opencode/context/core/guides/setup.md': 'x' }) },
  ],
  invalid: [
    {
      name: 'a category without navigation.md',
      tree: contextTree({ '.opencode/context/to-be-consumed/docs/hooks.md': 'x', '.opencode/context/to-be-consumed/agents.md': 'x' }),
      errors: [{ messageId: 'missing', data: { category: 'to-be-consumed', files: 2 }, file: '.opencode/context/to-be-consumed', line: 0 }],
    },
    {
      name: 'a context root without navigation.md',
      tree: { '.opencode/context/core/navigation.md': '# Core\n' },
      errors: [{ messageId: 'rootMissing', file: '.opencode/context', line: 0 }],
    },
  ],
});
