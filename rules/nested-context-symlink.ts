import { defineRule } from '../src/engine/define-rule.js';
import { nestedFileSpan } from '../src/runtimes/fork/sim/disclosure-facts.js';

/** A nested file named like a context file that discovery rejects as non-regular or escaping (docs/runtimes/fork.md §6.2 step 4 checks 4–5). */
export default defineRule({
  id: 'nested-context-symlink',
  meta: {
    kind: 'problem',
    description: 'A nested context file is a symlink (or another non-regular file), which discovery rejects, so it is never disclosed.',
    severity: 'warning',
    fixable: false,
    needs: ['discovery'],
    schema: null,
    spec: 'docs/runtimes/fork.md §6.2 step 4',
    runtimes: ['fork'],
  },
  messages: {
    symlink: '{{file}} is a symlink to {{target}}: discovery accepts only regular files, so it is never listed or injected. Copy the file or name it in contextPaths.',
    nonRegular: '{{file}} is a {{kind}}, not a regular file: discovery rejects it, so it is never listed or injected.',
    escapes: '{{file}} resolves to {{target}}, outside the working directory: discovery rejects it, so it is never listed or injected.',
  },
  defaultOptions: {},
  check(ctx) {
    const sim = ctx.simulation();
    const t = sim.discovery.trace;
    if (!t) return;
    for (const r of t.rejected) {
      const span = nestedFileSpan(ctx.model, r.abs);
      if (r.reason === 'non-regular' && r.kind === 'symlink') {
        ctx.report({ messageId: 'symlink', data: { file: r.rel, target: sim.facts.path(r.abs).linkTarget ?? '?' }, span });
      } else if (r.reason === 'non-regular') ctx.report({ messageId: 'nonRegular', data: { file: r.rel, kind: r.kind }, span });
      else if (r.reason === 'escapes') ctx.report({ messageId: 'escapes', data: { file: r.rel, target: r.by ?? '?' }, span });
    }
  },
});
