/** Reading the config files (docs/runtimes/fork.md §2.1 steps 3–4): size and depth limits, parse, candidate-file warnings, unread names. */

import type { LoadContext } from '../model/project.js';
import { fileSpan, LineIndex, type Node, type Span } from '../../../model/span.js';
import { join, clean, rel } from '../../../go/path.js';
import { parseJson, type JsonDoc } from '../../../load/json-doc.js';
import { deepNestingOffset, describeJsonProblem, GO_MAX_JSON_DEPTH } from './config-locate.js';
import { goLower, toCNode, type CNode } from './config-tree.js';

/** Nesting depth beyond which ctxlens does not parse a config (the runtime accepts up to 10000). */
export const MAX_CHECKED_DEPTH = 512;

/** Config files larger than this are reported and not parsed (bytes). */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/** One config file read and parsed. */
export interface ConfigFile {
  abs: string;
  file: string;
  doc: JsonDoc;
  /** viper's view of the file, or `null` when it failed to parse. */
  tree: CNode | null;
}

/** Config-looking files in `--cwd` that no candidate search reaches (§2.1): `rule config-file-not-read`. */
const UNREAD_CONFIG_NAMES: readonly string[] = ['.opencode.jsonc', '.opencode.json5', '.opencode/.opencode.json', '.opencode/.opencode.jsonc'];

/**
 * Record `config-file-not-read` for each file of `UNREAD_CONFIG_NAMES` present in `--cwd` (a
 * regular file, or a symlink to one): the runtime probes only `<W>/.opencode.<ext>` for twelve
 * viper extensions and a bare `.opencode` (§2.1), so these are never read. `used` is the
 * candidate the runtime reads instead, if any.
 */
export function unreadConfigFiles(ctx: LoadContext, used: string | null): void {
  for (const name of UNREAD_CONFIG_NAMES) {
    const abs = join(ctx.cwd, name);
    if (ctx.source.stat(abs)?.kind !== 'file') continue;
    const file = displayName(ctx, abs);
    const instead = used !== null ? `The runtime reads ${used} instead.` : 'Without a .opencode.json the runtime runs on defaults.';
    const messageId = name.endsWith('c') || name.endsWith('5') ? 'jsonc' : 'location';
    ctx.issues.push({ rule: 'config-file-not-read', messageId, data: { file, instead }, span: { file, pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } });
  }
}

export function emptyObject(file: string): CNode {
  return { kind: 'object', value: null, entries: [], items: [], span: fileSpan(file), raw: null, env: null };
}

/** Display name of a file: relative to `--cwd` when inside it, else absolute. */
function displayName(ctx: LoadContext, abs: string): string {
  const r = rel(clean(ctx.cwd), abs);
  return r !== null && !r.startsWith('..') && r !== '.' ? r : abs;
}

/** Warn when the file used is not `.opencode.json`, or shadows an `.opencode.json` later in the search (U10). */
export function candidateIssues(ctx: LoadContext, name: string, abs: string, shadowed: string[]): void {
  const file = displayName(ctx, abs);
  if (name !== '.opencode.json') ctx.issues.push({ rule: 'config-candidate-file', messageId: 'otherName', data: { file: name }, span: fileSpan(file) });
  for (const s of shadowed) ctx.issues.push({ rule: 'config-candidate-file', messageId: 'shadows', data: { file: abs, shadowed: s }, span: fileSpan(file) });
}

/**
 * Read and parse one candidate; records the document. `'unreadable'` when the read fails (the
 * runtime then ignores a project file and fails on a global one); `{ unchecked: why }` when ctxlens
 * declines to parse it (over 1 MiB, or nested deeper than 512 levels) although the runtime would
 * read it (`why`: "it is N bytes, over …", for the commands' warning). Both record an issue.
 */
export function readConfig(ctx: LoadContext, abs: string, isGlobal: boolean, fatals: string[]): ConfigFile | 'unreadable' | { unchecked: string } {
  const file = displayName(ctx, abs);
  const r = ctx.source.readFile(abs, MAX_CONFIG_BYTES + 1);
  if (!r.ok) {
    const detail = READ_ERRORS[r.code] ?? r.code;
    ctx.issues.push({ rule: 'parse-error', messageId: 'unreadable', data: { what: file, detail }, span: fileSpan(file) });
    if (isGlobal) fatals.push(`failed to read config: ${detail}`);
    return 'unreadable';
  }
  if (r.size > MAX_CONFIG_BYTES) {
    // At line 1 (not file-level), so an annotation lands on a line of the file.
    const start: Span = { file, pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
    ctx.issues.push({ rule: 'parse-error', messageId: 'unreadable', data: { what: file, detail: `it is ${r.size} bytes, over the ${MAX_CONFIG_BYTES} bytes ctxlens reads; the runtime reads it, but ctxlens checks none of its settings and simulates with the defaults` }, span: start });
    return { unchecked: `it is ${r.size} bytes, over the ${MAX_CONFIG_BYTES} bytes ctxlens reads` };
  }
  const text = r.data.toString('utf8');
  // A text nesting deeper than Go's limit also nests deeper than ctxlens's, so the common text
  // (no deeper than ctxlens's limit) is scanned once, or not at all when it has too few brackets to.
  const checkedDeep = openersAtMost(text, MAX_CHECKED_DEPTH) ? -1 : deepNestingOffset(text, MAX_CHECKED_DEPTH);
  const goDeep = checkedDeep >= 0 ? deepNestingOffset(text, GO_MAX_JSON_DEPTH) : -1;
  const tooDeep = goDeep >= 0 ? goDeep : checkedDeep;
  if (tooDeep >= 0) {
    // jsonc-parser and the walkers recurse; never parse a pathological nesting.
    const lines = new LineIndex(text);
    ctx.documents.set(file, { file, abs, kind: 'config', text, lines });
    const span = lines.span(file, '', tooDeep, tooDeep + 1);
    if (goDeep >= 0) {
      const doc: JsonDoc = { file, text, lines, root: undefined, errors: [{ code: 'ExceededMaxDepth', message: 'exceeded max depth', span }] };
      return { abs, file, doc, tree: null };
    }
    ctx.issues.push({ rule: 'parse-error', messageId: 'unreadable', data: { what: file, detail: `it nests values more than ${MAX_CHECKED_DEPTH} levels deep; ctxlens does not check it and applies none of its settings` }, span });
    return { unchecked: `it nests values more than ${MAX_CHECKED_DEPTH} levels deep` };
  }
  const doc = parseJson(text, file);
  ctx.documents.set(file, { file, abs, kind: 'config', text, lines: doc.lines });
  const problem = describeJsonProblem(doc);
  if (problem) return { abs, file, doc, tree: null };
  const tree = doc.root && doc.root.type === 'object' ? toCNode(doc, doc.root, ctx.issues) : emptyObject(file);
  return { abs, file, doc, tree };
}

/** True when `text` holds at most `limit` `[` and `{` in all (strings included): it cannot nest deeper than `limit`. Native searches. */
function openersAtMost(text: string, limit: number): boolean {
  let n = 0;
  for (const ch of ['[', '{']) {
    for (let i = text.indexOf(ch); i >= 0; i = text.indexOf(ch, i + 1)) if (++n > limit) return false;
  }
  return true;
}

const READ_ERRORS: Record<string, string> = {
  ENOENT: 'the file does not exist',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  ENOTREG: 'it is not a regular file (the runtime would block or fail reading it)',
  ELOOP: 'too many levels of symbolic links',
  EIO: 'input/output error',
};

/** Every key written directly under a top-level `agents` object of one file, document order. */
export function writtenAgentKeys(f: ConfigFile): Node<string>[] {
  const out: Node<string>[] = [];
  const root = f.doc.root;
  if (!root || root.type !== 'object') return out;
  for (const p of root.children ?? []) {
    const [k, v] = p.children ?? [];
    if (!k || !v || goLower(String(k.value)) !== 'agents' || v.type !== 'object') continue;
    for (const ap of v.children ?? []) {
      const ak = ap.children?.[0];
      if (ak) out.push({ value: String(ak.value), span: f.doc.lines.span(f.file, `/${String(k.value)}/${String(ak.value)}`, ak.offset, ak.offset + ak.length) });
    }
  }
  return out;
}
