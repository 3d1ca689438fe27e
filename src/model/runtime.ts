/**
 * The runtimes ctxlens models, by id (cli-contract.md "Choosing the runtime"). Shared by the
 * engine, the CLI and the rules; each runtime's own code lives under `src/runtimes/<id>/`.
 */
export type RuntimeId = 'fork' | 'opencode';

/** Every runtime id, in the order the CLI lists them. */
export const RUNTIME_IDS: readonly RuntimeId[] = ['fork', 'opencode'];

/** Is `x` a runtime id? */
export function isRuntimeId(x: unknown): x is RuntimeId {
  return typeof x === 'string' && (RUNTIME_IDS as readonly string[]).includes(x);
}

/** What human-readable output calls each runtime: its name and the version modelled. */
export const RUNTIME_LABELS: Readonly<Record<RuntimeId, string>> = {
  fork: 'OpenCode Go fork (obukhovaa/opencode)',
  opencode: 'opencode 1.18',
};
