import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** Two flow files claim one flow ID, or a broken flow file has its ID served by another file. Facts are recorded by the flow loader (src/runtimes/fork/load/flows.ts) as load issues. */
export default defineRule({
  id: 'flow-id-shadowed',
  meta: {
    kind: 'problem',
    description: "Two flow files claim one flow ID, or a broken flow file has its ID served by another file.",
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §4.1, §8 U21',
    runtimes: ['fork'],
  },
  messages: {
    duplicate: "Flow ID \"{{id}}\" is already defined by {{owner}}; the runtime keeps the first occurrence and ignores this file (\"Duplicate flow ID, keeping first occurrence\").",
    globalShadowed: "Global flow \"{{id}}\" is shadowed by the project flow {{owner}}; the runtime skips this file (\"Flow already defined in project, skipping global\").",
    brokenServedByOther: "This file fails to load, so it does not occupy flow ID \"{{id}}\": the runtime silently serves that ID from {{other}} instead.",
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'flow-id-shadowed');
  },
});
