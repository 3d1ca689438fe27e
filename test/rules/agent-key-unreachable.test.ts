import rule from '../../rules/agent-key-unreachable.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'lower-case keys', tree: { '.opencode.json': '{"agents":{"coder":{"model":"m"},"my-agent":{}}}' } },
    { name: 'a dotted key naming a field', tree: { '.opencode.json': '{"agents":{"coder.model":"m"}}' } },
  ],
  invalid: [
    {
      name: 'upper case without a markdown agent',
      tree: { '.opencode.json': '{\n  "agents": {"MyAgent": {"model": "m"}}\n}' },
      errors: [{ messageId: 'lowerCased', data: { key: 'MyAgent', id: 'myagent' }, line: 2, column: 14, endColumn: 23 }],
    },
    {
      name: 'upper case naming a markdown agent',
      tree: { '.opencode.json': '{"agents": {"MyAgent": {"context": {"paths": []}}}}', '.opencode/agents/MyAgent.md': '---\nmode: subagent\n---\nHelp.\n' },
      errors: [{ messageId: 'unreachable', data: { key: 'MyAgent', id: 'myagent' }, line: 1, column: 13 }],
    },
    {
      name: 'a dotted key naming a markdown agent',
      tree: { '.opencode.json': '{"agents": {"review.v2": {"model": "m"}}}', '.opencode/agents/review.v2.md': '---\nmode: subagent\n---\nHelp.\n' },
      errors: [{ messageId: 'unreachable', data: { key: 'review.v2', id: 'review' }, line: 1, column: 13 }],
    },
    {
      name: 'a dotted key',
      tree: { '.opencode.json': '{"agents": {"review.v2": {"model": "m"}}}' },
      errors: [{ messageId: 'dotted', data: { key: 'review.v2', id: 'review', rest: 'v2' }, line: 1, column: 13 }],
    },
  ],
});
