import rule from '../../rules/permission-action-invalid.js';
import { testRule } from '../helpers/rule-tester.js';

const agent = (fm: string): string => `---\n${fm}---\nPrompt.\n`;

testRule(rule, {
  valid: [
    { name: 'action strings and pattern maps in frontmatter', tree: { '.opencode/agents/rev.md': agent('permission:\n  edit: deny\n  bash:\n    "git *": allow\n    "*": ask\n') } },
    { name: 'YAML 1.1 no/off stay strings for an interface map', tree: { '.opencode/agents/rev.md': agent('permission:\n  edit: "deny"\n  bash: ~\n') } },
    { name: 'booleans belong to tools', tree: { '.opencode/agents/rev.md': agent('tools:\n  edit: false\n') } },
    {
      name: 'action strings in .opencode.json',
      tree: { '.opencode.json': '{"agents":{"coder":{"permission":{"edit":"deny","bash":{"git *":"allow"}}}},"permission":{"rules":{"bash":"ask"},"skill":{"x-*":"deny"}}}' },
    },
  ],
  invalid: [
    {
      name: 'edit: false in frontmatter',
      tree: { '.opencode/agents/rev.md': agent('permission:\n  edit: false\n') },
      errors: [{ messageId: 'frontmatter', data: { where: 'permission.edit', value: 'false', type: 'a boolean', fix: 'deny' }, file: '.opencode/agents/rev.md', line: 3, column: 9 }],
    },
    {
      name: 'boolean inside a frontmatter pattern map, and a list',
      tree: { '.opencode/agents/rev.md': agent('permission:\n  bash:\n    "git push *": false\n    "*": true\n  edit: [deny]\n') },
      errors: [
        { messageId: 'frontmatter', data: { where: 'permission.bash.git push *', value: 'false' }, line: 4, column: 19 },
        { messageId: 'frontmatter', data: { where: 'permission.bash.*', value: 'true', fix: 'allow' }, line: 5, column: 10 },
        { messageId: 'frontmatter', data: { where: 'permission.edit', type: 'a list' }, line: 6, column: 9 },
      ],
    },
    {
      name: 'edit: false in .opencode.json, agent and pattern map',
      tree: { '.opencode.json': '{\n  "agents": {\n    "coder": {\n      "permission": {"edit": false, "bash": {"rm *": 0}}\n    }\n  }\n}' },
      errors: [
        { messageId: 'config', data: { where: 'agents.coder.permission.edit', value: 'false', type: 'a boolean' }, file: '.opencode.json', line: 4, column: 30 },
        { messageId: 'config', data: { where: 'agents.coder.permission.bash.rm *', value: '0', type: 'a number' }, line: 4, column: 54 },
      ],
    },
    {
      name: 'permission.rules and permission.skill in .opencode.json',
      tree: { '.opencode.json': '{"permission":{"rules":{"edit":false},"skill":{"internal-*":true}}}' },
      errors: [
        { messageId: 'config', data: { where: 'permission.rules.edit' }, line: 1, column: 32 },
        { messageId: 'config', data: { where: 'permission.skill.internal-*', fix: 'allow' }, line: 1, column: 61 },
      ],
    },
  ],
});
