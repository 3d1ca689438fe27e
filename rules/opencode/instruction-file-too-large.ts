import { MAX_INSTRUCTION_FILE_BYTES } from '../../src/runtimes/opencode/sim/instructions.js';
import { defineOcRule, instructionFileSpan, instructionFilesOnce, shownPath } from './kit/define.js';

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
    for (const { set, file: f } of instructionFilesOnce(ctx.simulation())) {
      if (f.tooLarge === undefined) continue;
      const { span } = instructionFileSpan(W, set, f);
      ctx.report({ messageId: 'tooLarge', data: { file: shownPath(W, f.abs), bytes: f.tooLarge, limit: MAX_INSTRUCTION_FILE_BYTES }, span });
    }
  },
});
