#!/usr/bin/env node
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { EXIT } from './engine/finding.js';
import { RefusalError, UsageError } from './commands/common.js';
import { auditCommand } from './commands/audit.js';
import { diffCommand } from './commands/diff.js';
import { initCommand } from './commands/init.js';
import { lintCommand } from './commands/lint.js';
import { manifestCommand } from './commands/manifest.js';
import { renderCommand } from './commands/render.js';
import { resolveCommand } from './commands/resolve.js';
import { touchCommand } from './commands/touch.js';

/** Run the CLI with `argv` (without node and script). Sets `process.exitCode`; never throws. */
export async function main(argv: string[]): Promise<void> {
  try {
    await yargs(argv)
      .scriptName('ctxlens')
      .command(lintCommand)
      .command(auditCommand)
      .command(renderCommand)
      .command(resolveCommand)
      .command(touchCommand)
      .command(manifestCommand)
      .command(diffCommand)
      .command(initCommand)
      .demandCommand(1, 'Name a command: lint, audit, render, resolve, touch, manifest, diff or init.')
      .strict()
      .help()
      .version()
      .fail((msg, err) => {
        if (err) throw err;
        throw new UsageError(msg);
      })
      .parseAsync();
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`ctxlens: ${e.message}\n`);
      process.exitCode = EXIT.USAGE;
    } else if (e instanceof RefusalError) {
      process.stderr.write(`ctxlens: ${e.message}\n`);
      process.exitCode = EXIT.FINDINGS;
    } else {
      const msg = e instanceof Error ? e.message : String(e);
      process.stderr.write(`ctxlens: internal error: ${msg}\n`);
      if (process.env['CTXLENS_DEBUG'] && e instanceof Error) process.stderr.write(`${e.stack}\n`);
      process.exitCode = EXIT.INTERNAL;
    }
  }
}

await main(hideBin(process.argv));
