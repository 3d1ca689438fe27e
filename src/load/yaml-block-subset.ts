/**
 * A direct builder for the plainest YAML texts: block mappings and sequences of one-line scalars,
 * as flow files, step templates and agent frontmatter mostly are. It builds the very nodes the
 * `yaml` package composes for such a text (same classes, values, `source`, `type`, `flow` and
 * `range` triples) with the options the fork's loaders use (`version: '1.1'`, failsafe schema,
 * `uniqueKeys: false`), without the package's lexer, CST and composer, which cost far more per
 * byte in a short-lived process. Anything outside the subset returns `null`, and the caller parses
 * with the `yaml` package as before; a test compares both on generated and shipped texts.
 *
 * The subset, line by line (`\n` line ends only; no tab, no trailing space, no document marker,
 * no anchor, alias, tag, multi-line flow collection or multi-line plain or quoted scalar):
 * - empty lines, and comment lines (`#` after the indent) anywhere between entries, except where
 *   the `yaml` package would stretch a node's range over them (a comment deeper than the
 *   collection after its last value, or any line after an empty value);
 * - `key:` + one space + value, or `key:` alone (a nested block below, or an empty value); a key
 *   is `[A-Za-z0-9_.][A-Za-z0-9_./-]*`, at most 1000 characters;
 * - `- ` + value, or `- key: …` (a mapping that starts on the item's line), a sequence's items at
 *   one indentation, which may equal its parent key's;
 * - a value on a key's or item's line is printable ASCII without `#`: a plain scalar (first
 *   character `[A-Za-z0-9_./($]`, then no `:` before a space or the line end), a double-quoted
 *   scalar without `"` or `\` inside, a single-quoted one without `'` inside, a flow sequence
 *   `[a, b]` or a flow mapping `{ k: v, k2: v2 }` of plain words;
 * - or a block scalar: `|`, `|-`, `>` or `>-` alone, then its text at once on the lines indented
 *   deeper than the collection (any character but controls, separators, a byte-order mark or a
 *   lone surrogate), none less deep than the first, a folded one's all as deep; empty lines
 *   (without spaces) between them.
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

/** A character outside the subset's on a line of keys and values: anything but printable ASCII, or a `#`. */
const OUTSIDE_CHARSET = /[^\x20-\x22\x24-\x7e]/;

/**
 * A character the subset leaves to the package on a comment line or in a block scalar's text:
 * control characters (tab included), C1 controls, line and paragraph separators, a byte-order
 * mark, noncharacters, and surrogates that are not part of a pair.
 */
const OUTSIDE_TEXT = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What leaves a one-line plain value of the subset: a `:` before a space or the line end (flow indicators are plain text in a block value after its first character). */
const OUTSIDE_PLAIN = /:(?: |$)/;

/** Kinds of lines. */
const BLANK = 0;
const COMMENT = 1;
const CONTENT = 2;

/**
 * The document the `yaml` package would compose for `text` (failsafe schema, YAML 1.1), or
 * `null` when the text is outside the subset (see the file comment). Never throws.
 */
export function parseBlockSubset(text: string): Document.Parsed | null {
  const n = text.length;
  if (n === 0 || n > 1 << 20 || text.includes('\r')) return null;
  // Every line with its indent and kind; blank lines are empty or spaces, comment lines start
  // with `#` after their indent. No trailing space on a content line, no document marker.
  const starts: number[] = [];
  const ends: number[] = [];
  const indents: number[] = [];
  const kinds: number[] = [];
  let at = 0;
  while (at < n) {
    let e = text.indexOf('\n', at);
    if (e < 0) e = n;
    let k = at;
    while (k < e && text.charCodeAt(k) === 32) k++;
    if (k === at && (text.startsWith('---', at) || text.startsWith('...', at))) return null;
    starts.push(at);
    ends.push(e);
    indents.push(k - at);
    kinds.push(k === e ? BLANK : text.charCodeAt(k) === 35 ? COMMENT : CONTENT);
    at = e + 1;
  }
  const lines = starts.length;
  /** The first content line at or after raw line `l` (`lines` when none). */
  const contentFrom = (l: number): number => {
    while (l < lines && kinds[l] !== CONTENT) l++;
    return l;
  };
  for (let l = 0; l < lines; l++) {
    const line = text.slice(starts[l]!, ends[l]!);
    if (kinds[l] === COMMENT && OUTSIDE_TEXT.test(line)) return null;
    if (kinds[l] === BLANK && ends[l] !== starts[l]) return null; // spaces alone: left to the package
  }
  let li = contentFrom(0);
  if (li >= lines || indents[li] !== 0) return null;
  /** A content line of keys and values: printable ASCII without `#`, no trailing space (a block scalar's text is checked apart). */
  const checkLine = (l: number): void => {
    if (OUTSIDE_CHARSET.test(text.slice(starts[l]!, ends[l]!)) || text.charCodeAt(ends[l]! - 1) === 32) out();
  };
  const schema = new Document(undefined, { version: '1.1', schema: 'failsafe' });
  /** Move to the next content line after `li`. */
  const nextLine = (): void => {
    li = contentFrom(li + 1);
    if (li < lines) checkLine(li);
  };

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

  /**
   * A block scalar whose header (`|`, `|-`, `>` or `>-`) is at `p` on line `li`, in a collection
   * at column `col`: its text is the lines below indented deeper than `col`, all at least as deep
   * as the first (exactly as deep when folded), which follows at once; empty lines between them.
   */
  const blockScalar = (p: number, col: number): YNode => {
    const header = text.slice(p, ends[li]!);
    if (header !== '|' && header !== '|-' && header !== '>' && header !== '>-') out();
    const folded = header.startsWith('>');
    let r = li + 1;
    if (r >= lines || kinds[r] === BLANK || indents[r]! <= col) out();
    const ind = indents[r]!;
    let value = '';
    let blanks = 0;
    let last = -1;
    for (; r < lines; r++) {
      if (kinds[r] === BLANK) {
        blanks++;
        continue;
      }
      if (indents[r]! <= col) break;
      if (indents[r]! < ind || (folded && indents[r]! > ind)) out();
      const line = text.slice(starts[r]! + ind, ends[r]!);
      if (OUTSIDE_TEXT.test(line)) out();
      if (last >= 0) value += blanks > 0 ? '\n'.repeat(folded ? blanks : blanks + 1) : folded ? ' ' : '\n';
      value += line;
      blanks = 0;
      last = r;
    }
    if (!header.endsWith('-')) value += '\n';
    const end = nodeEnd(ends[last]!);
    li = contentFrom(r);
    if (li < lines) checkLine(li);
    return scalar(value, folded ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL', [p, end, end]);
  };

  /** A value from `p` on line `li`, in a collection at column `col`: one line, or a block scalar; `li` moves past it. */
  const inline = (p: number, col: number): YNode => {
    if (text.charCodeAt(p) === 124 || text.charCodeAt(p) === 62) return blockScalar(p, col);
    const v = oneLine(p);
    finishLine(col);
    return v;
  };

  /**
   * A flow mapping of plain words on one line, `{}` or `{ k: v, k2: v2 }` (spaces inside the
   * braces and after commas optional), from `p` to `e` (its `}`); `end` past the line.
   */
  const flowMap = (p: number, e: number, end: number): YNode => {
    if (text.charCodeAt(e - 1) !== 125) out();
    const m = new YAMLMap(schema.schema);
    m.flow = true;
    m.range = [p, e, end];
    const spaces = (q: number): number => {
      while (q < e - 1 && text.charCodeAt(q) === 32) q++;
      return q;
    };
    let q = spaces(p + 1);
    while (q < e - 1) {
      const ks = q;
      if (!keyStart(text.charCodeAt(q))) out();
      while (q < e - 1 && keyChar(text.charCodeAt(q))) q++;
      if (text.charCodeAt(q) !== 58 || text.charCodeAt(q + 1) !== 32) out();
      const k = scalar(text.slice(ks, q), 'PLAIN', [ks, q, q]);
      const vs = spaces(q + 2);
      if (!plainStart(text.charCodeAt(vs)) || text.charCodeAt(vs) === 40) out();
      let ve = vs;
      while (ve < e - 1 && keyChar(text.charCodeAt(ve))) ve++;
      const after = spaces(ve);
      m.items.push(new Pair(k, scalar(text.slice(vs, ve), 'PLAIN', [vs, ve, after])));
      if (after === e - 1) break;
      if (text.charCodeAt(after) !== 44) out();
      q = spaces(after + 1);
      if (q === e - 1) out(); // a trailing comma
    }
    return m;
  };

  /** A one-line value from `p` to the end of line `li`. */
  const oneLine = (p: number): YNode => {
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
    if (c === 123) return flowMap(p, e, end);
    if (!plainStart(c) && c !== 36) out();
    const value = text.slice(p, e);
    if (OUTSIDE_PLAIN.test(value)) out();
    return scalar(value, 'PLAIN', [p, e, end]);
  };

  /** After a one-line value on line `li`: the next line must not be indented deeper than `col`. */
  const finishLine = (col: number): void => {
    // A comment line indented deeper than the collection belongs to the value (its range would reach over it).
    for (let r = li + 1; r < lines && kinds[r] !== CONTENT; r++) if (kinds[r] === COMMENT && indents[r]! > col) out();
    nextLine();
    if (li < lines && indents[li]! > col) out();
  };

  /** At the end of a nested collection at column `col`: a comment line after it, as deep as it or deeper, would stretch its range. */
  const endCollection = (col: number): void => {
    if (col === 0) return;
    for (let r = li - 1; r >= 0 && kinds[r] !== CONTENT; r--) if (kinds[r] === COMMENT && indents[r]! >= col) out();
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
        value = inline(colon + 1, col);
      } else {
        const keyLine = li;
        nextLine();
        if (li < lines && (indents[li]! > col || (indents[li] === col && isItem(li)))) value = block(indents[li]!);
        else {
          // An empty value whose range no comment or empty line after it can stretch.
          if (li !== keyLine + 1 && !(li === lines && keyLine === lines - 1)) out();
          value = scalar('', 'PLAIN', [colon, colon, colon]);
        }
      }
      m.items.push(new Pair(node, value));
      if (li >= lines || indents[li]! < col) break;
      if (indents[li]! > col || isItem(li)) {
        if (indents[li]! > col) out();
        break;
      }
      p = starts[li]! + col;
    }
    endCollection(col);
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
      else s.items.push(inline(p, col));
      if (li >= lines || indents[li]! < col || !isItem(li)) {
        if (li < lines && indents[li]! > col) out();
        break;
      }
      if (indents[li]! > col) out();
    }
    endCollection(col);
    const last = s.items[s.items.length - 1] as YNode;
    s.range = [start, last.range![2], last.range![2]];
    return s;
  };

  /** A block collection starting on line `li` at column `col`. */
  const block = (col: number): YNode => (isItem(li) ? seq(col) : map(col, starts[li]! + col));

  try {
    checkLine(li);
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
