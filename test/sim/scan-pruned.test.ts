import { describe, expect, it } from 'vitest';
import { prunedToScan, scanPruned } from '../../src/runtimes/fork/sim/disclosure-facts.js';
import { discover } from '../../src/runtimes/fork/sim/discovery.js';
import type { FileSource } from '../../src/source/types.js';
import { makeModel } from './disclosure-helpers.js';

const G = ['AGENTS.md', 'CLAUDE.md'];

/** The model over a source that records every directory listed. */
function listed(tree: Record<string, string>): { model: ReturnType<typeof makeModel>; dirs: string[] } {
  const base = makeModel(tree, { contextPaths: G });
  const dirs: string[] = [];
  const src = base.source;
  const counting: FileSource = Object.assign(Object.create(src) as FileSource, {
    readdir: (abs: string) => {
      dirs.push(abs);
      return src.readdir(abs);
    },
  });
  return { model: makeModel(tree, { contextPaths: G, source: counting }), dirs };
}

describe('scan of pruned directories (docs/runtimes/fork.md §6.2 step 3)', () => {
  it('lists context files below every pruned directory in walk order, .git ignored', () => {
    const m = makeModel(
      { '.git/x/AGENTS.md': 'x', '.cache/b/AGENTS.md': 'x', '.cache/a/CLAUDE.md': 'x', 'node_modules/p/AGENTS.md': 'x', 'node_modules/p/README.md': 'x', 'src/AGENTS.md': 'x' },
      { contextPaths: G },
    );
    const u = scanPruned(m, discover(m));
    expect(u.map((f) => [f.rel, f.prunedDir, f.reason, f.depth])).toEqual([
      ['.cache/a/CLAUDE.md', '.cache', 'hidden', 2],
      ['.cache/b/AGENTS.md', '.cache', 'hidden', 2],
      ['node_modules/p/AGENTS.md', 'node_modules', 'skip-list', 2],
    ]);
  });

  it('counts the budget in directory entries, in walk order, and lists nothing once it is spent', () => {
    // Walk order: .a (3 entries: AGENTS.md, x, y), then .b, then node_modules.
    const tree = { '.a/AGENTS.md': 'x', '.a/x': 'x', '.a/y': 'x', '.b/AGENTS.md': 'x', 'node_modules/AGENTS.md': 'x' };
    const { model, dirs } = listed(tree);
    const d = discover(model);
    dirs.length = 0;
    expect(scanPruned(model, d, { budget: 4 }).map((f) => f.rel)).toEqual(['.a/AGENTS.md', '.b/AGENTS.md']);
    // The budget is spent inside .b: node_modules is never listed.
    expect(dirs).toEqual(['/w/.a', '/w/.b']);
    dirs.length = 0;
    expect(scanPruned(model, d, { budget: 3 }).map((f) => f.rel)).toEqual(['.a/AGENTS.md']);
    expect(dirs).toEqual(['/w/.a']);
    dirs.length = 0;
    expect(scanPruned(model, d).map((f) => f.rel)).toEqual(['.a/AGENTS.md', '.b/AGENTS.md', 'node_modules/AGENTS.md']);
    expect(dirs).toEqual(['/w/.a', '/w/.b', '/w/node_modules']);
  });

  it('does not enter a pruned directory in skip, and spends none of the budget on it', () => {
    const tree = { '.a/AGENTS.md': 'x', '.a/x': 'x', 'node_modules/AGENTS.md': 'x', 'node_modules/y': 'x', 'node_modules/z': 'x', 'zz/.b/AGENTS.md': 'x' };
    const { model, dirs } = listed(tree);
    const d = discover(model);
    // Walk order: .a (2 entries), node_modules (3), zz/.b (1): a budget of 3 ends in node_modules.
    dirs.length = 0;
    expect(scanPruned(model, d, { budget: 3 }).map((f) => f.rel)).toEqual(['.a/AGENTS.md', 'node_modules/AGENTS.md']);
    expect(dirs).toEqual(['/w/.a', '/w/node_modules']);
    dirs.length = 0;
    expect(scanPruned(model, d, { budget: 3, skip: new Set(['/w/node_modules']) }).map((f) => f.rel)).toEqual(['.a/AGENTS.md', 'zz/.b/AGENTS.md']);
    expect(dirs).toEqual(['/w/.a', '/w/zz/.b']);
  });

  it('prunedToScan lists the pruned directories the scan would enter, in walk order', () => {
    const m = makeModel({ '.git/x': 'x', '.a/AGENTS.md': 'x', 'node_modules/AGENTS.md': 'x', 'src/x/build/y': 'x', 'vendor/v': 'x' }, { contextPaths: G });
    const d = discover(m);
    expect(prunedToScan(d)).toEqual(['/w/.a', '/w/node_modules', '/w/src/x/build', '/w/vendor']);
    expect(prunedToScan(d, ['vendor', 'build'])).toEqual(['/w/.a', '/w/.git', '/w/node_modules']);
  });
});

