import { defineRule } from '../src/engine/define-rule.js';
import { nestedFileSpan } from '../src/runtimes/fork/sim/disclosure-facts.js';
import { clean, isAbs, join } from '../src/go/path.js';

/**
 * Context files that the discovery walk never reaches: below a directory it prunes (hidden, the
 * fixed skip list, `data.directory`, `skipDirs`) or deeper than `maxDepth` (docs/runtimes/fork.md §6.2 step 3).
 * A hidden or skip-listed directory gives one finding, on its first such file in walk order, with
 * the count of the others ("(and N more context files under DIR/)"); the others one per file.
 * In a Git working tree, a pruned directory that Git ignores and that holds no tracked file
 * (installed packages, build output) is not scanned, unless `scanGitIgnored` is set.
 */
export default defineRule({
  id: 'nested-context-unreachable',
  meta: {
    kind: 'problem',
    description: 'A file named like a context file lies where the discovery walk never looks (a pruned directory, or deeper than maxDepth).',
    severity: 'warning',
    fixable: false,
    needs: ['discovery'],
    schema: {
      type: 'object',
      properties: { ignoreDirs: { type: 'array', items: { type: 'string' } }, scanGitIgnored: { type: 'boolean' } },
      additionalProperties: false,
    },
    spec: 'docs/runtimes/fork.md §6.2 step 3',
    runtimes: ['fork'],
  },
  messages: {
    depth: '{{file}} is at depth {{depth}}, beyond maxDepth ({{maxDepth}}): discovery never enters {{dir}}/, so the file is never listed or injected.',
    hidden: '{{file}} lies inside {{dir}}/, a hidden directory that discovery never enters: the file is never listed or injected.',
    // The first of several in one hidden directory (the message and data of a lone file stay as they were).
    hiddenMore: '{{file}} lies inside {{dir}}/, a hidden directory that discovery never enters: the file is never listed or injected{{more}}.',
    skipList: '{{file}} lies inside {{dir}}/, a directory name discovery always skips: the file is never listed or injected{{more}}.',
    skipDir: '{{file}} lies inside {{dir}}/, pruned as data.directory or a contextDiscovery.skipDirs entry: the file is never listed or injected.',
  },
  defaultOptions: { ignoreDirs: ['.git'] as string[], scanGitIgnored: false as boolean },
  check(ctx, options) {
    const model = ctx.model;
    const sim = ctx.simulation();
    const d = sim.discovery;
    const t = d.trace;
    if (!t || t.disabled || t.wSymlink) return;
    const skipSpan = (dirAbs: string) => {
      const entries = model.config.discovery.skipDirs;
      const i = entries.findIndex((e) => (isAbs(e) ? clean(e) : join(model.W, e)) === dirAbs);
      const at = model.config.valueSpans;
      if (i >= 0) return at?.skipDirItems?.[i] ?? at?.skipDirs ?? null;
      return at?.dataDirectory ?? null;
    };
    // Dependency and build directories (node_modules/, vendor/ …) and hidden ones (.cache/, a
    // vendored .tool/ …) can hold many context files shipped by packages: one finding per such
    // pruned directory, naming the first file in walk order and counting the rest.
    const grouped = new Map<string, { first: { rel: string; abs: string }; more: number }>();
    const unreachable = sim.facts.unreachableFiles(options.ignoreDirs, !options.scanGitIgnored);
    for (const u of unreachable) {
      if (u.reason !== 'skip-list' && u.reason !== 'hidden') continue;
      const g = grouped.get(u.prunedDir);
      if (g) g.more++;
      else grouped.set(u.prunedDir, { first: { rel: u.rel, abs: u.abs }, more: 0 });
    }
    const moreText = (dir: string): string => {
      const n = grouped.get(dir)!.more;
      return n === 0 ? '' : ` (and ${n} more context file${n === 1 ? '' : 's'} under ${dir}/)`;
    };
    for (const u of unreachable) {
      if (u.reason !== 'skip-list') continue;
      if (grouped.get(u.prunedDir)!.first.abs !== u.abs) continue;
      ctx.report({ messageId: 'skipList', data: { file: u.rel, dir: u.prunedDir, more: moreText(u.prunedDir) }, span: nestedFileSpan(model, u.abs) });
    }
    for (const u of unreachable) {
      if (u.reason === 'skip-list') continue;
      const dirAbs = join(model.W, u.prunedDir);
      const base = { file: u.rel, dir: u.prunedDir };
      if (u.reason === 'depth') {
        const span = (model.config.valueSpans?.maxDepth ?? null) ?? nestedFileSpan(model, u.abs);
        ctx.report({ messageId: 'depth', data: { ...base, depth: u.depth, maxDepth: t.caps.maxDepth }, span });
      } else if (u.reason === 'hidden') {
        const g = grouped.get(u.prunedDir)!;
        if (g.first.abs !== u.abs) continue;
        if (g.more === 0) ctx.report({ messageId: 'hidden', data: base, span: nestedFileSpan(model, u.abs) });
        else ctx.report({ messageId: 'hiddenMore', data: { ...base, more: moreText(u.prunedDir) }, span: nestedFileSpan(model, u.abs) });
      } else ctx.report({ messageId: 'skipDir', data: base, span: skipSpan(dirAbs) ?? nestedFileSpan(model, u.abs) });
    }
  },
});
