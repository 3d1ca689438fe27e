import rule from '../../rules/config-key-spelling.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'canonical spelling', tree: { '.opencode.json': '{"contextPaths":["A.md"],"contextDiscovery":{"maxFiles":3}}' } },
    { name: 'dotted permission pattern keys are rejoined', tree: { '.opencode.json': '{"permission":{"rules":{"read":{"~/.ssh/*":"deny"}}}}' } },
  ],
  invalid: [
    {
      name: 'case variant of a field',
      tree: { '.opencode.json': '{\n  "ContextPaths": ["A.md"]\n}' },
      errors: [{ messageId: 'spelling', data: { key: 'ContextPaths', canonical: 'contextPaths' }, line: 2, column: 3, endColumn: 17 }],
    },
    {
      name: 'case-variant keys collide (U19)',
      tree: { '.opencode.json': '{\n  "contextPaths": ["A.md"],\n  "ContextPaths": ["B.md"]\n}' },
      errors: [
        { messageId: 'caseCollision', data: { key: 'contextPaths', line: 2, other: 'ContextPaths', otherLine: 3 }, line: 2, column: 3 },
        { messageId: 'spelling', line: 3, column: 3 },
      ],
    },
    {
      name: 'dotted key',
      tree: { '.opencode.json': '{"contextDiscovery.maxFiles": 3}' },
      errors: [{ messageId: 'dottedKey', data: { nested: 'contextdiscovery → maxfiles' }, line: 1, column: 2 }],
    },
  ],
});
