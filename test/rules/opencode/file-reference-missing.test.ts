import rule from '../../../rules/opencode/file-reference-missing.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at } from '../context-test-kit.js';

const cfg = '{\n  "agent": {"review": {"prompt": "{file:./prompts/review.txt}"}}\n}\n';
const block = '{\n  /* {file:./gone.txt} */\n  "instructions": []\n}\n';

testRule(rule, {
  valid: [
    { name: 'the file exists', tree: { '.git': { dir: true }, 'opencode.json': cfg, 'prompts/review.txt': 'Review.' } },
    { name: 'a line that starts with // is skipped', tree: { '.git': { dir: true }, 'opencode.json': '{\n  // "{file:./gone.txt}"\n}\n' } },
  ],
  invalid: [
    {
      name: 'a missing prompt file',
      tree: { '.git': { dir: true }, 'opencode.json': cfg },
      errors: [{ messageId: 'missing', data: { token: '{file:./prompts/review.txt}', resolved: '/w/prompts/review.txt', note: '' }, file: 'opencode.json', ...at(cfg, '{file:') }],
    },
    {
      name: 'inside a block comment it is still read',
      tree: { '.git': { dir: true }, 'opencode.json': block },
      errors: [{ messageId: 'missing', data: { note: '; a comment does not hide it unless the line starts with //' }, ...at(block, '{file:') }],
    },
  ],
});
