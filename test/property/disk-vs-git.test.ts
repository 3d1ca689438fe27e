/**
 * Differential property (issue 11): the same generated tree in a real git repository gives the
 * same findings and rendered bytes from the working tree (`lint .`) and from the index
 * (`lint --staged`), symlinks out of the repository (to `../outside.md`, beside it) included. Trees git cannot store the same way
 * are left out: FIFOs, unreadable files and empty directories (git has none).
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
import { openIndexSource } from '../../src/source/git.js';
import type { MemoryNode } from '../../src/source/memory.js';
import type { FileSource } from '../../src/source/types.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { cleanGitEnv } from '../source/git-repo.js';
import { projectTree } from './arbitraries.js';

const RUNS = Number(process.env['CTXLENS_PROPERTY_GIT_RUNS'] ?? 12);

function facts(source: FileSource, cwd: string) {
  const model = loadProject(source, { cwd, env: { HOME: '/home/u' }, withGlobal: false });
  const sim = simulateAll(model);
  const result = runRules(model, rules, { simulation: sim });
  return {
    findings: result.findings.map((f) => `${f.ruleId} ${f.severity} ${f.span?.file ?? ''}:${f.span?.start.line ?? 0}:${f.span?.start.column ?? 0} ${f.message}`),
    rendered: sim.targets.map((t) => (t.renderedBytes ?? Buffer.from(t.rendered)).toString('latin1')),
  };
}

/** Write `tree` (paths relative to `<base>/w`) and `git add -A` it; `/w…` link targets move under `base`. */
function materialise(base: string, tree: Record<string, MemoryNode>): string {
  const w = path.join(base, 'w');
  fs.mkdirSync(w, { recursive: true });
  for (const [rel, node] of Object.entries(tree)) {
    const abs = path.resolve(w, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    if (typeof node === 'string' || Buffer.isBuffer(node)) fs.writeFileSync(abs, node);
    else if ('symlink' in node) fs.symlinkSync(node.symlink.startsWith('/w') ? base + node.symlink : node.symlink, abs);
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: w, env: cleanGitEnv(), stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  return w;
}

const storable = (tree: Record<string, MemoryNode>) =>
  Object.values(tree).every((n) => typeof n === 'string' || Buffer.isBuffer(n) || 'symlink' in n) &&
  Object.entries(tree).every(
    ([k, n]) =>
      Buffer.byteLength(k) < 200 &&
      // `.git` is the repository itself; names git refuses or rewrites are not the point here.
      (k === '../outside.md' || !k.split('/').some((s) => s === '.git' || s === '.' || s === '..' || s === '')) &&
      !(typeof n === 'object' && !Buffer.isBuffer(n) && 'symlink' in n && n.symlink.startsWith('/') && !n.symlink.startsWith('/w')),
  );

describe('working tree and git index agree (lint . versus lint --staged)', () => {
  it('same findings and rendered bytes for the same tree', async () => {
    await fc.assert(
      fc.asyncProperty(projectTree.filter(storable), async (tree) => {
        await new Promise((r) => setImmediate(r)); // let the test worker answer its RPC between runs
        const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-propgit-')));
        try {
          const w = materialise(base, tree);
          expect(facts(openIndexSource(w), w)).toEqual(facts(new WorktreeSource(), w));
        } finally {
          fs.rmSync(base, { recursive: true, force: true });
        }
      }),
      { numRuns: RUNS, seed: Number(process.env['CTXLENS_PROPERTY_SEED'] ?? 0x5eed), endOnFailure: true },
    );
  }, 600000);
});
