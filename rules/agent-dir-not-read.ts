import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/**
 * Agent files in directories the fork never reads: `.opencode/agent/` (singular, mainstream
 * OpenCode), `.claude/agents/`, subfolders of `.opencode/agents/` or `.agents/types/`, and
 * `agent/` / `agents/` at the root of a mainstream config repository. Recorded by the agent
 * loader (src/runtimes/fork/load/agent-dirs.ts).
 */
export default defineRule({
  id: 'agent-dir-not-read',
  meta: {
    kind: 'suggestion',
    description: 'Agent files sit in a directory the fork does not read, so those agents do not exist at run time.',
    severity: 'info',
    fixable: true,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §3.1, §3.2',
    runtimes: ['fork'],
  },
  messages: {
    notRead: '{{count}} agent file(s) under {{dir}} are never loaded by the fork ({{reason}}); it reads agents only from {{where}}.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'agent-dir-not-read');
  },
});
