import { defineRule } from '../src/engine/define-rule.js';
import { distinctEntries, entrySpan, showPath } from '../src/runtimes/fork/sim/context-facts.js';
import { strictlyInside, clean } from '../src/go/path.js';

/**
 * A file from outside the working directory reaches the prompt: a global `contextPaths` entry
 * that leaves W (never containment-checked), or a symlinked file met while walking a
 * trailing-`/` entry of any layer (runtime-fork.md §5.5, §8 U22).
 */
/**
 * `child` lies below the directory `parent` (both clean absolute paths). Unlike the runtime's
 * `strictlyInside` prefix test, W = `/` contains every other absolute path: "outside the
 * working directory" is meant literally here.
 */
function below(parent: string, child: string): boolean {
  return parent === '/' ? child.startsWith('/') && child !== '/' : strictlyInside(parent, child);
}

export default defineRule({
  id: 'global-context-escapes',
  meta: {
    kind: 'problem',
    description: 'A global contextPaths entry or a walked symlinked file reads a file outside the working directory into the prompt.',
    severity: 'error',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'runtime-fork.md §5.5, §8 U22',
  },
  messages: {
    globalOutside:
      'Global contextPaths entry "{{entry}}" reads {{path}}, outside the working directory: the global layer is never containment-checked, so a file from outside the repository reaches every prompt.',
    globalMayEscape:
      'Global contextPaths entry "{{entry}}" points at {{path}}, outside the working directory: it is missing here, but wherever it exists the runtime reads it into every prompt unchecked.',
    walkedOutside:
      '{{file}}, reached by walking "{{entry}}", is a symlink to {{target}} outside the working directory: the runtime reads it through the link with no containment check.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const W = clean(model.W);
    const wReal = model.source.realpath(W) ?? W;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.joined === null) continue;
      const walk = (e.expanded ?? '').endsWith('/');
      const rootReal = model.source.realpath(e.joined);
      const rootOutside = !below(W, e.joined) || (rootReal !== null && !below(wReal, rootReal));
      if (e.layer === 'global' && rootOutside) {
        const exists = rootReal !== null;
        const path = exists && !below(wReal, rootReal) ? rootReal : e.joined;
        ctx.report({ messageId: exists ? 'globalOutside' : 'globalMayEscape', data: { entry: e.raw, path }, span: entrySpan(model, e) });
        continue;
      }
      if (!walk || rootOutside) continue;
      for (const c of e.candidates ?? []) {
        if (c.abs === e.joined || c.kind !== 'symlink' || !c.outsideW || c.realPath === null) continue;
        if (c.skip !== null && c.skip !== 'duplicate') continue; // a link to a directory or a FIFO reads nothing
        ctx.report({ messageId: 'walkedOutside', data: { file: showPath(model, c.abs), entry: e.raw, target: c.realPath }, span: entrySpan(model, e, c.abs) });
      }
    }
  },
});
