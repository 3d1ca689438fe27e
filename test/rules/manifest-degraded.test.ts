import rule from '../../rules/manifest-degraded.js';
import { testRule } from '../helpers/rule-tester.js';

const pad = (i: number) => String(i).padStart(2, '0');
// 31 labels of 120 'é' (243 bytes with the ellipsis), lines of 2+16+2+243 = 263 bytes: labelled 251 + 31*263 + 30 = 8434 > 8192.
const longLabels = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`pkg-${pad(i)}/AGENTS.md`, '# ' + 'é'.repeat(130) + '\n']));
// 88 path lines of 99 bytes: paths only = 251 + 88*99 + 87 = 9050 > 8192. Greedy: line i is kept while
// 251 + 100i + 100 + len(trailer) <= 8192: i = 78 gives 8179 (kept), i = 79 gives 8278 (cut): 9 not shown.
const manyPaths = Object.fromEntries(Array.from({ length: 88 }, (_, i) => [`pkg-${pad(i)}-${'x'.repeat(80)}/AGENTS.md`, 'no label\n']));

testRule(rule, {
  valid: [
    { name: 'small manifest', tree: { 'a/AGENTS.md': '# A', 'b/AGENTS.md': '# B' } },
    { name: 'no manifest at all', tree: { 'AGENTS.md': '# root only' } },
  ],
  invalid: [
    {
      name: 'labels dropped',
      tree: longLabels,
      errors: [{ messageId: 'pathsOnly', data: { labelled: 8434, count: 31 }, file: 'pkg-00/AGENTS.md', line: 0 }],
    },
    {
      name: 'files not shown',
      tree: manyPaths,
      errors: [{ messageId: 'cut', data: { pathsOnly: 9050, notShown: 9, first: `pkg-79-${'x'.repeat(80)}/AGENTS.md` }, file: `pkg-79-${'x'.repeat(80)}/AGENTS.md`, line: 0 }],
    },
  ],
});
