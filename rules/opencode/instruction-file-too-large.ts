import { MAX_INSTRUCTION_FILE_BYTES } from '../../src/runtimes/opencode/sim/instructions.js';
import { defineOcRule, fileLevel, shownPath, valueSpan, within } from './kit/define.js';

/**
 * A file of the system-prompt instruction set over ctxlens's simulation cap
 * (`MAX_INSTRUCTION_FILE_BYTES`, 256 MiB): opencode reads it whole into the system prompt
 * (docs/runtimes/opencode.md §6.4); ctxlens does not read it, so `render` and `audit` leave it out
 * (`render` says so on stderr with this rule id). Reported once per file: on the file when it lies
 * in the repository, else on the `instructions` entry that brought it.
 */
export default defineOcRule({
  id: 'instruction-file-too-large',
  meta: {
    kind: 'problem',
    description: 'An instruction file is over 256 MiB: opencode reads it whole into the system prompt; ctxlens does not simulate it, so render and audit leave it out.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §6.4',
    runtimes: ['opencode'],
  },
  messages: {
    tooLarge:
      '{{file}} is {{bytes}} bytes: opencode reads it whole into the system prompt of every request; ctxlens does not simulate instruction files over {{limit}} bytes, so its render and audit leave it out.',
  },
  defaultOptions: {},
  check(ctx) {
    const W = ctx.model.W;
    const seen = new Set<string>();
    for (const l of ctx.simulation().locations) {
      const set = l.set;
      if (set === null) continue;
      for (const f of set.files) {
        if (f.tooLarge === undefined || seen.has(f.abs)) continue;
        seen.add(f.abs);
        const inRepo = within(set.worktree, f.abs) || within(W, f.abs);
        const span = inRepo ? fileLevel(W, f.abs) : f.entry !== null ? valueSpan(f.entry.doc, ['instructions', f.entry.index]) : fileLevel(W, f.abs);
        ctx.report({ messageId: 'tooLarge', data: { file: shownPath(W, f.abs), bytes: f.tooLarge, limit: MAX_INSTRUCTION_FILE_BYTES }, span });
      }
    }
  },
});
