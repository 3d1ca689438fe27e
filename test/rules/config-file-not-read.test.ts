import rule from '../../rules/config-file-not-read.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: '.opencode.json in W', tree: { '.opencode.json': '{}' } },
    { name: 'a directory named .opencode.jsonc is no file', tree: { '.opencode.jsonc/x': 'y' } },
    { name: 'mainstream opencode.jsonc is not the fork name', tree: { 'opencode.jsonc': '{}' } },
  ],
  invalid: [
    {
      name: '.opencode.jsonc alone',
      tree: { '.opencode.jsonc': '{"contextPaths":["docs/"]} // c\n' },
      errors: [{ messageId: 'jsonc', data: { file: '.opencode.jsonc', instead: 'Without a .opencode.json the runtime runs on defaults.' }, file: '.opencode.jsonc', line: 1, column: 1 }],
    },
    {
      name: '.opencode.jsonc beside .opencode.json',
      tree: { '.opencode.json': '{}', '.opencode.jsonc': '{}' },
      errors: [{ messageId: 'jsonc', data: { instead: 'The runtime reads .opencode.json instead.' }, file: '.opencode.jsonc' }],
    },
    {
      name: 'config inside the data directory',
      tree: { '.opencode/.opencode.json': '{"contextPaths":["A.md"]}' },
      errors: [{ messageId: 'location', data: { file: '.opencode/.opencode.json' }, file: '.opencode/.opencode.json', line: 1, column: 1 }],
    },
  ],
});
