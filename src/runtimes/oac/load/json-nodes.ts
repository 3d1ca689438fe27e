import type { Node as JNode } from 'jsonc-parser';
import { jsonSpan, type JsonDoc } from '../../../load/json-doc.js';
import { pointer } from '../../../model/span.js';
import type { SpannedString } from '../model/types.js';
import { deepNestingOffset } from '../../../text/json-depth.js';

/** Helpers over a jsonc-parser tree for the OAC loaders (docs/runtimes/oac.md §2, §9). */

/** The value node of property `key` of an object node, or `undefined`. */
export function prop(node: JNode | undefined, key: string): JNode | undefined {
  if (node?.type !== 'object') return undefined;
  for (const p of node.children ?? []) if (p.children?.[0]?.value === key) return p.children[1];
  return undefined;
}

/** `[key, keyNode, valueNode]` of every property of an object node, in order. */
export function props(node: JNode | undefined): [string, JNode, JNode | undefined][] {
  if (node?.type !== 'object') return [];
  return (node.children ?? []).map((p) => [String(p.children?.[0]?.value), p.children![0]!, p.children?.[1]]);
}

/** The string values of an array node with their spans; non-strings are skipped. */
export function stringItems(d: JsonDoc, node: JNode | undefined, at: string): SpannedString[] {
  if (node?.type !== 'array') return [];
  const out: SpannedString[] = [];
  (node.children ?? []).forEach((c, i) => {
    if (c.type === 'string') out.push({ value: String(c.value), span: jsonSpan(d, c, pointer(at, i)) });
  });
  return out;
}

/** A string property as a spanned string, or `null`. */
export function stringProp(d: JsonDoc, node: JNode | undefined, key: string, at: string): SpannedString | null {
  const v = prop(node, key);
  return v?.type === 'string' ? { value: String(v.value), span: jsonSpan(d, v, pointer(at, key)) } : null;
}

/** Deepest JSON nesting the OAC loaders parse; jsonc-parser and the walkers recurse. */
export const MAX_JSON_DEPTH = 512;

/**
 * UTF-16 offset where `[`/`{` nesting outside strings first exceeds `limit`, or -1. Never throws.
 * Used to refuse pathological documents before parsing (docs/runtimes/oac.md §2, §9.2).
 */
export function jsonTooDeep(text: string, limit = MAX_JSON_DEPTH): number {
  return deepNestingOffset(text, limit);
}
