import rule from '../../rules/config-env-override-info.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'only context variables', tree: { 'x': 'x' }, env: { OPENCODE_CONTEXTPATHS: 'A.md' } },
    { name: 'a key no default or file defines is never looked up', tree: { 'x': 'x' }, env: { OPENCODE_AGENTPATHS: 'a' } },
  ],
  invalid: [
    {
      name: 'OPENCODE_DEBUG over a file value',
      tree: { '.opencode.json': '{"debug": false}' },
      env: { OPENCODE_DEBUG: 'true' },
      errors: [{ messageId: 'override', data: { variable: 'OPENCODE_DEBUG', value: 'true', key: 'debug' }, line: 1, column: 11 }],
    },
  ],
});
