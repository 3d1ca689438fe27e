import { createRequire } from 'node:module';
import { streamNeedsTty } from './terminal.js';
import { atDefaultV8Flags, changeV8Flag, defaultInterruptBudget } from './v8-flags.js';

/*
 * V8's tiering for a short-lived process. A `lint` of a few thousand files runs for a few hundred
 * milliseconds; with V8's default interrupt budget, functions that run a few hundred times are
 * sent to the optimising compiler (TurboFan, on background threads), whose code the process
 * rarely lives long enough to use: about a fifth of a fork `lint`'s CPU at 2,000 files went there
 * (bench/RESULTS.md). A larger budget delays optimisation, it does not forbid it: a long run (a
 * 200,000-file tree, a 25 MB context file to count) still optimises its hot loops, a few
 * milliseconds later. Capping the tier instead (`--max-opt`) made such runs five times slower.
 */

/** The interrupt budget ctxlens runs with (V8's unit: roughly bytes of bytecode executed; V8's default is 66 KiB in node 20, 132 KiB where Maglev is built in, `v8-flags.ts`). */
export const INTERRUPT_BUDGET = 1_000_000;

/**
 * The V8 flag string to set for this process, or `null` when the user already chose an interrupt
 * budget on node's command line (`node --interrupt-budget=N ctxlens …`), whose choice wins. (Node
 * refuses V8 flags of this kind in `NODE_OPTIONS`.)
 *
 * @param execArgv node's own options (`process.execArgv`)
 */
export function tieringFlags(execArgv: readonly string[]): string | null {
  if (execArgv.some((s) => /^--interrupt[-_]budget\b/.test(s))) return null;
  return `--interrupt-budget=${INTERRUPT_BUDGET}`;
}

/**
 * Load the node built-ins every run of the CLI needs (`vm` for the code cache; `module` only where
 * there is no `require`, `dist/`: the bundle needs none, see `cli-cached.ts`; `v8`, which sets the
 * flags and loads the stream modules; for `audit`, `diff` and `lint --staged`, `crypto`, which
 * hashes files and git blobs) before any V8
 * flag is changed. Node compiles a built-in that its start-up snapshot lacks from a code cache of
 * its own, which V8 accepts only while its flags are those node was built with: once
 * `applyTieringFlags` (or the code cache's checksum flag, `codecache/script.ts`) has changed one,
 * a built-in loaded afterwards is compiled from source, about three times the CPU (crypto 2.3 ms
 * → 7 ms), unless it is loaded through `requireBuiltinAtDefaultFlags` (`codecache/v8-flags.ts`),
 * as the bundle loads every built-in it needs only sometimes (`cli-cached.ts`): crypto for `lint`
 * (the token-count cache's keys, fingerprints beyond `JS_HASH_MAX` findings), child_process when
 * git is asked, os, assert, `process` when yaml is first used (loaded here for every run before;
 * the `lint` of 1 of the 38 corpus repositories needs it); stdout, stderr and stdin are made when first used, also at V8's
 * defaults (`createStreamsAtDefaultFlags`), with `tty` and `net` for a terminal or a pipe, so a
 * run that writes nothing loads neither (about 0.6 ms). Where V8's defaults cannot be restored (a
 * V8 version `defaultInterruptBudget` does not know), `tty` (with `net`) is loaded here as before
 * when stdout or stderr (or stdin, for `--stdin`) is a terminal, a pipe or a socket (`streamNeedsTty`).
 *
 * @param argv the command line after node and the script
 */
export async function loadBuiltinsBeforeFlags(argv: readonly string[]): Promise<void> {
  // crypto: audit and diff hash every file, lint --staged the git blobs it reads from the working
  // tree (through a require of its own, source/git-worktree-copy.ts).
  const hashes = argv[0] === 'audit' || argv[0] === 'diff' || (argv[0] === 'lint' && argv.includes('--staged'));
  // tty (with net) only where the streams cannot be made at V8's defaults later, and only when a
  // stream may need it (a file or /dev/null is written through fs, codecache/terminal.ts).
  const tty = defaultInterruptBudget() === null && (streamNeedsTty(1) || streamNeedsTty(2) || (argv.includes('--stdin') && streamNeedsTty(0)));
  // Loaded, not imported: an import would also make each one's namespace object (in the bundle, a
  // getter for every export, copied when the module is evaluated).
  const load = typeof require === 'function' ? require : createRequire(import.meta.url);
  for (const id of ['node:vm', tty ? 'node:tty' : null, 'node:v8', hashes ? 'node:crypto' : null]) if (id !== null) load(id);
  await Promise.resolve();
}

/**
 * Make node create `process.stdout`, `process.stderr` and `process.stdin`, when first used, inside
 * `atDefaultV8Flags`: the stream modules node loads for them (`internal/fs/sync_write_stream` for a
 * file or `/dev/null`, `tty` and `net` for a terminal, a pipe or a socket) then compile from node's
 * own code cache. After the first use the property is node's own again. Does nothing for a stream
 * node already created, or whose property is not node's configurable getter.
 */
function createStreamsAtDefaultFlags(): void {
  for (const name of ['stdout', 'stderr', 'stdin'] as const) {
    const own = Object.getOwnPropertyDescriptor(process, name);
    const get = own?.get;
    if (own === undefined || get === undefined || own.configurable !== true) continue;
    Object.defineProperty(process, name, {
      configurable: true,
      enumerable: own.enumerable ?? true,
      get() {
        Object.defineProperty(process, name, own);
        return atDefaultV8Flags(() => get.call(process) as unknown);
      },
    });
  }
}

/**
 * Set `tieringFlags` for this process, before the CLI's code is loaded, after
 * `loadBuiltinsBeforeFlags`, through `changeV8Flag` with V8's default budget for this V8 version
 * (`defaultInterruptBudget`; unknown: nothing is restored), so that built-ins loaded later through
 * `requireBuiltinAtDefaultFlags` and the standard streams (`createStreamsAtDefaultFlags`) compile
 * at node's own rate. Node documents that a flag changed after start-up may do nothing; the
 * interrupt budget is read each time V8 gives a function its budget, so it takes effect for the
 * code loaded afterwards. `argv` is the command line after node and the script. Never throws.
 */
export async function applyTieringFlags(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  await loadBuiltinsBeforeFlags(argv);
  const flags = tieringFlags(process.execArgv);
  if (flags === null) return;
  const budget = defaultInterruptBudget();
  // A node that refuses the flag runs with V8's defaults.
  if (changeV8Flag(flags, budget !== null ? `--interrupt-budget=${budget}` : null)) createStreamsAtDefaultFlags();
}
