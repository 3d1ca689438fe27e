/**
 * The token budget counts only texts that could be over it (docs/runtimes/opencode.md §6.6): an
 * o200k token covers at least one byte, so a text of at most `maxTokens` bytes is never counted.
 */
import { describe, expect, it } from 'vitest';
import { measureInstructions, measureInstructionsForBudget } from '../../../src/runtimes/opencode/sim/measure.js';
import { countTokens } from '../../../src/text/token-count.js';

const set = (content: string) => ({
  worktree: '/r',
  files: [{ abs: '/r/AGENTS.md', content, block: `Instructions from: /r/AGENTS.md\n${content}` }],
});

describe('measureInstructionsForBudget', () => {
  it('counts only when the bytes exceed the token budget, and then as measureInstructions does', () => {
    const s = set('Some rules.\n'.repeat(10));
    const bytes = measureInstructions(s, null).bytes;
    const calls: string[] = [];
    const counting = (t: string): number => (calls.push(t), countTokens(t));
    expect(measureInstructionsForBudget(s, counting, bytes)).toEqual({ bytes, tokens: null });
    expect(calls).toEqual([]);
    expect(measureInstructionsForBudget(s, counting, bytes - 1)).toEqual(measureInstructions(s, countTokens));
    expect(calls).toHaveLength(1);
    expect(measureInstructionsForBudget(s, null, 1)).toEqual({ bytes, tokens: null });
  });

  it('the bound it relies on: no text has more tokens than UTF-8 bytes', () => {
    const texts = ['', 'a', ' \n\n\t', '日本語のテキスト', '🙂🙃'.repeat(50), '\u0301\u0302'.repeat(40), 'x'.repeat(600), '€'.repeat(300) + '\n', 'a\u0000b\uffff'];
    for (const t of texts) expect(countTokens(t)).toBeLessThanOrEqual(Buffer.byteLength(t, 'utf8'));
  });
});
