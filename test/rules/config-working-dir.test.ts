import rule from '../../rules/config-working-dir.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [{ name: 'neither key', tree: { '.opencode.json': '{"contextPaths":["A.md"]}' } }],
  invalid: [
    {
      name: 'wd is ignored',
      tree: { '.opencode.json': '{\n  "wd": "/srv/app"\n}' },
      errors: [{ messageId: 'wdIgnored', data: { key: 'wd' }, line: 2, column: 3, endColumn: 7 }],
    },
    {
      name: 'workingDir moves W',
      tree: { '.opencode.json': '{\n  "workingDir": "app"\n}' },
      errors: [{ messageId: 'workingDir', data: { W: '/w/app', cwd: '/w' }, line: 2, column: 17 }],
    },
  ],
});
