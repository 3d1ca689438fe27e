/**
 * Agent IDs from file paths (docs/runtimes/opencode.md §5.1).
 */
import { posix } from 'node:path';

/**
 * The ID of a markdown agent: its path relative to the config directory (`/`-separated), without
 * the first matching prefix (`agent/`, `agents/`, `mode/`, `modes/`) and without its extension.
 * `agents/team/reviewer.md` → `team/reviewer`. Without a matching prefix, the base name is used.
 */
export function agentIdFromPath(relative: string, prefixes: readonly string[]): string {
  const rel = relative.replaceAll('\\', '/');
  const prefix = prefixes.find((p) => rel.startsWith(p));
  const candidate = prefix !== undefined ? rel.slice(prefix.length) : posix.basename(rel);
  const ext = posix.extname(candidate);
  return ext.length > 0 ? candidate.slice(0, -ext.length) : candidate;
}
