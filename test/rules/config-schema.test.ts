import rule from '../../rules/config-schema.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'known keys in any case, $schema accepted', tree: { '.opencode.json': '{"$schema":"x","ContextPaths":["A.md"],"agents":{"coder":{"model":"m","context":{"paths":[]}}}}' } },
    { name: 'no config file', tree: { 'AGENTS.md': 'x' } },
  ],
  invalid: [
    {
      name: 'unknown top-level key with a suggestion',
      tree: { '.opencode.json': '{\n  "agnets": {"coder": {}}\n}' },
      errors: [{ messageId: 'unknownKey', data: { key: 'agnets', suggestion: '; did you mean "agents"?' }, line: 2, column: 3, endLine: 2, endColumn: 11 }],
    },
    {
      name: 'mainstream OpenCode keys name what the fork reads instead',
      tree: { '.opencode.json': '{\n  "instructions": ["AGENTS.md"],\n  "agent": {"coder": {}}\n}' },
      errors: [
        {
          messageId: 'unknownKey',
          data: { key: 'instructions', suggestion: '; it is a mainstream OpenCode (opencode.json) key: the fork reads context files from "contextPaths" (and agent "context").' },
          line: 2,
          column: 3,
        },
        { messageId: 'unknownKey', data: { key: 'agent', suggestion: '; it is a mainstream OpenCode (opencode.json) key: the fork configures agents under "agents".' }, line: 3, column: 3 },
      ],
    },
    {
      name: 'unknown nested keys',
      tree: { '.opencode.json': '{\n  "mcpServers": {"x": {"command": "c", "cwd": "/"}},\n  "agents": {"coder": {"systemPrompt": "p"}}\n}' },
      errors: [
        { messageId: 'unknownKey', data: { key: 'cwd', where: 'in "mcpServers.x"', suggestion: '.' }, line: 2, column: 40 },
        { messageId: 'unknownKey', data: { key: 'systemPrompt', where: 'in "agents.coder"' }, line: 3, column: 24 },
      ],
    },
    {
      name: 'undocumented skipDirs',
      tree: { '.opencode.json': '{"contextDiscovery": {"skipDirs": ["vendor"]}}' },
      errors: [{ messageId: 'skipDirs', line: 1, column: 23 }],
    },
  ],
});
