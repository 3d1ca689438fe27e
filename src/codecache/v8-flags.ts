import { setFlagsFromString } from 'node:v8';

/*
 * The V8 flags ctxlens changes in its own process (the interrupt budget, `codecache/tiering.ts`;
 * the code cache's checksum, `codecache/script.ts`), and loading a node built-in as if they were
 * unchanged. Node compiles a built-in that its start-up snapshot lacks from a code cache embedded
 * in node, which V8 accepts only when its flag hash matches: V8 11's hash covers only the flags
 * whose value differs from the default, so once ctxlens has changed one, every such built-in
 * loaded afterwards is compiled from source, about three times the CPU (`crypto` with its 15
 * internal modules: 2.3 ms → 7 ms on node 20). Setting V8's defaults back for exactly the flags
 * ctxlens changed while node compiles the built-in, then ctxlens's values again, gives the cheap
 * rate back (four flag changes: about 0.06 ms). docs/usage.md, "Start-up".
 *
 * The record of changed flags belongs to this module: in the bundle, the executable
 * (`bundle/ctxlens.cjs`, which sets the flags and runs the CLI) holds it, and the CLI's files
 * (`bundle/cli.cjs`…) reach it through the `require` the executable gives them
 * (`src/cli-cached.ts`). A copy of this module elsewhere has changed nothing and restores nothing.
 */

/**
 * V8's default `--interrupt-budget` (V8's unit: roughly bytes of bytecode executed), by V8
 * version (`major.minor` of `process.versions.v8`), for the versions where it is known.
 * `verified`: read from `node --v8-options` of that version; the others are taken from V8's
 * `flag-definitions.h` (132 KiB where Maglev is built in) and not checked against a node binary.
 * A wrong value costs only the benefit: V8's hash then still differs from node's, and the built-in
 * compiles from source as it would without `atDefaultV8Flags` (plus four flag changes).
 */
export const DEFAULT_INTERRUPT_BUDGETS: Readonly<Record<string, { readonly budget: number; readonly verified: boolean }>> = {
  '11.3': { budget: 67_584, verified: true }, // node 20 (V8 11.3.244, node 20.20.2)
  '12.4': { budget: 135_168, verified: false }, // node 22
  '13.6': { budget: 135_168, verified: false }, // node 24
};

/**
 * V8's default interrupt budget for the V8 version `v8Version` (`process.versions.v8`, e.g.
 * `11.3.244.8-node.38`), or `null` when `DEFAULT_INTERRUPT_BUDGETS` does not know that version.
 */
export function defaultInterruptBudget(v8Version: string = process.versions.v8): number | null {
  const m = /^(\d+)\.(\d+)\./.exec(v8Version);
  return (m !== null ? DEFAULT_INTERRUPT_BUDGETS[`${m[1]}.${m[2]}`]?.budget : undefined) ?? null;
}

/** A flag ctxlens set: the string it set, and the one that sets V8's default back (`null`: unknown). */
export interface ChangedV8Flag {
  readonly set: string;
  readonly restore: string | null;
}

/** The flags this process changed through `changeV8Flag`, in the order they were set. */
const changed: ChangedV8Flag[] = [];

/**
 * Set the V8 flag string `set` for this process (`v8.setFlagsFromString`) and remember it with
 * `restore`, the flag string that sets V8's default back (`null` when the default is not known:
 * `atDefaultV8Flags` then restores nothing). False when V8 refused `set` (nothing is remembered).
 * Never throws.
 */
export function changeV8Flag(set: string, restore: string | null): boolean {
  try {
    setFlagsFromString(set);
  } catch {
    return false;
  }
  changed.push({ set, restore });
  return true;
}

/**
 * The flag strings that set V8's defaults back for `flags` (in reverse order) and then set them
 * again (in order), or `null` when there is nothing to restore or a flag's default is unknown
 * (restoring the others could not make V8's hash node's again).
 */
export function restorePlan(flags: readonly ChangedV8Flag[]): { restore: string[]; reapply: string[] } | null {
  if (flags.length === 0 || flags.some((f) => f.restore === null)) return null;
  return { restore: flags.map((f) => f.restore as string).reverse(), reapply: flags.map((f) => f.set) };
}

/** Set each flag string of `flags`; false when V8 refused one (the rest are still set). */
function setAll(flags: readonly string[]): boolean {
  let ok = true;
  for (const f of flags) {
    try {
      setFlagsFromString(f);
    } catch {
      ok = false;
    }
  }
  return ok;
}

/**
 * Call `fn` with V8's defaults back for the flags this process changed through `changeV8Flag`,
 * then set ctxlens's values again (also when `fn` throws), and return what `fn` returns. Calls
 * `fn` as it is when nothing was changed (as in a process that did not start as the ctxlens
 * executable, a test, a program using ctxlens's API) or a default is not known. Throws only what
 * `fn` throws.
 */
export function atDefaultV8Flags<T>(fn: () => T): T {
  const plan = restorePlan(changed);
  if (plan === null) return fn();
  setAll(plan.restore);
  try {
    return fn();
  } finally {
    setAll(plan.reapply);
  }
}

/**
 * True when node has already loaded its built-in `id` (`node:crypto`, `crypto`): it is in
 * `process.moduleLoadList`. False when it is not, or node keeps no such list.
 */
export function builtinLoaded(id: string): boolean {
  const list = (process as { moduleLoadList?: unknown }).moduleLoadList;
  return Array.isArray(list) && list.includes(`NativeModule ${id.startsWith('node:') ? id.slice(5) : id}`);
}

/**
 * Node's built-in `id` (`node:crypto`…) through `load` (a `require`), compiled at node's own rate:
 * when this process changed V8 flags (`changeV8Flag`) and node has not loaded `id` yet, inside
 * `atDefaultV8Flags`, so that node's embedded code cache for it (and for the internal modules it
 * brings) is accepted; otherwise a plain `load(id)`. Throws what `load(id)` throws.
 */
export function requireBuiltinAtDefaultFlags(id: string, load: (id: string) => unknown): unknown {
  return changed.length === 0 || builtinLoaded(id) ? load(id) : atDefaultV8Flags(() => load(id));
}
