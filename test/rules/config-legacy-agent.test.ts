import rule from '../../rules/config-legacy-agent.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'current names', tree: { '.opencode.json': '{"agents":{"explorer":{"model":"m"},"descriptor":{"model":"m"}}}' } },
    { name: 'a markdown agent named task is not affected', tree: { '.opencode/agents/task.md': '---\nmode: subagent\n---\nx' } },
  ],
  invalid: [
    {
      name: 'agents.task',
      tree: { '.opencode.json': '{\n  "agents": {"task": {"context": {"paths": ["docs/explorer.md"]}}}\n}' },
      errors: [{ messageId: 'dropped', data: { key: 'task', id: 'task', target: 'explorer' }, line: 2, column: 14, endColumn: 20 }],
    },
    {
      name: 'agents.Title in another case',
      tree: { '.opencode.json': '{"agents": {"Title": {"model": "m"}}}' },
      errors: [{ messageId: 'dropped', data: { key: 'Title', id: 'title', target: 'descriptor' }, line: 1, column: 13 }],
    },
  ],
});
