/**
 * Flow and step ID grammar (docs/runtimes/fork.md §4.1, §9.7 item 1). Error texts are the runtime's.
 */
import { byteLength } from '../../../go/path.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Go `%q` of a string (close enough for IDs and paths: JSON escaping). */
export function goQuote(s: string): string {
  return JSON.stringify(s);
}

/**
 * `validateFlowID`: non-empty, at most 64 bytes (including `/`), 1 or 2 `/`-separated kebab segments.
 * Returns the runtime's error text (`invalid flow name: …`), or `null` when valid.
 */
export function validateFlowID(id: string): string | null {
  if (id === '') return 'invalid flow name: empty ID';
  if (byteLength(id) > 64) return `invalid flow name: ${goQuote(id)} exceeds 64 characters`;
  const segs = id.split('/');
  if (segs.length > 2) return `invalid flow name: ${goQuote(id)} may contain at most one '/' (<namespace>/<name>)`;
  for (const s of segs) {
    if (!KEBAB.test(s)) {
      return `invalid flow name: ${goQuote(id)} must be kebab-case (lowercase alphanumeric with hyphens), optionally namespaced as <namespace>/<name>`;
    }
  }
  return null;
}

/** `validateStepID`: kebab-case, at most 64 bytes. Returns `invalid step ID: …` or `null`. */
export function validateStepID(id: string): string | null {
  if (id === '') return 'invalid step ID: empty step ID';
  if (byteLength(id) > 64) return `invalid step ID: ${goQuote(id)} exceeds 64 characters`;
  if (!KEBAB.test(id)) return `invalid step ID: ${goQuote(id)} must be kebab-case`;
  return null;
}
