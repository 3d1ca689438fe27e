/**
 * `ctxlens resolve` (cli-contract.md): the effective context of an agent or flow step, file by
 * file, with the entry that produced each file and every entry that contributed nothing.
 *
 * `--format json` prints `{"files": [...], "skipped": [...]}`; `files` in rendered order with
 * `path` (relative to W, `../…` outside), `layer`, `bytes`, `entry` (the entry as written).
 * The default `table` format prints the same as aligned text.
 */
import type { Argv, CommandModule } from 'yargs';
import { resolveReport, resolveTable } from '../report/resolve.js';
import { withSourceOptions, withTargetOptions } from './common.js';
import { loadOcTarget, loadTarget, openSim, type SimArgs } from '../run/target.js';
import { ocResolveReport, ocResolveTable } from '../report/opencode-resolve.js';
import { safeJson } from '../report/neutralise.js';
import { o200kCounter as tokenCounter } from '../report/tokens.js';
import { COMMAND_LINES } from './names.js';
import { warnUncheckedConfigs } from './unchecked-config.js';

interface ResolveArgs extends SimArgs {
  format: 'table' | 'json';
  tokens: boolean;
}


export const resolveCommand: CommandModule<object, ResolveArgs> = {
  command: COMMAND_LINES.resolve.command,
  describe: COMMAND_LINES.resolve.describe,
  builder: (y: Argv) =>
    withTargetOptions(withSourceOptions(y)).option('format', {
      choices: ['table', 'json'] as const,
      default: 'table' as const,
      describe: 'output format',
    })
      .option('tokens', { type: 'boolean', default: false, describe: 'also count approximate tokens per file (o200k_base)' }) as unknown as Argv<ResolveArgs>,
  handler: async (args) => {
    const { source, choice } = await openSim(args);
    if (choice.id === 'opencode') {
      const { project, set } = loadOcTarget(args, source);
      const report = ocResolveReport(project, set, args.tokens ? await tokenCounter() : undefined);
      const out = args.format === 'json' ? safeJson(report) + '\n' : ocResolveTable(report, choice.reason);
      await new Promise<void>((resolve, reject) => process.stdout.write(out, (e) => (e ? reject(e) : resolve())));
      return;
    }
    const { model, sim } = await loadTarget(args, source);
    const res = sim.resolution;
    const report = resolveReport(model.W, res, args.tokens ? await tokenCounter() : undefined);
    const out = args.format === 'json' ? safeJson(report) + '\n' : resolveTable(res, report);
    await new Promise<void>((resolve, reject) => process.stdout.write(out, (e) => (e ? reject(e) : resolve())));
    warnUncheckedConfigs(model, 'resolve');
  },
};
