import { posix as path } from 'node:path';
import { defineOcRule, fileLevel, shownPath } from './kit/define.js';

/**
 * A `CLAUDE.md` or `CONTEXT.md` that the system prompt never gets
 * (docs/runtimes/opencode.md §6.2): the first name with a match anywhere in the upward walk wins, and an `AGENTS.md` —
 * even an empty one — in the same directory or any parent up to the worktree hides it.
 */
export default defineOcRule({
  id: 'instruction-file-hidden',
  meta: {
    kind: 'problem',
    description: 'A CLAUDE.md or CONTEXT.md is not loaded because an AGENTS.md (or CLAUDE.md) exists in the same directory or higher up in the walk; an empty one hides it too.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §6.2',
    runtimes: ['opencode'],
  },
  messages: {
    sameDirectory: '{{file}} never loads: {{winner}} in the same directory wins (AGENTS.md > CLAUDE.md > CONTEXT.md, first name found){{empty}}.',
    walk: '{{file}} is left out of the system prompt when opencode starts in {{dir}} or below: {{winner}} is found first in the upward walk, and the first name found anywhere wins{{empty}}; it reaches the model only when a file below it is read from a directory above it.',
  },
  defaultOptions: {},
  check(ctx) {
    const root = ctx.model.W;
    for (const l of ctx.simulation().locations) {
      if (l.set === null) continue;
      const winners = l.set.files.filter((f) => f.layer === 'project');
      // A file over the cap has no block either, but the runtime loads it whole (§6.4): neither empty nor left out.
      const loads = (f: (typeof winners)[number]): boolean => f.block !== null || f.tooLarge !== undefined;
      const empty = winners.length > 0 && !winners.some(loads) ? `, which is empty and loads nothing itself` : '';
      const loaded = new Set(l.set.files.filter(loads).map((f) => f.real ?? f.abs));
      for (const [i, h] of l.set.hidden.entries()) {
        if (path.dirname(h) !== l.project.W) continue;
        // A symlink to a file that loads (CLAUDE.md -> AGENTS.md) loses nothing.
        const real = l.set.hiddenReal[i] ?? null;
        if (real !== null && loaded.has(real)) continue;
        const same = winners.find((w) => path.dirname(w.abs) === l.project.W);
        const shown = (same ? [same] : winners).map((w) => shownPath(root, w.abs));
        const file = shownPath(root, h);
        const span = fileLevel(root, h);
        if (same) ctx.report({ messageId: 'sameDirectory', data: { file, winner: shown.join(', '), empty }, span });
        else ctx.report({ messageId: 'walk', data: { file, winner: shown.join(', '), dir: shownPath(root, l.project.W), empty }, span });
      }
    }
  },
});
