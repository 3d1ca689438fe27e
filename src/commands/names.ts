import { didYouMean } from '../text/suggest.js';
import { UsageError } from '../errors.js';

/** The command names `main` knows (for "did you mean" on a typo). */
export const COMMANDS = ['lint', 'audit', 'render', 'resolve', 'touch', 'manifest', 'diff', 'init', 'rules', 'explain', 'paths'] as const;

/** A command name of `COMMANDS`. */
export type CommandName = (typeof COMMANDS)[number];

/**
 * Each command's yargs `command` line and its description in `--help`: its module uses them, and
 * `all.ts` registers the commands a run does not invoke by these alone (their modules are then
 * neither loaded nor evaluated).
 */
export const COMMAND_LINES: Readonly<Record<CommandName, { readonly command: string; readonly describe: string }>> = {
  lint: { command: 'lint [paths..]', describe: 'Check the agent configuration, flows and context files for problems' },
  audit: { command: 'audit [dir]', describe: 'Show the effective context of every agent and flow step (files, bytes, tokens, manifest), then the findings' },
  render: { command: 'render', describe: 'print the exact context bytes the runtime appends to the system prompt' },
  resolve: { command: 'resolve', describe: 'list the files of an agent or step context, with their layer and the entry that produced them' },
  touch: { command: 'touch', describe: 'Simulate tool calls and print what progressive disclosure appends to each result' },
  manifest: { command: 'manifest', describe: 'print the nested-context manifest of an agent or flow step, then its budget table' },
  diff: { command: 'diff', describe: 'Compare the effective context of every agent and flow step between two revisions' },
  init: { command: 'init', describe: 'set up a husky pre-commit hook running "ctxlens lint --staged" (writes files; see --dry-run)' },
  rules: { command: 'rules', describe: 'List every rule: id, default severity, runtime, whether --fix fixes it, one line' },
  explain: { command: 'explain <rule>', describe: "Print a rule's documentation: what it checks, the runtime behaviour, failing and passing examples" },
  paths: { command: 'paths', describe: 'Print the workflow paths: filter that covers every file deciding what the agents load (the list lint --staged uses)' },
};

/**
 * A usage error for an unknown command (`ctxlens lnt` → did you mean "lint"?), or `null` when the
 * first argument is an option or a known command. yargs' own `strict()` message ("Unknown
 * argument: lnt") does not say what was meant.
 */
export function unknownCommand(argv: readonly string[]): UsageError | null {
  const first = argv[0];
  if (first === undefined || first.startsWith('-') || (COMMANDS as readonly string[]).includes(first)) return null;
  const near = didYouMean(first, COMMANDS);
  return new UsageError(`unknown command "${first}"${near ? `; did you mean "${near}"?` : ''} Run ctxlens --help for the commands.`);
}


/** Flags of `lint`/`audit` that take no value (a `-` after one of them is a path argument). */
const BOOLEAN_FLAGS = new Set(['--staged', '--with-global', '--quiet', '--color', '--no-color', '--stdin', '--print-config', '--fix', '--fix-dry-run', '--no-ignore', '--ignore', '--baseline-write', '--no-inline-config', '--help', '--version']);

/**
 * `ctxlens lint -`: yargs drops a lone `-`, which would silently lint the current directory.
 * Returns a usage error when `-` stands as a path argument of `lint` or `audit`, else `null`.
 */
export function dashArgument(argv: readonly string[]): UsageError | null {
  if (argv[0] !== 'lint' && argv[0] !== 'audit') return null;
  for (let i = 1; i < argv.length; i++) {
    if (argv[i] === '--') break;
    if (argv[i] !== '-') continue;
    const prev = argv[i - 1]!;
    const takesValue = prev.startsWith('-') && !prev.includes('=') && !BOOLEAN_FLAGS.has(prev) && i - 1 > 0;
    if (!takesValue) return new UsageError(`"-" is not a file: to lint standard input, use --stdin --stdin-filename FILE`);
  }
  return null;
}
