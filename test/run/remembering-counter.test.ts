/** The audit's counter counts each text once (a file shown at many Locations, a total shown and checked). */
import { describe, expect, it } from 'vitest';
import { rememberingCounter } from '../../src/run/opencode-audit.js';

describe('rememberingCounter', () => {
  it('gives the wrapped counts and calls the counter once per distinct text', () => {
    const calls: string[] = [];
    const count = rememberingCounter((t) => (calls.push(t), t.length * 2));
    expect(['ab', 'abc', 'ab', '', 'abc', 'ab'].map(count)).toEqual([4, 6, 4, 0, 6, 4]);
    expect(calls).toEqual(['ab', 'abc', '']);
  });
});
