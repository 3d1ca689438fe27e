import rule from '../../../rules/opencode/instructions-duplicate.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at } from '../context-test-kit.js';

const cfg = '{"instructions": ["AGENTS.md"]}';
const guide = '{"instructions": ["docs/guide.md"]}';

testRule(rule, {
  valid: [
    { name: 'distinct files', tree: { '.git': { dir: true }, 'AGENTS.md': 'a', 'opencode.json': guide, 'docs/guide.md': 'g' } },
    { name: 'a glob that also adds new files', tree: { '.git': { dir: true }, 'AGENTS.md': 'a', 'opencode.json': '{"instructions": ["*.md"]}', 'B.md': 'b' } },
  ],
  invalid: [
    {
      name: 'an entry repeating the auto-loaded AGENTS.md',
      tree: { '.git': { dir: true }, 'AGENTS.md': 'a', 'opencode.json': cfg },
      errors: [{ messageId: 'redundant', data: { entry: 'AGENTS.md', files: 'AGENTS.md' }, ...at(cfg, '"AGENTS.md"') }],
    },
    {
      name: 'AGENTS.md is a symlink to docs/guide.md, which is also listed',
      tree: { '.git': { dir: true }, 'AGENTS.md': { symlink: 'docs/guide.md' }, 'opencode.json': guide, 'docs/guide.md': 'guide\n' },
      errors: [{ messageId: 'twice', data: { first: 'AGENTS.md', second: 'docs/guide.md', where: '.', bytes: 6 }, file: 'docs/guide.md' }],
    },
  ],
});
