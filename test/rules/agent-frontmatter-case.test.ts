import rule from '../../rules/agent-frontmatter-case.js';
import { testRule } from '../helpers/rule-tester.js';

const A = '.opencode/agents';

testRule(rule, {
  valid: [
    { name: 'exact keys', tree: { [`${A}/w.md`]: '---\nmode: agent\ncontext:\n  paths: [a]\nmaxTurns: 3\n---\n' } },
    { name: 'a misspelling that is not a case variant', tree: { [`${A}/w.md`]: '---\npermissions: {}\n---\n' } },
  ],
  invalid: [
    {
      name: 'Context at the top level',
      tree: { [`${A}/w.md`]: '---\nmode: agent\nContext:\n  paths: [docs/agent.md]\n---\n' },
      errors: [{ messageId: 'caseOnly', data: { key: 'Context', known: 'context', where: 'the frontmatter' }, file: `${A}/w.md`, line: 3, column: 1, endLine: 3, endColumn: 8 }],
    },
    {
      name: 'maxturns and AllowTools',
      tree: { [`${A}/w.md`]: '---\nmaxturns: 3\nAllowTools: [read]\n---\n' },
      errors: [
        { messageId: 'caseOnly', data: { key: 'maxturns', known: 'maxTurns' }, line: 2, column: 1 },
        { messageId: 'caseOnly', data: { key: 'AllowTools', known: 'allowTools' }, line: 3, column: 1 },
      ],
    },
    {
      name: 'Paths inside context',
      tree: { '.agents/types/w.md': '---\ncontext:\n  Paths: [a]\n---\n' },
      errors: [{ messageId: 'caseOnly', data: { key: 'Paths', known: 'paths', where: '"context"' }, file: '.agents/types/w.md', line: 3, column: 3, endColumn: 8 }],
    },
  ],
});
