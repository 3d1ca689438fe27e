import { defineRule } from '../src/engine/define-rule.js';
import type { RelatedLocation } from '../src/engine/finding.js';
import { fileSpan } from '../src/model/span.js';
import { distinctEntries, entrySpan, showPath } from '../src/runtimes/fork/sim/context-facts.js';

/**
 * A file from outside the working directory reaches the prompt: a global `contextPaths` entry
 * that leaves W (never containment-checked), or a symlinked file met while walking a
 * trailing-`/` entry of any layer (docs/runtimes/fork.md §5.5, §8 U22).
 *
 * When the entry leaves W through a symlink inside W (`AGENTS.md -> ../notes.md`,
 * `.github -> ../gh`), the finding sits on that link, file-level, so an annotation lands on the
 * file that has to change; the config entry that names it, if any, is a related location.
 */
export default defineRule({
  id: 'global-context-escapes',
  meta: {
    kind: 'problem',
    description: 'A global contextPaths entry or a walked symlinked file reads a file outside the working directory into the prompt.',
    severity: 'error',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.5, §8 U22',
    runtimes: ['fork'],
  },
  messages: {
    globalOutside:
      'Global contextPaths entry "{{entry}}" reads {{path}}, outside the working directory: the global layer is never containment-checked, so a file from outside the repository reaches every prompt.',
    globalLink:
      '{{link}} is a symlink to {{target}}, outside the working directory, and global contextPaths entry "{{entry}}" reads {{path}} through it: the global layer is never containment-checked, so a file from outside the repository reaches every prompt.',
    globalMayEscape:
      'Global contextPaths entry "{{entry}}" points at {{path}}, outside the working directory: it is missing here, but wherever it exists the runtime reads it into every prompt unchecked.',
    walkedOutside:
      '{{file}}, reached by walking "{{entry}}", is a symlink to {{target}} outside the working directory: the runtime reads it through the link with no containment check.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.joined === null) continue;
      const walk = (e.expanded ?? '').endsWith('/');
      const rootReal = e.rootReal ?? null;
      const rootOutside = e.rootOutside ?? false;
      if (e.layer === 'global' && rootOutside) {
        const exists = rootReal !== null;
        const path = exists ? rootReal : e.joined;
        const link = e.escapeLink ?? null;
        if (exists && link !== null) {
          const linkRel = showPath(model, link);
          const entry = entrySpan(model, e);
          const related: RelatedLocation[] = entry ? [{ span: entry, message: `contextPaths entry "${e.raw}"` }] : [];
          ctx.report({
            messageId: 'globalLink',
            data: { link: linkRel, target: e.escapeLinkReal ?? path, entry: e.raw, path },
            span: fileSpan(linkRel),
            related,
          });
          continue;
        }
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
