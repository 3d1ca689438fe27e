import yargs, { type CommandModule } from 'yargs';
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

export { yargs };
