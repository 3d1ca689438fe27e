import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/**
 * An `agentPaths` entry that is missing or not a directory, or an agent directory that exists but
 * cannot be listed (docs/runtimes/fork.md §3.1 step 4, §7 "Agents"). Recorded by the agent loader.
 */
export default defineRule({
  id: 'agent-path-not-found',
  meta: {
    kind: 'problem',
    description: 'An agent directory the runtime is told to read is missing or cannot be listed.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §3.1 step 4',
    runtimes: ['fork'],
  },
  messages: {
    notFound:
      'agentPaths entry "{{entry}}" resolves to {{path}}, which is missing or not a directory: the runtime logs "Agent path not found or not a directory" and loads no agents from it.',
    unreadable: 'The agent directory {{path}} exists but cannot be listed: the runtime logs "Failed to read agent directory" and loads no agents from it.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'agent-path-not-found');
  },
});
