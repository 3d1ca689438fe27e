import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/**
 * Agent files the fork never reads although they look meant for it: names in an agent directory
 * that look like markdown but do not end in `.md` exactly (`Reviewer.MD`, `notes.markdown`), and
 * markdown files in `.agents/agents/` or `.agents/agent/` instead of `.agents/types/`
 * (docs/runtimes/fork.md §3.1, §3.2, §3.5). Recorded by the agent loader.
 */
export default defineRule({
  id: 'agent-file-not-read',
  meta: {
    kind: 'problem',
    description: 'An agent file has a name or sits in a folder the fork never reads, so the agent does not exist at run time.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §3.1, §3.2, §3.5',
    runtimes: ['fork'],
  },
  messages: {
    extension:
      '{{file}} is never loaded: the runtime reads only names ending in ".md" (case-sensitive), so agent "{{id}}" does not exist at run time. Rename it to {{id}}.md.',
    directory:
      '{{count}} agent file(s) under {{dir}} are never loaded: the fork reads agents from {{where}}, not .agents/agents/. Move them to .agents/types/.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx as never, 'agent-file-not-read');
  },
});
