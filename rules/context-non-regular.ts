import { defineRule } from '../src/engine/define-rule.js';
import { distinctEntries, entrySpan, showPath } from '../src/runtimes/fork/sim/context-facts.js';

/** A context candidate that is a FIFO, socket or device (docs/runtimes/fork.md §5.6, §8 U25). */
export default defineRule({
  id: 'context-non-regular',
  meta: {
    kind: 'problem',
    description: 'A context entry reaches a FIFO, socket or device; a FIFO hangs the runtime prompt build.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.6, §8 U25',
    runtimes: ['fork'],
  },
  messages: {
    fifo: '{{file}} (from context entry "{{entry}}") is a named pipe (FIFO): the runtime reads context files with no type check, so building the prompt would block forever.',
    other: '{{file}} (from context entry "{{entry}}") is a {{kind}}, not a regular file: the runtime fails to read it and it contributes nothing, but it still claims its dedupe key.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const seen = new Set<string>();
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      for (const c of e.candidates ?? []) {
        if (c.skip !== 'not-regular') continue;
        const k = `${e.layer}|${e.raw}|${c.abs}`;
        if (seen.has(k)) continue;
        seen.add(k);
        const file = showPath(model, c.abs);
        const span = entrySpan(model, e, c.abs);
        if (c.statKind === 'fifo') ctx.report({ messageId: 'fifo', data: { file, entry: e.raw }, span });
        else ctx.report({ messageId: 'other', data: { file, entry: e.raw, kind: c.statKind ?? 'special file' }, span });
      }
    }
  },
});
