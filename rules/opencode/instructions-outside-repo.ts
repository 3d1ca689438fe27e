import { posix as path } from 'node:path';
import { defineOcRule, shownPath, valueSpan } from './kit/define.js';
import type { Span } from '../../src/model/span.js';
import { entryOutcomes } from './kit/entries.js';

/**
 * An `instructions` entry that reaches outside the repository (docs/runtimes/opencode.md §6.3):
 * `../`, an absolute path or `~/`. The runtime loads whatever is there on this machine, so other
 * clones and CI get different instructions or none.
 */
export default defineOcRule({
  id: 'instructions-outside-repo',
  meta: {
    kind: 'problem',
    description: 'An `instructions` entry loads files from outside the repository (`../`, an absolute path, `~/`), which differ from machine to machine.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §6.3',
    runtimes: ['opencode'],
  },
  messages: {
    outside: '"{{entry}}" loads {{files}} from outside the repository ({{repo}}); other clones and CI do not have it, and the runtime drops a missing match silently.',
    absolute: '"{{entry}}" is an absolute path: it loads only on machines where that path exists.',
    home: '"{{entry}}" reads from the user\'s home directory, which differs per machine (the runtime expands ~/ itself).',
  },
  defaultOptions: {},
  check(ctx) {
    const root = ctx.model.W;
    for (const o of entryOutcomes(ctx.simulation())) {
      if (o.kind === 'url') continue;
      // Looked up only for a finding: positions need the document's parse tree.
      const span = (): Span => valueSpan(o.entry.doc, ['instructions', o.entry.index]);
      if (o.kind === 'home') {
        ctx.report({ messageId: 'home', data: { entry: o.entry.entry }, span: span() });
        continue;
      }
      const repo = o.worktree === '/' ? root : o.worktree;
      const outside = o.files.filter((f) => f !== repo && !f.startsWith(repo === '/' ? '/' : repo + '/'));
      if (outside.length > 0) {
        const shown = outside.slice(0, 3).map((f) => shownPath(root, f));
        ctx.report({ messageId: 'outside', data: { entry: o.entry.entry, files: shown.join(', ') + (outside.length > 3 ? ` and ${outside.length - 3} more` : ''), repo: shownPath(root, repo) }, span: span() });
      } else if (o.kind === 'absolute' || path.isAbsolute(o.entry.entry)) {
        ctx.report({ messageId: 'absolute', data: { entry: o.entry.entry }, span: span() });
      }
    }
  },
});
