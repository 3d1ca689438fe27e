/**
 * `simulateOneTarget`: the parts of one target (discovery, resolution, manifest, budget, rendered
 * bytes, injector) are those `simulateAll` gives the same target, and nothing is read before it is
 * asked for.
 */
import { describe, expect, it } from 'vitest';
import { sessionBudget } from '../../src/runtimes/fork/sim/budget.js';
import { discover } from '../../src/runtimes/fork/sim/discovery.js';
import { buildManifest } from '../../src/runtimes/fork/sim/manifest.js';
import { resolveContext } from '../../src/runtimes/fork/sim/resolve.js';
import { simulateAll, simulateOneTarget } from '../../src/runtimes/fork/sim/simulate.js';
import { MemorySource } from '../../src/source/memory.js';
import type { FileSource } from '../../src/source/types.js';
import { agent, ctx, makeModel, target } from './disclosure-helpers.js';

const TREE = {
  'AGENTS.md': '# Root\nroot rules\n',
  'a/AGENTS.md': '---\ndescription: Auth service\n---\nbody a\n',
  'b/c/AGENTS.md': '# C heading\n' + 'x'.repeat(40),
  'd/AGENTS.md': 'y'.repeat(100),
};
const OPTS = { contextPaths: ['AGENTS.md'], discovery: { maxFileBytes: 60, maxSessionBytes: 70 } };

/** A memory source that records the directories listed. */
function countingSource(): { source: FileSource; listed: string[] } {
  const inner = new MemorySource('/w', TREE);
  const listed: string[] = [];
  const source = new Proxy(inner, {
    get(t, k, r) {
      if (k === 'readdir') return (abs: string) => (listed.push(abs), t.readdir(abs));
      const v = Reflect.get(t, k, r) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(t) : v;
    },
  });
  return { source, listed };
}

describe('simulateOneTarget', () => {
  it.each<[string, string[] | null]>([
    ['an agent without its own context', null],
    ['an agent whose own context inlines a nested file', ['a/AGENTS.md']],
  ])('gives the same parts as simulateAll and as the pieces by hand: %s', (_name, paths) => {
    const m = makeModel(TREE, { ...OPTS, agents: [agent('coder', { context: paths === null ? null : ctx(paths) })] });
    const rt = target(m, 'coder');
    const one = simulateOneTarget(m, rt);
    const all = simulateAll(m).targets.find((t) => t.target.agentId === 'coder' && t.target.flowId === null)!;
    const d = discover(m);
    const man = buildManifest(m, rt, d);
    expect(one.discovery.files.map((f) => f.rel)).toEqual(['a/AGENTS.md', 'b/c/AGENTS.md', 'd/AGENTS.md']);
    expect(one.discovery.files.map((f) => f.rel)).toEqual(d.files.map((f) => f.rel));
    expect(one.renderedBytes).toEqual(all.renderedBytes);
    expect(one.renderedLength).toBe(all.renderedBytes!.length);
    expect(one.manifest.bytes).toEqual(man.bytes);
    expect(one.manifest.files.map((f) => f.rel)).toEqual(paths === null ? ['a/AGENTS.md', 'b/c/AGENTS.md', 'd/AGENTS.md'] : ['b/c/AGENTS.md', 'd/AGENTS.md']);
    expect(one.resolution.files.map((f) => [f.rel, f.bytes])).toEqual(resolveContext(m, rt).files.map((f) => [f.rel, f.bytes]));
    const b = sessionBudget(m, man.files);
    expect(one.budget).toEqual(b);
    expect(one.budget.entries.map((e) => [e.file.rel, e.sanitised, e.why, e.received])).toEqual(
      paths === null
        ? [
            ['a/AGENTS.md', 41, null, true],
            ['b/c/AGENTS.md', 52, null, false],
            ['d/AGENTS.md', null, 'file exceeds maxFileBytes', false],
          ]
        : [
            ['b/c/AGENTS.md', 52, null, true],
            ['d/AGENTS.md', null, 'file exceeds maxFileBytes', false],
          ],
    );
  });

  it('walks no tree for the resolution alone, and walks once for manifest, budget and injector', () => {
    const { source, listed } = countingSource();
    const m = makeModel(TREE, { ...OPTS, source });
    const one = simulateOneTarget(m, target(m));
    expect(one.resolution.files.map((f) => f.rel)).toEqual(['AGENTS.md']);
    expect(listed).toEqual([]);
    expect(one.manifest.files).toHaveLength(3);
    const walked = listed.length;
    expect(listed).toContain('/w/b');
    expect(one.budget.total).toBe(41 + 52);
    expect(one.injector().gatedBy).toBeNull();
    expect(listed.length).toBe(walked);
  });

  it('gives each injector its own sessions', () => {
    const m = makeModel(TREE, OPTS);
    const one = simulateOneTarget(m, target(m));
    const call = { tool: 'read', input: { file_path: '/w/a/x.go' }, ok: true, session: 's1' };
    const first = one.injector();
    expect(first.call(call).injected).toEqual(['/w/a/AGENTS.md']);
    expect(first.call(call).injected).toEqual([]);
    expect(one.injector().call(call).injected).toEqual(['/w/a/AGENTS.md']);
  });
});
