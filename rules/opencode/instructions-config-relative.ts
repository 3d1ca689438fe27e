import { posix as path } from 'node:path';
import { defineOcRule, shownPath, valueSpan } from './kit/define.js';
import { entryOutcomes } from './kit/entries.js';

/**
 * An `instructions` entry written relative to its config file's folder
 * (docs/runtimes/opencode.md §6.3): the runtime resolves it against the Location and its parents instead, finds nothing,
 * and drops it.
 */
export default defineOcRule({
  id: 'instructions-config-relative',
  meta: {
    kind: 'problem',
    description: 'An `instructions` entry names a file relative to its config file\'s folder, but the runtime resolves it from the Location upward, where it matches nothing.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §6.3',
    runtimes: ['opencode'],
  },
  messages: {
    configRelative:
      '"{{entry}}" matches {{file}} next to {{config}}, but the runtime resolves entries from the Location upward, not from the config file\'s folder, so nothing loads; write "{{suggestion}}".',
  },
  defaultOptions: {},
  check(ctx) {
    const root = ctx.model.W;
    for (const o of entryOutcomes(ctx.simulation())) {
      if (o.kind !== 'relative' || o.skipped || o.matched) continue;
      const doc = o.entry.doc;
      if (doc.abs === null) continue;
      const dir = path.dirname(doc.abs);
      const found = o.results.find((r) => r.configDirMatches.length > 0)?.configDirMatches ?? [];
      if (found.length === 0) continue;
      const base = o.worktree === '/' ? root : o.worktree;
      const suggestion = path.relative(base, path.join(dir, o.entry.entry)) || o.entry.entry;
      ctx.report({
        messageId: 'configRelative',
        data: { entry: o.entry.entry, file: shownPath(root, found[0]!), config: doc.file, suggestion },
        span: valueSpan(doc, ['instructions', o.entry.index]),
      });
    }
  },
});
