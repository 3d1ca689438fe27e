/**
 * Whether a heading label line (docs/runtimes/fork.md §6.3) lies inside a CommonMark code block,
 * for the `manifest-label` rule: the runtime reads lines, so a `#` line in a fenced or indented
 * code block still gives the label, though a reader of the markdown sees code.
 *
 * remark decides the hard cases. It is loaded (the bundle keeps it in `remark.cjs`) only when a
 * code block can hold the line at all: `mayBeInCodeBlock` is an exact pre-check that answers
 * "no" without parsing for the usual file, whose label is its first line or follows frontmatter.
 */
import { remark } from 'remark';

const FENCES = ['```', '~~~'];

/**
 * Can line `line` (1-based, lines split on `\n`) of `text` lie inside a CommonMark code block?
 * `false` is exact (remark would find no code block holding the line); `true` means "parse to
 * know". Meant for a label line, whose first non-white-space character is `#` (so the line itself
 * opens no fence and carries no container marker). `false` when all three hold:
 *
 * - no `\r` stands alone (CommonMark ends a line at a lone `\r` too, which would shift remark's
 *   line numbers against the `\n`-split ones);
 * - the line is indented by fewer than 4 columns (spaces, tabs to the next multiple of 4): an
 *   indented code line needs 4 columns more than its container's content, and a list item's
 *   content starts at column 2 or later, a block quote's needs a `>` on the line itself;
 * - no "```" or "~~~" occurs anywhere before the line: no fence can be open when it starts,
 *   whatever lists or block quotes an opening fence would sit in.
 */
export function mayBeInCodeBlock(text: string, line: number): boolean {
  if (line < 1) return false;
  let start = 0;
  for (let n = 1; n < line; n++) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) return false; // no such line
    start = nl + 1;
  }
  if (/\r(?!\n)/.test(text)) return true;
  let col = 0;
  for (let i = start; i < text.length && col < 4; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20) col++;
    else if (c === 0x09) col += 4 - (col % 4);
    else break;
  }
  if (col >= 4) return true;
  const before = text.slice(0, start);
  return FENCES.some((f) => before.includes(f));
}

/**
 * Does line `line` (1-based, lines split on `\n`) of `text` lie inside a fenced or indented
 * code block, as CommonMark (remark) parses the whole text? remark runs only when
 * `mayBeInCodeBlock` cannot rule it out.
 */
export function lineInCodeBlock(text: string, line: number): boolean {
  if (!mayBeInCodeBlock(text, line)) return false;
  return codeBlockLines(text).some(([a, b]) => line >= a && line <= b);
}

/** Code-block line ranges (1-based, inclusive) of a markdown text, as remark parses it (always parses). */
export function codeBlockLines(text: string): [number, number][] {
  const out: [number, number][] = [];
  const visit = (n: { type: string; position?: { start: { line: number }; end: { line: number } }; children?: unknown[] }): void => {
    if (n.type === 'code' && n.position) out.push([n.position.start.line, n.position.end.line]);
    for (const c of (n.children ?? []) as (typeof n)[]) visit(c);
  };
  visit(remark().parse(text) as never);
  return out;
}
