/**
 * `ctxlens render` (cli-contract.md): print exactly the bytes the runtime appends to the agent's
 * system prompt for project context (docs/runtimes/fork.md §5.7 steps 11 and 12), nothing else.
 */
import type { Argv, CommandModule } from 'yargs';
import * as path from 'node:path';
import { EXIT } from '../engine/finding.js';
import { neutralise } from '../report/neutralise.js';
import { discover } from '../runtimes/fork/sim/discovery.js';
import { MAX_SIMULATED_FILE_BYTES } from '../runtimes/fork/sim/read-cache.js';
import type { TargetSimulation } from '../runtimes/fork/sim/types.js';
import { simulateTarget } from '../runtimes/fork/sim/simulate.js';
import { withSourceOptions, withTargetOptions } from './common.js';
import { loadTarget, type SimArgs } from '../run/target.js';

export const renderCommand: CommandModule<object, SimArgs> = {
  command: 'render',
  describe: 'print the exact context bytes the runtime appends to the system prompt',
  builder: (y: Argv) => withTargetOptions(withSourceOptions(y)) as unknown as Argv<SimArgs>,
  handler: async (args) => {
    const { model, rt } = await loadTarget(args);
    const sim = simulateTarget(model, rt, discover(model));
    const bytes = sim.renderedBytes ?? Buffer.from(sim.rendered, 'utf8');
    if (bytes.length > 0) {
      await new Promise<void>((resolve, reject) => process.stdout.write(bytes, (e) => (e ? reject(e) : resolve())));
    }
    // A file over the simulation cap is left out of the bytes above: say so, and do not claim exactness.
    const dropped = overCap(sim);
    for (const abs of dropped) {
      const shown = path.relative(model.W, abs) || '.';
      process.stderr.write(
        `ctxlens: warning: ${neutralise(shown.startsWith('..') ? abs : shown)}: over ${MAX_SIMULATED_FILE_BYTES} bytes; the runtime appends it whole, this render leaves it out (context-file-too-large)\n`,
      );
    }
    if (dropped.length > 0) process.exitCode = EXIT.FINDINGS;
  },
};

/** Context files the simulation left out for their size (`too-large`), named or walked, without repeats. */
export function overCap(sim: TargetSimulation): string[] {
  const out = new Set<string>();
  for (const e of sim.resolution.entries) {
    if (e.skip === 'too-large' && e.joined !== null) out.add(e.joined);
    for (const c of e.candidates ?? []) if (c.skip === 'too-large') out.add(c.abs);
  }
  return [...out];
}
