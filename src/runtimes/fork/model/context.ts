import type { Node, Span } from '../../../model/span.js';

/** The three context layers, highest precedence last in output order (docs/runtimes/fork.md §5.3). */
export type LayerName = 'global' | 'agent' | 'step';

/**
 * An agent's or a step's `context` object: `{paths, mode, nested}` (docs/runtimes/fork.md §2.5, §3.3, §4.4).
 *
 * This is what the runtime decoded, with positions: a JSON object in `.opencode.json`,
 * a frontmatter mapping, or a flow step (possibly inherited from a template).
 */
export interface ContextSpec {
  /** The `context` object node. */
  span: Span;
  /** The entries of `paths`, or `null` when `paths` is absent or nil: the layer is then undeclared (§5.1). `[]` is declared. */
  paths: Node<string>[] | null;
  /** The `paths` node itself, when present. */
  pathsSpan: Span | null;
  /** The raw `mode` value, or `null` when absent (absent and `""` mean replace, §5.2). */
  mode: Node<string> | null;
  /** `nested`, or `null` when absent (default true, §6.1). */
  nested: Node<boolean> | null;
  /** Keys inside the object that the runtime drops (`path`, `Paths` in YAML, …), with their spans. */
  unknownKeys: Node<string>[];
}

/** A layer is declared iff its `paths` is non-nil (docs/runtimes/fork.md §5.1). */
export function isDeclared(ctx: ContextSpec | null | undefined): ctx is ContextSpec & { paths: Node<string>[] } {
  return !!ctx && ctx.paths !== null;
}

/** Normalised mode (docs/runtimes/fork.md §5.2): `""`/absent/`replace` → replace; `append` → append; anything else → append (unrecognised). */
export function normaliseMode(raw: string | null | undefined): { mode: 'replace' | 'append'; recognised: boolean } {
  if (raw === null || raw === undefined || raw === '' || raw === 'replace') return { mode: 'replace', recognised: true };
  if (raw === 'append') return { mode: 'append', recognised: true };
  return { mode: 'append', recognised: false };
}
