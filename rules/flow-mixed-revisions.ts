import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** One flow file uses step keys from both lines of development of the runtime (require_route and context/model/…). Facts are recorded by the flow loader (src/runtimes/fork/load/flows.ts) as load issues. */
export default defineRule({
  id: 'flow-mixed-revisions',
  meta: {
    kind: 'suggestion',
    description: "One flow file uses step keys from both lines of development of the runtime (require_route and context/model/…).",
    severity: 'info',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §1.3, §8 U1',
    runtimes: ['fork'],
  },
  messages: {
    mixed: "This flow uses \"{{oldKey}}\" (only on the 191a6e7 line, which has no step context) together with {{newKeys}} (only on the bc01be8 line); no known build honours both, so one set is silently ignored.",
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'flow-mixed-revisions');
  },
});
