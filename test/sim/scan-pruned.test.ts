import { describe, expect, it } from 'vitest';
import { prunedToScan, scanPruned } from '../../src/runtimes/fork/sim/disclosure-facts.js';
import { GIT_PROBE_ENTRIES, SimulationFacts } from '../../src/runtimes/fork/sim/facts.js';
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
    expect(prunedToScan(d).map((p) => p.abs)).toEqual(['/w/.a', '/w/node_modules', '/w/src/x/build', '/w/vendor']);
    expect(prunedToScan(d, ['vendor', 'build']).map((p) => p.abs)).toEqual(['/w/.a', '/w/.git', '/w/node_modules']);
  });
});

/** A model whose source answers `gitIgnoredDirs` with `ignored` (absolute paths) and records each question. */
function withGit(tree: Record<string, string>, ignored: string[]): { model: ReturnType<typeof makeModel>; asked: string[][] } {
  const base = makeModel(tree, { contextPaths: G }).source;
  const asked: string[][] = [];
  const src: FileSource = Object.assign(Object.create(base) as FileSource, {
    gitIgnoredDirs: (root: string, dirs: readonly string[]) => {
      expect(root).toBe('/w');
      asked.push([...dirs]);
      return new Set(dirs.filter((x) => ignored.includes(x)));
    },
  });
  return { model: makeModel(tree, { contextPaths: G, source: src }), asked };
}

/** `n` plain files below `dir` (the probe's entries). */
function bulk(dir: string, n: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < n; i++) out[`${dir}/f${String(i).padStart(5, '0')}`] = '';
  return out;
}

describe('unreachableFiles and the directories Git ignores', () => {
  const unreachable = (model: ReturnType<typeof makeModel>, skip: boolean) => new SimulationFacts(model, discover(model)).unreachableFiles(['.git'], skip).map((f) => f.rel);

  it('runs no git when no pruned directory holds a context file, and asks only about those that do', () => {
    const none = withGit({ '.github/workflows/ci.yml': 'x', 'node_modules/p/index.js': 'x' }, ['/w/node_modules']);
    expect(unreachable(none.model, true)).toEqual([]);
    expect(none.asked).toEqual([]);
    const some = withGit({ '.github/AGENTS.md': 'x', '.vscode/x': 'x', 'node_modules/p/AGENTS.md': 'x', 'build/CLAUDE.md': 'x' }, ['/w/node_modules', '/w/build']);
    expect(unreachable(some.model, true)).toEqual(['.github/AGENTS.md']);
    expect(some.asked).toEqual([['/w/.github', '/w/build', '/w/node_modules']]);
  });

  it('never asks without skipGitIgnored, nor twice in a run', () => {
    const t = withGit({ 'node_modules/p/AGENTS.md': 'x' }, ['/w/node_modules']);
    const facts = new SimulationFacts(t.model, discover(t.model));
    expect(facts.unreachableFiles(['.git'], false).map((f) => f.rel)).toEqual(['node_modules/p/AGENTS.md']);
    expect(t.asked).toEqual([]);
    expect(facts.unreachableFiles(['.git'], true)).toEqual([]);
    expect(facts.unreachableFiles(['.git', 'x'], true)).toEqual([]);
    expect(t.asked).toEqual([['/w/node_modules']]);
  });

  it(`past ${GIT_PROBE_ENTRIES} entries asks about every pruned directory and gives what scanPruned gives skipping the ignored ones`, () => {
    const tree = {
      '.a/AGENTS.md': 'x',
      ...bulk('.a/big', GIT_PROBE_ENTRIES),
      '.b/AGENTS.md': 'x',
      '.c/x': 'x',
      'node_modules/AGENTS.md': 'x',
      ...bulk('node_modules/big', 2 * GIT_PROBE_ENTRIES),
      'zz/.d/CLAUDE.md': 'x',
    };
    for (const ignored of [[], ['/w/.a'], ['/w/node_modules'], ['/w/.a', '/w/.b', '/w/node_modules', '/w/zz/.d']]) {
      const t = withGit(tree, ignored);
      const want = scanPruned(t.model, discover(t.model), { skip: new Set(ignored) }).map((f) => f.rel);
      expect(unreachable(t.model, true), ignored.join()).toEqual(want);
      expect(t.asked).toEqual([['/w/.a', '/w/.b', '/w/.c', '/w/node_modules', '/w/zz/.d']]);
    }
    expect(scanPruned(withGit(tree, []).model, discover(withGit(tree, []).model), { skip: new Set(['/w/.a']) }).map((f) => f.rel)).toEqual(['.b/AGENTS.md', 'node_modules/AGENTS.md', 'zz/.d/CLAUDE.md']);
  });

  it('scans a kept directory the probe stopped in again, with the real budget, and goes on after it', () => {
    // The probe reads .a whole (kept, reused), then stops inside node_modules, which Git keeps.
    const tree = { '.a/AGENTS.md': 'x', ...bulk('.a/d', 10), 'node_modules/AGENTS.md': 'x', ...bulk('node_modules/big', GIT_PROBE_ENTRIES), 'zz/.d/CLAUDE.md': 'x' };
    const t = withGit(tree, []);
    expect(unreachable(t.model, true)).toEqual(['.a/AGENTS.md', 'node_modules/AGENTS.md', 'zz/.d/CLAUDE.md']);
    expect(unreachable(t.model, true)).toEqual(scanPruned(t.model, discover(t.model)).map((f) => f.rel));
  });
});

