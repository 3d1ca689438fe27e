import { defineRule } from '../src/engine/define-rule.js';
import { join } from '../src/go/path.js';
import { showPath } from '../src/runtimes/fork/sim/context-facts.js';

/** A `${…}` in a global `contextPaths` entry: the global layer is never expanded (docs/runtimes/fork.md §5.3, §5.4). */
export default defineRule({
  id: 'global-context-token',
  meta: {
    kind: 'problem',
    description: 'A global contextPaths entry contains "${": tokens are not expanded there, so it names a file literally.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.3, §5.4',
    runtimes: ['fork'],
  },
  messages: {
    literal:
      'Global contextPaths entry "{{entry}}" contains "${": the global layer is never token-expanded, so the runtime reads a file literally named {{path}}. Move the entry to an agent or step context to use tokens.',
  },
  defaultOptions: {},
  check(ctx) {
    const { config, W } = ctx.model;
    config.contextPaths.forEach((entry, i) => {
      if (!entry.includes('${')) return;
      const span = config.contextPathNodes?.[i]?.span ?? config.contextPathsSpan ?? null;
      ctx.report({ messageId: 'literal', data: { entry, path: showPath(ctx.model, join(W, entry)) }, span });
    });
  },
});
