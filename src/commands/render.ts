/**
 * `ctxlens render` (cli-contract.md): print exactly the bytes the runtime appends to the agent's
 * system prompt for project context (runtime-fork.md §5.7 steps 11 and 12), nothing else.
 */
import type { Argv, CommandModule } from 'yargs';
import { discover } from '../runtimes/fork/sim/discovery.js';
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
  },
};
