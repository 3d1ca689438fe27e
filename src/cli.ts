#!/usr/bin/env node
import { EXIT } from './engine/finding.js';
import { RefusalError, UsageError } from './errors.js';
import type { CommandModule } from 'yargs';
import { SINGLE_VALUED, single } from './commands/common.js';
import { toolVersion } from './package-root.js';
import { COMMANDS, dashArgument, unknownCommand } from './commands/names.js';
import { neutralise } from './report/neutralise.js';
import { wantsOpencodeV2 } from './commands/opencode-v2-flag.js';

/**
 * A message for stderr: it may quote the repository (a runtime load error names the offending
 * YAML value) or the command line, so control characters are shown as escapes, never emitted.
 * Line breaks are kept (multi-line runtime errors stay readable).
 */
function safeMessage(msg: string): string {
  return msg.split('\n').map(neutralise).join('\n');
}

/** A write to a pipe whose reader has gone (`ctxlens lint -f sarif | head`). */
function isBrokenPipe(e: unknown): boolean {
  return (e as NodeJS.ErrnoException | null)?.code === 'EPIPE';
}

/**
 * The command modules, each loaded on demand: a run evaluates only the modules (rules, loaders,
 * reporters) its command imports. In `COMMANDS` order (the order of `--help`).
 */
const COMMAND_MODULES: Record<(typeof COMMANDS)[number], () => Promise<CommandModule<never, never>>> = {
  lint: async () => (await import('./commands/lint.js')).lintCommand as never,
  audit: async () => (await import('./commands/audit.js')).auditCommand as never,
  render: async () => (await import('./commands/render.js')).renderCommand as never,
  resolve: async () => (await import('./commands/resolve.js')).resolveCommand as never,
  touch: async () => (await import('./commands/touch.js')).touchCommand as never,
  manifest: async () => (await import('./commands/manifest.js')).manifestCommand as never,
  diff: async () => (await import('./commands/diff.js')).diffCommand as never,
  init: async () => (await import('./commands/init.js')).initCommand as never,
  rules: async () => (await import('./commands/rules.js')).rulesCommand as never,
  explain: async () => (await import('./commands/rules.js')).explainCommand as never,
  paths: async () => (await import('./commands/paths.js')).pathsCommand as never,
};

/**
 * The commands yargs must know for `argv`: only the one named first (yargs then parses, checks
 * and helps exactly as with all of them registered), or every one when the first argument is an
 * option (`--help`, `--version`, options before the command).
 */
async function commandsFor(argv: readonly string[]): Promise<CommandModule<never, never>[]> {
  const first = argv[0] as (typeof COMMANDS)[number] | undefined;
  if (first !== undefined && Object.hasOwn(COMMAND_MODULES, first)) return [await COMMAND_MODULES[first]()];
  return Promise.all(COMMANDS.map((c) => COMMAND_MODULES[c]()));
}

/** Run the CLI with `argv` (without node and script). Sets `process.exitCode`; never throws. Bare `ctxlens` prints the help. */
export async function main(argv: string[]): Promise<void> {
  if (argv.length === 0) argv = ['--help'];
  // A reader that stops early is not a failure of ours: drop the rest of the output quietly and
  // keep the exit status the command computes (Node ignores SIGPIPE and would throw instead).
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e) => {
      if (!isBrokenPipe(e)) throw e;
    });
  }
  try {
    const unknown = unknownCommand(argv) ?? dashArgument(argv);
    if (unknown) throw unknown;
    // `--runtime opencode-v2` / `--against opencode-v2`: the V2 model's commands, loaded only then (docs/runtimes/opencode-v2.md §8).
    const v2 = wantsOpencodeV2(argv) ? (await import('./commands/opencode-v2.js')).V2_COMMANDS : null;
    // `ctxlens --version` alone: the version, without loading yargs' command modules.
    if (v2 === null && argv.length === 1 && argv[0] === '--version') {
      process.stdout.write(`${toolVersion()}\n`);
      return;
    }
    const [commands, { default: yargs }] = await Promise.all([v2 ?? commandsFor(argv), import('yargs')]);
    await yargs(argv)
      .scriptName('ctxlens')
      .wrap(null) // yargs' ESM help wrapper breaks words mid-line; let the terminal wrap
      .command(commands as never)
      .demandCommand(1, 'Name a command: lint, audit, render, resolve, touch, manifest, diff, init, rules, explain or paths.')
      .strict()
      .check((a) => {
        for (const k of SINGLE_VALUED) if (a[k] !== undefined) single(k, a[k] as string | string[]);
        return true;
      })
      .help()
      // ctxlens's own version, never the package.json yargs would find from the working directory
      // (`npx ctxlens --version` inside another project printed that project's version).
      .version(toolVersion())
      .fail((msg, err) => {
        // yargs reports a failed `coerce` as its own YError: that is still a usage error.
        if (err) throw err.name === 'YError' ? new UsageError(err.message) : err;
        throw new UsageError(msg);
      })
      .parseAsync();
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`ctxlens: ${safeMessage(e.message)}\n`);
      process.exitCode = EXIT.USAGE;
    } else if (isBrokenPipe(e)) {
      // The output was cut short by its reader (see above): nothing to report.
    } else if (e instanceof RefusalError) {
      process.stderr.write(`ctxlens: ${safeMessage(e.message)}\n`);
      process.exitCode = EXIT.FINDINGS;
    } else {
      const msg = e instanceof Error ? e.message : String(e);
      process.stderr.write(`ctxlens: internal error: ${safeMessage(msg)}\n`);
      if (process.env['CTXLENS_DEBUG'] && e instanceof Error) process.stderr.write(`${e.stack}\n`);
      process.exitCode = EXIT.INTERNAL;
    }
  }
}

// `hideBin` of yargs/helpers, for node: the arguments after node and the script.
await main(process.argv.slice(2));
