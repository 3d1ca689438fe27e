import rule from '../../rules/config-unknown-context-key.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'known keys in any case', tree: { '.opencode.json': '{"agents":{"coder":{"context":{"Paths":["A.md"],"mode":"append","nested":false}}}}' } },
  ],
  invalid: [
    {
      name: 'path instead of paths: the layer is undeclared',
      tree: { '.opencode.json': '{\n  "agents": {"coder": {"context": {"path": ["A.md"]}}}\n}' },
      errors: [
        {
          messageId: 'unknownKey',
          data: { key: 'path', agent: 'coder', consequence: ', and without "paths" this agent layer stays undeclared', suggestion: '; did you mean "paths"?' },
          line: 2,
          column: 36,
          endColumn: 42,
        },
      ],
    },
    {
      name: 'an extra key next to paths',
      tree: { '.opencode.json': '{"agents": {"coder": {"context": {"paths": [], "files": ["A.md"]}}}}' },
      errors: [{ messageId: 'unknownKey', data: { key: 'files', consequence: '' }, line: 1, column: 48 }],
    },
  ],
});
