import YAML, { isMap, isPair, isScalar, isSeq, type Document, type Node as YNode } from 'yaml';
import { LineIndex, type Span } from '../model/span.js';
import { parseBlockSubset } from './yaml-block-subset.js';

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
 * Duplicate keys are reported as `DUPLICATE_KEY` errors, unless `scalars: 'text'`.
 * Call `y.doc.toJS({ maxAliasCount: 1000 })` (never without the cap) so a "billion laughs" document fails fast.
 *
 * `scalars: 'text'` is for callers that resolve scalars and check keys themselves (the fork's
 * yaml.v3 emulation, docs/runtimes/fork.md §3.2): every scalar keeps its text as its value (the
 * `yaml` package's failsafe schema) and keys are not compared, which makes parsing cheaper.
 */
export function parseYaml(text: string, file: string, opts: { offset?: number; lines?: LineIndex; scalars?: 'text' } = {}): YamlDoc {
  const offset = opts.offset ?? 0;
  const lines = opts.lines ?? new LineIndex(text);
  const deep = nestingBound(text, MAX_CHECKED_YAML_DEPTH) > MAX_CHECKED_YAML_DEPTH ? yamlNesting(text) : null;
  if (deep !== null && deep.maxDepth > MAX_CHECKED_YAML_DEPTH) {
    // The `yaml` package recurses per level and overflows the stack long before yaml.v3's limit:
    // never hand it such a text. Over 10000 levels yaml.v3 itself fails (from library source).
    const over = deep.maxDepth > GO_YAML_MAX_DEPTH;
    const at = over ? deep.offsetOver[1] : deep.offsetOver[0];
    const span = { file, pointer: '', start: lines.pos(offset + at), end: lines.pos(offset + at + 1) };
    const message = over ? `exceeded max depth of ${GO_YAML_MAX_DEPTH}` : `nested more than ${MAX_CHECKED_YAML_DEPTH} levels deep`;
    return { file, text, lines, doc: YAML.parseDocument('', { version: '1.1' }), errors: [{ code: over ? 'EXCEEDED_MAX_DEPTH' : 'TOO_DEEP_TO_CHECK', message, span }], offset };
  }
  // The plainest block texts (most flow files, templates and frontmatter) are built directly,
  // node for node as the package would compose them (yaml-block-subset.ts); the rest is parsed.
  const doc =
    opts.scalars === 'text'
      ? parseBlockSubset(text) ?? YAML.parseDocument(text, { uniqueKeys: false, prettyErrors: false, strict: false, version: '1.1', schema: 'failsafe' })
      : YAML.parseDocument(text, { uniqueKeys: true, prettyErrors: false, strict: false, version: '1.1' });
  const errors = doc.errors.map((e) => ({
    code: e.code,
    message: e.message.split('\n')[0] ?? e.message,
    span: { file, pointer: '', start: lines.pos(offset + e.pos[0]), end: lines.pos(offset + Math.max(e.pos[1], e.pos[0] + 1)) },
  }));
  return { file, text, lines, doc, errors, offset };
}

/** yaml.v3's nesting limit (`max_flow_level`, `max_indents` in `scannerc.go`; from library source). */
export const GO_YAML_MAX_DEPTH = 10000;

/** Deepest nesting ctxlens hands to the `yaml` package (it recurses per level). */
export const MAX_CHECKED_YAML_DEPTH = 512;

/**
 * Estimated nesting depth of a YAML text, in one linear pass: flow collections (`[`, `{` outside
 * quotes and comments) plus block levels (a stack of increasing indents per line, and one level
 * per compact `- `/`? ` indicator). `offsetOver` holds the offsets where the depth first exceeds
 * `MAX_CHECKED_YAML_DEPTH` and `GO_YAML_MAX_DEPTH` (`-1` when it never does). Never throws.
 */
export function yamlNesting(text: string): { maxDepth: number; offsetOver: [number, number] } {
  let maxDepth = 0;
  const offsetOver: [number, number] = [-1, -1];
  const note = (depth: number, at: number): void => {
    if (depth > maxDepth) maxDepth = depth;
    if (depth > MAX_CHECKED_YAML_DEPTH && offsetOver[0] < 0) offsetOver[0] = at;
    if (depth > GO_YAML_MAX_DEPTH && offsetOver[1] < 0) offsetOver[1] = at;
  };
  const indents: number[] = [];
  let flow = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    // Start of a line: indentation and compact indicators.
    let col = 0;
    while (i < n && text.charCodeAt(i) === 32) {
      i++;
      col++;
    }
    let block = 0;
    if (flow === 0 && i < n && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 35) {
      while (indents.length > 0 && indents[indents.length - 1]! >= col) indents.pop();
      indents.push(col);
      for (;;) {
        const c = text.charCodeAt(i);
        const next = text.charCodeAt(i + 1);
        if ((c === 45 || c === 63) && (next === 32 || next === 9)) {
          block++;
          i += 2;
          while (i < n && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
          note(indents.length + block, i);
        } else break;
      }
      note(indents.length + block, i);
    }
    // Rest of the line.
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        i++;
        break;
      }
      if (c === 35 && (i === 0 || /\s/.test(text.charAt(i - 1)))) {
        while (i < n && text.charCodeAt(i) !== 10) i++;
        continue;
      }
      const prev = i === 0 ? 32 : text.charCodeAt(i - 1);
      if ((c === 34 || c === 39) && (prev === 32 || prev === 9 || prev === 10 || prev === 91 || prev === 123 || prev === 44 || prev === 58)) {
        const q = c;
        i++;
        while (i < n) {
          const d = text.charCodeAt(i);
          if (q === 34 && d === 92) i += 2;
          else if (d === q) {
            if (q === 39 && text.charCodeAt(i + 1) === 39) i += 2;
            else break;
          } else i++;
        }
        i++;
        continue;
      }
      if (c === 91 || c === 123) note(indents.length + block + ++flow, i);
      else if ((c === 93 || c === 125) && flow > 0) flow--;
      i++;
    }
  }
  return { maxDepth, offsetOver };
}

/**
 * An upper bound of `yamlNesting(text).maxDepth`, counted with native searches: lines, plus the
 * `-` and `?` characters (each compact indicator is one), plus `[` and `{` (each flow level is
 * one). Counting stops once the bound exceeds `limit`, so the result is exact only up to `limit`:
 * a text whose bound is at most `limit` cannot nest deeper, and is not scanned character by character.
 */
export function nestingBound(text: string, limit: number): number {
  let n = 1;
  for (const ch of ['\n', '-', '?', '[', '{']) {
    for (let i = text.indexOf(ch); i >= 0; i = text.indexOf(ch, i + 1)) if (++n > limit) return n;
  }
  return n;
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
