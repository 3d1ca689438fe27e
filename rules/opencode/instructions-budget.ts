import { measureInstructions, measureInstructionsForBudget } from '../../src/runtimes/opencode/sim/measure.js';
import { defineOcRule, fileLevel, shownPath } from './kit/define.js';

/**
 * The always-on instruction set of a Location over a byte or token budget
 * (docs/runtimes/opencode.md §6.6): it is sent with every request of every agent.
 */
export default defineOcRule({
  id: 'instructions-budget',
  meta: {
    kind: 'suggestion',
    description: 'The instructions loaded into the system prompt at a Location exceed the configured byte or token budget.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        maxBytes: { type: 'integer', minimum: 0, description: 'Largest instruction text per Location, in UTF-8 bytes (0: no limit).' },
        maxTokens: { type: 'integer', minimum: 0, description: 'Largest instruction text per Location, in approximate o200k_base tokens (0: no limit).' },
      },
    },
    spec: 'docs/runtimes/opencode.md §6.6',
    runtimes: ['opencode'],
  },
  messages: {
    bytes: 'When opencode starts in {{location}}, its instructions are {{value}} bytes, over the budget of {{limit}} bytes; they go with every request. The largest file is {{largest}}.',
    tokens: 'When opencode starts in {{location}}, its instructions are about {{value}} tokens, over the budget of {{limit}} tokens; they go with every request. The largest file is {{largest}}.',
    tooLarge:
      'When opencode starts in {{location}}, its instructions are more than {{value}} bytes, over the budget of {{limit}} bytes; they go with every request. The largest file is {{largest}}, {{size}} bytes, too large for ctxlens to read (instruction-file-too-large).',
    tooLargeTokens:
      'When opencode starts in {{location}}, its instructions hold {{largest}}, {{size}} bytes, too large for ctxlens to read (instruction-file-too-large): their tokens cannot be checked against the budget of {{limit}} tokens; they go with every request.',
  },
  defaultOptions: { maxBytes: 32768, maxTokens: 8192 },
  check(ctx, options) {
    const sim = ctx.simulation();
    const root = ctx.model.W;
    for (const l of sim.locations) {
      if (l.set === null) continue;
      // A file over the cap is not read (§6.4): no block, no measure. Its size is known, so the byte budget
      // still holds; its tokens are not, and the largest file is that one, not the largest file read.
      const huge = l.set.files.filter((f) => f.tooLarge !== undefined);
      if (huge.length > 0) {
        // Each such block is longer than its file (its `Instructions from:` line outweighs a byte-order mark): more than the sizes plus the rest.
        const largest = huge.reduce((a, b) => (b.tooLarge! > a.tooLarge! ? b : a));
        const value = huge.reduce((n, f) => n + f.tooLarge!, 0) + measureInstructions(l.set, null).bytes;
        const data = { location: shownPath(root, l.project.W), largest: shownPath(root, largest.abs), size: largest.tooLarge! };
        const span = fileLevel(root, largest.abs);
        if (options.maxBytes > 0 && value > options.maxBytes) ctx.report({ messageId: 'tooLarge', data: { ...data, value, limit: options.maxBytes }, span });
        else if (options.maxTokens > 0) ctx.report({ messageId: 'tooLargeTokens', data: { ...data, limit: options.maxTokens }, span });
        continue;
      }
      // No block, no text (the same as an empty `rendered`, without joining it).
      if (l.set.files.every((f) => f.block === null)) continue;
      // The same measure as `audit` and the Action's summary show (tokens counted only when they could be over the budget).
      const { bytes, tokens } = options.maxTokens > 0 ? measureInstructionsForBudget(l.set, sim.countTokens, options.maxTokens) : measureInstructions(l.set, null);
      const overBytes = options.maxBytes > 0 && bytes > options.maxBytes;
      const overTokens = tokens !== null && tokens > options.maxTokens;
      if (!overBytes && !overTokens) continue;
      const largest = [...l.set.files].sort((a, b) => b.bytes - a.bytes)[0]!;
      const data = { location: shownPath(root, l.project.W), largest: shownPath(root, largest.abs) };
      const span = fileLevel(root, largest.abs);
      if (overBytes) ctx.report({ messageId: 'bytes', data: { ...data, value: bytes, limit: options.maxBytes }, span });
      if (overTokens) ctx.report({ messageId: 'tokens', data: { ...data, value: tokens, limit: options.maxTokens }, span });
    }
  },
});
