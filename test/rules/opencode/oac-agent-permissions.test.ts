import rule from '../../../rules/opencode/oac-agent-permissions.js';
import { testRule } from '../../helpers/rule-tester.js';
import { agent, contextTree, pos } from './oac-trees.js';

const plural = agent('name: CodeReviewer\ntools:\n  read: true\npermissions:\n  bash:\n    "*": "deny"');

testRule(rule, {
  valid: [
    { name: 'singular permission', tree: contextTree({ '.opencode/agent/reviewer.md': agent('name: CodeReviewer\npermission:\n  bash:\n    "*": "deny"') }) },
    { name: 'layer off: no context tree and no OAC registry', tree: { '.opencode/agent/subagents/code/reviewer.md': plural, 'registry.json': '{"items": []}' } },
  ],
  invalid: [
    {
      name: 'plural permissions',
      tree: contextTree({ '.opencode/agent/subagents/code/reviewer.md': plural }),
      errors: [{ messageId: 'plural', file: '.opencode/agent/subagents/code/reviewer.md', ...pos(plural, 'permissions'), endColumn: 12 }],
    },
  ],
});
