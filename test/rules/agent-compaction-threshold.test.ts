import rule from '../../rules/agent-compaction-threshold.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'set in .opencode.json', tree: { '.opencode.json': '{"agents": {"long": {"compactionThreshold": 0.8}}}', '.opencode/agents/long.md': '---\nmode: agent\n---\n' } },
    { name: 'absent from frontmatter', tree: { '.opencode/agents/long.md': '---\nmode: agent\n---\n' } },
  ],
  invalid: [
    {
      name: 'compactionThreshold in frontmatter',
      tree: { '.opencode/agents/long.md': '---\nmode: agent\ncompactionThreshold: 0.8\n---\n' },
      errors: [{ messageId: 'frontmatter', file: '.opencode/agents/long.md', line: 3, column: 1, endLine: 3, endColumn: 20 }],
    },
  ],
});
