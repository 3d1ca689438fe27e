/**
 * Token expansion of scoped context entries (docs/runtimes/fork.md §5.4).
 *
 * Single pass over every match of `\$\{([^}]*)\}`: no recursion, no globbing, no shell.
 * The global layer is never expanded (§5.3).
 */

/** The four token names the runtime recognises, as a user writes them (`env.NAME` stands for any variable). */
export const TOKEN_NAMES: readonly string[] = Object.freeze(['agent', 'flow.id', 'flow.step', 'env.NAME']);

/** Values the tokens expand to for one prompt build (docs/runtimes/fork.md §5.1). */
export interface TokenVars {
  /** The ID of the agent being built. */
  agent: string;
  /** The flow ID (may contain `/`); `""` outside a flow. */
  flowId: string;
  /** The step ID; `""` outside a flow. */
  flowStep: string;
  /** The simulated environment (process environment overridden by `--env`). */
  env: Readonly<Record<string, string>>;
}

/** One token occurrence in an entry. */
export interface TokenUse {
  /** The inner name as written (`agent`, `env.HOME`, `unknown`, `""` for `${}`). */
  name: string;
  /** Whether the name is one of the four recognised forms. */
  known: boolean;
  /** The value it expanded to (`null` for an unknown token; `""` for an empty expansion). */
  value: string | null;
  /** For `env.NAME` tokens: the variable name (may be `""` for `${env.}`). */
  envVar: string | null;
}

/**
 * Result of expanding one entry.
 * - `ok`: the expanded entry.
 * - otherwise the entry is skipped: `unknown-token` (first unknown name in `token`),
 *   `empty-token` (first recognised token whose value is `""`), `leftover-token` (`${` remains).
 */
export type ExpandResult =
  | { ok: true; value: string; uses: TokenUse[] }
  | { ok: false; reason: 'unknown-token' | 'empty-token' | 'leftover-token'; token: string; uses: TokenUse[]; value: string };

const TOKEN_RE = /\$\{([^}]*)\}/g;

/** Look up one token name. Returns `null` for an unknown name. */
function lookup(name: string, vars: TokenVars): { value: string; envVar: string | null } | null {
  if (name === 'agent') return { value: vars.agent, envVar: null };
  if (name === 'flow.id') return { value: vars.flowId, envVar: null };
  if (name === 'flow.step') return { value: vars.flowStep, envVar: null };
  if (name.startsWith('env.')) {
    const v = name.slice(4);
    // Go `os.Getenv("")` is always "" (syscall.Getenv returns early for an empty key).
    const value = v !== '' && Object.prototype.hasOwnProperty.call(vars.env, v) ? (vars.env[v] ?? '') : '';
    return { value, envVar: v };
  }
  return null;
}

/**
 * Expand the tokens of one scoped entry (docs/runtimes/fork.md §5.4): unknown names (including `${}`)
 * skip the entry, a recognised token expanding to `""` skips it, and a `${` left after the
 * substitution skips it. Checks apply in that order. Never throws.
 */
export function expandTokens(entry: string, vars: TokenVars): ExpandResult {
  const uses: TokenUse[] = [];
  const value = entry.replace(TOKEN_RE, (whole, name: string) => {
    const hit = lookup(name, vars);
    if (hit === null) {
      uses.push({ name, known: false, value: null, envVar: null });
      return whole;
    }
    uses.push({ name, known: true, value: hit.value, envVar: hit.envVar });
    return hit.value;
  });
  const unknown = uses.find((u) => !u.known);
  if (unknown) return { ok: false, reason: 'unknown-token', token: unknown.name, uses, value };
  const empty = uses.find((u) => u.value === '');
  if (empty) return { ok: false, reason: 'empty-token', token: empty.name, uses, value };
  if (value.includes('${')) return { ok: false, reason: 'leftover-token', token: value.slice(value.indexOf('${')), uses, value };
  return { ok: true, value, uses };
}
