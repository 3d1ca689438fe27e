import rule from '../../rules/parse-error.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'strict JSON config', tree: { '.opencode.json': '{\n  "contextPaths": ["AGENTS.md"]\n}\n', 'AGENTS.md': 'x' } },
    { name: 'no config at all', tree: { 'AGENTS.md': 'x' } },
    { name: 'agent with valid frontmatter', tree: { '.opencode/agents/x.md': '---\nmode: subagent\n---\nbody\n' } },
  ],
  invalid: [
    {
      name: 'trailing comma: the whole config is ignored (docs/runtimes/fork.md §2.1 step 4)',
      tree: { '.opencode.json': '{\n  "contextPaths": ["AGENTS.md",]\n}\n' },
      // `,` is column 31 of line 2: 2 spaces, "contextPaths" (14), ": [" (3), "AGENTS.md" quoted (11).
      errors: [{ messageId: 'configIgnored', data: { detail: 'trailing comma' }, file: '.opencode.json', line: 2, column: 31, endLine: 2, endColumn: 32 }],
    },
    {
      name: 'a comment in the config',
      tree: { '.opencode.json': '{\n  // x\n  "contextPaths": []\n}\n' },
      errors: [{ messageId: 'configIgnored', file: '.opencode.json', line: 2, column: 3 }],
    },
    {
      name: 'a config that is a FIFO is reported, never opened',
      tree: { '.opencode.json': { fifo: true } },
      errors: [{ messageId: 'unreadable', data: { what: '.opencode.json' }, file: '.opencode.json', line: 0, column: 0 }],
    },
    {
      name: 'agent frontmatter that does not parse',
      tree: { '.opencode/agents/x.md': '---\nmode: [\n---\nbody\n' },
      errors: [{ messageId: 'agentRejected', file: '.opencode/agents/x.md', line: 2 }],
    },
    {
      name: 'flow YAML that does not parse (error at the end of input)',
      tree: { '.opencode/flows/f.yaml': 'id: f\nsteps: [\n' },
      errors: [{ messageId: 'flowRejected', file: '.opencode/flows/f.yaml', line: 3, column: 1 }],
    },
  ],
});
