import rule from '../../../rules/opencode/agent-permissions-plural.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'permission (singular) in frontmatter', tree: { '.opencode/agent/a.md': '---\ndescription: a\npermission:\n  bash:\n    "rm *": deny\n---\nA.\n' } },
    { name: 'permission (singular) in opencode.json', tree: { 'opencode.json': '{"agent": {"a": {"permission": {"edit": "deny"}}}}' } },
  ],
  invalid: [
    {
      name: 'frontmatter permissions (observed: under options, not enforced)',
      tree: { '.opencode/agent/a.md': '---\ndescription: a\npermissions:\n  bash:\n    "rm *": deny\n---\nA.\n' },
      errors: [{ messageId: 'frontmatter', data: { id: 'a' }, file: '.opencode/agent/a.md', line: 3, column: 1 }],
    },
    {
      name: 'config permissions (observed: the runtime refuses to start)',
      tree: { 'opencode.json': '{"agent": {"rev": {"description": "r", "permissions": {"bash": "deny"}}}}' },
      errors: [{ messageId: 'config', data: { id: 'rev' }, file: 'opencode.json', line: 1, column: 40 }],
    },
  ],
});
