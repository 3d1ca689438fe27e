/*
 * The CLI's `main`, without the call: `src/cli.ts` calls it for `dist/` (an ES module), and the
 * bundle's `bundle/cli.cjs` (CommonJS, which has no top-level await) exports it for
 * `src/cli-cached.ts`, which loads it through the V8 code cache.
 */
import { writeSync } from 'node:fs';
import { EXIT } from '../engine/finding.js';
import { RefusalError, UsageError } from '../errors.js';
import { toolVersion } from '../package-root.js';
import { dashArgument, unknownCommand } from './names.js';
import { neutralise } from '../report/neutralise.js';
import { wantsOpencodeV2 } from './opencode-v2-flag.js';
import { plainLintArgs, plainLintPaths } from './plain-lint.js';

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
 * Call `ready` with `process[name]` when that stream is first used, or now if node cannot defer
 * it. Node creates `process.stdout` and `process.stderr` on first use, loading its stream modules
 * and, for a pipe, a socket (about 2 ms CPU): a run that writes nothing (a clean `lint`) never
 * creates them. After the first use the property is node's own again.
 */
function onceCreated(name: 'stdout' | 'stderr', ready: (s: NodeJS.WriteStream) => void): void {
  const own = Object.getOwnPropertyDescriptor(process, name);
  const get = own?.get;
  if (own === undefined || get === undefined || own.configurable !== true) {
    ready(process[name]);
    return;
  }
  Object.defineProperty(process, name, {
    configurable: true,
    enumerable: own.enumerable ?? true,
    get() {
      Object.defineProperty(process, name, own);
      const s = get.call(process) as NodeJS.WriteStream;
      ready(s);
      return s;
    },
  });
}

/** `process.stdout` / `process.stderr` once a run has used them (see `onceCreated`). */
const created: NodeJS.WriteStream[] = [];

/**
 * True when everything the runs of `main` wrote has been handed to the operating system: no
 * standard stream was created, or none holds bytes node still has to write (a pipe whose reader is
 * slow keeps them) and none failed a write. The bundle's executable then ends the process at once
 * (`src/cli-cached.ts`). A failed write (`> /dev/full`, a disk full, EIO) leaves nothing buffered
 * either, but node reports it only on the next tick: ending the process now would swallow the
 * error and exit with the findings' status, as if the report had been written.
 */
export function outputFlushed(): boolean {
  return created.every((s) => s.writableLength === 0 && !s.errored);
}

/**
 * The object yargs would hand the lint handler for `argv` (without node and script) when it is a
 * plain `lint [PATH…]` (`plainLintPaths`), made from `lintArgsTemplate()` without yargs; `null`
 * for any other command line. Throws what `process.cwd()` throws.
 */
export async function plainLintHandlerArgs(argv: readonly string[]): Promise<Record<string, unknown> | null> {
  const paths = plainLintPaths(argv);
  if (paths === null) return null;
  const { lintArgsTemplate } = await import('./lint-template.js');
  return plainLintArgs(await lintArgsTemplate(), paths);
}

/** Run the CLI with `argv` (without node and script). Sets `process.exitCode`; never throws. Bare `ctxlens` prints the help. */
export async function main(argv: string[]): Promise<void> {
  if (argv.length === 0) argv = ['--help'];
  // A reader that stops early is not a failure of ours: drop the rest of the output quietly and
  // keep the exit status the command computes (Node ignores SIGPIPE and would throw instead).
  // Any other failed write (`> /dev/full`, a full disk, EIO) lost the report: say so in one line
  // on stderr (when that is not the stream that failed) and exit 2, never with a stack trace.
  const onError = (name: 'stdout' | 'stderr') => (e: unknown): void => {
    if (isBrokenPipe(e)) return;
    const err = e as NodeJS.ErrnoException | null;
    if (name === 'stdout') {
      try {
        writeSync(2, `ctxlens: cannot write the output to standard output: ${err?.code ?? ''}${err?.code ? ' ' : ''}(${neutralise(err?.message ?? String(e))})\n`);
      } catch {
        // stderr is gone too: the exit status is all that is left
      }
    }
    process.exitCode = EXIT.INTERNAL;
  };
  onceCreated('stdout', (s) => created.push(s.on('error', onError('stdout'))));
  onceCreated('stderr', (s) => created.push(s.on('error', onError('stderr'))));
  try {
    const unknown = unknownCommand(argv) ?? dashArgument(argv);
    if (unknown) throw unknown;
    // `--runtime opencode-v2` / `--against opencode-v2`: the V2 model's commands, loaded only then (docs/runtimes/opencode-v2.md §8).
    const v2 = wantsOpencodeV2(argv) ? (await import('./opencode-v2.js')).V2_COMMANDS : null;
    // `ctxlens --version` alone: the version, without loading yargs' command modules.
    if (v2 === null && argv.length === 1 && argv[0] === '--version') {
      process.stdout.write(`${toolVersion()}\n`);
      return;
    }
    // yargs and the commands, from a module loaded only now: the invoked command's module alone
    // when the first argument names one (see commands/all.ts).
    // `ctxlens lint` and `ctxlens lint PATH…`, the command every repository runs: the object yargs
    // would hand the lint handler, made without loading or running yargs (commands/plain-lint.ts).
    const plain = v2 === null ? await plainLintHandlerArgs(argv) : null;
    if (plain !== null) {
      const { lintCommand } = await import('./lint.js');
      await (lintCommand.handler as (a: Record<string, unknown>) => Promise<void>)(plain);
      return;
    }
    const { cliParser, commandsFor } = await import('./all.js');
    const commands = v2 ?? (await commandsFor(argv));
    await cliParser(argv, commands).parseAsync();
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
