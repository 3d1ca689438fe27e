import type { OcInstructionEntry } from '../../src/runtimes/opencode/load/config.js';
import { defineOcRule, nodeAt, valueSpan } from './kit/define.js';
import { entryOutcomes } from './kit/entries.js';

/**
 * Whether the entry's raw text holds a token another rule already reports as the cause: an unset
 * `{env:}` (env-reference-unset) or a `{file:}` that pastes several lines (instructions-file-token).
 */
function explainedByToken(e: OcInstructionEntry): boolean {
  const node = nodeAt(e.doc, ['instructions', e.index]);
  if (!node) return false;
  return e.doc.subst.tokens.some(
    (t) =>
      t.offset >= node.offset &&
      t.offset < node.offset + node.length &&
      ((t.kind === 'env' && t.unset === true) || (t.kind === 'file' && !t.commented && t.content !== undefined && t.content.includes('\n'))),
  );
}

/**
 * An `instructions` entry that matches no file at any Location (docs/runtimes/opencode.md §6.3):
 * the runtime drops it without a word. Entries that match nothing because of an unset `{env:}` or a
 * multi-line `{file:}` token are left to env-reference-unset and instructions-file-token.
 */
export default defineOcRule({
  id: 'instructions-no-match',
  meta: {
    kind: 'problem',
    description: 'An `instructions` entry matches no file from any Location up to the repository root, so the runtime silently loads nothing for it.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §6.3',
    runtimes: ['opencode'],
  },
  messages: {
    noMatch: '"{{entry}}" matches no file when opencode starts in {{where}} (searched from there up to {{top}}); the runtime drops it silently.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const o of entryOutcomes(ctx.simulation())) {
      if (o.kind === 'url' || o.skipped || o.matched) continue;
      const doc = o.entry.doc;
      // Written relative to the config file's folder: instructions-config-relative says so instead.
      if (o.results.some((r) => r.configDirMatches.length > 0)) continue;
      // An unset {env:} or a pasted {file:} made it so: that rule's finding names the cause.
      if (explainedByToken(o.entry)) continue;
      ctx.report({
        messageId: 'noMatch',
        data: { entry: o.entry.entry, where: o.where, top: o.top },
        span: valueSpan(doc, ['instructions', o.entry.index]),
      });
    }
  },
});
