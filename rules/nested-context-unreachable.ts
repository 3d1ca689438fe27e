import { defineRule } from '../src/engine/define-rule.js';
import { nestedFileSpan } from '../src/runtimes/fork/sim/disclosure-facts.js';
import { clean, isAbs, join } from '../src/go/path.js';

/**
 * Context files that the discovery walk never reaches: below a directory it prunes (hidden, the
 * fixed skip list, `data.directory`, `skipDirs`) or deeper than `maxDepth` (docs/runtimes/fork.md §6.2 step 3).
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
      properties: { ignoreDirs: { type: 'array', items: { type: 'string' } } },
      additionalProperties: false,
    },
    spec: 'docs/runtimes/fork.md §6.2 step 3',
    runtimes: ['fork'],
  },
  messages: {
    depth: '{{file}} is at depth {{depth}}, beyond maxDepth ({{maxDepth}}): discovery never enters {{dir}}/, so the file is never listed or injected.',
    hidden: '{{file}} lies inside {{dir}}/, a hidden directory that discovery never enters: the file is never listed or injected.',
    skipList: '{{file}} lies inside {{dir}}/, a directory name discovery always skips: the file is never listed or injected{{more}}.',
    skipDir: '{{file}} lies inside {{dir}}/, pruned as data.directory or a contextDiscovery.skipDirs entry: the file is never listed or injected.',
  },
  defaultOptions: { ignoreDirs: ['.git'] as string[] },
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
    // Dependency and build directories (node_modules/, vendor/ …) can hold many context files
    // shipped by packages: one finding per such directory, naming the first and counting the rest.
    const skipListed = new Map<string, { first: { rel: string; abs: string }; more: number }>();
    const unreachable = sim.facts.unreachableFiles(options.ignoreDirs);
    for (const u of unreachable) {
      if (u.reason !== 'skip-list') continue;
      const g = skipListed.get(u.prunedDir);
      if (g) g.more++;
      else skipListed.set(u.prunedDir, { first: { rel: u.rel, abs: u.abs }, more: 0 });
    }
    for (const [dir, g] of skipListed) {
      const more = g.more === 0 ? '' : ` (and ${g.more} more context file${g.more === 1 ? '' : 's'} under ${dir}/)`;
      ctx.report({ messageId: 'skipList', data: { file: g.first.rel, dir, more }, span: nestedFileSpan(model, g.first.abs) });
    }
    for (const u of unreachable) {
      if (u.reason === 'skip-list') continue;
      const dirAbs = join(model.W, u.prunedDir);
      const base = { file: u.rel, dir: u.prunedDir };
      if (u.reason === 'depth') {
        const span = (model.config.valueSpans?.maxDepth ?? null) ?? nestedFileSpan(model, u.abs);
        ctx.report({ messageId: 'depth', data: { ...base, depth: u.depth, maxDepth: t.caps.maxDepth }, span });
      } else if (u.reason === 'hidden') ctx.report({ messageId: 'hidden', data: base, span: nestedFileSpan(model, u.abs) });
      else ctx.report({ messageId: 'skipDir', data: base, span: skipSpan(dirAbs) ?? nestedFileSpan(model, u.abs) });
    }
  },
});
