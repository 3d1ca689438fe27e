import rule from '../../../rules/opencode/agent-unknown-key.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'only known keys', tree: { '.opencode/agent/a.md': '---\ndescription: a\nmode: subagent\ntemperature: 0.1\npermission:\n  edit: deny\n---\nA.\n' } },
    { name: 'permissions has its own rule', tree: { '.opencode/agent/a.md': '---\ndescription: a\npermissions:\n  edit: deny\n---\nA.\n' } },
    { name: 'a file without frontmatter has no keys', tree: { '.opencode/agent/README.md': '# Agents\n' } },
  ],
  invalid: [
    {
      name: 'OpenAgentsControl metadata keys (observed under options in debug agent)',
      tree: { '.opencode/agent/core/openagent.md': '---\nid: openagent\nname: OpenAgent\ndescription: x\ncategory: core\nversion: 1.0.0\n---\nBody.\n' },
      errors: [{ messageId: 'unknown', data: { id: 'OpenAgent', keys: '"id", "category", "version"' }, file: '.opencode/agent/core/openagent.md', line: 2, column: 1 }],
    },
    {
      name: 'hidden_from_cycle is not a 1.18.33 key (observed under options)',
      tree: { '.opencode/agent/h.md': '---\ndescription: h\nhidden_from_cycle: true\nvariant: high\ncolor: accent\n---\nH.\n' },
      errors: [{ messageId: 'unknown', data: { keys: '"hidden_from_cycle"' }, line: 3, column: 1 }],
    },
    {
      name: 'a misspelt key gets a suggestion',
      tree: { '.opencode/agent/a.md': '---\ndescription: a\ntemprature: 0.2\n---\nA.\n' },
      errors: [{ messageId: 'unknown', data: { suggestion: ' Did you mean "temperature"?' }, line: 3, column: 1 }],
    },
    {
      name: 'system in a JSON agent entry is not the prompt (observed: moved to options)',
      tree: { 'opencode.json': '{\n  "agent": {"bar": {"description": "bar", "system": "You are bar."}}\n}\n' },
      errors: [{ messageId: 'unknown', data: { id: 'bar', suggestion: ' Did you mean "prompt"?' }, file: 'opencode.json', line: 2, column: 43 }],
    },
  ],
});
