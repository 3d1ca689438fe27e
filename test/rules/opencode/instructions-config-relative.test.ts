import rule from '../../../rules/opencode/instructions-config-relative.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at } from '../context-test-kit.js';

const cfg = '{"instructions": ["rules/style.md"]}';

testRule(rule, {
  valid: [
    { name: 'written from the repository root', tree: { '.git': { dir: true }, '.opencode/opencode.json': '{"instructions": [".opencode/rules/style.md"]}', '.opencode/rules/style.md': 's' } },
    { name: 'matches nothing anywhere', tree: { '.git': { dir: true }, '.opencode/opencode.json': cfg } },
  ],
  invalid: [
    {
      name: 'relative to .opencode/',
      tree: { '.git': { dir: true }, '.opencode/opencode.json': cfg, '.opencode/rules/style.md': 's' },
      errors: [
        {
          messageId: 'configRelative',
          data: { entry: 'rules/style.md', file: '.opencode/rules/style.md', config: '.opencode/opencode.json', suggestion: '.opencode/rules/style.md' },
          file: '.opencode/opencode.json',
          ...at(cfg, '"rules/style.md"'),
        },
      ],
    },
  ],
});
