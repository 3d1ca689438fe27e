import { posix as path } from 'node:path';
import { defineOcRule, fileLevel, shownPath } from './kit/define.js';

/** `child` is `dir` itself or lies below it (both clean absolute paths). */
function within(dir: string, child: string): boolean {
  return dir === '/' || child === dir || child.startsWith(dir + '/');
}

/**
 * An instruction file found by the upward walk (`AGENTS.md`, `CLAUDE.md`, `CONTEXT.md`) that is a
 * symlink resolving outside the repository (docs/runtimes/opencode.md §6.2): the runtime reads it
 * under its own path and puts the target's text into the system prompt of every agent started
 * at or below it, so each clone gets whatever that path holds on its machine, or nothing.
 * Reported once per file, on the link itself.
 */
export default defineOcRule({
  id: 'instruction-file-escapes',
  meta: {
    kind: 'problem',
    description: 'An AGENTS.md, CLAUDE.md or CONTEXT.md is a symlink to a file outside the repository, which the runtime loads into every system prompt below it.',
    severity: 'error',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §6.2',
    runtimes: ['opencode'],
  },
  messages: {
    escapes:
      '{{file}} is a symlink to {{target}}, outside the repository: opencode loads that file into the system prompt of every agent started in {{dir}} or below, and other clones and CI get a different file or none. Commit the text instead of the link.',
  },
  defaultOptions: {},
  check(ctx) {
    const root = ctx.model.W;
    const seen = new Set<string>();
    for (const l of ctx.simulation().locations) {
      const set = l.set;
      if (set === null || set.worktreeReal === null) continue;
      for (const f of set.files) {
        if (f.layer !== 'project' || f.real === null || seen.has(f.abs)) continue;
        if (!within(set.worktree, f.abs) || within(set.worktreeReal, f.real)) continue;
        seen.add(f.abs);
        const dir = path.dirname(f.abs);
        // The link text as written (docs/usage.md, "Numbers and paths"); when it leads to another
        // link inside the repository, or a directory above is the link, where it ends (an absolute
        // path, shown as `~/…` or as written when the report renders it).
        const first = f.link === null ? null : path.resolve(dir, f.link);
        const target = f.link === null ? f.real : first !== null && within(set.worktree, first) ? `${f.link} → ${f.real}` : f.link;
        ctx.report({ messageId: 'escapes', data: { file: shownPath(root, f.abs), target, dir: shownPath(root, dir) }, span: fileLevel(root, f.abs) });
      }
    }
  },
});
