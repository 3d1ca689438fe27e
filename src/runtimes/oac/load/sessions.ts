import type { Node as JNode } from 'jsonc-parser';
import { jsonSpan, parseJson, type JsonDoc } from '../../../load/json-doc.js';
import { fileSpan, LineIndex, pointer } from '../../../model/span.js';
import { clean, join } from '../../../go/path.js';
import { pointerSegments } from '../../../load/yaml-doc.js';
import type { FileSource } from '../../../source/types.js';
import { jsonTooDeep, MAX_JSON_DEPTH, prop, props } from './json-nodes.js';
import type { ManifestFile, ManifestShapeIssue, SessionManifest, SpannedString } from '../model/types.js';

/** Where OAC keeps sessions, relative to W (docs/runtimes/oac.md §9.1). */
export const SESSIONS_DIR = '.tmp/sessions';
export const MANIFEST_NAME = '.manifest.json';
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
const MAX_DEPTH = 16;

/** ISO-8601 date-time as OAC writes it (`2025-01-18T14:30:22Z`, offsets and fractions allowed) or a plain date. */
const ISO = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Milliseconds of an ISO-8601 string, or `null` when it is not one (docs/runtimes/oac.md §9.2). */
export function isoTime(s: string): number | null {
  if (!ISO.test(s)) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : t;
}

/**
 * Every session folder `.tmp/sessions/<id>/` with its manifest (docs/runtimes/oac.md §9): the
 * manifest parsed strictly with spans, its shape checked (§9.2, both documented variants), each
 * listed path looked up in the session folder, and the regular files on disk listed.
 * `extra`: further manifest paths (relative to W) to read the same way.
 */
export function loadSessions(source: FileSource, W: string, extra: readonly string[] = []): SessionManifest[] {
  const out: SessionManifest[] = [];
  const dirs = source.readdir(join(W, SESSIONS_DIR)) ?? [];
  for (const d of dirs) {
    if (d.kind !== 'dir') continue;
    const dir = `${SESSIONS_DIR}/${d.name}`;
    const hasManifest = source.stat(join(W, dir, MANIFEST_NAME))?.kind === 'file';
    out.push(loadSession(source, W, dir, hasManifest ? `${dir}/${MANIFEST_NAME}` : null));
  }
  for (const file of extra) {
    const rel = clean(file);
    if (out.some((s) => s.file === rel)) continue;
    if (source.stat(join(W, rel))?.kind !== 'file') continue;
    out.push(loadSession(source, W, rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '.', rel));
  }
  return out;
}

function loadSession(source: FileSource, W: string, dir: string, file: string | null): SessionManifest {
  const s: SessionManifest = { dir, id: dir.split('/').pop()!, file, shapeIssues: [], parsed: false, createdAt: null, lastActivity: null, files: [], index: null, onDisk: listFiles(source, W, dir) };
  if (file === null) return s;
  const r = source.readFile(join(W, file), MAX_MANIFEST_BYTES);
  if (!r.ok) {
    s.shapeIssues.push({ messageId: 'invalidJson', data: { error: r.code }, span: fileSpan(file) });
    return s;
  }
  const text = r.data.toString('utf8');
  const deep = jsonTooDeep(text);
  if (deep >= 0) {
    s.shapeIssues.push({ messageId: 'invalidJson', data: { error: `nested more than ${MAX_JSON_DEPTH} levels deep` }, span: new LineIndex(text).span(file, '', deep, deep + 1) });
    return s;
  }
  const d = parseJson(text, file);
  if (d.errors.length > 0) {
    s.shapeIssues.push({ messageId: 'invalidJson', data: { error: d.errors[0]!.message }, span: d.errors[0]!.span });
    return s;
  }
  if (d.root?.type !== 'object') {
    s.shapeIssues.push({ messageId: 'notObject', data: {}, span: jsonSpan(d, d.root, '') });
    return s;
  }
  s.parsed = true;
  const issue = (i: ManifestShapeIssue) => s.shapeIssues.push(i);
  const str = (node: JNode | undefined, at: string, key: string, required: boolean, date: boolean): SpannedString | null => {
    if (node === undefined) {
      if (required) issue({ messageId: 'missingKey', data: { key: keyLabel(pointer(at, key)) }, span: jsonSpan(d, undefined === node ? parentNode(d, at) : node, at) });
      return null;
    }
    const p = pointer(at, key);
    if (node.type !== 'string') {
      issue({ messageId: 'wrongType', data: { key: keyLabel(p), expected: 'a string' }, span: jsonSpan(d, node, p) });
      return null;
    }
    const v = { value: String(node.value), span: jsonSpan(d, node, p) };
    if (date && isoTime(v.value) === null) {
      issue({ messageId: 'badDate', data: { key: keyLabel(p), value: v.value }, span: v.span });
      return null;
    }
    return v;
  };
  const sid = str(prop(d.root, 'session_id'), '', 'session_id', true, false);
  if (sid && sid.value !== s.id && dir.startsWith(`${SESSIONS_DIR}/`)) issue({ messageId: 'idMismatch', data: { id: sid.value, folder: s.id }, span: sid.span });
  s.createdAt = str(prop(d.root, 'created_at'), '', 'created_at', true, true);
  s.lastActivity = str(prop(d.root, 'last_activity'), '', 'last_activity', true, true);
  for (const k of ['task_type', 'complexity']) str(prop(d.root, k), '', k, false, false);
  const files = prop(d.root, 'context_files');
  if (files === undefined) issue({ messageId: 'missingKey', data: { key: 'context_files' }, span: jsonSpan(d, d.root, '') });
  else if (files.type !== 'object') issue({ messageId: 'wrongType', data: { key: 'context_files', expected: 'an object' }, span: jsonSpan(d, files, '/context_files') });
  else {
    for (const [path, keyNode, v] of props(files)) {
      const at = pointer('/context_files', path);
      const entry: ManifestFile = { path: { value: path, span: jsonSpan(d, keyNode, at) }, span: jsonSpan(d, v, at), for: null, keywords: null, exists: existsIn(source, W, dir, path) };
      s.files.push(entry);
      if (v?.type !== 'object') {
        issue({ messageId: 'wrongType', data: { key: keyLabel(at), expected: 'an object' }, span: jsonSpan(d, v, at) });
        continue;
      }
      str(prop(v, 'created'), at, 'created', true, true);
      entry.for = str(prop(v, 'for'), at, 'for', true, false);
      str(prop(v, 'status'), at, 'status', false, false);
      const kw = prop(v, 'keywords');
      if (kw !== undefined) entry.keywords = stringList(d, kw, pointer(at, 'keywords'), issue);
    }
  }
  const index = prop(d.root, 'context_index');
  if (index !== undefined) {
    if (index.type !== 'object') issue({ messageId: 'wrongType', data: { key: 'context_index', expected: 'an object' }, span: jsonSpan(d, index, '/context_index') });
    else {
      s.index = props(index).map(([k, keyNode, v]) => {
        const at = pointer('/context_index', k);
        return { keyword: { value: k, span: jsonSpan(d, keyNode, at) }, paths: stringList(d, v, at, issue) ?? [] };
      });
    }
  }
  return s;
}

function parentNode(d: JsonDoc, at: string): JNode | undefined {
  let n = d.root;
  for (const seg of at.split('/').slice(1)) n = prop(n, seg.replace(/~1/g, '/').replace(/~0/g, '~'));
  return n;
}

/** A list of strings; anything else is a `wrongType` issue (returns `null`). */
function stringList(d: JsonDoc, node: JNode | undefined, at: string, issue: (i: ManifestShapeIssue) => void): SpannedString[] | null {
  if (node?.type !== 'array' || (node.children ?? []).some((c) => c.type !== 'string')) {
    issue({ messageId: 'wrongType', data: { key: keyLabel(at), expected: 'a list of strings' }, span: jsonSpan(d, node, at) });
    return null;
  }
  return (node.children ?? []).map((c, i) => ({ value: String(c.value), span: jsonSpan(d, c, pointer(at, i)) }));
}

/** What a session-relative path names: outside the folder, a file, a directory, or nothing. */
function existsIn(source: FileSource, W: string, dir: string, path: string): ManifestFile['exists'] {
  const rel = clean(path);
  if (path.startsWith('/') || rel === '..' || rel.startsWith('../') || rel === '.') return 'outside';
  const st = source.stat(join(W, dir, rel));
  return st?.kind === 'file' ? 'file' : st?.kind === 'dir' ? 'dir' : 'missing';
}

/** Regular files below a session folder, session-relative, byte order; the manifest itself left out. */
function listFiles(source: FileSource, W: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string, depth: number): void => {
    const list = source.readdir(join(W, dir, rel));
    if (!list || depth > MAX_DEPTH) return;
    for (const e of list) {
      const p = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.kind === 'dir') walk(p, depth + 1);
      else if ((e.kind === 'file' || e.kind === 'symlink') && p !== MANIFEST_NAME) out.push(p);
    }
  };
  walk('', 0);
  return out;
}

/** A JSON pointer as a reader writes the key: `/context_files/a~1b.md/for` → `context_files["a/b.md"].for`. */
export function keyLabel(p: string): string {
  return pointerSegments(p)
    .map((s, i) => (i === 0 ? s : /^\d+$/.test(s) ? `[${s}]` : /^[A-Za-z_]\w*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`))
    .join('');
}
