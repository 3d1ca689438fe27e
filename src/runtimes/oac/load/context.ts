import { grayMatter } from '../../../load/gray-matter.js';
import { LineIndex, type Span } from '../../../model/span.js';
import { join } from '../../../go/path.js';
import type { FileSource } from '../../../source/types.js';
import { yamlNesting } from '../../../load/yaml-doc.js';

/** Deepest YAML frontmatter nesting parsed (gray-matter and `yaml` recurse). */
const MAX_YAML_DEPTH = 256;
import type { ContextEntry, ContextHeader, ContextTree } from '../model/types.js';
import { isNavigationName, parseNavigation, realRel } from './navigation.js';

/** The context root, relative to W (docs/runtimes/oac.md §5). */
export const CONTEXT_ROOT = '.opencode/context';
/** Markdown files larger than this are listed but not read (bytes). */
const MAX_TEXT_BYTES = 1024 * 1024;
/** Deepest folder nesting walked below the root. */
const MAX_DEPTH = 32;

/**
 * Walk `.opencode/context/` (docs/runtimes/oac.md §5): every entry depth-first in byte order,
 * symlink targets resolved (never entered), markdown files read with their frontmatter and
 * header comment, navigation files parsed. Returns `null` when the root is not a directory.
 */
export function loadContextTree(source: FileSource, W: string): ContextTree | null {
  if (source.stat(join(W, CONTEXT_ROOT))?.kind !== 'dir') return null;
  const realRoot = realRel(source, W, CONTEXT_ROOT) ?? CONTEXT_ROOT;
  const entries: ContextEntry[] = [];
  const walk = (rel: string, depth: number): void => {
    const list = source.readdir(join(W, rel));
    if (!list || depth > MAX_DEPTH) return;
    for (const d of list) {
      const path = `${rel}/${d.name}`;
      const treePath = path.slice(CONTEXT_ROOT.length + 1);
      if (d.kind === 'dir') {
        entries.push({ path, treePath, kind: 'dir' });
        walk(path, depth + 1);
      } else if (d.kind === 'symlink') {
        const resolved = realRel(source, W, path);
        entries.push({
          path,
          treePath,
          kind: 'symlink',
          linkTarget: source.readlink(join(W, path)) ?? '',
          linkResolved: resolved,
          linkInside: resolved !== null && resolved.startsWith(realRoot + '/'),
        });
      } else if (d.kind === 'file') {
        entries.push(readContextFile(source, W, path, treePath));
      } else entries.push({ path, treePath, kind: 'other' });
    }
  };
  walk(CONTEXT_ROOT, 0);
  const navigation = entries
    .filter((e) => e.kind === 'file' && e.text !== undefined && isNavigationName(e.treePath.split('/').pop()!))
    .map((e) => parseNavigation(source, W, CONTEXT_ROOT, e.path, e.text!));
  return { root: CONTEXT_ROOT, entries, navigation };
}

function readContextFile(source: FileSource, W: string, path: string, treePath: string): ContextEntry {
  const st = source.lstat(join(W, path));
  const entry: ContextEntry = { path, treePath, kind: 'file', bytes: st?.size ?? 0 };
  if (!path.endsWith('.md')) return entry;
  const r = source.readFile(join(W, path), MAX_TEXT_BYTES + 1);
  if (!r.ok || r.size > MAX_TEXT_BYTES) return entry;
  const text = r.data.toString('utf8');
  entry.bytes = r.size;
  entry.text = text;
  const lines = new LineIndex(text);
  const fm = frontmatterOf(text, path, lines);
  entry.frontmatter = fm.result;
  const headerAt = headerPosition(text, fm.bodyOffset);
  entry.headerLine = lines.span(path, '', headerAt.start, headerAt.end);
  entry.header = parseHeader(text.slice(headerAt.start, headerAt.end), entry.headerLine);
  return entry;
}

/**
 * YAML frontmatter at line 1 (`---` … `---`), parsed with gray-matter (as the mainstream runtime
 * parses agent frontmatter, docs/runtimes/oac.md §8). `bodyOffset`: UTF-16 offset just after the
 * closing delimiter line, 0 without frontmatter.
 */
export function frontmatterOf(text: string, file: string, lines: LineIndex): { result: ContextEntry['frontmatter']; bodyOffset: number } {
  const m = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
  if (!m) return { result: null, bodyOffset: 0 };
  const close = /^---[ \t]*$/m;
  const rest = text.slice(m[0].length);
  const c = close.exec(rest);
  if (!c) return { result: null, bodyOffset: 0 };
  const end = m[0].length + c.index + c[0].length;
  const nl = text.indexOf('\n', end);
  const bodyOffset = nl < 0 ? text.length : nl + 1;
  const nesting = yamlNesting(text.slice(m[0].length, end));
  if (nesting.maxDepth > MAX_YAML_DEPTH) {
    const line = lines.pos(m[0].length + Math.max(0, nesting.offsetOver[0])).line;
    return { result: { ok: false, message: `nested more than ${MAX_YAML_DEPTH} levels deep; not parsed`, span: { file, pointer: '', start: { line, column: 1 }, end: { line, column: 1 } } }, bodyOffset };
  }
  try {
    const data = grayMatter(text.slice(0, bodyOffset), {}).data as Record<string, unknown>;
    return { result: { ok: true, data: data && typeof data === 'object' ? data : {} }, bodyOffset };
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).split('\n')[0]!;
    const mark = (e as { mark?: { line?: number } }).mark;
    const line = typeof mark?.line === 'number' ? mark.line + 2 : 1;
    const span: Span = { file, pointer: '', start: { line, column: 1 }, end: { line, column: 1 } };
    return { result: { ok: false, message, span }, bodyOffset };
  }
}

/** The header position (§6): line 1, or the first non-blank line after the frontmatter. Offsets `[start, end)`. */
function headerPosition(text: string, from: number): { start: number; end: number } {
  let start = from;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(start, end).replace(/\r$/, '');
    if (from === 0 || line.trim() !== '' || nl < 0) return { start, end: start + line.length };
    start = nl + 1;
  }
}

/** Parse `<!-- Context: X | Priority: P | Version: V | Updated: D -->` (§6); `null` when the line is not one. */
export function parseHeader(line: string, span: Span): ContextHeader | null {
  const m = /^\s*<!--\s*(Context\s*:.*?)\s*-->\s*$/.exec(line);
  if (!m) return null;
  const fields: Record<string, string> = {};
  for (const part of m[1]!.split('|')) {
    const i = part.indexOf(':');
    if (i < 0) continue;
    fields[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return { text: line.trim(), span, fields };
}
