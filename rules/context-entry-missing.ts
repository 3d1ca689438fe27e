import { defineRule } from '../src/engine/define-rule.js';
import { distinctEntries, entrySpan, showPath } from '../src/runtimes/fork/sim/context-facts.js';

/**
 * A written context entry that resolves to nothing: a missing file, a directory named without a
 * trailing `/`, a trailing-`/` entry whose root is a symlink to a directory (U16), an empty or
 * unreadable directory, an unreadable file; and symlinked subdirectories a walk skips
 * (docs/runtimes/fork.md §5.6, §8 U16). Default `contextPaths` entries are not reported.
 */
export default defineRule({
  id: 'context-entry-missing',
  meta: {
    kind: 'problem',
    description: 'A context entry resolves to nothing (missing file, directory without "/", symlinked directory), and the runtime skips it silently.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.6, §8 U16',
    runtimes: ['fork'],
  },
  messages: {
    missing: 'Context entry "{{entry}}" names {{path}}, which does not exist: the runtime skips it silently.',
    isDirectory: 'Context entry "{{entry}}" names a directory without a trailing "/": the runtime reads nothing. Write "{{fix}}" to include the files under it.',
    symlinkDirRoot:
      'Context entry "{{entry}}" is a symlink to the directory {{target}}: the runtime does not follow a symlinked walk root and reads nothing. Name the real directory instead.',
    emptyDir: 'Context entry "{{entry}}" walks {{path}}, which holds no files.',
    unreadable: 'Context entry "{{entry}}" names {{path}}, which cannot be read: the runtime skips it silently.',
    walkedSymlinkDir: '{{file}} under "{{entry}}" is a symlink to a directory: the walk does not follow it, so nothing under it is read.',
    walkNothingRead: 'Context entry "{{entry}}" walks {{path}}, but everything there is a symlink to a directory, which the walk does not follow: the runtime reads nothing.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    for (const { entry: e } of distinctEntries(sim)) {
      if (e.joined === null) continue;
      const written = e.node !== null || e.layer !== 'global' || model.config.contextPathsOrigin !== 'default';
      if (!written) continue;
      const span = entrySpan(model, e);
      const path = showPath(model, e.joined);
      switch (e.skip) {
        case 'missing':
          ctx.report({ messageId: 'missing', data: { entry: e.raw, path }, span });
          break;
        case 'is-directory':
          // A trailing-`/` entry already walks: its only candidates were symlinked directories (a loop such as `docs/loop -> .`).
          if ((e.expanded ?? '').endsWith('/')) ctx.report({ messageId: 'walkNothingRead', data: { entry: e.raw, path: path + '/' }, span });
          else ctx.report({ messageId: 'isDirectory', data: { entry: e.raw, fix: e.raw + '/' }, span });
          break;
        case 'symlink-dir-root':
          ctx.report({ messageId: 'symlinkDirRoot', data: { entry: e.raw, target: sim.facts.path(e.joined).realPath ?? '?' }, span });
          break;
        case 'empty-dir':
          ctx.report({ messageId: 'emptyDir', data: { entry: e.raw, path: path + '/' }, span });
          break;
        case 'unreadable':
          ctx.report({ messageId: 'unreadable', data: { entry: e.raw, path }, span });
          break;
        // 'too-large' is context-file-too-large's.
        default:
          break;
      }
      if (!(e.expanded ?? '').endsWith('/') || e.skip === 'symlink-dir-root') continue;
      for (const c of e.candidates ?? []) {
        if (c.abs !== e.joined && c.kind === 'symlink' && c.skip === 'is-directory') {
          ctx.report({ messageId: 'walkedSymlinkDir', data: { file: showPath(model, c.abs), entry: e.raw }, span: entrySpan(model, e, c.abs) });
        }
      }
    }
  },
});
