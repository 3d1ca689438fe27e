/**
 * Property-based invariants over generated projects, run in process on a
 * `MemorySource` at `/w` through the whole pipeline (loaders → simulator → every rule):
 * - nothing throws and no rule fails (`internal-error`);
 * - the result is a deterministic function of the tree: two runs on fresh sources give the same
 *   rendered bytes for every target and the same findings;
 * - every rendered file lies inside W (lexically and after symlinks) unless a finding reports the
 *   escape;
 * - no manifest exceeds 8192 bytes (docs/runtimes/fork.md §6.5).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { INTERNAL_ERROR_RULE, type Finding } from '../../src/engine/finding.js';
import { runRules } from '../../src/engine/run.js';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import { simulateAll } from '../../src/runtimes/fork/sim/simulate.js';
import { MemorySource, type MemoryNode } from '../../src/source/memory.js';
import type { Simulation } from '../../src/runtimes/fork/sim/types.js';
import { projectTree, W } from './arbitraries.js';

const ENV = { HOME: '/home/u', USER: 'u' };
const RUNS = Number(process.env['CTXLENS_PROPERTY_RUNS'] ?? 100);

/** One full pipeline run: findings and the simulation, from a fresh source. */
function run(tree: Record<string, MemoryNode>): { findings: Finding[]; sim: Simulation } {
  const model = loadProject(new MemorySource(W, tree), { cwd: W, env: ENV, withGlobal: false });
  const sim = simulateAll(model);
  const result = runRules(model, rules, { simulation: sim });
  return { findings: result.findings, sim };
}

const inside = (p: string | null) => p !== null && p.startsWith(`${W}/`);
/** Findings that report a file read from outside W. */
const ESCAPE_RULES = new Set(['global-context-escapes', 'context-entry-escapes', 'nested-context-symlink', 'symlinked-working-dir']);

/** Key facts of a run, as plain data for deep equality. */
function facts(r: { findings: Finding[]; sim: Simulation }) {
  return {
    findings: r.findings.map((f) => [f.ruleId, f.severity, f.message, f.span?.file ?? null, f.span?.start.line ?? 0, f.span?.start.column ?? 0]),
    rendered: r.sim.targets.map((t) => (t.renderedBytes ?? Buffer.from(t.rendered)).toString('base64')),
  };
}

describe('pipeline invariants on generated projects', () => {
  it('never throws, no rule fails, deterministic, contained, manifest within 8192 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(projectTree, async (tree) => {
        await new Promise((r) => setImmediate(r)); // let the test worker answer its RPC between runs
        const a = run(tree);
        expect(a.findings.filter((f) => f.ruleId === INTERNAL_ERROR_RULE).map((f) => f.message)).toEqual([]);
        // Deterministic: a second run on a fresh source is identical.
        expect(facts(run(tree))).toEqual(facts(a));
        const escapes = a.findings.filter((f) => ESCAPE_RULES.has(f.ruleId));
        for (const t of a.sim.targets) {
          expect((t.manifest.bytes ?? Buffer.from(t.manifest.text)).length).toBeLessThanOrEqual(8192);
          for (const f of t.resolution.files) {
            if (inside(f.abs) && (f.realPath === null || inside(f.realPath))) continue;
            // Outside W: some finding names the file or its entry.
            const named = escapes.some((e) => e.message.includes(f.rel) || e.message.includes(f.entry.raw || '\u0000') || (f.realPath !== null && e.message.includes(f.realPath)));
            expect(named, `${f.layer} ${f.abs} -> ${f.realPath} rendered without an escape finding; findings: ${JSON.stringify(escapes.map((e) => e.message))}`).toBe(true);
          }
        }
      }),
      { numRuns: RUNS, seed: Number(process.env['CTXLENS_PROPERTY_SEED'] ?? 0x5eed), endOnFailure: true },
    );
  }, 600000);
});
