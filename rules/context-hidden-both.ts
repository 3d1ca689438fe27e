import { defineRule } from '../src/engine/define-rule.js';
import type { Span } from '../src/model/span.js';
import { describeTarget } from '../src/runtimes/fork/sim/context-facts.js';
import { listSome, nestedFileSpan } from '../src/runtimes/fork/sim/disclosure-facts.js';
import { configGate } from '../src/runtimes/fork/sim/manifest.js';
import { join } from '../src/go/path.js';
import { allTargets } from '../src/runtimes/fork/sim/target.js';

/**
 * Files neither inlined nor disclosed for an agent or step (docs/runtimes/fork.md §8 U7): a replace layer
 * drops the global layer while global entries still exclude the files from discovery; or a scoped
 * trailing-`/` entry that is a symlink to a directory subtracts files it never reads (U16).
 */
export default defineRule({
  id: 'context-hidden-both',
  meta: {
    kind: 'problem',
    description: 'A context file is neither inlined nor disclosed for an agent or step, because of how global entries and scoped layers interact.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §6.2 step 4, §6.4, §8 U7, U16',
    runtimes: ['fork'],
  },
  messages: {
    globalDropped:
      '{{file}} is neither inlined nor disclosed for {{targets}}: a replace layer drops the global contextPaths, yet global entry "{{entry}}" still excludes the file from discovery.',
    symlinkDir:
      '{{file}} is neither inlined nor disclosed for {{targets}}: entry "{{entry}}" is a symlink to a directory, which the resolver reads nothing from, yet it subtracts the file from discovery.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    const rejected = (sim.discovery.trace?.rejected ?? []).filter((r) => r.reason === 'root-matched' || r.reason === 'inlined-prefix');
    const rts = allTargets(model);
    const found = new Map<string, { messageId: 'globalDropped' | 'symlinkDir'; file: string; entry: string; span: Span | null; targets: string[] }>();
    const add = (messageId: 'globalDropped' | 'symlinkDir', file: string, entry: string, span: Span | null, target: string) => {
      const key = `${messageId}\0${file}\0${entry}`;
      const f = found.get(key);
      if (f) {
        if (!f.targets.includes(target)) f.targets.push(target);
      } else found.set(key, { messageId, file, entry, span, targets: [target] });
    };
    sim.targets.forEach((ts, i) => {
      const rt = rts[i];
      if (!rt || configGate(model, rt) !== null) return;
      const inlined = new Set(ts.resolution.files.flatMap((f) => [f.abs, f.realPath ?? f.abs]));
      const who = describeTarget(ts.target);
      if (!ts.resolution.layers.some((l) => l.name === 'global')) {
        for (const r of rejected) {
          if (inlined.has(r.abs) || inlined.has(sim.facts.path(r.abs).realPath ?? r.abs)) continue;
          const G = model.config.contextPaths;
          const idx = G.findIndex((e) => (e.endsWith('/') ? join(model.W, e) + '/' : join(model.W, e)) === r.by);
          const entry = idx >= 0 ? G[idx]! : (r.by ?? '?');
          const span = (idx >= 0 ? model.config.contextPathNodes?.[idx]?.span : undefined) ?? nestedFileSpan(model, r.abs);
          add('globalDropped', r.rel, entry, span, who);
        }
      }
      for (const f of ts.manifest.filteredOut ?? []) {
        if (!f.symlinkDirRoot || inlined.has(f.file.abs)) continue;
        add('symlinkDir', f.file.rel, f.raw, f.node?.span ?? nestedFileSpan(model, f.file.abs), who);
      }
    });
    for (const f of found.values()) {
      ctx.report({ messageId: f.messageId, data: { file: f.file, entry: f.entry, targets: listSome(f.targets, 5) }, span: f.span });
    }
  },
});
