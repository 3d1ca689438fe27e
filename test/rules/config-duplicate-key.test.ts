import rule from '../../rules/config-duplicate-key.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'distinct keys', tree: { '.opencode.json': '{"contextPaths":["A.md"],"agentPaths":["a"]}' } },
    { name: 'same key in different objects', tree: { '.opencode.json': '{"agents":{"a":{"model":"x"},"b":{"model":"y"}}}' } },
  ],
  invalid: [
    {
      name: 'top-level duplicate',
      tree: { '.opencode.json': '{\n  "contextPaths": ["A.md"],\n  "debug": false,\n  "contextPaths": ["B.md"]\n}' },
      errors: [{ messageId: 'duplicate', data: { key: 'contextPaths', line: 2, laterLine: 4 }, line: 2, column: 3, endColumn: 17 }],
    },
    {
      name: 'nested duplicate agents (the corpus case)',
      tree: { '.opencode.json': '{\n  "agents": {\n    "coder": {"model": "a"},\n    "coder": {"model": "b"}\n  }\n}' },
      errors: [{ messageId: 'duplicate', data: { key: 'coder', line: 3, laterLine: 4 }, line: 3, column: 5 }],
    },
  ],
});
