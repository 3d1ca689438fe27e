import rule from '../../../rules/opencode/oac-session-index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { manifest, pos, sessionTree } from './oac-trees.js';

const bad = manifest({ context_index: { 'user-auth': ['features/user-auth-context.md', 'tasks/old-tasks.md'], features: ['tasks/user-auth-tasks.md'] } });
const noIndex = manifest({ context_index: undefined });

testRule(rule, {
  valid: [
    { name: 'every keyword indexed and pointing back', tree: sessionTree(manifest()) },
    {
      name: 'the repo-manager variant has neither keywords nor index',
      tree: sessionTree(manifest({ context_index: undefined, context_files: { 'features/user-auth-context.md': { created: '2025-01-18T14:30:22Z', for: 'TaskManager', status: 'active' } } })),
    },
  ],
  invalid: [
    {
      name: 'an index path that is not a file key, a keyword whose list misses its file, a keyword not indexed',
      tree: sessionTree(manifest({ context_index: { 'user-auth': ['features/user-auth-context.md', 'tasks/user-auth-tasks.md', 'tasks/old-tasks.md'] } })),
      errors: [{ messageId: 'keywordMissing', data: { keyword: 'features', path: 'features/user-auth-context.md' } }, { messageId: 'unknownPath', data: { keyword: 'user-auth', path: 'tasks/old-tasks.md' } }],
    },
    {
      name: 'index lists point elsewhere',
      tree: sessionTree(bad),
      errors: [
        { messageId: 'notBack', data: { keyword: 'user-auth', path: 'tasks/user-auth-tasks.md' }, ...pos(bad, '"user-auth": [') },
        { messageId: 'unknownPath', data: { path: 'tasks/old-tasks.md' }, ...pos(bad, '"tasks/old-tasks.md"') },
        { messageId: 'notBack', data: { keyword: 'features', path: 'features/user-auth-context.md' }, ...pos(bad, '"features": [') },
      ],
    },
    { name: 'keywords without any index', tree: sessionTree(noIndex), errors: [{ messageId: 'noIndex', ...pos(noIndex, '"user-auth"') }] },
  ],
});
