/**
 * Differential property: the same generated tree, once in memory (`MemorySource` at
 * `/w`) and once on disk (`WorktreeSource` in a real temp directory, with real symlinks and
 * FIFOs), gives the same findings and the same rendered bytes once the temp prefix is mapped
 * back to `/`. Trees with unreadable files are left out (the suite may run as root).
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { runRules } from '../../src/engine/run.js';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import { simulateAll } from '../../src/runtimes/fork/sim/simulate.js';
import { MemorySource, type MemoryNode } from '../../src/source/memory.js';
import type { FileSource } from '../../src/source/types.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { projectTree, W } from './arbitraries.js';

const RUNS = Number(process.env['CTXLENS_PROPERTY_DISK_RUNS'] ?? 40);

/** Findings and rendered bytes, with every occurrence of `prefix` removed (so `<tmp>/w` reads `/w`). */
function facts(source: FileSource, cwd: string, prefix: string) {
  const model = loadProject(source, { cwd, env: { HOME: '/home/u' }, withGlobal: false });
  const sim = simulateAll(model);
  const result = runRules(model, rules, { simulation: sim });
  // Dedupe keys are lower-cased (§5.6), so the prefix may appear lower-cased too.
  const strip = (s: string) => {
    if (!prefix) return s;
    for (const p of [prefix, prefix.toLowerCase()]) s = s.split(`${p}/`).join('/').split(p).join('/');
    return s;
  };
  return {
    findings: result.findings.map((f) => `${f.ruleId} ${f.severity} ${f.span?.file ?? ''}:${f.span?.start.line ?? 0}:${f.span?.start.column ?? 0} ${strip(f.message)}`),
    rendered: sim.targets.map((t) => strip((t.renderedBytes ?? Buffer.from(t.rendered)).toString('latin1'))),
  };
}

/** Write `tree` (paths relative to `<base>/w`) to disk; symlink targets starting with `/w` are moved under `base`. */
function materialise(base: string, tree: Record<string, MemoryNode>): void {
  const w = path.join(base, 'w');
  fs.mkdirSync(w, { recursive: true });
  for (const [rel, node] of Object.entries(tree)) {
    const abs = path.resolve(w, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    if (typeof node === 'string' || Buffer.isBuffer(node)) fs.writeFileSync(abs, node);
    else if ('symlink' in node) fs.symlinkSync(node.symlink.startsWith('/w') ? base + node.symlink : node.symlink, abs);
    else if ('fifo' in node) execFileSync('mkfifo', [abs]);
    else if ('dir' in node) fs.mkdirSync(abs, { recursive: true });
  }
}

const portable = (tree: Record<string, MemoryNode>) =>
  Object.values(tree).every((n) => typeof n === 'string' || Buffer.isBuffer(n) || !('unreadable' in n)) &&
  Object.entries(tree).every(([k, n]) => !(typeof n === 'object' && !Buffer.isBuffer(n) && 'symlink' in n && n.symlink.startsWith('/') && !n.symlink.startsWith('/w')) && Buffer.byteLength(k) < 200);

describe('disk and memory sources agree', () => {
  it('same findings and rendered bytes for the same tree', async () => {
    await fc.assert(
      fc.asyncProperty(projectTree.filter(portable), async (tree) => {
        await new Promise((r) => setImmediate(r)); // let the test worker answer its RPC between runs
        const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-prop-')));
        try {
          materialise(base, tree);
          const mem = facts(new MemorySource(W, tree), W, '');
          const disk = facts(new WorktreeSource(), path.join(base, 'w'), base);
          expect(disk).toEqual(mem);
        } finally {
          fs.rmSync(base, { recursive: true, force: true });
        }
      }),
      { numRuns: RUNS, seed: Number(process.env['CTXLENS_PROPERTY_SEED'] ?? 0x5eed), endOnFailure: true },
    );
  }, 600000);
});
