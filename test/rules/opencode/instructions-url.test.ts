import rule from '../../../rules/opencode/instructions-url.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at } from '../context-test-kit.js';

const cfg = '{"instructions": ["AGENTS.md", "https://example.com/team.md"]}';

testRule(rule, {
  valid: [{ name: 'files only', tree: { '.git': { dir: true }, 'opencode.json': '{"instructions": ["docs/a.md"]}', 'docs/a.md': 'a' } }],
  invalid: [{ name: 'a URL entry', tree: { '.git': { dir: true }, 'opencode.json': cfg }, errors: [{ messageId: 'url', data: { entry: 'https://example.com/team.md' }, ...at(cfg, '"https://example.com/team.md"') }] }],
});
