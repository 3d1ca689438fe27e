import rule from '../../../rules/opencode/oac-session-unlisted.js';
import { testRule } from '../../helpers/rule-tester.js';
import { contextTree, manifest, SESSION, sessionTree } from './oac-trees.js';

testRule(rule, {
  valid: [{ name: 'every file listed', tree: sessionTree(manifest()) }],
  invalid: [
    {
      name: 'a file the manifest does not list',
      tree: sessionTree(manifest(), { 'features/user-auth-context.md': 'x', 'tasks/user-auth-tasks.md': 'x', 'code/notes-context.md': 'x' }),
      errors: [{ messageId: 'unlisted', data: { path: `${SESSION}/code/notes-context.md`, manifest: `${SESSION}/.manifest.json` }, file: `${SESSION}/code/notes-context.md`, line: 0 }],
    },
    {
      name: 'a session folder without manifest',
      tree: contextTree({ '.tmp/sessions/20250119-090000-b7c1/features/x-context.md': 'x' }),
      errors: [{ messageId: 'noManifest', data: { dir: '.tmp/sessions/20250119-090000-b7c1' }, file: '.tmp/sessions/20250119-090000-b7c1' }],
    },
  ],
});
