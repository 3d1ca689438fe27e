import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/**
 * Markdown agent frontmatter that does not match `schemas/agent-frontmatter.schema.json`:
 * unknown or misspelt keys (which yaml.v3 ignores silently) and values of the wrong type or
 * enum. Recorded by the agent loader (src/runtimes/fork/load/agent-file.ts) with exact positions.
 */
export default defineRule({
  id: 'agent-frontmatter-schema',
  meta: {
    kind: 'problem',
    description: 'Markdown agent frontmatter has a key the runtime ignores or a value of the wrong shape.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §3.2, §3.3',
    runtimes: ['fork'],
  },
  messages: {
    unknownKey: 'Unknown key "{{key}}" in {{where}}: the runtime (yaml.v3) ignores it silently, so it has no effect.{{suggestion}}',
    invalidValue: 'Frontmatter value does not match the agent schema: {{detail}}.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'agent-frontmatter-schema');
  },
});
