import rule from '../../rules/agent-mode-unknown.js';
import { testRule } from '../helpers/rule-tester.js';

const A = '.opencode/agents';

testRule(rule, {
  valid: [
    {
      name: 'agent, subagent, primary and empty in frontmatter',
      tree: { [`${A}/a.md`]: '---\nmode: agent\n---\n', [`${A}/b.md`]: '---\nmode: subagent\n---\n', [`${A}/c.md`]: '---\nmode: primary\n---\n', [`${A}/d.md`]: '---\nmode: ""\n---\n' },
    },
    { name: 'agent and subagent in JSON', tree: { '.opencode.json': '{"agents": {"a": {"mode": "agent"}, "b": {"mode": "subagent"}}}' } },
  ],
  invalid: [
    {
      name: 'mode: all in frontmatter',
      tree: { [`${A}/helper.md`]: '---\nmode: all\n---\n' },
      errors: [{ messageId: 'frontmatter', data: { mode: 'all', id: 'helper', suggestion: '' }, file: `${A}/helper.md`, line: 2, column: 7, endColumn: 10 }],
    },
    {
      name: 'mode: Agent suggests agent',
      tree: { [`${A}/helper.md`]: '---\nmode: Agent\n---\n' },
      errors: [{ messageId: 'frontmatter', data: { suggestion: ' Did you mean "agent"?' }, line: 2, column: 7 }],
    },
    {
      name: 'primary in JSON is verbatim',
      tree: { '.opencode.json': '{"agents": {"rev": {"mode": "primary"}}}' },
      errors: [{ messageId: 'json', data: { mode: 'primary', id: 'rev', suggestion: ' Did you mean "agent"?' }, file: '.opencode.json', line: 1, column: 29 }],
    },
  ],
});
