import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/**
 * `compactionThreshold` in markdown frontmatter: the referenced registry has no such field, so it
 * may be ignored (docs/runtimes/fork.md §3.3, U12). Recorded by the agent loader.
 */
export default defineRule({
  id: 'agent-compaction-threshold',
  meta: {
    kind: 'suggestion',
    description: '`compactionThreshold` in agent frontmatter may be ignored by the runtime.',
    severity: 'info',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §3.3, §8 U12',
    runtimes: ['fork'],
  },
  messages: {
    frontmatter:
      '"compactionThreshold" may be ignored in frontmatter: the referenced runtime reads it only from agents.<id> in .opencode.json; it has no effect on context.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'agent-compaction-threshold');
  },
});
