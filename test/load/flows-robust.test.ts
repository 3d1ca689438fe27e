import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadTree } from './flows-helpers.js';

const F = '.opencode/flows/f.yaml';

describe('flow loader robustness', () => {
  it.each([
    ['alias bomb', 'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nflow:\n  args: {x: *e}\n  steps: []\n'],
    ['binary', Buffer.from([0, 1, 2, 255, 254, 10, 58, 58])],
    ['deep nesting', 'flow:\n  args:\n' + '[' .repeat(500) + ']'.repeat(500) + '\n'],
    ['merge keys', 'base: &b {prompt: p}\nflow:\n  steps:\n    - <<: *b\n      id: s\n'],
    ['BOM and CRLF', '\ufeffflow:\r\n  steps:\r\n    - id: s\r\n      prompt: p\r\n'],
  ])('%s gives a result, never an exception', (_n, text) => {
    const r = loadTree({ [F]: text });
    expect(r.files).toHaveLength(1);
  });

  it('merge keys and BOM/CRLF load like yaml.v3', () => {
    expect(loadTree({ [F]: 'base: &b {prompt: p}\nflow:\n  steps:\n    - <<: *b\n      id: s\n' }).flows.get('f')?.steps[0]?.id).toBe('s');
    expect(loadTree({ [F]: '\ufeffflow:\r\n  steps:\r\n    - id: s\r\n      prompt: p\r\n' }).byFile(F)?.status).toBe('loaded');
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const r = loadTree({ [F]: 'flow:\n  steps:\n    - id: s\n' + s, 't.yaml': s, '.agents/flows/g.yaml': 'include:\n  - local: t.yaml\n' + s });
        return r.files.length === 2;
      }),
      { numRuns: 300 },
    );
  });
});
