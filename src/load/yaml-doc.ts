import YAML, { isMap, isPair, isScalar, isSeq, type Document, type Node as YNode } from 'yaml';
import { LineIndex, type Span } from '../model/span.js';

/** A parsed YAML text with positions. Offsets are UTF-16 offsets into `text`. */
export interface YamlDoc {
  file: string;
  text: string;
  lines: LineIndex;
  doc: Document.Parsed;
  /** Syntax errors, duplicate keys, alias-bomb guards: each with its span. */
  errors: { code: string; message: string; span: Span }[];
  /** Offset added to every position (frontmatter starts after the opening `---` line). */
  offset: number;
}

/**
 * Parse YAML as yaml.v3 would see it, with positions (1-based lines, UTF-16 columns).
 *
 * `offset`/`lines`: for frontmatter, pass the offset of the block inside the whole file and the
 * whole file's `LineIndex`, so spans point into the file, not into the block.
 * Duplicate keys are reported (yaml.v3 rejects them at every level, docs/runtimes/fork.md §8 U15);
 * Call `y.doc.toJS({ maxAliasCount: 1000 })` (never without the cap) so a "billion laughs" document fails fast.
 */
export function parseYaml(text: string, file: string, opts: { offset?: number; lines?: LineIndex } = {}): YamlDoc {
  const offset = opts.offset ?? 0;
  const lines = opts.lines ?? new LineIndex(text);
  const doc = YAML.parseDocument(text, { uniqueKeys: true, prettyErrors: false, strict: false, version: '1.1' });
  const errors = doc.errors.map((e) => ({
    code: e.code,
    message: e.message.split('\n')[0] ?? e.message,
    span: { file, pointer: '', start: lines.pos(offset + e.pos[0]), end: lines.pos(offset + Math.max(e.pos[1], e.pos[0] + 1)) },
  }));
  return { file, text, lines, doc, errors, offset };
}

/** Span of a YAML node (its value range), or of the whole document when the node is missing. */
export function yamlSpan(y: YamlDoc, node: YNode | null | undefined, pointer: string): Span {
  const r = node?.range;
  if (!r) return { file: y.file, pointer, start: y.lines.pos(y.offset), end: y.lines.pos(y.offset) };
  return { file: y.file, pointer, start: y.lines.pos(y.offset + r[0]), end: y.lines.pos(y.offset + r[1]) };
}

/** Split a JSON pointer into segments. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The node at a JSON pointer, and the key node when the last segment is a map key.
 * Returns `{}` when the path does not exist.
 */
export function yamlAt(y: YamlDoc, pointer: string): { node?: YNode; key?: YNode } {
  let cur: unknown = y.doc.contents;
  let key: YNode | undefined;
  for (const seg of pointerSegments(pointer)) {
    if (isMap(cur)) {
      const pair = cur.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === seg);
      if (!pair) return {};
      key = pair.key as YNode;
      cur = pair.value;
    } else if (isSeq(cur)) {
      cur = cur.items[Number(seg)];
      key = undefined;
    } else return {};
  }
  return { node: (cur as YNode) ?? undefined, key };
}

/** Span at a JSON pointer: the value, or the key with `which: 'key'`; falls back to the nearest existing ancestor. */
export function yamlPointerSpan(y: YamlDoc, pointer: string, which: 'value' | 'key' = 'value'): Span {
  let p = pointer;
  for (;;) {
    const at = yamlAt(y, p);
    const n = which === 'key' && at.key ? at.key : at.node ?? at.key;
    if (n && n.range) return yamlSpan(y, n, pointer);
    if (p === '') return yamlSpan(y, null, pointer);
    p = p.slice(0, p.lastIndexOf('/'));
    which = 'value';
  }
}
