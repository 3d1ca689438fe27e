import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** Several rules of one flow route to the same step (the runtime warns about diamond convergence). Facts are recorded by the flow loader (src/runtimes/fork/load/flows.ts) as load issues. */
export default defineRule({
  id: 'flow-multiple-rules-target',
  meta: {
    kind: 'suggestion',
    description: "Several rules of one flow route to the same step (the runtime warns about diamond convergence).",
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §4.6',
    runtimes: ['fork'],
  },
  messages: {
    diamond: "Several rules of flow \"{{flow}}\" target step \"{{target}}\"; the runtime warns \"Multiple rules target the same step (potential diamond convergence, first-to-arrive wins)\" and runs it only once unless the rule sets cycle: true.",
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'flow-multiple-rules-target');
  },
});
