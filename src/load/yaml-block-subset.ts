/**
 * A direct builder for the plainest YAML texts: block mappings and sequences of one-line scalars,
 * as flow files, step templates and agent frontmatter mostly are. It builds the very nodes the
 * `yaml` package composes for such a text (same classes, values, `source`, `type`, `flow` and
 * `range` triples) with the options the fork's loaders use (`version: '1.1'`, failsafe schema,
 * `uniqueKeys: false`), without the package's lexer, CST and composer, which cost far more per
 * byte in a short-lived process. Anything outside the subset returns `null`, and the caller parses
 * with the `yaml` package as before; a test compares both on generated and shipped texts.
 *
 * The subset, line by line (`\n` line ends only; printable ASCII; no tab, no comment, no
 * trailing space, no empty line, no document marker, no anchor, alias, tag, block scalar,
 * flow mapping or multi-line scalar):
 * - `key:` + one space + value, or `key:` alone (a nested block below, or an empty value); a key
 *   is `[A-Za-z0-9_.][A-Za-z0-9_./-]*`, at most 1000 characters;
 * - `- ` + value, or `- key: …` (a mapping that starts on the item's line), a sequence's items at
 *   one indentation, which may equal its parent key's;
 * - a value is a plain scalar (first character `[A-Za-z0-9_./(]`, then no `#`, `,`, `[`, `]`,
 *   `{`, `}`, and `:` only before a non-space), a double-quoted scalar without `"` or `\` inside,
 *   a single-quoted one without `'` inside, or a flow sequence `[a, b]` of plain words.
 */
import { Document, Pair, Scalar, YAMLMap, YAMLSeq, type Node as YNode } from 'yaml';

type Range = [number, number, number];

/** Thrown inside the builder when the text leaves the subset; never escapes `parseBlockSubset`. */
class OutOfSubset extends Error {}

const out = (): never => {
  throw new OutOfSubset();
};

/** `[A-Za-z0-9_.]` */
function keyStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46;
}

/** `[A-Za-z0-9_./-]` */
function keyChar(c: number): boolean {
  return keyStart(c) || c === 47 || c === 45;
}

/** First character of a plain value: `[A-Za-z0-9_./(]`. */
function plainStart(c: number): boolean {
  return keyStart(c) || c === 47 || c === 40;
}

function scalar(value: string, type: Scalar.Type, range: Range): Scalar {
  const s = new Scalar(value);
  s.range = range;
  s.source = value;
  s.type = type;
  return s;
}

/** A character outside the subset's: anything but `\n` and printable ASCII, or a `#`. */
const OUTSIDE_CHARSET = /[^\n\x20-\x22\x24-\x7e]/;

/** What ends a one-line plain value of the subset, or leaves it: `,`, `[`, `]`, `{`, `}`, or a `:` before a space or the line end. */
const OUTSIDE_PLAIN = /[,[\]{}]|:(?: |$)/;

/**
 * The document the `yaml` package would compose for `text` (failsafe schema, YAML 1.1), or
 * `null` when the text is outside the subset (see the file comment). Never throws.
 */
export function parseBlockSubset(text: string): Document.Parsed | null {
  const n = text.length;
  if (n === 0 || n > 1 << 20 || OUTSIDE_CHARSET.test(text)) return null;
  // Line starts and indents; no empty line, no trailing space, no document marker.
  const starts: number[] = [];
  const ends: number[] = [];
  const indents: number[] = [];
  let at = 0;
  while (at < n) {
    let e = text.indexOf('\n', at);
    if (e < 0) e = n;
    let k = at;
    while (k < e && text.charCodeAt(k) === 32) k++;
    if (k === e || text.charCodeAt(e - 1) === 32) return null;
    if (k === at && (text.startsWith('---', at) || text.startsWith('...', at))) return null;
    starts.push(at);
    ends.push(e);
    indents.push(k - at);
    at = e + 1;
  }
  const lines = starts.length;
  if (indents[0] !== 0) return null;
  const schema = new Document(undefined, { version: '1.1', schema: 'failsafe' });
  let li = 0;

  /** End of a one-line node on line `l` that ends at `e`: past the line's `\n` when there is one. */
  const nodeEnd = (e: number): number => (e < n ? e + 1 : e);

  /** A key at `p` on line `li`: its scalar and the offset just past the `:`. */
  const key = (p: number): { node: Scalar; colon: number } | null => {
    const e = ends[li]!;
    if (!keyStart(text.charCodeAt(p))) return null;
    let q = p + 1;
    while (q < e && keyChar(text.charCodeAt(q))) q++;
    if (q >= e || text.charCodeAt(q) !== 58) return null;
    if (q + 1 < e && text.charCodeAt(q + 1) !== 32) return null;
    if (q - p > 1000) out();
    return { node: scalar(text.slice(p, q), 'PLAIN', [p, q, q]), colon: q + 1 };
  };

  /** A one-line value from `p` to the end of line `li`. */
  const inline = (p: number): YNode => {
    const e = ends[li]!;
    const c = text.charCodeAt(p);
    const end = nodeEnd(e);
    if (c === 34 || c === 39) {
      if (e - p < 2 || text.charCodeAt(e - 1) !== c) out();
      const inner = text.slice(p + 1, e - 1);
      if (inner.includes(c === 34 ? '"' : "'") || (c === 34 && inner.includes('\\'))) out();
      return scalar(inner, c === 34 ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE', [p, e, end]);
    }
    if (c === 91) {
      if (text.charCodeAt(e - 1) !== 93) out();
      const seq = new YAMLSeq(schema.schema);
      seq.flow = true;
      seq.range = [p, e, end];
      let q = p + 1;
      if (q < e - 1) {
        for (;;) {
          const s = q;
          if (!plainStart(text.charCodeAt(q)) || text.charCodeAt(q) === 40) out();
          while (q < e - 1 && keyChar(text.charCodeAt(q))) q++;
          seq.items.push(scalar(text.slice(s, q), 'PLAIN', [s, q, q]));
          if (q === e - 1) break;
          if (text.charCodeAt(q) !== 44 || text.charCodeAt(q + 1) !== 32) out();
          q += 2;
        }
      }
      return seq;
    }
    if (!plainStart(c)) out();
    const value = text.slice(p, e);
    if (OUTSIDE_PLAIN.test(value)) out();
    return scalar(value, 'PLAIN', [p, e, end]);
  };

  /** After a one-line value on line `li`: the next line must not be indented deeper than `col`. */
  const finishLine = (col: number): void => {
    li++;
    if (li < lines && indents[li]! > col) out();
  };

  const isItem = (l: number): boolean => {
    const p = starts[l]! + indents[l]!;
    return text.charCodeAt(p) === 45 && p + 1 < ends[l]! && text.charCodeAt(p + 1) === 32;
  };

  /** A block mapping whose first key starts at column `col` on line `li`, offset `p`. */
  const map = (col: number, p: number): YAMLMap => {
    const m = new YAMLMap(schema.schema);
    const start = p;
    for (;;) {
      const k = key(p);
      if (k === null) out();
      const { node, colon } = k!;
      const e = ends[li]!;
      let value: YNode;
      if (colon < e) {
        if (text.charCodeAt(colon + 1) === 32) out();
        value = inline(colon + 1);
        finishLine(col);
      } else {
        li++;
        if (li < lines && (indents[li]! > col || (indents[li] === col && isItem(li)))) value = block(indents[li]!);
        else value = scalar('', 'PLAIN', [colon, colon, colon]);
      }
      m.items.push(new Pair(node, value));
      if (li >= lines || indents[li]! < col) break;
      if (indents[li]! > col || isItem(li)) {
        if (indents[li]! > col) out();
        break;
      }
      p = starts[li]! + col;
    }
    const last = m.items[m.items.length - 1]!.value as YNode;
    m.range = [start, last.range![2], last.range![2]];
    return m;
  };

  /** A block sequence whose items start at column `col`, from line `li`. */
  const seq = (col: number): YAMLSeq => {
    const s = new YAMLSeq(schema.schema);
    const start = starts[li]! + col;
    for (;;) {
      const p = starts[li]! + col + 2;
      if (text.charCodeAt(p) === 45 && (p + 1 === ends[li] || text.charCodeAt(p + 1) === 32)) out();
      if (text.charCodeAt(p) === 32) out();
      if (key(p) !== null) s.items.push(map(col + 2, p));
      else {
        s.items.push(inline(p));
        finishLine(col);
      }
      if (li >= lines || indents[li]! < col || !isItem(li)) {
        if (li < lines && indents[li]! > col) out();
        break;
      }
      if (indents[li]! > col) out();
    }
    const last = s.items[s.items.length - 1] as YNode;
    s.range = [start, last.range![2], last.range![2]];
    return s;
  };

  /** A block collection starting on line `li` at column `col`. */
  const block = (col: number): YNode => (isItem(li) ? seq(col) : map(col, starts[li]! + col));

  try {
    const root = block(0);
    if (li !== lines) return null;
    const doc = schema as Document.Parsed;
    doc.contents = root as Document.Parsed['contents'];
    doc.range = [0, n, n];
    return doc;
  } catch (e) {
    if (e instanceof OutOfSubset) return null;
    throw e;
  }
}
