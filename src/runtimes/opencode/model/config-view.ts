/**
 * What the config rules of mainstream OpenCode read from one config document
 * (docs/runtimes/opencode.md §2–§5): its display path, raw text positions and parsed value.
 */
import { findNodeAtLocation, type Node as JNode } from 'jsonc-parser';
import type { LineIndex, Span } from '../../../model/span.js';

/** One `{file:}` / `{env:}` token of a document's raw text (docs/runtimes/opencode.md §3). */
export interface ConfigTokenView {
  kind: 'env' | 'file';
  /** The token as written. */
  text: string;
  /** UTF-16 offset in the raw text. */
  offset: number;
  /** `file`: the trimmed content inserted, when the target was read. */
  content?: string;
  /** `file`: left literal because it sits in a `//` comment. */
  commented?: boolean;
  /** `env`: the variable is unset or empty (it becomes `""`). */
  unset?: boolean;
}

/** The part of a config document the rules read. */
export interface ConfigDocView {
  /** As findings show it (relative to W inside it). */
  file: string;
  /** Parse tree of the raw text (JSONC), for positions. */
  tree: JNode | undefined;
  lines: LineIndex;
  /** The value after substitution and parsing; `null` when refused or not an object. */
  data: Record<string, unknown> | null;
  subst: { tokens: readonly ConfigTokenView[] };
}

/** Schema violations of one config document (load/config-check.ts), the runtime refuses to start on each. */
export interface ConfigViolations {
  file: string;
  violations: readonly { pointer: string; message: string; span: Span }[];
}

/** The part of the opencode project model the config rules read. */
export interface OcConfigView {
  readonly config: { readonly docs: readonly ConfigDocView[] };
  /** Per parsed document, its schema violations. */
  readonly configViolations: readonly ConfigViolations[];
}

/**
 * The top-level keys opencode 1.18 keeps (the properties of `schemas/opencode-json.schema.json`;
 * a test keeps the two equal). Any other top-level key is dropped without a word (observed with
 * `opencode debug config`: `contextPaths`, `instruction`, `system`, `prompt`, `worktree`).
 */
export const CONFIG_KEYS: readonly string[] = [
  '$schema',
  'instructions',
  'agent',
  'agents',
  'mode',
  'default_agent',
  'permission',
  'tools',
  'skills',
  'reference',
  'references',
  'command',
  'plugin',
  'provider',
  'mcp',
  'model',
  'small_model',
  'share',
  'autoshare',
  'autoupdate',
  'snapshot',
  'username',
  'shell',
  'logLevel',
  'disabled_providers',
  'enabled_providers',
  'layout',
  'theme',
  'keybinds',
  'tui',
  'server',
  'watcher',
  'formatter',
  'lsp',
  'compaction',
  'experimental',
  'attachment',
  'enterprise',
  'tool_output',
  'commands',
  'snapshots',
  'media',
  'subagent_depth',
];

/** The raw-text node at a JSON pointer, or `undefined`. */
export function nodeAt(doc: ConfigDocView, pointer: string): JNode | undefined {
  if (!doc.tree) return undefined;
  const segs = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const path: (string | number)[] = [];
  let cur: JNode | undefined = doc.tree;
  for (const s of segs) {
    const seg: string | number = cur?.type === 'array' ? Number(s) : s;
    path.push(seg);
    cur = cur !== undefined ? findNodeAtLocation(cur, [seg]) : undefined;
  }
  return findNodeAtLocation(doc.tree, path);
}

/**
 * Span of a JSON pointer in a document's raw text: the value, or the key with `which: 'key'`;
 * the nearest existing ancestor when the pointer is not in the raw text.
 */
export function configSpanAt(doc: ConfigDocView, pointer: string, which: 'value' | 'key'): Span {
  let p = pointer;
  for (;;) {
    const n = nodeAt(doc, p);
    if (n) {
      const target = which === 'key' && p === pointer && n.parent?.type === 'property' ? n.parent.children![0]! : n;
      return doc.lines.span(doc.file, pointer, target.offset, target.offset + target.length);
    }
    if (p === '') return doc.lines.span(doc.file, pointer, 0, 0);
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

/**
 * The `{file:}` tokens written inside `instructions[index]` of `doc` (raw text) whose pasted
 * content spans several lines (docs/runtimes/opencode.md §5.7): markdown pasted where a path is
 * expected, so the entry names no file. `instructions-file-token` reports these; the other
 * `instructions` rules leave such an entry alone, so it gets one finding.
 */
export function pastedFileTokens(doc: ConfigDocView, index: number): ConfigTokenView[] {
  return entryTokens(doc, index).filter(isPastedFile);
}

/** True for a `{file:}` token whose pasted content spans several lines (see `pastedFileTokens`). */
export function isPastedFile(t: ConfigTokenView): boolean {
  return t.kind === 'file' && !t.commented && t.content !== undefined && t.content.includes('\n');
}

/** The substitution tokens written inside `instructions[index]` of `doc` (raw text), in order. */
export function entryTokens(doc: ConfigDocView, index: number): ConfigTokenView[] {
  const list = nodeAt(doc, '/instructions');
  const entry = list?.type === 'array' ? list.children?.[index] : undefined;
  if (entry === undefined) return [];
  return doc.subst.tokens.filter((t) => t.offset >= entry.offset && t.offset < entry.offset + entry.length);
}
