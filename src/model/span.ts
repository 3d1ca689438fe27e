/**
 * Source positions carried by every value of the project model.
 *
 * Lines and columns are 1-based. Columns count UTF-16 code units, as ESLint and
 * SARIF (`columnKind: "utf16CodeUnits"`) do. `end` is exclusive: the column just
 * after the last character of the node.
 */
export interface Pos {
  /** 1-based line. */
  line: number;
  /** 1-based column, in UTF-16 code units. */
  column: number;
}

/** Where a model value sits in its file. */
export interface Span {
  /** Path of the file relative to the linted directory W, with `/` separators. */
  file: string;
  /** JSON pointer of the node inside its document (`/agents/coder/context/paths/0`), `""` for the whole file. */
  pointer: string;
  start: Pos;
  end: Pos;
}

/** A value with the span it came from. */
export interface Node<T> {
  value: T;
  span: Span;
}

/** A span that covers a whole file without a specific position (file-level finding). */
export function fileSpan(file: string): Span {
  return { file, pointer: '', start: { line: 0, column: 0 }, end: { line: 0, column: 0 } };
}

/** True when the span is a file-level span (no line/column). */
export function isFileLevel(span: Span): boolean {
  return span.start.line === 0;
}

/**
 * Line index of a text for offset → position conversion.
 *
 * Offsets are UTF-16 code-unit offsets into the string (what JS string indices,
 * jsonc-parser and the `yaml` package report). A `\r\n` pair ends one line. The line starts
 * are found on the first question (most texts are never asked), then kept.
 */
export class LineIndex {
  private lineStarts: number[] | null = null;
  constructor(private readonly text: string) {}

  private get starts(): number[] {
    if (this.lineStarts !== null) return this.lineStarts;
    const text = this.text;
    const starts = [0];
    if (!text.includes('\r')) {
      // Only `\n` ends lines: jump from one to the next (a native search, not a loop per character).
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    } else {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10) starts.push(i + 1);
        else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
      }
    }
    return (this.lineStarts = starts);
  }

  /** 1-based position of a 0-based UTF-16 offset (clamped to the text). */
  pos(offset: number): Pos {
    const o = Math.max(0, Math.min(offset, this.text.length));
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - starts[lo]! + 1 };
  }

  /** Span from `[start, end)` offsets. */
  span(file: string, pointer: string, start: number, end: number): Span {
    return { file, pointer, start: this.pos(start), end: this.pos(end) };
  }

  /** Number of lines. */
  get lineCount(): number {
    return this.starts.length;
  }
}

/** Escape one JSON-pointer segment (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Join JSON-pointer segments: `pointer('/agents', 'coder')` → `/agents/coder`. */
export function pointer(base: string, ...segments: (string | number)[]): string {
  return base + segments.map((s) => '/' + pointerSegment(s)).join('');
}
