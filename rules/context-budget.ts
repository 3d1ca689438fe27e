import { defineRule } from '../src/engine/define-rule.js';
import { fileSpan } from '../src/model/span.js';
import { describeTarget, entrySpan, showPath } from '../src/runtimes/fork/sim/context-facts.js';
import type { TargetSimulation } from '../src/runtimes/fork/sim/types.js';
import { chunksEqual } from '../src/text/byte-chunks.js';
import { bytesTokenCounter } from '../src/text/token-count.js';
import { groupedNumber } from '../src/text/grouped-number.js';

/** Default budget, in tokens: a quarter of a 128k-token window, and about the runtime's own 128 KiB nested-context session budget (docs/runtimes/fork.md §6.8). */
export const DEFAULT_MAX_TOKENS = 32000;

/**
 * The always-on context of an agent or flow step — what `render` prints: the context block and the
 * manifest, sent with every request (docs/runtimes/fork.md §5.7 steps 11–12) — is over a token budget.
 * Targets with the same rendered bytes are reported once, together; the finding sits at line 1 of
 * the largest rendered file (the one to shrink), or on its entry when that file is outside W.
 */
export default defineRule({
  id: 'context-budget',
  meta: {
    kind: 'problem',
    description: 'The context an agent or flow step loads into every prompt (context files and manifest) exceeds a token budget.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: {
      type: 'object',
      properties: { maxTokens: { type: 'integer', minimum: 1, description: 'Budget for the always-on context of one agent or step, in o200k_base tokens (default 32000).' } },
      additionalProperties: false,
    },
    spec: 'docs/runtimes/fork.md §5.7, §6.8',
    runtimes: ['fork'],
  },
  messages: {
    overBudget:
      'The always-on context of {{targets}} is about {{tokens}} tokens ({{bytes}} bytes), over the budget of {{max}} tokens: it is sent with every request, before any conversation. The largest file is {{file}} (about {{fileTokens}} tokens); move detail into nested context files, which the runtime discloses on demand.',
  },
  defaultOptions: { maxTokens: DEFAULT_MAX_TOKENS },
  check(ctx, options) {
    const max = options.maxTokens;
    // Targets with the same rendered bytes, compared piece by piece (a file shared by two prompts
    // is one Buffer in both, never copied): no prompt is built whole, none is kept as a key.
    const groups: { t: TargetSimulation; chunks: Buffer[]; length: number; all: TargetSimulation[] }[] = [];
    for (const t of ctx.simulation().targets) {
      // Every token covers at least one byte: a text no longer than the budget in bytes is within
      // it. The length is known without building the bytes, so targets within budget cost nothing.
      const length = t.renderedLength ?? Buffer.byteLength(t.rendered, 'utf8');
      if (length <= max) continue;
      const chunks = renderedChunks(t);
      const g = groups.find((x) => x.length === length && chunksEqual(x.chunks, chunks));
      if (g) g.all.push(t);
      else groups.push({ t, chunks, length, all: [t] });
    }
    const model = ctx.model;
    const countTokensInBytes = bytesTokenCounter();
    for (const { t: first, chunks, length, all: g } of groups) {
      const tokens = countTokensInBytes(chunks);
      if (tokens <= max) continue;
      const largest = [...first.resolution.files].sort((a, b) => b.bytes - a.bytes)[0];
      const names = g.map((t) => describeTarget(t.target));
      const targets = names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
      const file = largest ? showPath(model, largest.abs) : 'the manifest';
      const inside = largest !== undefined && !file.startsWith('/');
      const span = largest === undefined ? null : inside ? { ...fileSpan(file), start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } : entrySpan(model, largest.entry);
      ctx.report({
        messageId: 'overBudget',
        data: {
          targets,
          tokens: groupedNumber(tokens),
          bytes: groupedNumber(length),
          max: groupedNumber(max),
          file,
          fileTokens: largest ? groupedNumber(countTokensInBytes([largest.content])) : '0',
        },
        span,
      });
    }
  },
});

/** The bytes `render` prints for `t`, as the pieces they are made of (file contents not copied). */
function renderedChunks(t: TargetSimulation): Buffer[] {
  return t.renderedChunks?.() ?? [t.renderedBytes ?? Buffer.from(t.rendered, 'utf8')];
}
