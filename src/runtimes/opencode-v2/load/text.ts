/**
 * Reading instruction and agent files as V2 does (docs/runtimes/opencode-v2.md §4.3, §4.4).
 */
import type { FileSource } from '../../../source/types.js';

/** Decode as V2's `readFileString` does: UTF-8, invalid bytes replaced, a leading BOM dropped. */
export function decodeText(data: Buffer): string {
  return new TextDecoder('utf-8').decode(data);
}

/** `fs.exists` of V2 (follows symlinks): anything that `stat` finds. */
export function exists(source: FileSource, abs: string): boolean {
  return source.stat(abs) !== null;
}

type ReadOutcome = { ok: true; content: string } | { ok: false; why: string };

/** `readFileStringSafe`: the text, or why it is not loaded (a directory, an unreadable file). */
export function readInstruction(source: FileSource, abs: string): ReadOutcome {
  const st = source.stat(abs);
  if (st === null) return { ok: false, why: 'missing' };
  if (st.kind === 'dir') return { ok: false, why: 'a directory' };
  const r = source.readFile(abs);
  if (!r.ok) return { ok: false, why: r.code === 'EACCES' ? 'unreadable' : r.code };
  return { ok: true, content: decodeText(r.data) };
}
