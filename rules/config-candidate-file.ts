import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** The config file used is not `.opencode.json` (`.opencode.yaml`, a bare `.opencode` …), or it shadows an `.opencode.json` (U10). */
export default defineRule({
  id: 'config-candidate-file',
  meta: {
    kind: 'problem',
    description: 'The runtime reads a config file other than .opencode.json, as JSON, or skips an .opencode.json.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.1 (candidate files), §8 U10',
    runtimes: ['fork'],
  },
  messages: {
    otherName: 'The runtime uses {{file}} as its config file and parses it as JSON whatever its extension; name it .opencode.json.',
    shadows: 'The runtime reads {{file}} and never {{shadowed}}: only the first config file found is used.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'config-candidate-file');
  },
});
