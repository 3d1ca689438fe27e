import rule from '../../rules/permission-keys-ignored.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [{ name: 'skill and rules', tree: { '.opencode.json': '{"permission":{"skill":{"*":"allow"},"rules":{"bash":"deny"}}}' } }],
  invalid: [
    {
      name: 'tool names directly under permission',
      tree: { '.opencode.json': '{\n  "permission": {\n    "bash": "deny",\n    "rules": {"edit": "ask"}\n  }\n}' },
      errors: [{ messageId: 'ignored', data: { key: 'bash' }, line: 3, column: 5, endColumn: 11 }],
    },
  ],
});
