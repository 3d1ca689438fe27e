import rule from '../../rules/discovery-truncated.js';
import { testRule } from '../helpers/rule-tester.js';
import { at } from './context-test-kit.js';

const cfg = (n: number) => JSON.stringify({ contextPaths: ['AGENTS.md'], contextDiscovery: { maxFiles: n } });
const three = { 'a/AGENTS.md': 'a', 'b/AGENTS.md': 'b', 'c/AGENTS.md': 'c' };
const hundredOne = Object.fromEntries(Array.from({ length: 102 }, (_, i) => [`d${String(i).padStart(3, '0')}/AGENTS.md`, 'x']));

testRule(rule, {
  valid: [
    { name: 'exactly maxFiles files', tree: { '.opencode.json': cfg(3), ...three } },
    { name: 'default cap not reached', tree: three },
  ],
  invalid: [
    {
      name: 'maxFiles 2 with three files points at maxFiles',
      tree: { '.opencode.json': cfg(2), ...three },
      errors: [{ messageId: 'truncated', data: { maxFiles: 2, count: 1, files: 'c/AGENTS.md' }, file: '.opencode.json', ...at(cfg(2), '2}') }],
    },
    {
      name: 'default cap 100: file-level on the first file that falls off',
      tree: hundredOne,
      errors: [{ messageId: 'truncated', data: { maxFiles: 100, count: 2, files: 'd100/AGENTS.md, d101/AGENTS.md' }, file: 'd100/AGENTS.md', line: 0 }],
    },
  ],
});
