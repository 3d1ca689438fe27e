/**
 * What each `instructions` entry did across every Location of a simulation
 * (docs/runtimes/opencode.md §6.3), one outcome per entry of a config document.
 */
import { posix as path } from 'node:path';
import type { OcInstructionEntry } from '../../../src/runtimes/opencode/load/config.js';
import type { OcEntryResult } from '../../../src/runtimes/opencode/sim/instructions.js';
import type { OcSimulation } from '../../../src/runtimes/opencode/sim/simulate.js';
import { shownPath } from './define.js';
import { isCleanAbsolute } from '../../../src/runtimes/opencode/load/child-path.js';

/** The outcome of one entry over all Locations that read it. */
export interface EntryOutcome {
  entry: OcInstructionEntry;
  kind: OcEntryResult['kind'];
  /** It matched a file at some Location. */
  matched: boolean;
  /** Every file it matched (absolute, deduplicated). */
  files: string[];
  /** It could not be scanned anywhere (`~/` without `--with-global`, …). */
  skipped: boolean;
  /** The Locations that read it, as shown (`.`, `packages/web`, …), joined for messages. */
  where: string;
  /** The top of the upward search: the worktree as shown, or `/`. */
  top: string;
  /** The worktree (absolute; `/` without git). */
  worktree: string;
  /** Per Location: the result there. */
  results: OcEntryResult[];
}

/** The top of an upward search that stops at the worktree `wt`, for messages: `the repository root`, with its path relative to W when it is above W (`the repository root at ../..`). */
function repositoryRoot(W: string, wt: string): string {
  const rel = path.relative(W, wt);
  return rel === '' ? 'the repository root' : `the repository root at ${rel}`;
}

/** Outcomes already computed, per simulation (several rules read them; the simulation never changes). */
const computed = new WeakMap<OcSimulation, readonly EntryOutcome[]>();

/** Outcomes of every entry, keyed by config file and index, in the order first met. Computed once per simulation; read-only. */
export function entryOutcomes(sim: OcSimulation): readonly EntryOutcome[] {
  let out = computed.get(sim);
  if (out === undefined) computed.set(sim, (out = computeOutcomes(sim)));
  return out;
}

function computeOutcomes(sim: OcSimulation): EntryOutcome[] {
  const root = sim.locations[0]!.project.W;
  // `locs`: the first three Locations as shown (the message names no more), `count` all of them.
  const byKey = new Map<string, EntryOutcome & { locs: string[]; count: number; have: Set<string> }>();
  for (const l of sim.locations) {
    if (l.set === null) continue;
    for (const r of l.set.entries) {
      const key = `${r.entry.doc.abs ?? r.entry.doc.file}\0${r.entry.index}`;
      let o = byKey.get(key);
      if (!o) {
        const wt = l.project.worktree;
        o = { entry: r.entry, kind: r.kind, matched: false, files: [], skipped: true, where: '', top: wt === '/' ? '/' : repositoryRoot(root, wt), worktree: wt, results: [], locs: [], count: 0, have: new Set() };
        byKey.set(key, o);
      }
      o.results.push(r);
      if (o.count++ < 3) o.locs.push(shownPath(root, l.project.W));
      if (r.skipped === null) o.skipped = false;
      for (const m of r.matches) {
        o.matched = true;
        const p = isCleanAbsolute(m) ? m : path.resolve(m);
        if (!o.have.has(p)) {
          o.have.add(p);
          o.files.push(p);
        }
      }
    }
  }
  return [...byKey.values()].map(({ locs, count, have: _have, ...o }) => ({ ...o, where: count > 3 ? `${locs.join(', ')} and ${count - 3} more Location(s)` : locs.join(', ') }));
}
