import { describe, expect, it } from 'vitest';
import { sessionBudget } from '../../src/runtimes/fork/sim/budget.js';
import { discover } from '../../src/runtimes/fork/sim/discovery.js';
import { SimulationFacts } from '../../src/runtimes/fork/sim/facts.js';
import { MAX_KEPT_HEAD_BYTES, ReadCache } from '../../src/runtimes/fork/sim/read-cache.js';
import { MemorySource } from '../../src/source/memory.js';
import { makeModel } from './disclosure-helpers.js';

const G = ['AGENTS.md', 'CLAUDE.md'];

/** A memory tree that counts every read, lstat and realpath by path. */
class CountingSource extends MemorySource {
  readonly reads: string[] = [];
  readonly metas: string[] = [];
  override readFile(abs: string, maxBytes?: number) {
    this.reads.push(abs);
    return super.readFile(abs, maxBytes);
  }
  override lstat(abs: string) {
    this.metas.push(`lstat ${abs}`);
    return super.lstat(abs);
  }
  override realpath(abs: string) {
    this.metas.push(`realpath ${abs}`);
    return super.realpath(abs);
  }
}

describe('one read per nested file in a run (docs/runtimes/fork.md §6.3, §6.8)', () => {
  const tree = { 'a/AGENTS.md': '# A\n\nbody a\n', 'b/CLAUDE.md': '# B\n' + 'x'.repeat(40000) + '\n' };

  it('the label line facts and the session budget reuse the walk label read of a small file', () => {
    const src = new CountingSource('/w', tree);
    const model = makeModel(tree, { contextPaths: G, source: src });
    const cache = new ReadCache(src);
    const d = discover(model, cache);
    expect(d.files.map((f) => f.rel)).toEqual(['a/AGENTS.md', 'b/CLAUDE.md']);
    expect(src.reads).toEqual(['/w/a/AGENTS.md', '/w/b/CLAUDE.md']);
    const facts = new SimulationFacts(model, d, cache);
    expect(facts.labelLine(d.files[0]!)).toEqual({ endColumn: 4, inCodeBlock: false, runes: 1 });
    const b = facts.sessionBudget();
    // a/AGENTS.md is whole in its head: not read again; b/CLAUDE.md is over 32768 bytes (and over maxFileBytes): never read whole.
    expect(src.reads).toEqual(['/w/a/AGENTS.md', '/w/b/CLAUDE.md']);
    expect(b.entries.map((e) => [e.file.rel, e.sanitised, e.why])).toEqual([
      ['a/AGENTS.md', 12, null],
      ['b/CLAUDE.md', null, 'file exceeds maxFileBytes'],
    ]);
    // The re-check asked the source for no lstat or realpath the walk had answered.
    expect(src.metas.filter((m) => m.includes('AGENTS.md') || m.includes('CLAUDE.md'))).toEqual(['lstat /w/a/AGENTS.md', 'lstat /w/b/CLAUDE.md']);
  });

  it('gives the same budget as a run without the cache', () => {
    const model = makeModel(tree, { contextPaths: G, discovery: { maxFileBytes: 50000 } });
    const plain = sessionBudget(model, discover(model).files);
    const cache = new ReadCache(model.source);
    const cached = sessionBudget(model, discover(model, cache).files, cache);
    expect(cached).toEqual(plain);
    expect(plain.entries.map((e) => e.sanitised)).toEqual([12, 40005]);
  });

  it('keeps heads up to MAX_KEPT_HEAD_BYTES in all, then reads without keeping', () => {
    const n = Math.floor(MAX_KEPT_HEAD_BYTES / 32768) + 2;
    const big: Record<string, string> = {};
    for (let i = 0; i < n; i++) big[`f${i}`] = 'y'.repeat(32768);
    const src = new CountingSource('/w', big);
    const cache = new ReadCache(src);
    for (let i = 0; i < n; i++) cache.head(`/w/f${i}`);
    for (let i = 0; i < n; i++) cache.head(`/w/f${i}`);
    expect(src.reads.length).toBe(n + 2);
    expect(cache.keptWholeFile('/w/f0')?.ok).toBe(true);
    expect(cache.keptWholeFile(`/w/f${n - 1}`)).toBeUndefined();
  });
});
