import { defineRule } from '../src/engine/define-rule.js';
import { distinctEntries, entrySpan, showPath } from '../src/runtimes/fork/sim/context-facts.js';

/**
 * A scoped (agent or step) context entry that containment rejects, or an absolute entry that
 * `Join` re-roots under W (docs/runtimes/fork.md §5.5).
 */
export default defineRule({
  id: 'context-entry-escapes',
  meta: {
    kind: 'problem',
    description: 'An agent or step context entry leaves the working directory, so the runtime rejects it; or it is absolute and gets re-rooted.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.5',
    runtimes: ['fork'],
  },
  messages: {
    outside: 'Context entry "{{entry}}" resolves to {{path}}, outside the working directory: the runtime rejects it and reads nothing.',
    envOutside:
      'Context entry "{{entry}}" expands to "{{expanded}}" here, which resolves to {{path}} outside the working directory: the runtime rejects it and reads nothing.',
    cleansToW: 'Context entry "{{entry}}" names the working directory itself: the runtime rejects it. Name a subdirectory with a trailing "/" instead.',
    symlink: 'Context entry "{{entry}}" is a symlink to {{target}}, outside the working directory: the runtime rejects it and reads nothing.',
    wIsRoot: 'The working directory is "/", so the runtime rejects every agent and step context entry, "{{entry}}" included.',
    reRooted: 'Context entry "{{entry}}" is absolute: the runtime joins it under the working directory and reads {{path}}, not {{entry}}.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.layer === 'global') continue;
      const span = entrySpan(model, e);
      if (e.skip === 'escapes' && e.expanded !== null && e.joined !== null) {
        const why = e.detail;
        if (why === 'w-is-root') ctx.report({ messageId: 'wIsRoot', data: { entry: e.raw }, span });
        else if (why === 'cleans-to-w') ctx.report({ messageId: 'cleansToW', data: { entry: e.raw }, span });
        else if (why === 'outside' && e.tokens.some((t) => t.startsWith('env.')))
          ctx.report({ messageId: 'envOutside', data: { entry: e.raw, expanded: e.expanded, path: e.joined }, span });
        else if (why === 'outside') ctx.report({ messageId: 'outside', data: { entry: e.raw, path: e.joined }, span });
        else ctx.report({ messageId: 'symlink', data: { entry: e.raw, target: why ?? '?' }, span });
        continue;
      }
      if (e.reRooted && e.joined !== null) ctx.report({ messageId: 'reRooted', data: { entry: e.raw, path: showPath(model, e.joined) }, span });
    }
  },
});
