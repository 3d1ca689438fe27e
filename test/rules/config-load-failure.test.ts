import rule from '../../rules/config-load-failure.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'coercible values load', tree: { '.opencode.json': '{"contextDiscovery":{"enabled":"false","maxFiles":"12"}}' } },
    { name: 'prompt alone', tree: { '.opencode.json': '{"agents":{"a":{"prompt":"p","langfusePromptLabel":"x"}}}' } },
  ],
  invalid: [
    {
      name: 'a bool that cannot be parsed',
      tree: { '.opencode.json': '{\n  "contextDiscovery": {"enabled": "yes"}\n}' },
      errors: [{ messageId: 'unmarshal', data: { detail: `'contextDiscovery.enabled' expected a boolean, got unconvertible string "yes"` }, line: 2, column: 35, endColumn: 40 }],
    },
    {
      name: 'prompt and langfusePromptPath together',
      tree: { '.opencode.json': '{"agents": {"Rev": {"prompt": "p", "langfusePromptPath": "team/rev"}}}' },
      errors: [{ messageId: 'validation', data: { detail: 'agent "rev": prompt and langfusePromptPath are mutually exclusive — declare exactly one' }, line: 1, column: 58 }],
    },
    {
      name: 'an env value that cannot be decoded (no file position)',
      tree: { 'x': 'x' },
      env: { 'OPENCODE_CONTEXTDISCOVERY.MAXFILES': 'many' },
      errors: [{ messageId: 'envUnmarshal', data: { variable: 'OPENCODE_CONTEXTDISCOVERY.MAXFILES', key: 'contextDiscovery.maxFiles' } }],
    },
  ],
});
