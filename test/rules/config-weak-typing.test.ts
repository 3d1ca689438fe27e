import rule from '../../rules/config-weak-typing.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'exact types', tree: { '.opencode.json': '{"contextPaths":["A.md"],"contextDiscovery":{"enabled":false,"maxFiles":7}}' } },
    { name: 'an env value is reported by the env rules instead', tree: { 'x': 'x' }, env: { OPENCODE_CONTEXTPATHS: 'A.md,B.md' } },
  ],
  invalid: [
    {
      name: 'string contextPaths split into a list',
      tree: { '.opencode.json': '{\n  "contextPaths": "AGENTS.md, docs/"\n}' },
      errors: [{ messageId: 'splitList', data: { path: 'contextPaths', value: '"AGENTS.md, docs/"', result: '["AGENTS.md"," docs/"]' }, line: 2, column: 19, endColumn: 37 }],
    },
    {
      name: 'numbers from strings and fractions',
      tree: { '.opencode.json': '{"contextDiscovery": {"maxFiles": "0x10", "maxDepth": 7.9, "enabled": "t"}}' },
      errors: [
        { messageId: 'coerced', data: { path: 'contextDiscovery.maxFiles', result: '16' }, line: 1, column: 35 },
        { messageId: 'coerced', data: { path: 'contextDiscovery.maxDepth', result: '7' }, line: 1, column: 55 },
        { messageId: 'coerced', data: { path: 'contextDiscovery.enabled', result: 'true' }, line: 1, column: 71 },
      ],
    },
    {
      name: 'single value wrapped into a list',
      tree: { '.opencode.json': '{"agents": {"a": {"context": {"paths": 5}}}}' },
      errors: [
        { messageId: 'wrapped', data: { path: 'agents.a.context.paths', found: 'integer 5' }, line: 1, column: 40 },
      ],
    },
  ],
});
