import rule from '../../rules/allow-tools-empty.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'a non-empty allow-list', tree: { '.opencode/agents/q.md': '---\nallowTools: [read]\n---\n' } },
    { name: 'a deny-all tools map', tree: { '.opencode/agents/q.md': '---\ntools:\n  "*": false\n---\n' } },
  ],
  invalid: [
    {
      name: 'allowTools: [] in frontmatter',
      tree: { '.opencode/agents/quiet.md': '---\nallowTools: []\n---\n' },
      errors: [{ messageId: 'empty', data: { id: 'quiet' }, file: '.opencode/agents/quiet.md', line: 2, column: 13, endColumn: 15 }],
    },
    {
      name: 'allowTools: [] in .opencode.json',
      tree: { '.opencode.json': '{"agents": {"a": {"allowTools": []}}}' },
      errors: [{ messageId: 'empty', data: { id: 'a' }, file: '.opencode.json', line: 1, column: 33 }],
    },
  ],
});
