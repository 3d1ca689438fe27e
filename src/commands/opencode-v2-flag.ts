/**
 * Whether a command line selects the OpenCode V2 model (docs/runtimes/opencode-v2.md §8.1). Kept
 * apart from the V2 commands so that the CLI loads them only when asked.
 */

/** True when the command line asks for the V2 model: `--runtime opencode-v2` or `--against opencode-v2`. */
export function wantsOpencodeV2(argv: readonly string[]): boolean {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') break;
    if ((a === '--runtime' || a === '--against') && argv[i + 1] === 'opencode-v2') return true;
    if (a === '--runtime=opencode-v2' || a === '--against=opencode-v2') return true;
  }
  return false;
}
