import rule from '../../../rules/opencode/instructions-outside-repo.js';
import { testRule } from '../../helpers/rule-tester.js';
import { MemorySource } from '../../../src/source/memory.js';
import { at } from '../context-test-kit.js';

const up = '{"instructions": ["../shared/rules.md"]}';
const abs = '{"instructions": ["/w/docs/a.md"]}';
const home = '{"instructions": ["~/rules.md"]}';

testRule(rule, {
  valid: [
    { name: 'inside the repository', tree: { '.git': { dir: true }, 'opencode.json': '{"instructions": ["docs/a.md"]}', 'docs/a.md': 'a' } },
    { name: '../ that stays inside (from a nested Location)', source: new MemorySource('/', { 'w/.git': { dir: true }, 'w/opencode.json': '{"instructions": ["../x.md"]}', 'w/x.md': 'x' }), cwd: '/w' },
  ],
  invalid: [
    {
      name: '../ leaves the repository',
      source: new MemorySource('/', { 'w/.git': { dir: true }, 'w/opencode.json': up, 'shared/rules.md': 'r' }),
      cwd: '/w',
      errors: [{ messageId: 'outside', data: { entry: '../shared/rules.md', files: '/shared/rules.md', repo: '.' }, file: 'opencode.json', ...at(up, '"../shared/rules.md"') }],
    },
    {
      name: 'an absolute path',
      tree: { '.git': { dir: true }, 'opencode.json': abs, 'docs/a.md': 'a' },
      errors: [{ messageId: 'absolute', data: { entry: '/w/docs/a.md' }, ...at(abs, '"/w/docs/a.md"') }],
    },
    { name: '~/', tree: { '.git': { dir: true }, 'opencode.json': home }, errors: [{ messageId: 'home', data: { entry: '~/rules.md' }, ...at(home, '"~/rules.md"') }] },
  ],
});
