/**
 * `ctxlens render` (cli-contract.md): print exactly the bytes the runtime appends to the agent's
 * system prompt for project context (docs/runtimes/fork.md §5.7 steps 11 and 12; for mainstream
 * OpenCode the instruction blocks, docs/runtimes/opencode.md §6.4), nothing else.
 */
import type { Argv, CommandModule } from 'yargs';
import * as path from 'node:path';
import { EXIT } from '../engine/finding.js';
import { neutralise } from '../report/neutralise.js';
import { MAX_SIMULATED_FILE_BYTES } from '../runtimes/fork/sim/read-cache.js';
import { oversizedFiles } from '../runtimes/fork/sim/resolve.js';
import { withSourceOptions, withTargetOptions } from './common.js';
import { MAX_INSTRUCTION_FILE_BYTES, renderedPieces } from '../runtimes/opencode/sim/instructions.js';
import { MAX_CONFIG_FILE_BYTES } from '../runtimes/opencode/load/config.js';
import { utf8Pieces } from '../text/byte-chunks.js';
import { loadOcTarget, loadTarget, openSim, type SimArgs } from '../run/target.js';
import { COMMAND_LINES } from './names.js';
import { warnUncheckedConfigs } from './unchecked-config.js';

export const renderCommand: CommandModule<object, SimArgs> = {
  command: COMMAND_LINES.render.command,
  describe: COMMAND_LINES.render.describe,
  builder: (y: Argv) => withTargetOptions(withSourceOptions(y)) as unknown as Argv<SimArgs>,
  handler: async (args) => {
    const { source, choice } = await openSim(args);
    if (choice.id === 'opencode') {
      // cli-contract.md "Mainstream OpenCode": the instruction blocks joined by \n, nothing else.
      const { project, set } = loadOcTarget(args, source);
      // Written piece by piece, as the fork's below: no copy of a large file's text.
      for (const piece of renderedPieces(set.files)) for (const bytes of utf8Pieces(piece)) await write(bytes);
      // A file over the cap is left out of the text above: say so, and do not claim exactness.
      const dropped = set.files.filter((f) => f.tooLarge !== undefined);
      for (const f of dropped) warnDropped(project.W, f.abs, MAX_INSTRUCTION_FILE_BYTES, 'instruction-file-too-large', 'render');
      // A config (or a {file:} target in one) too large to read: its `instructions` may be missing above.
      let unread = 0;
      for (const d of project.config.docs) {
        const big = [...(d.tooLarge !== undefined && d.abs !== null ? [d.abs] : []), ...d.subst.tokens.filter((t) => t.tooLarge !== undefined).map((t) => t.resolved ?? t.name)];
        for (const abs of big) {
          unread++;
          const shown = path.relative(project.W, abs) || '.';
          process.stderr.write(`ctxlens: warning: ${neutralise(shown.startsWith('..') ? abs : shown)}: over ${MAX_CONFIG_FILE_BYTES} bytes; ctxlens does not read it, so this render may leave out what it adds (file-too-large)\n`);
        }
      }
      if (dropped.length > 0 || unread > 0) process.exitCode = EXIT.FINDINGS;
      return;
    }
    const { model, sim } = await loadTarget(args, source);
    // Written piece by piece: a large context file is never copied into one output buffer.
    for (const bytes of sim.renderedChunks?.() ?? [sim.renderedBytes ?? Buffer.from(sim.rendered, 'utf8')]) await write(bytes);
    // A file over the simulation cap is left out of the bytes above: say so, and do not claim exactness.
    const dropped = oversizedFiles(sim.resolution);
    for (const abs of dropped) warnDropped(model.W, abs, MAX_SIMULATED_FILE_BYTES, 'context-file-too-large', 'render');
    // A config the runtime reads but ctxlens does not: the bytes above follow the default settings.
    const unread = warnUncheckedConfigs(model, 'render');
    if (dropped.length > 0 || unread > 0) process.exitCode = EXIT.FINDINGS;
  },
};

/**
 * The warning on stderr for a file over the simulation cap that `command`'s output leaves out
 * (`rule`: the rule that reports it; the path relative to `W` when inside it).
 */
export function warnDropped(W: string, abs: string, cap: number, rule: string, command: 'render' | 'touch'): void {
  const shown = path.relative(W, abs) || '.';
  process.stderr.write(`ctxlens: warning: ${neutralise(shown.startsWith('..') ? abs : shown)}: over ${cap} bytes; the runtime appends it whole, this ${command} leaves it out (${rule})\n`);
}

/** Write `bytes` to stdout (nothing for an empty buffer) and wait until they are flushed. */
async function write(bytes: Buffer): Promise<void> {
  if (bytes.length === 0) return;
  await new Promise<void>((resolve, reject) => process.stdout.write(bytes, (e) => (e ? reject(e) : resolve())));
}
