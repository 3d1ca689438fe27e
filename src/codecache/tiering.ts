import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { streamNeedsTty } from './terminal.js';

/*
 * V8's tiering for a short-lived process. A `lint` of a few thousand files runs for a few hundred
 * milliseconds; with V8's default interrupt budget, functions that run a few hundred times are
 * sent to the optimising compiler (TurboFan, on background threads), whose code the process
 * rarely lives long enough to use: about a fifth of a fork `lint`'s CPU at 2,000 files went there
 * (bench/RESULTS.md). A larger budget delays optimisation, it does not forbid it: a long run (a
 * 200,000-file tree, a 25 MB context file to count) still optimises its hot loops, a few
 * milliseconds later. Capping the tier instead (`--max-opt`) made such runs five times slower.
 */

/** The interrupt budget ctxlens runs with (V8's unit: roughly bytes of bytecode executed; V8's default is 132 KiB). */
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
 * Load the node built-ins a run of the CLI needs (`vm` for the code cache; `module` only where
 * there is no `require`, `dist/`: the bundle needs none, see `cli-cached.ts`; `tty` for
 * the colours, with `net`, which a pipe on stdout also needs, when stdout or stderr is a terminal,
 * a pipe or a socket (`streamNeedsTty`); `v8`, which loads the stream
 * modules; `process`, which yaml requires; for `audit`, `diff` and `lint --staged`, `crypto`, which
 * hashes files and git blobs) before any V8 flag is
 * changed. Node compiles a built-in that its start-up snapshot lacks from a code cache of its own,
 * which V8 accepts only while its flags are those node was built with: once `applyTieringFlags`
 * (or the code cache's checksum flag, `codecache/script.ts`) has changed one, each built-in loaded
 * afterwards is compiled from source, about three times the CPU (tty with net 0.6 ms → 2.4 ms,
 * crypto 1.3 ms → 3.9 ms). Other built-ins (child_process, assert…) load when used; stdout and
 * stderr are made when first written (`commands/main.ts`).
 *
 * @param argv the command line after node and the script
 */
export async function loadBuiltinsBeforeFlags(argv: readonly string[]): Promise<void> {
  // crypto: audit and diff hash files; lint hashes its findings' fingerprints in JavaScript up to
  // `JS_HASH_MAX` of them (engine/fingerprint.ts), and git blobs with --staged.
  const findings = argv[0] === 'audit' || argv[0] === 'diff' || (argv[0] === 'lint' && argv.includes('--staged'));
  // tty (with net) only when stdout or stderr (or stdin, for `--stdin`) may need it: a terminal, a
  // pipe or a socket; a file or /dev/null is written through fs, and the colour check answers it
  // without tty (codecache/terminal.ts).
  const tty = streamNeedsTty(1) || streamNeedsTty(2) || (argv.includes('--stdin') && streamNeedsTty(0));
  // Loaded, not imported: an import would also make each one's namespace object (in the bundle, a
  // getter for every export, copied when the module is evaluated).
  const load = typeof require === 'function' ? require : createRequire(import.meta.url);
  for (const id of ['node:vm', tty ? 'node:tty' : null, 'node:v8', 'node:process', findings ? 'node:crypto' : null]) if (id !== null) load(id);
  await Promise.resolve();
}

/**
 * Set `tieringFlags` for this process, before the CLI's code is loaded, after
 * `loadBuiltinsBeforeFlags`. Node documents that a flag changed after start-up may do nothing; the
 * interrupt budget is read each time V8 gives a function its budget, so it takes effect for the
 * code loaded afterwards. `argv` is the command line after node and the script. Never throws.
 */
export async function applyTieringFlags(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  await loadBuiltinsBeforeFlags(argv);
  const flags = tieringFlags(process.execArgv);
  if (flags === null) return;
  try {
    setFlagsFromString(flags);
  } catch {
    /* a node that refuses the flag runs with V8's defaults */
  }
}
