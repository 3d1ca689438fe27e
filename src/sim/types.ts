import type { LayerName } from '../model/context.js';
import type { Node } from '../model/span.js';

/** Which prompt to simulate: an agent, or a flow step (whose agent is the step's agent). */
export interface SimTarget {
  agentId: string;
  flowId: string | null;
  stepId: string | null;
}

/** Why a context entry or candidate file contributed nothing (runtime-fork.md §5.4–§5.6, §8). */
export type SkipReason =
  | 'unknown-token' // ${x} with x not one of the four names (§5.4)
  | 'empty-token' // a recognised token expanded to "" (unset env var, flow token outside a flow)
  | 'leftover-token' // `${` remains after substitution
  | 'escapes' // containment rejected the scoped entry (§5.5)
  | 'missing' // nothing at the path
  | 'is-directory' // a directory named without a trailing `/`
  | 'symlink-dir-root' // trailing-`/` entry whose root is a symlink to a directory (§5.6, U16)
  | 'not-regular' // FIFO, socket, device: claims its key, contributes nothing (U25)
  | 'unreadable' // permission denied or other read error
  | 'duplicate'; // the dedupe key was already claimed (§5.6)

/** What became of one entry of one layer. */
export interface EntryTrace {
  layer: LayerName;
  /** The entry as written. */
  raw: string;
  /** Its position in `.opencode.json`, frontmatter or flow YAML; `null` for default paths or env. */
  node: Node<string> | null;
  /** After token expansion (`null` when expansion skipped it). */
  expanded: string | null;
  /** `Join(W, expanded)` (absolute, cleaned), or `null` when skipped before joining. */
  joined: string | null;
  /** Tokens the entry used, e.g. `['agent', 'env.HOME']`. */
  tokens: string[];
  /** `null` when the entry produced at least one file; otherwise why not. */
  skip: SkipReason | null;
  /** Extra detail for the skip: the token name, env var name, symlink target … */
  detail: string | null;
  /** Absolute paths of the files this entry rendered, in walk order. */
  files: string[];
}

/** One file in the rendered context. */
export interface ResolvedFile {
  /** The `# From:` path: joined, cleaned, absolute, not symlink-resolved. */
  abs: string;
  /** Relative to W (`../x` when outside). */
  rel: string;
  layer: LayerName;
  /** Content bytes. */
  bytes: number;
  content: Buffer;
  /** The entry that produced it. */
  entry: EntryTrace;
  /** Symlink-resolved path, or `null` when evaluation failed. */
  realPath: string | null;
  /** True when the real path lies outside W (a global escape or a walked symlink, U22). */
  outsideW: boolean;
}

/** Two candidates that shared a lower-cased dedupe key (runtime-fork.md §5.6, U5, U6). */
export interface DedupeCollision {
  key: string;
  winner: { abs: string; layer: LayerName; entry: EntryTrace; exists: boolean };
  loser: { abs: string; layer: LayerName; entry: EntryTrace; exists: boolean };
  /** Same layer: the runtime outcome is a goroutine race (U5). */
  race: boolean;
}

/** The resolved context of one target (runtime-fork.md §5). */
export interface Resolution {
  target: SimTarget;
  /** Layers in output order (global → agent → step), only those that participate. */
  layers: { name: LayerName; mode: 'replace' | 'append'; rawMode: string | null; declared: boolean }[];
  /** Files in rendered order. */
  files: ResolvedFile[];
  /** Every entry of every participating layer. */
  entries: EntryTrace[];
  collisions: DedupeCollision[];
  /** The resolved block (without the 88-byte header); `""` when empty. */
  text: string;
}

/** One nested context file found by discovery (runtime-fork.md §6.2, §6.3). */
export interface DiscoveredFile {
  /** Walk path (absolute, not symlink-resolved). */
  abs: string;
  /** Relative to W. */
  rel: string;
  /** Number of directories between W and the file (1..maxDepth). */
  depth: number;
  /** Label after truncation, or `null` (no label, or an empty one). */
  label: string | null;
  /** Where the label came from. `description-empty`: an empty description suppressed the heading fallback. */
  labelFrom: 'description' | 'heading' | 'description-empty' | null;
  /** Size in bytes (from stat). */
  bytes: number;
}

/** Result of the discovery walk (runtime-fork.md §6.2). */
export interface DiscoveryResult {
  files: DiscoveredFile[];
  truncated: boolean;
}

/** The nested-context manifest of one target (runtime-fork.md §6.5). */
export interface ManifestResult {
  /** The manifest text (no leading `\n\n`), `""` when none. */
  text: string;
  /** Files listed (after the §6.4 filter and the gates), in order. */
  files: DiscoveredFile[];
  /** 0: labelled; 1: paths only; 2: greedy cut with "more files not shown". */
  degrade: 0 | 1 | 2;
  /** How many files the greedy cut left out. */
  notShown: number;
  /** Why the manifest is empty, when it is. */
  gatedBy: 'disabled' | 'agent-nested-false' | 'step-nested-false' | 'empty' | null;
}

/** The simulation of one target. */
export interface TargetSimulation {
  target: SimTarget;
  resolution: Resolution;
  manifest: ManifestResult;
  /** The exact bytes `ctxlens render` prints. */
  rendered: string;
}

/** Everything rules and audit need, computed once per run (memoised per resolved path). */
export interface Simulation {
  /** Every agent in registry order, then every step of every loaded flow. */
  targets: TargetSimulation[];
  discovery: DiscoveryResult;
}
