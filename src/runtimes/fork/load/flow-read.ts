/**
 * Reading flow, template and schema files through the file source, with Go's error texts
 * (docs/runtimes/fork.md §4.2 step 1, §4.5). Records each text read as a `TextDocument`.
 */
import type { LoadContext, TextDocument } from '../model/project.js';
import { LineIndex, type Span } from '../../../model/span.js';
import { bytePosition, yamlReaderError } from './yaml-reader.js';
import type { ReadErrorCode } from '../../../source/types.js';
import { rel } from '../../../go/path.js';

/** Go `os.ReadFile` error text for a failure code (`open /w/x.yaml: no such file or directory`). */
export function goReadError(abs: string, code: ReadErrorCode): string {
  switch (code) {
    case 'ENOENT':
      return `open ${abs}: no such file or directory`;
    case 'EISDIR':
      return `read ${abs}: is a directory`;
    case 'EACCES':
      return `open ${abs}: permission denied`;
    case 'ELOOP':
      return `open ${abs}: too many levels of symbolic links`;
    case 'ENOTREG':
      return `open ${abs}: not a regular file (ctxlens does not open it; the runtime may block on it)`;
    default:
      return `read ${abs}: input/output error`;
  }
}

/** Display path of an absolute path: relative to W (`../…` allowed), or absolute when W is not a prefix root. */
export function displayPath(W: string, abs: string): string {
  const r = rel(W, abs);
  return r === null ? abs : r;
}

/** Result of `readDoc`: the file's bytes as text and its document, or the Go read error. */
export type ReadDocResult = { ok: true; size: number; doc: TextDocument; reader: { problem: string; span: Span } | null } | { ok: false; error: string };

/**
 * Read a file via `ctx.source` and record it in `ctx.documents` (keyed by display path).
 * `size` is the byte length the runtime compares against its cap; `reader` is the first byte that
 * yaml.v3's reader refuses (invalid UTF-8, a control character; src/load/yaml-reader.ts), if any.
 */
export function readDoc(ctx: LoadContext, abs: string, kind: TextDocument['kind']): ReadDocResult {
  const r = ctx.source.readFile(abs);
  if (!r.ok) return { ok: false, error: goReadError(abs, r.code) };
  const file = displayPath(ctx.W, abs);
  const existing = ctx.documents.get(file);
  // Decoded once: the reader check reads the same text the document keeps.
  const text = existing ? existing.text : r.data.toString('utf8');
  const bad = yamlReaderError(r.data, existing ? undefined : text);
  let reader: { problem: string; span: Span } | null = null;
  if (bad) {
    const at = bytePosition(r.data, bad.offset);
    reader = { problem: bad.problem, span: { file, pointer: '', start: at, end: { line: at.line, column: at.column + 1 } } };
  }
  if (existing) return { ok: true, size: r.size, doc: existing, reader };
  const doc: TextDocument = { file, abs, kind, text, lines: new LineIndex(text) };
  ctx.documents.set(file, doc);
  return { ok: true, size: r.size, doc, reader };
}
