import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/**
 * A configuration file the runtime never reads: `.opencode.jsonc`, `.opencode.json5`, or a config
 * inside the `.opencode/` data directory (`.opencode/.opencode.json`)
 * (docs/runtimes/fork.md §2.1 candidate files). Recorded by the config loader.
 */
export default defineRule({
  id: 'config-file-not-read',
  meta: {
    kind: 'problem',
    description: 'A configuration file sits where, or under a name that, the runtime never reads, so none of its settings apply.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.1 (candidate files), §2.2',
    runtimes: ['fork'],
  },
  messages: {
    jsonc:
      'The runtime never reads {{file}}: it looks only for .opencode.json (or .opencode.<toml|yaml|…>, all parsed as plain JSON) in the working directory, so none of these settings apply. {{instead}} Rename it to .opencode.json, without comments or trailing commas.',
    location:
      'The runtime never reads {{file}}: it looks for .opencode.json in the working directory only, not in the .opencode/ data directory, so none of these settings apply. {{instead}} Move it to the working directory as .opencode.json.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx as never, 'config-file-not-read');
  },
});
