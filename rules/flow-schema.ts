import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** A flow or included template file has unknown or misspelt keys (silently dropped by the runtime) or values of the wrong shape. Facts are recorded by the flow loader (src/runtimes/fork/load/flows.ts) as load issues. */
export default defineRule({
  id: 'flow-schema',
  meta: {
    kind: 'problem',
    description: "A flow or included template file has unknown or misspelt keys (silently dropped by the runtime) or values of the wrong shape.",
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §4.2, §4.3, §4.4, §4.5',
    runtimes: ['fork'],
  },
  messages: {
    unknownKey: "{{message}}",
    invalidValue: "{{message}}",
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'flow-schema');
  },
});
