import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** A step declares an empty or null key that one of its extended templates declares, which blocks inheriting it. Facts are recorded by the flow loader (src/runtimes/fork/load/flows.ts) as load issues. */
export default defineRule({
  id: 'flow-step-blocks-inheritance',
  meta: {
    kind: 'problem',
    description: "A step declares an empty or null key that one of its extended templates declares, which blocks inheriting it.",
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §4.5, §8 U26',
    runtimes: ['fork'],
  },
  messages: {
    blocks: "Step \"{{step}}\" declares \"{{key}}\" empty or null, which blocks inheriting \"{{key}}\" from template {{template}}: any key the step declares wins, even an empty one.",
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'flow-step-blocks-inheritance');
  },
});
