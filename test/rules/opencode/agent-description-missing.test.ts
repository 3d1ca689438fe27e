import rule from '../../../rules/opencode/agent-description-missing.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'a description', tree: { '.opencode/agent/a.md': '---\ndescription: Reviews code\n---\n' } },
    { name: 'a description from opencode.json merges with the file', tree: { 'opencode.json': '{"agent": {"a": {"description": "x"}}}', '.opencode/agent/a.md': '---\ntemperature: 0.1\n---\n' } },
    { name: 'built-ins need none', tree: { 'opencode.json': '{"agent": {"build": {"temperature": 0.1}}}' } },
    { name: 'a file without frontmatter is another rule\'s', tree: { '.opencode/agent/README.md': '# x\n' } },
    { name: 'a primary agent is picked by the user', tree: { 'opencode.json': '{"agent": {"primary/plan": {"mode": "primary", "prompt": "Plan."}}}' } },
  ],
  invalid: [
    {
      name: 'no description',
      tree: { '.opencode/agent/a.md': '---\nmode: subagent\n---\nA.\n' },
      errors: [{ messageId: 'missing', data: { id: 'a' }, file: '.opencode/agent/a.md', line: 1 }],
    },
    {
      name: 'a JSON agent without description',
      tree: { 'opencode.json': '{\n  "agent": {"helper": {"prompt": "Help."}}\n}\n' },
      errors: [{ messageId: 'missing', data: { id: 'helper', mode: 'all' }, file: 'opencode.json', line: 2, column: 13 }],
    },
  ],
});
