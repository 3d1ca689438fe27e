import yargs, { type Argv, type CommandModule } from 'yargs';
import { UsageError } from '../errors.js';
import { toolVersion } from '../package-root.js';
import { SINGLE_VALUED, single } from './common.js';
import { COMMANDS, COMMAND_LINES, type CommandName } from './names.js';

/** A command module as yargs takes it. */
type Command = CommandModule<never, never>;

/** Each command's module, loaded (and, in the bundle, evaluated) only when called. */
const LOAD: Readonly<Record<CommandName, () => Promise<Command>>> = {
  lint: async () => (await import('./lint.js')).lintCommand as never,
  audit: async () => (await import('./audit.js')).auditCommand as never,
  render: async () => (await import('./render.js')).renderCommand as never,
  resolve: async () => (await import('./resolve.js')).resolveCommand as never,
  touch: async () => (await import('./touch.js')).touchCommand as never,
  manifest: async () => (await import('./manifest.js')).manifestCommand as never,
  diff: async () => (await import('./diff.js')).diffCommand as never,
  init: async () => (await import('./init.js')).initCommand as never,
  rules: async () => (await import('./rules.js')).rulesCommand as never,
  explain: async () => (await import('./rules.js')).explainCommand as never,
  paths: async () => (await import('./paths.js')).pathsCommand as never,
};

/**
 * A command registered by its `command` line and description alone (`COMMAND_LINES`), for a run
 * that invokes another: yargs needs no more of it (its builder runs only when it is invoked, and
 * `--help` of another command does not list it).
 */
function registeredOnly(name: CommandName): Command {
  return {
    command: COMMAND_LINES[name].command,
    describe: COMMAND_LINES[name].describe,
    builder: {},
    handler: () => {
      throw new Error(`ctxlens: the ${name} command was not loaded`);
    },
  };
}

/**
 * The commands of the CLI in `--help` order for the command line `argv` (without node and script):
 * when its first argument names a command (`main` has reported any other word), that command's
 * module and the others registered by name only (`registeredOnly`), so a `lint` neither loads nor
 * evaluates the modules only `audit`, `diff`, `init`… need; else (`--help`, an option first)
 * every command's module. Also yargs itself: this module is imported on demand, so `ctxlens
 * --version` loads neither.
 */
export async function commandsFor(argv: readonly string[]): Promise<Command[]> {
  const first = argv[0];
  const invoked = (COMMANDS as readonly string[]).includes(first ?? '') ? (first as CommandName) : null;
  return Promise.all(COMMANDS.map((name) => (invoked === null || name === invoked ? LOAD[name]() : registeredOnly(name))));
}

/**
 * The CLI's yargs parser for the command line `argv` (without node and script) with `commands`
 * (`commandsFor`, or the V2 model's): `main` calls its `parseAsync()`. `lint-template.ts` runs the
 * same parser on `lint` to learn the object the lint handler receives. A usage error (a bad
 * option, a failed `coerce`, a failed check) rejects with `UsageError`.
 */
export function cliParser(argv: readonly string[], commands: readonly unknown[]): Argv {
  return yargs([...argv])
    .scriptName('ctxlens')
    .wrap(null) // yargs' ESM help wrapper breaks words mid-line; let the terminal wrap
    // Read before yargs runs (src/cli-cached.ts); declared here so every command accepts it.
    .option('cache', { type: 'boolean', default: true, global: true, describe: 'keep the compiled CLI and, for lint --staged, what the config, agents and flows name in a cache outside the repository, so the next run starts faster (--no-cache, or CTXLENS_NO_CACHE=1, to skip it)' })
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
    }) as unknown as Argv;
}
