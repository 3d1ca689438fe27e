import { didYouMean } from '../text/suggest.js';
import { UsageError } from '../errors.js';

/** The command names `main` knows (for "did you mean" on a typo). */
export const COMMANDS = ['lint', 'audit', 'render', 'resolve', 'touch', 'manifest', 'diff', 'init', 'rules', 'explain', 'paths'] as const;

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
