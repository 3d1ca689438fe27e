import { defineOcRule, valueSpan } from './kit/define.js';
import { entryOutcomes } from './kit/entries.js';

/**
 * A URL in `instructions` (docs/runtimes/opencode.md §6.3): fetched at every start with a 5 s
 * timeout, rendered after every file, nothing on failure. ctxlens never fetches it.
 */
export default defineOcRule({
  id: 'instructions-url',
  meta: {
    kind: 'suggestion',
    description: 'An `instructions` entry is a URL: the runtime fetches it at every start (5 s timeout, nothing on failure), and ctxlens cannot check what it loads.',
    severity: 'info',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §6.3',
    runtimes: ['opencode'],
  },
  messages: {
    url: '"{{entry}}" is fetched over the network at every start (5 s timeout; on failure nothing is loaded, silently) and rendered after every file; ctxlens does not fetch it, so its size and content are not checked.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const o of entryOutcomes(ctx.simulation())) {
      if (o.kind === 'url') ctx.report({ messageId: 'url', data: { entry: o.entry.entry }, span: valueSpan(o.entry.doc, ['instructions', o.entry.index]) });
    }
  },
});
