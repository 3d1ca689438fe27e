import rule from '../../rules/builtin-agent-demoted.js';
import { testRule } from '../helpers/rule-tester.js';

const A = '.opencode/agents';

testRule(rule, {
  valid: [
    { name: 'coder.md with mode: agent', tree: { [`${A}/coder.md`]: '---\nmode: agent\ncontext:\n  paths: [A.md]\n---\n' } },
    { name: 'coder.md with mode: primary', tree: { [`${A}/coder.md`]: '---\nmode: primary\n---\n' } },
    { name: 'a subagent builtin without mode', tree: { [`${A}/explorer.md`]: '---\ncontext:\n  paths: [A.md]\n---\n' } },
    {
      name: 'a JSON mode decides last',
      tree: { [`${A}/coder.md`]: '---\ncontext:\n  paths: [A.md]\n---\n', '.opencode.json': '{"agents": {"coder": {"mode": "agent"}}}' },
    },
    { name: 'an agentPaths coder.md is never applied', tree: { 'custom/coder.md': '---\n---\n', '.opencode.json': '{"agentPaths": ["custom"]}' } },
    { name: 'a rejected coder.md changes nothing', tree: { [`${A}/coder.md`]: '---\nmaxTurns: "5"\n---\n' } },
  ],
  invalid: [
    {
      name: 'coder.md without mode',
      tree: { [`${A}/coder.md`]: '---\ncontext:\n  paths: [CODE.md]\n---\n' },
      errors: [{ messageId: 'demoted', data: { id: 'coder' }, file: `${A}/coder.md`, line: 1, column: 1, endLine: 1, endColumn: 4 }],
    },
    {
      name: 'hivemind.md with mode: all',
      tree: { '.agents/types/hivemind.md': '---\nmode: all\n---\n' },
      errors: [{ messageId: 'outOfLists', data: { id: 'hivemind', mode: 'all' }, file: '.agents/types/hivemind.md', line: 2, column: 7, endColumn: 10 }],
    },
    {
      name: 'both project directories: the later .agents/types file decides',
      tree: { [`${A}/coder.md`]: '---\nmode: agent\n---\n', '.agents/types/coder.md': '---\ndescription: x\n---\n' },
      errors: [{ messageId: 'demoted', file: '.agents/types/coder.md', line: 1, column: 1 }],
    },
    {
      name: 'coder.md with mode: subagent',
      tree: { [`${A}/coder.md`]: '---\nmode: subagent\n---\n' },
      errors: [{ messageId: 'demoted', line: 2, column: 7 }],
    },
  ],
});
