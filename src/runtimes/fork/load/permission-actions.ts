/**
 * Facts for `permission-action-invalid`: permission values that are not action strings
 * (docs/runtimes/fork.md §2.3, §2.5, §3.3). The fork decodes `permission` into a map of tool → action
 * string or pattern map (`map[string]interface{}`, so nothing fails at load) and resolves only the
 * action strings `allow`, `ask` and `deny`; a boolean, number or list is no action, so the tool
 * falls back to the default (`ask`): `edit: false` denies nothing.
 */
import { isMap, isScalar, isSeq, type Node as YNode, type Pair } from 'yaml';
import type { LoadIssue } from '../model/project.js';
import type { Span } from '../../../model/span.js';
import type { CNode } from './config-tree.js';
import { esc, type V3Decoder } from './yaml-v3.js';
import { resolveScalar, scalarText } from './yaml-v3-resolve.js';

/** The action strings the fork's permission resolver knows. */
export const PERMISSION_ACTIONS: readonly string[] = Object.freeze(['allow', 'ask', 'deny']);

/** Pattern maps nest at most this deep under a tool (deeper values are reported, not walked). */
const MAX_LEVELS = 2;

function issue(where: string, value: string, type: string, span: Span, source: 'frontmatter' | 'config'): LoadIssue {
  const fix = value === 'false' ? 'deny' : value === 'true' ? 'allow' : 'allow", "ask" or "deny';
  return { rule: 'permission-action-invalid', messageId: source === 'frontmatter' ? 'frontmatter' : 'config', data: { where, value, type, fix }, span };
}

/**
 * Check one JSON permission map (`agents.<id>.permission`, `permission.rules`, `permission.skill`):
 * every value must be an action string or (`levels` > 1) a map of patterns to action strings.
 * `where` is the dotted path of the map as written. Values from `OPENCODE_*` variables are skipped.
 */
export function checkJsonPermissionMap(map: CNode, where: string, issues: LoadIssue[], levels = MAX_LEVELS): void {
  if (map.kind !== 'object' || map.env !== null) return;
  for (const e of map.entries) {
    const v = e.value;
    const at = `${where}.${e.written.value}`;
    if (v.env !== null) continue;
    if (v.kind === 'string' || v.kind === 'null') continue;
    if (v.kind === 'object' && levels > 1) {
      checkJsonPermissionMap(v, at, issues, levels - 1);
      continue;
    }
    const shown = v.kind === 'object' ? '{…}' : v.kind === 'array' ? '[…]' : String(v.value);
    issues.push(issue(at, shown, v.kind === 'object' ? 'a nested object' : v.kind === 'array' ? 'a list' : `a ${v.kind}`, v.span, 'config'));
  }
}

/**
 * Check a frontmatter `permission` value (yaml.v3 decodes it into `map[string]interface{}`, where
 * only `true`/`false` in their YAML 1.2 spellings become booleans; `no`/`off` stay strings).
 */
export function checkYamlPermission(dec: V3Decoder, node: unknown, issues: LoadIssue[]): void {
  const walk = (n: unknown, where: string, ptr: string, levels: number): void => {
    const d = dec.peek(n);
    if (d === null || !isMap(d)) return;
    for (const p of d.items as Pair<YNode, YNode>[]) {
      const kn = dec.peek(p.key);
      if (!isScalar(kn)) continue;
      const k = scalarText(kn);
      const at = where === '' ? k : `${where}.${k}`;
      const vptr = `${ptr}/${esc(k)}`;
      const v = dec.peek(p.value);
      if (v === null) continue;
      if (isScalar(v)) {
        const r = resolveScalar(v);
        if (r.tag === '!!str' || r.tag === '!!null' || r.tag === '!!binary') continue;
        const type = r.tag === '!!bool' ? 'a boolean' : r.tag === '!!int' || r.tag === '!!float' ? 'a number' : 'not a string';
        issues.push(issue(`permission.${at}`, r.text, type, dec.span(v, vptr), 'frontmatter'));
      } else if (isMap(v)) {
        if (levels > 1) walk(v, at, vptr, levels - 1);
        else issues.push(issue(`permission.${at}`, '{…}', 'a nested mapping', dec.span(v, vptr), 'frontmatter'));
      } else if (isSeq(v)) {
        issues.push(issue(`permission.${at}`, '[…]', 'a list', dec.span(v, vptr), 'frontmatter'));
      }
    }
  };
  walk(node, '', '/permission', MAX_LEVELS);
}
