import rule from '../../rules/agent-id-case-collision.js';
import { testRule } from '../helpers/rule-tester.js';

const A = '.opencode/agents';

testRule(rule, {
  valid: [
    { name: 'distinct IDs', tree: { [`${A}/reviewer.md`]: '---\n---\n', [`${A}/writer.md`]: '---\n---\n' } },
    { name: 'a builtin overridden with its exact ID', tree: { [`${A}/coder.md`]: '---\nmode: agent\n---\n' } },
  ],
  invalid: [
    {
      name: 'MyAgent.md and myagent.md',
      tree: { [`${A}/MyAgent.md`]: '---\n---\n', [`${A}/myagent.md`]: '---\n---\n' },
      errors: [{ messageId: 'collision', data: { id: 'myagent', other: 'MyAgent', lower: 'myagent' }, file: `${A}/myagent.md`, line: 1, column: 1, endColumn: 4 }],
    },
    {
      name: 'Coder.md next to the builtin coder',
      tree: { '.agents/types/Coder.md': '---\nmode: agent\n---\n' },
      errors: [{ messageId: 'collision', data: { id: 'Coder', other: 'coder' }, file: '.agents/types/Coder.md', line: 1, column: 1 }],
    },
  ],
});
