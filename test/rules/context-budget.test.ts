import { describe, expect, it } from 'vitest';
import rule from '../../rules/context-budget.js';
import { runRuleOn, testRule } from '../helpers/rule-tester.js';
import { countTokens } from '../../src/text/token-count.js';

/** About 2 tokens per 11 bytes of plain English words. */
const words = (n: number): string => 'The agent must follow these rules carefully. '.repeat(n);
const big = words(8000); // ~368 KB
const small = words(50);

testRule(rule, {
  valid: [
    { name: 'a small root AGENTS.md', tree: { 'AGENTS.md': small } },
    { name: 'a large file within a raised budget', tree: { 'AGENTS.md': words(2000) }, options: { maxTokens: 100000 } },
    { name: 'a large file that no layer loads', tree: { 'AGENTS.md': small, 'docs/huge.md': big } },
  ],
  invalid: [
    {
      name: 'a 368 KB root AGENTS.md for every agent, reported once at its line 1',
      tree: { 'AGENTS.md': big },
      errors: [{ messageId: 'overBudget', data: { max: '32,000', file: 'AGENTS.md' }, file: 'AGENTS.md', line: 1, column: 1 }],
    },
    {
      name: 'an agent-only layer over a lowered budget',
      tree: {
        'AGENTS.md': small,
        'docs/review.md': words(400),
        '.opencode/agents/reviewer.md': '---\ncontext:\n  paths: [docs/review.md]\n  mode: append\n---\nReview.\n',
      },
      options: { maxTokens: 2000 },
      errors: [{ messageId: 'overBudget', data: { targets: 'agent "reviewer"', max: '2,000', file: 'docs/review.md' }, file: 'docs/review.md', line: 1 }],
    },
  ],
});

describe('context-budget counts', () => {
  it('names the targets and a token count close to the tokenizer', () => {
    const f = runRuleOn(rule, { name: 'x', tree: { 'AGENTS.md': big } });
    expect(f).toHaveLength(1);
    expect(f[0]!.data['targets']).toMatch(/^agent "coder", agent "hivemind", agent "explorer" and 3 more$/);
    const tokens = Number(String(f[0]!.data['tokens']).replace(/,/g, ''));
    expect(tokens).toBeGreaterThan(countTokens(big));
    expect(tokens).toBeLessThan(countTokens(big) + 100);
  });
});
