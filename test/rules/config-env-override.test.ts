import rule from '../../rules/config-env-override.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'no variables', tree: { '.opencode.json': '{"contextPaths":["A.md"]}' } },
    { name: 'an empty variable is ignored', tree: { '.opencode.json': '{"contextPaths":["A.md"]}' }, env: { OPENCODE_CONTEXTPATHS: '' } },
    { name: 'a variable unrelated to context', tree: { 'x': 'x' }, env: { OPENCODE_DEBUG: 'true' } },
  ],
  invalid: [
    {
      name: 'OPENCODE_CONTEXTPATHS over a file value',
      tree: { '.opencode.json': '{\n  "contextPaths": ["A.md"]\n}' },
      env: { OPENCODE_CONTEXTPATHS: 'B.md' },
      errors: [{ messageId: 'override', data: { variable: 'OPENCODE_CONTEXTPATHS', value: 'B.md', key: 'contextPaths' }, file: '.opencode.json', line: 2, column: 19 }],
    },
    {
      name: 'over defaults only: no file position',
      tree: { 'x': 'x' },
      env: { 'OPENCODE_CONTEXTDISCOVERY.ENABLED': 'false', 'OPENCODE_DATA.DIRECTORY': 'd' },
      errors: [
        { messageId: 'override', data: { key: 'contextDiscovery.enabled' } },
        { messageId: 'override', data: { key: 'data.directory' } },
      ],
    },
  ],
});
