/**
 * Positions in the plainest block YAML without the `yaml` package: for a frontmatter block of
 * block mappings and sequences whose leaves are one-line scalars, the range `yamlPointerSpan`
 * would give for a JSON pointer (value or key), found by a scan of the lines. Markdown agent
 * files ask for a span only when a rule reports on them, and the `yaml` package (its load, lexer,
 * CST and composer) costs several milliseconds per short-lived run for a handful of positions.
 *
 * The scan accepts a text only inside a strict subset, and everything else is `null` ("ask the
 * `yaml` package"): `\n` line ends, no tab, carriage return or byte-order mark, no document
 * marker or directive, the root a block mapping at column 0; keys plain
 * (`[A-Za-z_][A-Za-z0-9_-]*`, not one of YAML 1.1's boolean or null words, so the `yaml-1.1`
 * schema keeps them as the same strings) or quoted on one line without a backslash; values a
 * nested block, a plain scalar on the key's line (no `: `, not starting with an indicator, and
 * the next line not indented deeper, which would continue it), a one-line quoted scalar, or an
 * opaque value (a flow collection or block scalar: the lookup gives up when it needs it);
 * comment and blank lines anywhere between entries. Within the subset the `yaml` package parses
 * without error except for duplicate keys, which change no range and whose first pair is the one
 * `yamlAt` finds. A test compares `quickPointerRange` with `yamlPointerSpan` on the corpus and on
 * generated texts.
 */
import { MAX_CHECKED_YAML_DEPTH, nestingBound, pointerSegments } from './yaml-doc.js';

type Range = readonly [number, number];

/** A node of the scanned tree: a scalar with its range, a block mapping or sequence, or a value the scan does not look into. */
export type QuickNode =
  | { kind: 'scalar'; range: Range; style: 'plain' | 'double' | 'single' | 'empty' }
  | { kind: 'map'; pairs: { key: string; range: Range; value: QuickNode }[] }
  | { kind: 'seq'; items: QuickNode[] }
  | { kind: 'opaque' };

/** Thrown inside the scan when the text leaves the subset; never escapes `quickYamlTree`. */
class OutOfSubset extends Error {}

const out = (): never => {
  throw new OutOfSubset();
};

/** YAML 1.1 words the `yaml-1.1` schema reads as booleans or null (compared lower-cased; a superset is harmless). */
const NON_STRING_WORDS = new Set(['y', 'n', 'yes', 'no', 'on', 'off', 'true', 'false', 'null']);

const isKeyStart = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
const isKeyChar = (c: number): boolean => isKeyStart(c) || (c >= 48 && c <= 57) || c === 45;
/** First characters a plain value may have here: letters, digits, and `_ . / ( ~ $ + = < ^ @`-free safe marks. */
const isPlainStart = (c: number): boolean => isKeyChar(c) || c === 46 || c === 47 || c === 40 || c === 126 || c === 36 || c === 43 || c === 61 || c === 60;

/**
 * Characters the libraries treat apart, so a text holding one is left to them: C0 controls other
 * than the line feed (the tab and CR are refused above), DEL and the C1 controls (NEL included),
 * U+2028/U+2029, U+FFFE/U+FFFF and lone surrogates. js-yaml (gray-matter's parser, so the runtime's)
 * refuses the whole block on any of them, comments included, and keeps the agent without settings.
 */
const NOT_PLAIN_TEXT = /[\x00-\x08\x0B-\x1F\x7F-\x9F\u2028\u2029\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

/**
 * The tree of `text` (a frontmatter block as gray-matter hands it, usually opening with `\n`), or
 * `null` when the text is outside the subset. Never throws.
 */
export function quickYamlTree(text: string): QuickNode | null {
  if (text.length > 1 << 20 || /[\t\r\ufeff]/.test(text) || NOT_PLAIN_TEXT.test(text)) return null;
  // parseYaml refuses texts that may nest too deep (it then answers with an empty document).
  if (nestingBound(text, MAX_CHECKED_YAML_DEPTH) > MAX_CHECKED_YAML_DEPTH) return null;
  const starts: number[] = [];
  const ends: number[] = [];
  const indents: number[] = [];
  /** 0 blank, 1 comment, 2 content */
  const kinds: number[] = [];
  const n = text.length;
  for (let at = 0; at <= n; ) {
    let e = text.indexOf('\n', at);
    if (e < 0) e = n;
    let k = at;
    while (k < e && text.charCodeAt(k) === 32) k++;
    const c = text.charCodeAt(k);
    if (k === at && (text.startsWith('---', at) || text.startsWith('...', at) || c === 37)) return null;
    starts.push(at);
    ends.push(e);
    indents.push(k - at);
    kinds.push(k === e ? 0 : c === 35 ? 1 : 2);
    at = e + 1;
  }
  const lines = starts.length;
  let li = 0;
  /** Skip blank and comment lines from `li`. */
  const skip = (): void => {
    while (li < lines && kinds[li] !== 2) li++;
  };
  /** The next line that is not blank (comments count), from `l`: its indent, or -1 at the end. */
  const nextIndent = (l: number): number => {
    while (l < lines && kinds[l] === 0) l++;
    return l < lines ? indents[l]! : -1;
  };

  /** After a value that ends its line `li` inside a collection at column `col`: nothing may continue it. */
  const endLine = (col: number): void => {
    if (nextIndent(li + 1) > col) out();
    li++;
    skip();
  };

  /** The rest of line `li` from `p` after a scalar ending at `p`: spaces, then the end or a comment. */
  const tail = (p: number): void => {
    const e = ends[li]!;
    let q = p;
    while (q < e && text.charCodeAt(q) === 32) q++;
    if (q < e && (text.charCodeAt(q) !== 35 || q === p)) out();
  };

  /** A quoted scalar opening at `p` on line `li`: the offset just past its closing quote. */
  const quotedEnd = (p: number): number => {
    const e = ends[li]!;
    const q = text.charCodeAt(p);
    for (let i = p + 1; i < e; i++) {
      const c = text.charCodeAt(i);
      if (q === 34 && c === 92) out();
      if (c === q) {
        if (q === 39 && text.charCodeAt(i + 1) === 39) {
          i++;
          continue;
        }
        return i + 1;
      }
    }
    return out();
  };

  /** A key at `p` on line `li`: its string, range and the offset just past its `:` (followed by a space or the line end). */
  const key = (p: number): { key: string; range: Range; colon: number } | null => {
    const e = ends[li]!;
    const c = text.charCodeAt(p);
    let end: number;
    let value: string;
    if (c === 34 || c === 39) {
      end = quotedEnd(p);
      value = text.slice(p + 1, end - 1);
      if (c === 39) value = value.replace(/''/g, "'");
    } else {
      if (!isKeyStart(c)) return null;
      end = p + 1;
      while (end < e && isKeyChar(text.charCodeAt(end))) end++;
      value = text.slice(p, end);
      if (NON_STRING_WORDS.has(value.toLowerCase())) out();
    }
    if (end >= e || text.charCodeAt(end) !== 58) return null;
    if (end + 1 < e && text.charCodeAt(end + 1) !== 32) return null;
    return { key: value, range: [p, end], colon: end + 1 };
  };

  /** A value starting at `p` (not a space) on line `li`, inside a collection at column `col`. */
  const inline = (p: number, col: number): QuickNode => {
    const e = ends[li]!;
    const c = text.charCodeAt(p);
    if (c === 34 || c === 39) {
      const end = quotedEnd(p);
      tail(end);
      endLine(col);
      return { kind: 'scalar', range: [p, end], style: c === 34 ? 'double' : 'single' };
    }
    if (c === 91 || c === 123) {
      // A flow collection on one line, not looked into: no quote or comment in it, brackets
      // balanced and closed by its last character.
      let t = e;
      while (t > p && text.charCodeAt(t - 1) === 32) t--;
      let depth = 0;
      for (let i = p; i < t; i++) {
        const d = text.charCodeAt(i);
        if (d === 34 || d === 39 || d === 35) out();
        if (d === 91 || d === 123) depth++;
        else if (d === 93 || d === 125) {
          depth--;
          if (depth === 0 && i !== t - 1) out();
        }
      }
      if (depth !== 0 || text.charCodeAt(t - 1) !== (c === 91 ? 93 : 125)) out();
      endLine(col);
      return { kind: 'opaque' };
    }
    if (c === 124 || c === 62) {
      // A block scalar, not looked into: a plain header (`|`, `>`, with `-` or `+`), then the
      // lines indented deeper than the collection, none less than the first, blank ones empty.
      const header = text.slice(p, e);
      if (!/^[|>][-+]?$/.test(header)) out();
      li++;
      let first = -1;
      while (li < lines && (kinds[li] === 0 || indents[li]! > col)) {
        if (kinds[li] === 0) {
          if (ends[li] !== starts[li]) out();
        } else {
          if (first < 0) first = indents[li]!;
          else if (indents[li]! < first) out();
        }
        li++;
      }
      skip();
      return { kind: 'opaque' };
    }
    if (!isPlainStart(c) || (c === 45 && (p + 1 === e || text.charCodeAt(p + 1) === 32))) out();
    // A plain scalar: up to ` #` or the line end, trailing spaces not included; no `: ` or final `:` inside.
    let end = e;
    const hash = text.indexOf(' #', p);
    if (hash >= 0 && hash < e) end = hash;
    while (end > p && text.charCodeAt(end - 1) === 32) end--;
    const plain = text.slice(p, end);
    if (plain.includes(': ') || plain.endsWith(':')) out();
    endLine(col);
    return { kind: 'scalar', range: [p, end], style: 'plain' };
  };

  /** A block mapping whose first key starts on line `li` at offset `p`, column `col`. */
  const map = (col: number, p: number): QuickNode => {
    const pairs: { key: string; range: Range; value: QuickNode }[] = [];
    for (;;) {
      const k = key(p);
      if (k === null) return out();
      const e = ends[li]!;
      let q = k.colon;
      while (q < e && text.charCodeAt(q) === 32) q++;
      let value: QuickNode;
      if (q < e) {
        if (text.charCodeAt(q) === 35) out();
        value = inline(q, col);
      } else {
        if (q !== k.colon) out();
        const keyLine = li;
        li++;
        skip();
        if (li < lines && (indents[li]! > col || (indents[li] === col && isItem(li)))) value = block(indents[li]!);
        else {
          // An empty value: only when a content line or the end follows at once (its range is then certain).
          if (li !== keyLine + 1) out();
          value = { kind: 'scalar', range: [k.colon, k.colon], style: 'empty' };
        }
      }
      pairs.push({ key: k.key, range: k.range, value });
      if (li >= lines || indents[li]! < col) break;
      if (indents[li]! > col) out();
      if (isItem(li)) out();
      p = starts[li]! + col;
    }
    return { kind: 'map', pairs };
  };

  const isItem = (l: number): boolean => {
    const p = starts[l]! + indents[l]!;
    return text.charCodeAt(p) === 45 && (p + 1 === ends[l] || text.charCodeAt(p + 1) === 32);
  };

  /** A block sequence whose items start at column `col`, from line `li`. */
  const seq = (col: number): QuickNode => {
    const items: QuickNode[] = [];
    for (;;) {
      const dash = starts[li]! + col;
      const e = ends[li]!;
      let p = dash + 1;
      while (p < e && text.charCodeAt(p) === 32) p++;
      if (p >= e || text.charCodeAt(p) === 35 || text.charCodeAt(p) === 45 || text.charCodeAt(p) === 63) out();
      const itemCol = p - starts[li]!;
      if (key(p) !== null) items.push(map(itemCol, p));
      else items.push(inline(p, col));
      if (li >= lines || indents[li]! < col) break;
      if (indents[li]! > col || !isItem(li)) {
        if (indents[li]! > col) out();
        break;
      }
    }
    return { kind: 'seq', items };
  };

  /** A block collection starting on line `li` at column `col`. */
  const block = (col: number): QuickNode => (isItem(li) ? seq(col) : map(col, starts[li]! + col));

  try {
    skip();
    if (li >= lines || indents[li] !== 0 || isItem(li)) return null;
    const root = map(0, starts[li]!);
    return li >= lines ? root : null;
  } catch (e) {
    if (e instanceof OutOfSubset) return null;
    throw e;
  }
}

/** `yamlAt` over the scanned tree; `null` when it would need to look into an opaque value. */
function quickAt(root: QuickNode, pointer: string): { node?: QuickNode; key?: Range } | null {
  let cur: QuickNode | undefined = root;
  let key: Range | undefined;
  for (const seg of pointerSegments(pointer)) {
    if (cur?.kind === 'map') {
      const pair: { key: string; range: Range; value: QuickNode } | undefined = cur.pairs.find((p) => p.key === seg);
      if (!pair) return {};
      key = pair.range;
      cur = pair.value;
    } else if (cur?.kind === 'seq') {
      cur = cur.items[Number(seg)];
      key = undefined;
    } else if (cur?.kind === 'opaque') return null;
    else return {};
  }
  return { node: cur, key };
}

/**
 * The range (UTF-16 offsets into the scanned text) `yamlPointerSpan` gives for `pointer` on the
 * same text — the key with `which: 'key'`, else the value, else the nearest existing ancestor's
 * value — or `null` when that range is one the scan does not know (a collection, an opaque value).
 */
export function quickPointerRange(root: QuickNode, pointer: string, which: 'value' | 'key'): Range | null {
  let p = pointer;
  for (;;) {
    const at = quickAt(root, p);
    if (at === null) return null;
    if (which === 'key' && at.key) return at.key;
    if (at.node !== undefined) return at.node.kind === 'scalar' ? at.node.range : null;
    if (at.key) return at.key;
    // The root is a mapping: a walk up always ends at a node whose range the scan does not know.
    if (p === '') return null;
    p = p.slice(0, p.lastIndexOf('/'));
    which = 'value';
  }
}

/** js-yaml 3's booleans and nulls among plain scalars (DEFAULT_SAFE_SCHEMA). */
const JS_YAML_WORDS: ReadonlyMap<string, boolean | null> = new Map([
  ['true', true], ['True', true], ['TRUE', true],
  ['false', false], ['False', false], ['FALSE', false],
  ['null', null], ['Null', null], ['NULL', null],
]);

/** Thrown inside `quickYamlData` when a value is not one it reads; never escapes it. */
class NotPlainData extends Error {}

/**
 * The value js-yaml 3's `safeLoad` (gray-matter's YAML engine) gives for the scanned text `text`,
 * or `null` when the tree holds anything this reading leaves to js-yaml: an opaque value, a
 * duplicate key (js-yaml throws), a `__proto__` key, or a plain scalar other than a word starting
 * with a letter, `_`, `/`, `(` or `$` (a string, or a boolean or null: `true`, `False`, `NULL`…),
 * a decimal integer without a leading zero (at most 15 digits), such an integer with a fraction
 * (`0.1`, a number) or a dotted version (`1.0.0`, a string). Quoted scalars are strings.
 */
export function quickYamlData(root: QuickNode, text: string): Record<string, unknown> | null {
  const value = (n: QuickNode): unknown => {
    if (n.kind === 'map') {
      const o: Record<string, unknown> = {};
      for (const p of n.pairs) {
        if (p.key === '__proto__' || Object.hasOwn(o, p.key)) throw new NotPlainData();
        o[p.key] = value(p.value);
      }
      return o;
    }
    if (n.kind === 'seq') return n.items.map(value);
    if (n.kind === 'opaque') throw new NotPlainData();
    const raw = text.slice(n.range[0], n.range[1]);
    if (n.style === 'empty') return null;
    if (n.style === 'double') return raw.slice(1, -1);
    if (n.style === 'single') return raw.slice(1, -1).replace(/''/g, "'");
    const word = JS_YAML_WORDS.get(raw);
    if (word !== undefined) return word;
    // A word (`/^[A-Za-z_/($]/`, by its first code unit: no number below starts so) is a string.
    const c = raw.charCodeAt(0);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 47 || c === 40 || c === 36) return raw;
    if (/^(?:0|[1-9][0-9]{0,14})$/.test(raw)) return Number(raw);
    // A decimal fraction (js-yaml's float: `parseFloat` of the same digits), and dotted version
    // numbers, which no implicit type of js-yaml's matches (a string).
    if (/^(?:0|[1-9][0-9]{0,14})\.[0-9]{1,15}$/.test(raw)) return Number(raw);
    if (/^[0-9]+(?:\.[0-9]+){2,}$/.test(raw)) return raw;
    throw new NotPlainData();
  };
  try {
    return root.kind === 'map' ? (value(root) as Record<string, unknown>) : null;
  } catch (e) {
    if (e instanceof NotPlainData) return null;
    throw e;
  }
}
