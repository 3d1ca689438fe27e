import rule from '../../../rules/opencode/instructions-budget.js';
import { testRule } from '../../helpers/rule-tester.js';

const big = 'x'.repeat(100) + '\n';

testRule(rule, {
  valid: [
    { name: 'under both budgets', tree: { '.git': { dir: true }, 'AGENTS.md': big }, options: { maxBytes: 1000, maxTokens: 1000 } },
    { name: 'limits of 0 are off', tree: { '.git': { dir: true }, 'AGENTS.md': big }, options: { maxBytes: 0, maxTokens: 0 } },
  ],
  invalid: [
    {
      name: 'over the byte budget (block header included, its path relative to the repository root)',
      tree: { '.git': { dir: true }, 'AGENTS.md': big },
      options: { maxBytes: 100, maxTokens: 0 },
      errors: [{ messageId: 'bytes', data: { location: '.', value: 'Instructions from: AGENTS.md\n'.length + 101, limit: 100, largest: 'AGENTS.md' }, file: 'AGENTS.md' }],
    },
    {
      name: 'over the token budget at a nested Location',
      tree: { '.git': { dir: true }, 'AGENTS.md': 'root\n', 'pkg/AGENTS.md': big },
      options: { maxBytes: 0, maxTokens: 40 },
      errors: [{ messageId: 'tokens', data: { location: 'pkg', limit: 40, largest: 'pkg/AGENTS.md' } }],
    },
  ],
});
