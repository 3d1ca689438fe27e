/**
 * The floors of ctxlens (docs/architecture.md §1): a file may import its own floor or a floor
 * below it, never one above. There is no exception list: a file that fits no floor fails too.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, ROOT, sourceFiles, type ImportEdge } from './imports.js';

/** Floors from the ground up; `match` is tried in order on the repo-relative path. */
export const FLOORS: readonly { name: string; match: RegExp }[] = [
  { name: 'ground', match: /^src\/(go\/|text\/|codecache\/|errors\.ts$|package-root\.ts$)/ },
  { name: 'source', match: /^src\/source\// },
  { name: 'model', match: /^src\/(model|runtimes\/[^/]+\/model)\// },
  { name: 'load', match: /^src\/(load|runtimes\/[^/]+\/load)\// },
  { name: 'simulation', match: /^src\/runtimes\/[^/]+\/sim\// },
  { name: 'rules', match: /^(src\/engine\/|rules\/)/ },
  { name: 'report', match: /^src\/report\// },
  { name: 'run', match: /^src\/(run|precommit)\// },
  { name: 'commands', match: /^src\/(commands\/|diff\/|action\/|cli(-cached)?\.ts$|bin\.ts$)/ },
];

/** The floor index of a repo-relative file, or -1 when it fits none. */
export function floorOf(file: string): number {
  return FLOORS.findIndex((f) => f.match.test(file));
}

const files = sourceFiles();
const edges: ImportEdge[] = files.flatMap(importsOf);

describe('layering', () => {
  it('reads a real graph', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(edges.length).toBeGreaterThan(400);
  });

  it('puts every file of src/ and rules/ on a floor', () => {
    expect(files.filter((f) => floorOf(f) < 0)).toEqual([]);
  });

  it('imports only files that exist', () => {
    expect(edges.filter((e) => !existsSync(path.join(ROOT, e.to))).map((e) => `${e.from}:${e.line} -> ${e.to}`)).toEqual([]);
  });

  it('has no import running back up a floor', () => {
    const up = edges
      .filter((e) => floorOf(e.to) > floorOf(e.from))
      .map((e) => `${e.from}:${e.line} (${FLOORS[floorOf(e.from)]?.name}) -> ${e.to} (${FLOORS[floorOf(e.to)]?.name})`);
    expect(up).toEqual([]);
  });

  it('has no import cycle among values (type-only imports are erased and cannot cycle at load time)', () => {
    const next = new Map<string, string[]>();
    for (const e of edges) if (!e.typeOnly) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (f: string): void => {
      state.set(f, 'open');
      stack.push(f);
      for (const t of next.get(f) ?? []) {
        if (state.get(t) === 'open') cycles.push([...stack.slice(stack.indexOf(t)), t].join(' -> '));
        else if (!state.has(t)) visit(t);
      }
      stack.pop();
      state.set(f, 'done');
    };
    for (const f of files) if (!state.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });

  it('catches an arrow that runs back up', () => {
    expect(floorOf('src/source/git.ts')).toBeLessThan(floorOf('src/commands/common.ts'));
    expect(floorOf('src/runtimes/fork/load/flows.ts')).toBeLessThan(floorOf('src/runtimes/fork/sim/simulate.ts'));
    expect(floorOf('src/go/path.ts')).toBe(0);
    expect(floorOf('src/somewhere-new.ts')).toBe(-1);
  });
});
