/**
 * `ctxlens manifest`: the nested-context manifest of one agent or flow step (docs/runtimes/fork.md §6.5),
 * byte for byte, followed by its budget table (§6.2 caps, §6.8 budgets).
 */
import type { Argv, CommandModule } from 'yargs';
import { budgetTable, manifestReport } from '../report/manifest.js';
import { UsageError } from '../errors.js';
import { withSourceOptions, withTargetOptions } from './common.js';
import { loadTarget, type SimArgs } from '../run/target.js';
import { safeJson } from '../report/neutralise.js';
import { COMMAND_LINES } from './names.js';
import { warnUncheckedConfigs } from './unchecked-config.js';

type ManifestArgs = SimArgs & { format: string; budget: boolean };


export const manifestCommand: CommandModule<object, ManifestArgs> = {
  command: COMMAND_LINES.manifest.command,
  describe: COMMAND_LINES.manifest.describe,
  builder: (y: Argv) =>
    withTargetOptions(withSourceOptions(y))
      .option('format', { type: 'string', choices: ['text', 'json'], default: 'text', describe: 'text: manifest then table; json: structured data' })
      .option('budget', { type: 'boolean', default: true, describe: 'print the budget table after the manifest (--no-budget: the exact manifest bytes only)' })
      .epilogue(
        'Text output: the exact manifest section (as the runtime appends it after "\\n\\n", no trailing newline), ' +
          'then a blank line and the budget table: each disclosed file with its label and where it came from, ' +
          'its bytes against maxFileBytes, whether a session touching every file would receive it, the total of ' +
          'sanitised bodies against maxSessionBytes, the manifest bytes against the 8192 cap with the level reached ' +
          '(labelled, paths only, cut) and the discovery count against maxFiles. Use --no-budget to pipe the manifest alone.',
      ) as unknown as Argv<ManifestArgs>,
  handler: async (args) => {
    if (args.format !== 'text' && args.format !== 'json') throw new UsageError(`--format must be text or json`);
    const { model, sim } = await loadTarget(args);
    const report = manifestReport(model.W, sim);
    if (args.format === 'json') {
      process.stdout.write(safeJson(report) + '\n');
      warnUncheckedConfigs(model, 'manifest');
      return;
    }
    const bytes = sim.manifest.bytes ?? Buffer.from(sim.manifest.text, 'utf8');
    const parts: Buffer[] = [bytes];
    if (args.budget) parts.push(Buffer.from((bytes.length > 0 ? '\n\n' : '') + budgetTable(report), 'utf8'));
    const all = Buffer.concat(parts);
    await new Promise<void>((resolve, reject) => process.stdout.write(all, (e) => (e ? reject(e) : resolve())));
    warnUncheckedConfigs(model, 'manifest');
  },
};
