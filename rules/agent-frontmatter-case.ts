import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/**
 * A frontmatter key that matches a known key only case-insensitively (`Context:`, `maxturns:`,
 * `AllowTools:`): yaml.v3 matches keys exactly, so the runtime ignores it (docs/runtimes/fork.md §3.2, U26).
 * Recorded by the agent loader.
 */
export default defineRule({
  id: 'agent-frontmatter-case',
  meta: {
    kind: 'problem',
    description: 'A frontmatter key differs from a known key only in case, so the runtime ignores it.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §3.2, §8 U26',
    runtimes: ['fork'],
  },
  messages: {
    caseOnly:
      'Key "{{key}}" in {{where}} matches "{{known}}" only case-insensitively: frontmatter keys are case-sensitive, so the runtime ignores it (the same key in .opencode.json would be honoured).',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'agent-frontmatter-case');
  },
});
