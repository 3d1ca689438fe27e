import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** A disabled flow still occupies its ID and shadows another flow file with the same ID. Facts are recorded by the flow loader (src/runtimes/fork/load/flows.ts) as load issues. */
export default defineRule({
  id: 'flow-disabled-shadows',
  meta: {
    kind: 'problem',
    description: "A disabled flow still occupies its ID and shadows another flow file with the same ID.",
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §4.3, §8 U26',
    runtimes: ['fork'],
  },
  messages: {
    shadows: "This flow is disabled but still occupies flow ID \"{{id}}\", so it shadows {{other}}; running \"{{id}}\" fails with \"flow is disabled: {{id}}\".",
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'flow-disabled-shadows');
  },
});
