import { defineOcRule, shownPath, valueSpan } from './kit/define.js';
import { entryOutcomes } from './kit/entries.js';
import { fileLevel } from './kit/define.js';

/**
 * A file loaded twice, or an entry that repeats a file already loaded
 * (docs/runtimes/opencode.md §6.4): the runtime deduplicates by path text, so the same file under two spellings (a symlink
 * and its target) is pasted twice, and an entry naming an auto-loaded file adds nothing.
 */
export default defineOcRule({
  id: 'instructions-duplicate',
  meta: {
    kind: 'problem',
    description: 'A file reaches the system prompt twice under two paths (a symlink and its target), or an `instructions` entry only repeats files already loaded.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §6.4',
    runtimes: ['opencode'],
  },
  messages: {
    twice: '{{first}} and {{second}} are the same file, and the runtime compares paths as text: at {{where}} its content is in the system prompt twice ({{bytes}} bytes repeated).',
    redundant: '"{{entry}}" only repeats {{files}}, already loaded before it; the runtime skips the repeat, so the entry adds nothing.',
  },
  defaultOptions: {},
  check(ctx) {
    const sim = ctx.simulation();
    const root = ctx.model.W;
    for (const o of entryOutcomes(sim)) {
      if (o.kind === 'url' || o.skipped || !o.matched) continue;
      if (o.results.every((r) => r.matches.length > 0 && r.duplicates.length === r.matches.length)) {
        ctx.report({ messageId: 'redundant', data: { entry: o.entry.entry, files: o.files.slice(0, 3).map((f) => shownPath(root, f)).join(', ') }, span: valueSpan(o.entry.doc, ['instructions', o.entry.index]) });
      }
    }
    for (const l of sim.locations) {
      if (l.set === null) continue;
      const seen = new Map<string, string>();
      for (const f of l.set.files) {
        if (f.block === null) continue;
        const real = f.real ?? f.abs;
        const first = seen.get(real);
        if (first === undefined) {
          seen.set(real, f.abs);
          continue;
        }
        ctx.report({
          messageId: 'twice',
          data: { first: shownPath(root, first), second: shownPath(root, f.abs), where: shownPath(root, l.project.W), bytes: Buffer.byteLength(f.content) },
          span: fileLevel(root, f.abs),
        });
      }
    }
  },
});
