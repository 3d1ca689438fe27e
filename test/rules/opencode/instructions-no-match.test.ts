import rule from '../../../rules/opencode/instructions-no-match.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at } from '../context-test-kit.js';

const cfg = '{\n  "instructions": ["docs/*.md", "missing.md"]\n}\n';

testRule(rule, {
  valid: [
    { name: 'every entry matches', tree: { '.git': { dir: true }, 'opencode.json': '{"instructions": ["docs/*.md"]}', 'docs/a.md': 'a' } },
    { name: 'an entry that matches only at a nested Location', tree: { '.git': { dir: true }, 'opencode.json': '{"instructions": ["rules.md"]}', 'pkg/AGENTS.md': 'p', 'pkg/rules.md': 'r' } },
    { name: 'a URL is instructions-url', tree: { '.git': { dir: true }, 'opencode.json': '{"instructions": ["https://example.com/r.md"]}' } },
    { name: 'relative to the config folder is instructions-config-relative', tree: { '.git': { dir: true }, '.opencode/opencode.json': '{"instructions": ["r.md"]}', '.opencode/r.md': 'r' } },
  ],
  invalid: [
    {
      name: 'one entry matches nothing',
      tree: { '.git': { dir: true }, 'opencode.json': cfg, 'docs/a.md': 'a' },
      errors: [{ messageId: 'noMatch', data: { entry: 'missing.md', where: '.', top: 'the repository root' }, file: 'opencode.json', ...at(cfg, '"missing.md"') }],
    },
  ],
});
