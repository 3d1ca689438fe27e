import rule from '../../../rules/opencode/oac-session-manifest.js';
import { testRule } from '../../helpers/rule-tester.js';
import { manifest, pos, SESSION, sessionTree } from './oac-trees.js';

const repoManager = JSON.stringify(
  {
    session_id: '20250118-143022-a4f2',
    created_at: '2025-01-18T14:30:22Z',
    last_activity: '2025-01-18T14:30:22.120+01:00',
    task_type: 'feature',
    complexity: 'complex',
    context_files: { 'context.md': { created: '2025-01-18T14:30:22Z', for: 'TaskManager', status: 'active' } },
  },
  null,
  2,
);
const wrong = manifest({ session_id: '20250101-000000-zzzz', created_at: 'yesterday', context_index: ['user-auth'] });
const noFor = manifest({ context_files: { 'a.md': { created: '2025-01-18T14:30:22Z', keywords: 'auth' } } });

testRule(rule, {
  valid: [
    { name: 'the documented shape (session-management.md)', tree: sessionTree(manifest()) },
    { name: 'the repo-manager variant (task_type, complexity, status)', tree: sessionTree(repoManager, { 'context.md': 'x' }) },
  ],
  invalid: [
    { name: 'not JSON', tree: sessionTree('{"session_id": "x",}\n'), errors: [{ messageId: 'invalidJson', file: `${SESSION}/.manifest.json`, line: 1, column: 20 }] },
    { name: 'not an object', tree: sessionTree('[]\n'), errors: [{ messageId: 'notObject', line: 1, column: 1 }] },
    {
      name: 'id of another folder, a date that is not ISO, an index that is a list',
      tree: sessionTree(wrong),
      errors: [
        { messageId: 'idMismatch', data: { id: '20250101-000000-zzzz', folder: '20250118-143022-a4f2' }, ...pos(wrong, '"20250101-000000-zzzz"') },
        { messageId: 'badDate', data: { key: 'created_at', value: 'yesterday' }, ...pos(wrong, '"yesterday"') },
        { messageId: 'wrongType', data: { key: 'context_index', expected: 'an object' }, ...pos(wrong, '[\n    "user-auth"') },
      ],
    },
    {
      name: 'a file entry without for, keywords not a list',
      tree: sessionTree(noFor, { 'a.md': 'x' }),
      errors: [
        { messageId: 'missingKey', data: { key: 'context_files["a.md"].for' }, ...pos(noFor, '{\n      "created"') },
        { messageId: 'wrongType', data: { key: 'context_files["a.md"].keywords', expected: 'a list of strings' }, ...pos(noFor, '"auth"') },
      ],
    },
    {
      name: 'a manifest without the required keys',
      tree: sessionTree('{}\n', {}),
      errors: [
        { messageId: 'missingKey', data: { key: 'context_files' }, line: 1, column: 1 },
        { messageId: 'missingKey', data: { key: 'created_at' } },
        { messageId: 'missingKey', data: { key: 'last_activity' } },
        { messageId: 'missingKey', data: { key: 'session_id' } },
      ],
    },
  ],
});
