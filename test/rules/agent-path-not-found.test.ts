import rule from '../../rules/agent-path-not-found.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'an existing agentPaths directory', tree: { '.opencode.json': '{"agentPaths": ["shared/agents"]}', 'shared/agents/a.md': '---\n---\n' } },
    { name: 'no agent directories at all', tree: { 'AGENTS.md': 'x' } },
  ],
  invalid: [
    {
      name: 'a missing agentPaths entry',
      tree: { '.opencode.json': '{"agentPaths": ["shared/agent"]}', 'shared/agents/a.md': '---\n---\n' },
      errors: [{ messageId: 'notFound', data: { entry: 'shared/agent', path: '/w/shared/agent' }, file: '.opencode.json', line: 1, column: 17, endColumn: 31 }],
    },
    {
      name: 'an agentPaths entry that is a file',
      tree: { '.opencode.json': '{\n  "agentPaths": ["AGENTS.md"]\n}', 'AGENTS.md': 'x' },
      errors: [{ messageId: 'notFound', data: { path: '/w/AGENTS.md' }, line: 2, column: 18 }],
    },
    {
      name: '.opencode/agents is a regular file',
      tree: { '.opencode/agents': 'not a directory' },
      errors: [{ messageId: 'unreadable', data: { path: '.opencode/agents' }, file: '.opencode/agents', line: 0 }],
    },
  ],
});
