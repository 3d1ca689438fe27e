import rule from '../../../rules/opencode/env-reference-unset.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at } from '../context-test-kit.js';

const cfg = '{\n  "instructions": ["{env:TEAM_RULES}"],\n  "provider": {"x": {"options": {"apiKey": "{env:API_KEY}"}}}\n}';

testRule(rule, {
  valid: [
    { name: 'the variable is set', tree: { '.git': { dir: true }, 'opencode.json': cfg }, env: { TEAM_RULES: 'docs/team.md' } },
    { name: 'an unset provider key is not about context', tree: { '.git': { dir: true }, 'opencode.json': '{"provider": {"x": {"options": {"apiKey": "{env:API_KEY}"}}}}' } },
  ],
  invalid: [
    {
      name: 'an unset variable in instructions',
      tree: { '.git': { dir: true }, 'opencode.json': cfg },
      errors: [{ messageId: 'unset', data: { token: '{env:TEAM_RULES}', what: 'an instructions entry', result: 'empty' }, file: 'opencode.json', ...at(cfg, '{env:TEAM_RULES}') }],
    },
    {
      name: 'an unset variable in a prompt',
      tree: { '.git': { dir: true }, 'opencode.json': '{"agent": {"r": {"prompt": "You review {env:LANG_NAME} code."}}}' },
      errors: [{ messageId: 'unset', data: { token: '{env:LANG_NAME}', what: 'a prompt', result: '"You review  code."' } }],
    },
  ],
});
