import rule from '../../../rules/opencode/oac-session-file.js';
import { testRule } from '../../helpers/rule-tester.js';
import { manifest, pos, SESSION, sessionTree } from './oac-trees.js';

const m = manifest({
  context_files: {
    'features/user-auth-context.md': { created: '2025-01-18T14:30:22Z', for: '@TaskManager' },
    'tasks/user-auth-tasks.md': { created: '2025-01-18T14:30:22Z', for: '@TaskManager' },
    'code/': { created: '2025-01-18T14:30:22Z', for: '@TaskManager' },
    '../other/context.md': { created: '2025-01-18T14:30:22Z', for: '@TaskManager' },
  },
  context_index: {},
});

testRule(rule, {
  valid: [{ name: 'every listed file exists in the session folder', tree: sessionTree(manifest()) }],
  invalid: [
    {
      name: 'a missing file, a directory, a path out of the folder',
      tree: sessionTree(m, { 'features/user-auth-context.md': 'x', 'code/notes.md': 'x', '../other/context.md': 'x' }),
      errors: [
        { messageId: 'missing', data: { path: 'tasks/user-auth-tasks.md', dir: SESSION }, ...pos(m, '"tasks/user-auth-tasks.md"') },
        { messageId: 'notFile', data: { path: 'code/' }, ...pos(m, '"code/"') },
        { messageId: 'outside', data: { path: '../other/context.md' }, ...pos(m, '"../other/context.md"') },
      ],
    },
  ],
});
