import rule from '../../../rules/opencode/instructions-no-match.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at } from '../context-test-kit.js';

const cfg = '{\n  "instructions": ["docs/*.md", "missing.md"]\n}\n';
const tokens = '{\n  "instructions": ["{env:TEAM_RULES}", "{file:./rules-path.txt}"]\n}\n';

testRule(rule, {
  valid: [
    { name: 'every entry matches', tree: { '.git': { dir: true }, 'opencode.json': '{"instructions": ["docs/*.md"]}', 'docs/a.md': 'a' } },
    { name: 'an entry that matches only at a nested Location', tree: { '.git': { dir: true }, 'opencode.json': '{"instructions": ["rules.md"]}', 'pkg/AGENTS.md': 'p', 'pkg/rules.md': 'r' } },
    { name: 'a URL is instructions-url', tree: { '.git': { dir: true }, 'opencode.json': '{"instructions": ["https://example.com/r.md"]}' } },
    { name: 'a {file:} that pasted markdown is instructions-file-token', tree: { '.git': { dir: true }, 'opencode.json': '{"instructions": ["{file:./rules.md}"]}', 'rules.md': '# Rules\n\n- one\n' } },
    { name: 'relative to the config folder is instructions-config-relative', tree: { '.git': { dir: true }, '.opencode/opencode.json': '{"instructions": ["r.md"]}', '.opencode/r.md': 'r' } },
    { name: 'emptied by an unset {env:} is env-reference-unset', tree: { '.git': { dir: true }, 'opencode.json': '{"instructions": ["{env:TEAM_RULES}", "docs/{env:LANG_DIR}/rules.md"]}' } },
    { name: 'a multi-line {file:} paste is instructions-file-token', tree: { '.git': { dir: true }, 'opencode.json': '{"instructions": ["{file:./docs/rules.md}"]}', 'docs/rules.md': '# Rules\n\n- one\n' } },
  ],
  invalid: [
    {
      name: 'a set {env:} that names a missing file, and a one-line {file:} naming a missing path, are still reported',
      tree: { '.git': { dir: true }, 'opencode.json': tokens, 'rules-path.txt': 'docs/gone.md\n' },
      env: { TEAM_RULES: 'docs/team.md' },
      errors: [
        { messageId: 'noMatch', data: { entry: 'docs/team.md' }, ...at(tokens, '"{env:TEAM_RULES}"') },
        { messageId: 'noMatch', data: { entry: 'docs/gone.md' }, ...at(tokens, '"{file:./rules-path.txt}"') },
      ],
    },
    {
      name: 'a {file:} whose one-line content names no file is reported here',
      tree: { '.git': { dir: true }, 'opencode.json': '{"instructions": ["{file:./p.txt}"]}', 'p.txt': 'nope.md\n' },
      errors: [{ messageId: 'noMatch', data: { entry: 'nope.md', where: '.', top: 'the repository root' }, file: 'opencode.json' }],
    },
    {
      name: 'one entry matches nothing',
      tree: { '.git': { dir: true }, 'opencode.json': cfg, 'docs/a.md': 'a' },
      errors: [{ messageId: 'noMatch', data: { entry: 'missing.md', where: '.', top: 'the repository root' }, file: 'opencode.json', ...at(cfg, '"missing.md"') }],
    },
  ],
});
