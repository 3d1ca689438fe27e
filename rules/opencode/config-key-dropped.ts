import { defineRule } from '../../src/engine/define-rule.js';
import { pointer } from '../../src/model/span.js';
import { CONFIG_KEYS, configSpanAt, type OcConfigView } from '../../src/runtimes/opencode/model/config-view.js';
import { didYouMean } from '../../src/text/suggest.js';

const messages = {
  dropped: '"{{key}}" is not an opencode.json key: opencode 1.18 drops it without a word.{{hint}}',
} as const;

/** What to write instead of a top-level key the runtime drops, for keys people reach for. */
const HINTS: Readonly<Record<string, string>> = {
  system: ' An agent\'s prompt goes in "agent.<id>.prompt"; extra instruction files go in "instructions".',
  prompt: ' An agent\'s prompt goes in "agent.<id>.prompt"; extra instruction files go in "instructions".',
  contextPaths: ' "contextPaths" is the Go fork\'s key; mainstream OpenCode reads "instructions".',
  context: ' Extra instruction files go in "instructions".',
};

/**
 * Top-level keys of an opencode.json(c) that opencode 1.18 does not keep (docs/runtimes/opencode.md §5.6):
 * they are dropped silently, so whatever they were meant to do does not happen.
 */
export default defineRule<typeof messages, Record<string, never>, OcConfigView>({
  id: 'config-key-dropped',
  meta: {
    kind: 'problem',
    description: 'A top-level opencode.json key the runtime does not know is dropped silently.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §5.6',
    runtimes: ['opencode'],
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    for (const doc of ctx.model.config.docs) {
      if (!doc.data) continue;
      for (const key of Object.keys(doc.data)) {
        if (CONFIG_KEYS.includes(key)) continue;
        const guess = didYouMean(key, CONFIG_KEYS);
        const hint = HINTS[key] ?? (guess ? ` Did you mean "${guess}"?` : '');
        ctx.report({ messageId: 'dropped', data: { key, hint }, span: configSpanAt(doc, pointer('', key), 'key') });
      }
    }
  },
});
