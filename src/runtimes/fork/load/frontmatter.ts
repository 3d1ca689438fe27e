import { trimSpace } from '../../../go/path.js';

/** A markdown agent file split as `parseAgentMarkdown` splits it (docs/runtimes/fork.md §3.2). */
export type FrontmatterSplit =
  | {
      ok: true;
      /** The frontmatter text: the lines between the delimiters joined with `\n` (a CRLF file keeps its `\r`s). */
      block: string;
      /** UTF-16 offset of `block` in the file text (just after the first `\n`). */
      blockOffset: number;
      /** 0-based index of the closing delimiter line (lines split on `\n`). */
      closeLine: number;
      /** UTF-16 offsets of the closing line `[start, end)` (without its `\n`). */
      closeStart: number;
      closeEnd: number;
      /** Everything after the closing line, Go-trimmed (becomes `prompt`). */
      body: string;
    }
  | {
      ok: false;
      /** `open`: the file does not begin with `---\n` / `---\r\n`; `close`: no later line trims to `---`. */
      missing: 'open' | 'close';
      /** UTF-16 offsets of the offending first line `[start, end)`. */
      start: number;
      end: number;
    };

/**
 * Split a markdown agent file into frontmatter and body, byte-exactly like the fork
 * (docs/runtimes/fork.md §3.2, §3.5):
 * - the text must begin with exactly `---\n` or `---\r\n` (a BOM, a leading blank line, CR-only
 *   line ends or `--- ` fail with `missing: 'open'`);
 * - the text is split on `\n`; the first later line whose Go-trimmed text is `---` closes
 *   (even inside a YAML block scalar); none → `missing: 'close'`;
 * - the body is the rest after the closing line, joined with `\n` and Go-trimmed.
 * Offsets are UTF-16 code-unit offsets into `text`. Never throws.
 */
export function splitFrontmatter(text: string): FrontmatterSplit {
  const firstNl = text.indexOf('\n');
  const firstEnd = firstNl < 0 ? text.length : firstNl;
  if (!text.startsWith('---\n') && !text.startsWith('---\r\n')) {
    return { ok: false, missing: 'open', start: 0, end: firstEnd };
  }
  const blockOffset = firstNl + 1;
  let lineStart = blockOffset;
  let index = 1;
  while (lineStart <= text.length) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl < 0 ? text.length : nl;
    if (trimSpace(text.slice(lineStart, lineEnd)) === '---') {
      const block = lineStart === blockOffset ? '' : text.slice(blockOffset, lineStart - 1);
      const body = nl < 0 ? '' : trimSpace(text.slice(nl + 1));
      return { ok: true, block, blockOffset, closeLine: index, closeStart: lineStart, closeEnd: lineEnd, body };
    }
    if (nl < 0) break;
    lineStart = nl + 1;
    index++;
  }
  return { ok: false, missing: 'close', start: 0, end: firstEnd };
}
