import rule from '../../../rules/opencode/permission-catch-all-last.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'catch-all first (observed: read of notes.md allowed)', tree: { '.opencode/agent/b.md': '---\ndescription: b\npermission:\n  bash:\n    "*": ask\n    "git *": allow\n---\n' } },
    { name: 'catch-all last with the same action', tree: { '.opencode/agent/b.md': '---\ndescription: b\npermission:\n  bash:\n    "rm *": deny\n    "*": deny\n---\n' } },
    { name: 'top-level catch-all first', tree: { 'opencode.json': '{"agent": {"a": {"permission": {"*": "ask", "read": "allow"}}}}' } },
  ],
  invalid: [
    {
      name: 'catch-all after a pattern (observed: read of notes.md refused)',
      tree: { '.opencode/agent/a.md': '---\ndescription: a\npermission:\n  read:\n    "*.md": allow\n    "*": deny\n---\n' },
      errors: [{ messageId: 'pattern', data: { owner: 'agent "a"', tool: 'read', action: 'deny', patterns: '"*.md"' }, file: '.opencode/agent/a.md', line: 6, column: 5 }],
    },
    {
      name: 'top-level catch-all after a tool (observed: rule order read, then *)',
      tree: { '.opencode/agent/t.md': '---\ndescription: t\npermission:\n  read: allow\n  "*": ask\n---\nT.\n' },
      errors: [{ messageId: 'tool', data: { owner: 'agent "t"', action: 'ask', patterns: '"read"' }, line: 5, column: 3 }],
    },
    {
      name: 'top-level permission of opencode.json (observed: a read of notes.md refused)',
      tree: { 'opencode.json': '{"permission": {"read": {"*.md": "allow", "*": "deny"}}}' },
      errors: [{ messageId: 'pattern', data: { owner: 'this config file', tool: 'read' }, file: 'opencode.json', line: 1, column: 43 }],
    },
  ],
});
