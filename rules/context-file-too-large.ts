import { defineRule } from '../src/engine/define-rule.js';
import { distinctEntries, entrySpan, showPath } from '../src/runtimes/fork/sim/context-facts.js';
import { MAX_SIMULATED_FILE_BYTES } from '../src/runtimes/fork/sim/read-cache.js';

/**
 * A context file over ctxlens's simulation cap (`MAX_SIMULATED_FILE_BYTES`, 256 MiB), named by an
 * entry or met while walking a trailing-`/` entry: the runtime reads it whole into the prompt
 * (docs/runtimes/fork.md §5.6), ctxlens does not read it, so `render`, `audit` and `diff` leave it out
 * (`render` says so on stderr with this rule id).
 */
export default defineRule({
  id: 'context-file-too-large',
  meta: {
    kind: 'problem',
    description: 'A context file is over 256 MiB: the runtime reads it whole into the prompt; ctxlens does not simulate it, so render and audit leave it out.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.6',
    runtimes: ['fork'],
  },
  messages: {
    tooLarge:
      'Context entry "{{entry}}" names {{path}}, {{bytes}} bytes: the runtime reads it whole into the prompt; ctxlens does not simulate files over {{limit}} bytes, so its render and audit leave it out.',
    walkedTooLarge:
      '{{path}} under "{{entry}}" is {{bytes}} bytes: the runtime reads it whole into the prompt; ctxlens does not simulate files over {{limit}} bytes, so its render and audit leave it out.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    const bytes = (abs: string): number => sim.facts.path(abs).size ?? 0;
    for (const { entry: e } of distinctEntries(sim)) {
      if (e.joined === null) continue;
      // Per candidate, not by the entry's skip: a walk whose only file is too large carries that
      // file's skip reason, yet the entry names a directory.
      for (const c of e.candidates ?? []) {
        if (c.skip !== 'too-large') continue;
        if (c.abs === e.joined) ctx.report({ messageId: 'tooLarge', data: { entry: e.raw, path: showPath(model, e.joined), bytes: bytes(e.joined), limit: MAX_SIMULATED_FILE_BYTES }, span: entrySpan(model, e) });
        else ctx.report({ messageId: 'walkedTooLarge', data: { entry: e.raw, path: showPath(model, c.abs), bytes: bytes(c.abs), limit: MAX_SIMULATED_FILE_BYTES }, span: entrySpan(model, e, c.abs) });
      }
    }
  },
});
