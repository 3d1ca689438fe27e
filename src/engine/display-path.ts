/**
 * Paths in messages (docs/usage.md, "Numbers and paths"): no message names the machine's absolute paths. An absolute
 * path inside the linted directory (`W` here) is shown relative to it (`tools/agents`, `.` for W itself),
 * one under the home directory as `~/…`. Other absolute paths (`/etc/…`) are left as written.
 */
export function displayPaths(text: string, W: string, home: string | null): string {
  let out = text;
  if (W !== '/' && W !== '') out = replacePrefix(out, W, '.');
  if (home !== null && home !== '/' && home !== '' && home !== W) out = replacePrefix(out, home, '~');
  return out;
}

/** Replace `prefix/rest` by `rest` (or `shown/rest` for `~`) and a bare `prefix` by `shown`, only at path boundaries. */
function replacePrefix(text: string, prefix: string, shown: '.' | '~'): string {
  if (!text.includes(prefix)) return text;
  const esc = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The prefix must start a path (not preceded by a path character) and end at a boundary.
  const re = new RegExp(`(?<![\\w./-])${esc}(/|(?![\\w.-]))`, 'g');
  return text.replace(re, (_m, slash: string) => (slash === '/' ? (shown === '.' ? '' : '~/') : shown));
}

/** Data keys that hold the user's own text (an entry or key as written): shown as written. */
const AS_WRITTEN = new Set(['entry', 'raw', 'key', 'value', 'mode', 'name']);

/** `displayPaths` over the string values of a finding's data, except the user's own text (`AS_WRITTEN`). */
export function displayPathsIn(data: Record<string, string | number>, W: string, home: string | null): Record<string, string | number> {
  let changed = false;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(data)) {
    const nv = typeof v === 'string' && !AS_WRITTEN.has(k) ? displayPaths(v, W, home) : v;
    if (nv !== v) changed = true;
    out[k] = nv;
  }
  return changed ? out : data;
}
