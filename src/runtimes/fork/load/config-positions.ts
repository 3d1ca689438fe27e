/**
 * Positions of the config values findings point at (`contextDiscovery.*`, `data.directory`), read
 * once from the project config file the loader parsed (docs/runtimes/fork.md §2.2: keys are
 * case-insensitive, the last duplicate wins).
 */
import type { Node as JNode } from 'jsonc-parser';
import type { ConfigValueSpans } from '../model/config.js';
import type { JsonDoc } from '../../../load/json-doc.js';
import type { Span } from '../../../model/span.js';

function childCI(node: JNode | undefined, key: string): JNode | undefined {
  if (node?.type !== 'object') return undefined;
  let found: JNode | undefined;
  for (const prop of node.children ?? []) {
    const k = prop.children?.[0];
    if (k && typeof k.value === 'string' && k.value.toLowerCase() === key.toLowerCase()) found = prop.children?.[1];
  }
  return found;
}

/**
 * The value spans of the project config file as the loader parsed it (its tree, even when the file
 * has syntax errors; none for a file too deep to parse); empty without one. Pointers spell the keys
 * canonically (`/contextDiscovery/maxFiles`).
 */
export function configValueSpans(doc: JsonDoc | null): ConfigValueSpans {
  const root = doc?.root;
  if (!doc || !root) return {};
  const lines = doc.lines;
  const spanAt = (path: readonly (string | number)[]): Span | undefined => {
    let node: JNode | undefined = root;
    for (const seg of path) {
      if (typeof seg === 'number') node = node?.type === 'array' ? node.children?.[seg] : undefined;
      else node = childCI(node, seg);
      if (!node) return undefined;
    }
    return node ? lines.span(doc.file, '/' + path.join('/'), node.offset, node.offset + node.length) : undefined;
  };
  const out: ConfigValueSpans = {};
  const set = <K extends keyof ConfigValueSpans>(k: K, v: ConfigValueSpans[K] | undefined): void => {
    if (v !== undefined) out[k] = v;
  };
  set('maxFiles', spanAt(['contextDiscovery', 'maxFiles']));
  set('maxDepth', spanAt(['contextDiscovery', 'maxDepth']));
  set('maxSessionBytes', spanAt(['contextDiscovery', 'maxSessionBytes']));
  set('skipDirs', spanAt(['contextDiscovery', 'skipDirs']));
  set('dataDirectory', spanAt(['data', 'directory']));
  const sd = childCI(childCI(root, 'contextDiscovery'), 'skipDirs');
  if (sd?.type === 'array') set('skipDirItems', (sd.children ?? []).map((_, i) => spanAt(['contextDiscovery', 'skipDirs', i])!));
  return out;
}
