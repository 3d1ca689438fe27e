import rule from '../../../rules/opencode/agent-deprecated-key.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [{ name: 'permission and steps', tree: { '.opencode/agent/a.md': '---\ndescription: a\npermission:\n  edit: deny\nsteps: 5\n---\nA.\n' } }],
  invalid: [
    {
      name: 'tools and maxSteps (observed: converted to permission and steps)',
      tree: { '.opencode/agent/a.md': '---\ndescription: a\ntools:\n  write: false\nmaxSteps: 5\n---\nA.\n' },
      errors: [
        { messageId: 'tools', data: { id: 'a' }, line: 3, column: 1 },
        { messageId: 'maxSteps', data: { id: 'a' }, line: 5, column: 1 },
      ],
    },
    {
      name: 'tools in an opencode.json agent',
      tree: { 'opencode.json': '{"agent": {"b": {"tools": {"bash": false}}}}' },
      errors: [{ messageId: 'tools', data: { id: 'b' }, file: 'opencode.json', line: 1, column: 18 }],
    },
  ],
});
