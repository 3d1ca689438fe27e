import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/**
 * Reserved rule: a file the runtime reads fails to parse (JSON, YAML, frontmatter), or cannot be
 * read at all. Loaders record these as load issues with `rule: 'parse-error'`.
 */
export default defineRule({
  id: 'parse-error',
  meta: {
    kind: 'problem',
    description: 'A configuration, agent or flow file cannot be read or parsed, so the runtime ignores or rejects it.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.1, §3.2, §4.2',
    runtimes: ['fork'],
  },
  messages: {
    configIgnored: 'The runtime silently ignores the whole project config: {{detail}}.',
    agentRejected: 'This agent file will not load: {{detail}}.',
    flowRejected: 'this flow will not load: {{detail}}.',
    unreadable: 'Cannot read {{what}}: {{detail}}.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'parse-error');
  },
});
