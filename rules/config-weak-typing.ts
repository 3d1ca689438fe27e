import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** Values of `.opencode.json` that the runtime's weakly typed decoder converts (a string split into a list, `"0x10"` read as 16 …). */
export default defineRule({
  id: 'config-weak-typing',
  meta: {
    kind: 'problem',
    description: 'A .opencode.json value of the wrong JSON type that the runtime silently converts.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.2 (weak typing), §8 U10',
    runtimes: ['fork'],
  },
  messages: {
    coerced: '"{{path}}" is {{found}} where the runtime expects {{expected}}; it reads it as {{result}}.',
    splitList: '"{{path}}" is the string {{value}}, not a list; the runtime splits it on "," into {{result}}.',
    wrapped: '"{{path}}" is a single {{found}}, not a list; the runtime wraps it into a one-element list.',
    mergedMaps: '"{{path}}" is a list of objects where the runtime expects one object; it merges them into one.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'config-weak-typing');
  },
});
