import { defineRule } from '../src/engine/define-rule.js';
import { nestedFileSpan } from '../src/runtimes/fork/sim/disclosure-facts.js';

/** A discovered nested context file larger than `maxFileBytes` is never injected (docs/runtimes/fork.md §6.8 step 1). */
export default defineRule({
  id: 'nested-file-too-large',
  meta: {
    kind: 'problem',
    description: 'A nested context file is larger than contextDiscovery.maxFileBytes, so its body is never injected although the manifest lists it.',
    severity: 'warning',
    fixable: false,
    needs: ['discovery'],
    schema: null,
    spec: 'docs/runtimes/fork.md §6.8 step 1',
    runtimes: ['fork'],
  },
  messages: {
    tooLarge:
      '{{file}} is {{bytes}} bytes, over maxFileBytes ({{max}}): the manifest lists it but the runtime never injects its body; every touch retries and skips it.',
  },
  defaultOptions: {},
  check(ctx) {
    const d = ctx.simulation().discovery;
    const max = d.trace?.caps.maxFileBytes;
    if (max === undefined) return;
    for (const f of d.files) {
      if (f.bytes > max) ctx.report({ messageId: 'tooLarge', data: { file: f.rel, bytes: f.bytes, max }, span: nestedFileSpan(ctx.model, f.abs) });
    }
  },
});
