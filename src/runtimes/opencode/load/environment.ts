/**
 * The environment mainstream OpenCode reads at start (docs/runtimes/opencode.md §7): the
 * `OPENCODE_*` switches, the global config directory and the home directory.
 */
import { posix as path } from 'node:path';

/** The switches and directories one simulated start of the runtime sees. */
export interface OcEnvironment {
  /** The simulated environment (process environment overridden by `--env`). */
  vars: Readonly<Record<string, string>>;
  /** `OPENCODE_DISABLE_PROJECT_CONFIG`: no project config, no project `.opencode`, no project instruction files. */
  disableProjectConfig: boolean;
  /** `OPENCODE_DISABLE_CLAUDE_CODE_PROMPT` (or `OPENCODE_DISABLE_CLAUDE_CODE`): no `CLAUDE.md` anywhere. */
  disableClaudePrompt: boolean;
  /** `$HOME`, or `null` when user-level files are not read (no `--with-global`). */
  home: string | null;
  /** `$XDG_CONFIG_HOME/opencode` (default `$HOME/.config/opencode`), or `null` when user-level files are not read. */
  globalDir: string | null;
  /** `$OPENCODE_CONFIG_DIR` (absolute), or `null` when unset or not read. */
  configDir: string | null;
  /** `$OPENCODE_CONFIG` (absolute), or `null`. */
  configFile: string | null;
  /** `$OPENCODE_CONFIG_CONTENT`, or `null`. */
  configContent: string | null;
}

/** The runtime's boolean switch: set to `1` or `true` (any case). */
export function truthy(v: string | undefined): boolean {
  const x = v?.toLowerCase();
  return x === 'true' || x === '1';
}

/**
 * Read the runtime's environment. User-level locations (`HOME`, the XDG config directory) are
 * read only with `withGlobal` (cli-contract.md "Mainstream OpenCode"); `OPENCODE_CONFIG_DIR` is
 * read with `withGlobal` or when it was given explicitly with `--env` (`explicit`), and
 * `OPENCODE_CONFIG`, `OPENCODE_CONFIG_CONTENT` and the `OPENCODE_DISABLE_*` switches always.
 * Relative paths resolve against the Location `W`, as the runtime's process directory.
 */
export function readEnvironment(vars: Readonly<Record<string, string>>, W: string, withGlobal: boolean, explicit: ReadonlySet<string>): OcEnvironment {
  const home = withGlobal && vars['HOME'] ? path.resolve(W, vars['HOME']) : null;
  const xdg = vars['XDG_CONFIG_HOME'] ? path.resolve(W, vars['XDG_CONFIG_HOME']) : home !== null ? path.join(home, '.config') : null;
  const dir = vars['OPENCODE_CONFIG_DIR'];
  const file = vars['OPENCODE_CONFIG'];
  const content = vars['OPENCODE_CONFIG_CONTENT'];
  return {
    vars,
    disableProjectConfig: truthy(vars['OPENCODE_DISABLE_PROJECT_CONFIG']),
    disableClaudePrompt: truthy(vars['OPENCODE_DISABLE_CLAUDE_CODE']) || truthy(vars['OPENCODE_DISABLE_CLAUDE_CODE_PROMPT']),
    home,
    globalDir: withGlobal && xdg !== null ? path.join(xdg, 'opencode') : null,
    configDir: dir && (withGlobal || explicit.has('OPENCODE_CONFIG_DIR')) ? path.resolve(W, dir) : null,
    configFile: file ? path.resolve(W, file) : null,
    configContent: content !== undefined && content !== '' ? content : null,
  };
}
