import { jsonSpan, parseJson } from '../../../load/json-doc.js';
import { pointer } from '../../../model/span.js';
import { join } from '../../../go/path.js';
import type { FileSource } from '../../../source/types.js';
import { jsonTooDeep, MAX_JSON_DEPTH, prop, props, stringItems, stringProp } from './json-nodes.js';
import { LineIndex } from '../../../model/span.js';
import type { OacRegistry, RegistryEntry, RegistryProfile } from '../model/types.js';

/** Largest `registry.json` read (bytes); OAC's is 87 KB. */
const MAX_REGISTRY_BYTES = 16 * 1024 * 1024;

/**
 * Read `registry.json` at W as OAC's installer and validator read it (strict JSON, `jq`), keeping
 * every component entry with spans and the loader's facts (does `path` exist), per
 * docs/runtimes/oac.md §2. Returns `null` when there is no readable file. Never throws.
 */
export function loadRegistry(source: FileSource, W: string, file = 'registry.json'): OacRegistry | null {
  const r = source.readFile(join(W, file), MAX_REGISTRY_BYTES);
  if (!r.ok) return null;
  const text = r.data.toString('utf8');
  const deep = jsonTooDeep(text);
  if (deep >= 0) {
    const lines = new LineIndex(text);
    return { file, errors: [{ message: `nested more than ${MAX_JSON_DEPTH} levels deep; not checked`, span: lines.span(file, '', deep, deep + 1) }], entries: [], sections: [], profiles: [] };
  }
  const d = parseJson(text, file);
  const reg: OacRegistry = { file, errors: d.errors.map((e) => ({ message: e.message, span: e.span })), entries: [], sections: [], profiles: [] };
  if (d.errors.length > 0 || d.root?.type !== 'object') return reg;
  for (const [section, , arr] of props(prop(d.root, 'components'))) {
    reg.sections.push(section);
    if (arr?.type !== 'array') continue;
    (arr.children ?? []).forEach((obj, index) => {
      if (obj.type !== 'object') return;
      const at = pointer('/components', section, index);
      const id = stringProp(d, obj, 'id', at);
      const path = stringProp(d, obj, 'path', at);
      const entry: RegistryEntry = {
        section,
        index,
        id: id?.value ?? null,
        span: jsonSpan(d, obj, at),
        idSpan: id?.span ?? jsonSpan(d, obj, at),
        path,
        pathKind: path === null ? null : pathKind(source, W, path.value),
        aliases: stringItems(d, prop(obj, 'aliases'), pointer(at, 'aliases')),
        dependencies: stringItems(d, prop(obj, 'dependencies'), pointer(at, 'dependencies')),
      };
      reg.entries.push(entry);
    });
  }
  for (const [name, keyNode, p] of props(prop(d.root, 'profiles'))) {
    const at = pointer('/profiles', name);
    const profile: RegistryProfile = { name, nameSpan: jsonSpan(d, keyNode, at), components: stringItems(d, prop(p, 'components'), pointer(at, 'components')) };
    reg.profiles.push(profile);
  }
  return reg;
}

/** What a registry `path` (relative to W, as `[ -f "$REPO_ROOT/$path" ]` sees it) points at. */
function pathKind(source: FileSource, W: string, rel: string): 'file' | 'dir' | 'missing' {
  if (rel === '' || rel.startsWith('/')) return 'missing';
  const st = source.stat(join(W, rel));
  if (!st) return 'missing';
  return st.kind === 'file' ? 'file' : st.kind === 'dir' ? 'dir' : 'missing';
}

/** True when a parsed registry has OAC's shape: a `components` object whose sections are arrays of `{id, path}` objects. */
export function hasOacShape(reg: OacRegistry | null): boolean {
  return reg !== null && reg.errors.length === 0 && reg.sections.length > 0 && reg.entries.some((e) => e.id !== null && e.path !== null);
}
