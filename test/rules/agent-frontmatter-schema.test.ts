import rule from '../../rules/agent-frontmatter-schema.js';
import { testRule } from '../helpers/rule-tester.js';

const A = '.opencode/agents';

testRule(rule, {
  valid: [
    // yaml.v3 applies a plain `<<` as a merge: it is no key of its own (issue 11, point 8).
    { name: 'a << merge key is no unknown key', tree: { '.opencode/agents/m.md': '---\n<<: {description: merged, mode: subagent}\nmodel: m\n---\nbody\n' } },
    { name: 'a << merge of a sequence of maps', tree: { '.opencode/agents/s.md': '---\n<<: [{description: a}, {color: red}]\n---\nbody\n' } },
    {
      name: 'every known key, well typed',
      tree: {
        [`${A}/rev.md`]:
          '---\nname: Reviewer\ndescription: ok\nmode: agent\nhidden: no\npermission:\n  bash: deny\ntools:\n  bash: false\ncontext:\n  paths: [A.md]\n  mode: append\n  nested: off\nmaxTurns: 5\nskills: [a]\noutput:\n  schema: {type: object}\n---\nbody\n',
      },
    },
    { name: 'a value the runtime rejects is left to parse-error', tree: { [`${A}/rev.md`]: '---\nmaxTurns: "5"\n---\n' } },
    { name: 'an unknown mode is left to agent-mode-unknown', tree: { [`${A}/rev.md`]: '---\nmode: all\n---\n' } },
    { name: 'files outside the read directories are not validated', tree: { '.opencode/agent/rev.md': '---\npermissions: {}\n---\n' } },
  ],
  invalid: [
    {
      name: 'permissions (plural) suggests permission',
      tree: { [`${A}/rev.md`]: '---\ndescription: Reviews\nmode: subagent\npermissions:\n  bash: deny\n---\nbody\n' },
      errors: [{ messageId: 'unknownKey', data: { key: 'permissions', suggestion: ' Did you mean "permission"?' }, file: `${A}/rev.md`, line: 4, column: 1, endLine: 4, endColumn: 12 }],
    },
    {
      name: 'context.path suggests paths',
      tree: { [`${A}/rev.md`]: '---\ncontext:\n  path: [a.md]\n---\n' },
      errors: [{ messageId: 'unknownKey', data: { key: 'path', where: '"context"', suggestion: ' Did you mean "paths"?' }, line: 3, column: 3, endColumn: 7 }],
    },
    {
      name: 'a float maxTurns (truncated by the runtime)',
      tree: { [`${A}/rev.md`]: '---\nmaxTurns: 5.5\n---\n' },
      errors: [{ messageId: 'invalidValue', data: { detail: 'Expected integer or null at "/maxTurns", found number' }, line: 2, column: 11, endColumn: 14 }],
    },
    {
      name: 'OpenAgentsControl metadata keys in the global scope are unknown too',
      tree: { [`${A}/oac.md`]: '---\nid: oac\nmode: primary\ntemperature: 0.1\n---\n' },
      errors: [
        { messageId: 'unknownKey', data: { key: 'id', suggestion: '' }, line: 2, column: 1 },
        { messageId: 'unknownKey', data: { key: 'temperature', suggestion: '' }, line: 4, column: 1 },
      ],
    },
  ],
});
