import { posix } from 'node:path';

/**
 * Paths in messages (docs/usage.md, "Numbers and paths"): no message names the machine's absolute paths. An absolute
 * path inside the linted directory (`W` here) is shown relative to it (`tools/agents`, `.` for W itself);
 * one elsewhere in the repository (`root`, the work tree holding W) relative to W as well
 * (`../..`, `../../docs/x.md`); one under the home directory as `~/…`. Only paths outside both
 * the repository and the home directory (`/etc/…`) are left as written.
 */
export function displayPaths(text: string, W: string, home: string | null, root: string | null = null): string {
  let out = text;
  if (W !== '/' && W !== '') out = replacePrefix(out, W, '.', '');
  // Nearest ancestor first, so a path beside W reads `../shared/x.md`, not `../../<W's parent>/shared/x.md`.
  if (repositoryUp(W, root) !== null) {
    for (let a = posix.dirname(W); a.length >= root!.length; a = posix.dirname(a)) {
      const up = posix.relative(W, a);
      out = replacePrefix(out, a, up, up + '/');
      if (a === root) break;
    }
  }
  if (home !== null && home !== '/' && home !== '' && home !== W) out = replacePrefix(out, home, '~', '~/');
  return out;
}

/** `../..` from W up to `root` when `root` is a proper ancestor of W (not `/`), else `null`. */
function repositoryUp(W: string, root: string | null): string | null {
  if (root === null || root === '' || root === '/' || W === '' || !W.startsWith(root + '/')) return null;
  return posix.relative(W, root);
}

/**
 * A span's file as findings show it: an absolute path inside the repository `root` (W inside it)
 * becomes relative to W (`../opencode.json`); any other file is left as it is (W-relative names,
 * and absolute ones outside the repository, which `--fix` and readers resolve as they are).
 */
export function displayFile(file: string, W: string, root: string | null): string {
  if (!file.startsWith('/') || repositoryUp(W, root) === null) return file;
  if (file !== root && !file.startsWith(root + '/')) return file;
  return posix.relative(W, file) || '.';
}

/** Replace `prefix/` by `slashed` and a bare `prefix` by `bare`, only at path boundaries. */
function replacePrefix(text: string, prefix: string, bare: string, slashed: string): string {
  if (!text.includes(prefix)) return text;
  const esc = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The prefix must start a path (not preceded by a path character) and end at a boundary.
  const re = new RegExp(`(?<![\\w./-])${esc}(/|(?![\\w.-]))`, 'g');
  return text.replace(re, (_m, slash: string) => (slash === '/' ? slashed : bare));
}

/** Data keys that hold the user's own text (an entry or key as written): shown as written. */
const AS_WRITTEN = new Set(['entry', 'raw', 'key', 'value', 'mode', 'name']);

/** `displayPaths` over the string values of a finding's data, except the user's own text (`AS_WRITTEN`). */
export function displayPathsIn(data: Record<string, string | number>, W: string, home: string | null, root: string | null = null): Record<string, string | number> {
  let changed = false;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(data)) {
    const nv = typeof v === 'string' && !AS_WRITTEN.has(k) ? displayPaths(v, W, home, root) : v;
    if (nv !== v) changed = true;
    out[k] = nv;
  }
  return changed ? out : data;
}
