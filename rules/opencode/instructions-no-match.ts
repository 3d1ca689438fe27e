import { entryTokens, isPastedFile, type ConfigTokenView } from '../../src/runtimes/opencode/model/config-view.js';
import { defineOcRule, valueSpan } from './kit/define.js';
import { entryOutcomes } from './kit/entries.js';

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
      const blames = (t: ConfigTokenView): boolean => (t.kind === 'env' && t.unset === true) || isPastedFile(t);
      // (The document's positions are read only when it holds such a token at all.)
      if (doc.subst.tokens.some(blames) && entryTokens(doc, o.entry.index).some(blames)) continue;
      ctx.report({
        messageId: 'noMatch',
        data: { entry: o.entry.entry, where: o.where, top: o.top },
        span: valueSpan(doc, ['instructions', o.entry.index]),
      });
    }
  },
});
