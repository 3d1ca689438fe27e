import type { Node as JNode } from 'jsonc-parser';
import type { LoadIssue } from '../model/project.js';
import { pointer, type Node, type Span } from '../../../model/span.js';
import { jsonSpan, type JsonDoc } from '../../../load/json-doc.js';

/**
 * A JSON value as viper hands it to the decoder (docs/runtimes/fork.md §2.1, §2.2), with positions.
 *
 * Object keys are lower-cased (Go `strings.ToLower`), exact duplicates keep the last value,
 * case variants keep the later one in the document (U19), and keys holding `.` are split into
 * nested objects (except permission pattern keys, which `fixPermissionKeys` rejoins).
 * `env` marks a value that came from an `OPENCODE_*` variable (§2.7) instead of a file.
 */
export interface CNode {
  kind: 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';
  /** Scalar value (`null` for objects, arrays and JSON null). */
  value: string | number | boolean | null;
  /** Object entries in document order, keys normalised (lower-case). */
  entries: CEntry[];
  /** Array items. */
  items: CNode[];
  /** Span of the value (for an env value: the file value it replaced, or a file-level span). */
  span: Span;
  /** Raw source text of a string literal (quotes included), for spans of `,`-split pieces. */
  raw: string | null;
  /** The `OPENCODE_*` variable this value came from, or `null` for file values. */
  env: string | null;
}

/** One object entry: the normalised key, the key as written (with the key's span) and the value. */
export interface CEntry {
  key: string;
  written: Node<string>;
  value: CNode;
}

/** Go `strings.ToLower` for keys (ASCII and the common Unicode cases). */
export function goLower(s: string): string {
  return s.toLowerCase();
}

/** Options of `toCNode`: where issues go, and which rule ids to record them under. */
interface BuildState {
  doc: JsonDoc;
  issues: LoadIssue[];
}

/**
 * Convert a jsonc-parser tree into a `CNode` the way viper reads it (docs/runtimes/fork.md §2.2):
 * lower-cases keys at every depth, resolves duplicates (issues `config-duplicate-key`) and case
 * variants (issues `config-key-spelling`, `caseCollision`), splits dotted keys (issues
 * `config-key-spelling`, `dottedKey`; not under `agents`, whose keys `agent-key-unreachable` checks).
 */
export function toCNode(doc: JsonDoc, root: JNode, issues: LoadIssue[]): CNode {
  return build({ doc, issues }, root, '', [], false);
}

function build(st: BuildState, n: JNode, ptr: string, path: string[], inArray: boolean): CNode {
  const span = jsonSpan(st.doc, n, ptr);
  const base = { entries: [] as CEntry[], items: [] as CNode[], span, raw: null as string | null, env: null };
  switch (n.type) {
    case 'string':
      return { ...base, kind: 'string', value: String(n.value), raw: st.doc.text.slice(n.offset, n.offset + n.length) };
    case 'number':
      return { ...base, kind: 'number', value: Number(n.value) };
    case 'boolean':
      return { ...base, kind: 'boolean', value: Boolean(n.value) };
    case 'null':
      return { ...base, kind: 'null', value: null };
    case 'array':
      return {
        ...base,
        kind: 'array',
        value: null,
        items: (n.children ?? []).map((c, i) => build(st, c, pointer(ptr, i), [...path, '[]'], true)),
      };
    default:
      return { ...base, kind: 'object', value: null, entries: buildEntries(st, n, ptr, path, inArray) };
  }
}

/** Property nodes of an object with their key text and value node. */
function props(n: JNode): { keyNode: JNode; key: string; valueNode: JNode }[] {
  const out: { keyNode: JNode; key: string; valueNode: JNode }[] = [];
  for (const p of n.children ?? []) {
    const [k, v] = p.children ?? [];
    if (!k || !v) continue;
    out.push({ keyNode: k, key: String(k.value), valueNode: v });
  }
  return out;
}

/** True when keys of the object at `path` are permission patterns, which the runtime rejoins after splitting. */
function isPatternMap(path: string[]): boolean {
  const p = path;
  return (p.length === 4 && p[0] === 'agents' && p[2] === 'permission') || (p.length === 3 && p[0] === 'permission' && p[1] === 'rules');
}

function buildEntries(st: BuildState, n: JNode, ptr: string, path: string[], inArray: boolean): CEntry[] {
  const all = props(n);
  // Group by lower-cased key: the last occurrence of each spelling, and the latest of them wins.
  const lastOfSpelling = new Map<string, number>();
  all.forEach((p, i) => lastOfSpelling.set(p.key, i));
  const winnerOfLower = new Map<string, number>();
  all.forEach((p, i) => winnerOfLower.set(goLower(p.key), i));
  const keySpan = (i: number): Span => jsonSpan(st.doc, all[i]!.keyNode, pointer(ptr, all[i]!.key));
  const out: CEntry[] = [];
  const splitAllowed = !inArray && !isPatternMap(path);
  all.forEach((p, i) => {
    const lower = goLower(p.key);
    const lastSame = lastOfSpelling.get(p.key)!;
    const winner = winnerOfLower.get(lower)!;
    if (lastSame !== i) {
      const later = all[lastSame]!;
      st.issues.push({
        rule: 'config-duplicate-key',
        messageId: 'duplicate',
        data: { key: p.key, line: keySpan(i).start.line, laterLine: keySpan(lastSame).start.line },
        span: keySpan(i),
        hint: `Remove one of the two "${later.key}" entries.`,
      });
      return;
    }
    if (winner !== i) {
      st.issues.push({
        rule: 'config-key-spelling',
        messageId: 'caseCollision',
        data: { key: p.key, line: keySpan(i).start.line, other: all[winner]!.key, otherLine: keySpan(winner).start.line },
        span: keySpan(i),
      });
      return;
    }
    const written: Node<string> = { value: p.key, span: keySpan(i) };
    const vptr = pointer(ptr, p.key);
    const segs = splitAllowed && lower.includes('.') ? lower.split('.') : [lower];
    const value = build(st, p.valueNode, vptr, [...path, ...segs], inArray);
    if (segs.length > 1 && !(path.length === 1 && path[0] === 'agents')) {
      st.issues.push({
        rule: 'config-key-spelling',
        messageId: 'dottedKey',
        data: { key: p.key, nested: segs.join(' → ') },
        span: written.span,
      });
    }
    insertPath(out, segs, written, value);
  });
  return out;
}

/** Insert `value` at the nested path `segs`, merging into existing objects (viper rebuilds nesting from dotted keys). */
function insertPath(entries: CEntry[], segs: string[], written: Node<string>, value: CNode): void {
  const [head, ...rest] = segs;
  if (head === undefined) return;
  let e = entries.find((x) => x.key === head);
  if (rest.length === 0) {
    if (e) {
      if (e.value.kind === 'object' && value.kind === 'object') {
        for (const c of value.entries) insertPath(e.value.entries, [c.key], c.written, c.value);
      } else e.value = value;
    } else entries.push({ key: head, written, value });
    return;
  }
  if (!e || e.value.kind !== 'object') {
    const obj: CNode = { kind: 'object', value: null, entries: [], items: [], span: value.span, raw: null, env: null };
    if (e) e.value = obj;
    else entries.push((e = { key: head, written, value: obj }));
  }
  insertPath(e.value.entries, rest, written, value);
}

/** The entry for a normalised key, or `undefined`. */
export function entry(n: CNode | null | undefined, key: string): CEntry | undefined {
  if (!n || n.kind !== 'object') return undefined;
  return n.entries.find((e) => e.key === key);
}

/** Value at a path of normalised keys, or `null`. */
export function at(n: CNode | null | undefined, ...keys: string[]): CNode | null {
  let cur: CNode | null | undefined = n;
  for (const k of keys) cur = entry(cur, k)?.value;
  return cur ?? null;
}

/**
 * viper's view of a value: JSON `null` and empty objects vanish when viper flattens the settings
 * (docs/runtimes/fork.md §2.2), recursively; array items are kept as they are. Returns `null` when the
 * value itself vanishes.
 */
export function settled(n: CNode): CNode | null {
  return pruneObjects(n, true);
}

/** Drop empty objects, recursively (and nulls too with `dropNulls`); `null` when `n` itself goes. */
function pruneObjects(n: CNode, dropNulls: boolean): CNode | null {
  if (dropNulls && n.kind === 'null') return null;
  if (n.kind !== 'object') return n;
  const entries: CEntry[] = [];
  for (const e of n.entries) {
    const v = pruneObjects(e.value, dropNulls);
    if (v) entries.push({ ...e, value: v });
  }
  return entries.length === 0 ? null : { ...n, entries };
}

/**
 * Merge the project settings over the global ones (docs/runtimes/fork.md §2.1 "Merge rules"):
 * objects merge key by key; otherwise the project value replaces the global one, except that a
 * global object under a project non-object is kept. A project `null` replaces a global scalar or
 * array and then vanishes, so the default applies. `project` must already be `settled`-free of
 * empty objects but may hold nulls.
 */
export function mergeOver(global: CNode | null, project: CNode | null): CNode | null {
  if (!project) return global;
  if (!global) return project;
  if (global.kind === 'object') {
    if (project.kind !== 'object') return global;
    const entries = global.entries.map((e) => ({ ...e }));
    for (const pe of project.entries) {
      const ge = entries.find((e) => e.key === pe.key);
      if (ge) {
        ge.value = mergeOver(ge.value, pe.value) ?? pe.value;
        ge.written = pe.written;
      }
      else entries.push(pe);
    }
    return { ...project, entries };
  }
  return project;
}

/** Drop empty objects (but keep nulls) before merging: the project file's own `AllSettings` loses them. */
export function dropEmptyObjects(n: CNode): CNode | null {
  return pruneObjects(n, false);
}
