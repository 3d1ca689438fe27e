/**
 * What yaml.v3's parser (v3.0.1, decode.go `parser`; from library source) rejects before any
 * decoding, on top of the `yaml` package's parse (docs/runtimes/fork.md §3.2, §4.2): its first
 * syntax error, and an alias of an anchor not defined before it. Also the anchor each alias
 * refers to, computed once per document (the `yaml` package searches the whole document on
 * every alias).
 */
import { isAlias, isMap, isPair, isSeq, type Alias, type Node as YNode, type YAMLMap, type YAMLSeq } from 'yaml';
import type { Span } from '../../../model/span.js';
import { yamlSpan, type YamlDoc } from '../../../load/yaml-doc.js';

const anchorsOf = new WeakMap<YamlDoc, Map<Alias, YNode | null>>();

/**
 * The node each alias of a document refers to: the last node anchored with its name before it
 * (yaml.v3's parser), `null` for an unknown anchor. Computed once per document, in document order.
 */
export function aliasTargets(y: YamlDoc): Map<Alias, YNode | null> {
  let out = anchorsOf.get(y);
  if (out) return out;
  const targets = new Map<Alias, YNode | null>();
  // An alias is written `*name`: a text without `*` has none, and its tree need not be walked.
  if (!y.text.includes('*')) {
    anchorsOf.set(y, targets);
    return targets;
  }
  const named = new Map<string, YNode>();
  const walk = (n: unknown, depth: number): void => {
    if (!n || depth > 10000) return;
    if (isAlias(n)) {
      targets.set(n, named.get(n.source) ?? null);
      return;
    }
    if (isPair(n)) {
      walk(n.key, depth + 1);
      walk(n.value, depth + 1);
      return;
    }
    const anchor = (n as { anchor?: string }).anchor;
    if (anchor) named.set(anchor, n as YNode);
    if (isMap(n) || isSeq(n)) for (const it of (n as YAMLMap | YAMLSeq).items) walk(it, depth + 1);
  };
  walk(y.doc.contents, 0);
  out = targets;
  anchorsOf.set(y, out);
  return out;
}

/**
 * The first error yaml.v3's parser stops at, as it words it: a syntax error (`yaml: line N: …`,
 * `N` counted from `lineBase`) or an alias of an unknown anchor (`yaml: unknown anchor 'a'
 * referenced`), whichever comes first in the text. `null` when the text parses.
 */
export function yamlV3ParseError(y: YamlDoc, lineBase = 1): { message: string; span: Span } | null {
  const e = y.errors.find((x) => x.code !== 'DUPLICATE_KEY' && x.code !== 'MULTIPLE_DOCS' && x.code !== 'TOO_DEEP_TO_CHECK');
  let unknown: { alias: Alias; offset: number } | null = null;
  for (const [alias, target] of aliasTargets(y)) {
    if (target !== null) continue;
    const offset = alias.range?.[0] ?? 0;
    if (!unknown || offset < unknown.offset) unknown = { alias, offset };
  }
  if (unknown) {
    const span = yamlSpan(y, unknown.alias, '');
    const before = !e || span.start.line < e.span.start.line || (span.start.line === e.span.start.line && span.start.column < e.span.start.column);
    if (before) return { message: `yaml: unknown anchor '${unknown.alias.source}' referenced`, span };
  }
  if (!e) return null;
  const msg = e.message.replace(/ at line \d+, column \d+:?$/, '');
  return { message: `yaml: line ${e.span.start.line - lineBase + 1}: ${msg.charAt(0).toLowerCase()}${msg.slice(1)}`, span: e.span };
}
