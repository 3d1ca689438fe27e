import { findNodeAtLocation, parseTree, printParseErrorCode, type Node as JNode, type ParseError } from 'jsonc-parser';
import { LineIndex, type Span } from '../model/span.js';
import { pointerSegments } from './yaml-doc.js';

/** A parsed JSON text with positions (jsonc-parser tree; offsets are UTF-16 offsets). */
export interface JsonDoc {
  file: string;
  text: string;
  lines: LineIndex;
  root: JNode | undefined;
  /** Syntax errors as jsonc-parser reports them (comments and trailing commas are errors: the fork reads strict JSON, docs/runtimes/fork.md §2.2). */
  errors: { code: string; message: string; span: Span }[];
}

/** Parse JSON strictly (no comments, no trailing commas), keeping a tree with offsets. */
export function parseJson(text: string, file: string): JsonDoc {
  const lines = new LineIndex(text);
  const errs: ParseError[] = [];
  const root = parseTree(text, errs, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const errors = errs.map((e) => ({
    code: printParseErrorCode(e.error),
    message: printParseErrorCode(e.error),
    span: { file, pointer: '', start: lines.pos(e.offset), end: lines.pos(e.offset + Math.max(1, e.length)) },
  }));
  return { file, text, lines, root, errors };
}

/** Span of a jsonc-parser node. */
export function jsonSpan(d: JsonDoc, node: JNode | undefined, pointer: string): Span {
  if (!node) return { file: d.file, pointer, start: d.lines.pos(0), end: d.lines.pos(0) };
  return { file: d.file, pointer, start: d.lines.pos(node.offset), end: d.lines.pos(node.offset + node.length) };
}

/** Span at a JSON pointer (value, or key with `which: 'key'`), falling back to the nearest existing ancestor. */
export function jsonPointerSpan(d: JsonDoc, pointer: string, which: 'value' | 'key' = 'value'): Span {
  if (!d.root) return jsonSpan(d, undefined, pointer);
  let segs = pointerSegments(pointer);
  for (;;) {
    const node = findNodeAtLocation(d.root, toPath(d.root, segs));
    if (node) {
      if (which === 'key' && node.parent?.type === 'property' && node.parent.children?.[0]) {
        return jsonSpan(d, node.parent.children[0], pointer);
      }
      return jsonSpan(d, node, pointer);
    }
    if (segs.length === 0) return jsonSpan(d, d.root, pointer);
    segs = segs.slice(0, -1);
    which = 'value';
  }
}

function toPath(root: JNode, segs: string[]): (string | number)[] {
  const out: (string | number)[] = [];
  let node: JNode | undefined = root;
  for (const s of segs) {
    if (node?.type === 'array') {
      out.push(Number(s));
      node = node.children?.[Number(s)];
    } else {
      out.push(s);
      node = node ? findNodeAtLocation(node, [s]) : undefined;
    }
  }
  return out;
}
