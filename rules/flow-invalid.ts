import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** A flow file fails to load in the runtime (invalid name, include, template, schema $ref, or validation), so it is skipped and does not occupy its ID. Facts are recorded by the flow loader (src/runtimes/fork/load/flows.ts) as load issues. */
export default defineRule({
  id: 'flow-invalid',
  meta: {
    kind: 'problem',
    description: "A flow file fails to load in the runtime (invalid name, include, template, schema $ref, or validation), so it is skipped and does not occupy its ID.",
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §4.1, §4.2, §4.5, §4.6, §8 U2',
    runtimes: ['fork'],
  },
  messages: {
    wouldNotLoad: "this flow will not load: {{detail}}.",
    namespacedId: "this flow will not load: the runtime skips it with \"Skipping custom-path flow with invalid namespaced ID\": {{detail}}.",
    flowPathMissing: "flowPaths entry resolves to {{path}}, which is not a directory; the runtime skips it (\"Flow path not found or not a directory\").",
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'flow-invalid');
  },
});
