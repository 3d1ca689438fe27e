import type { LayerName } from '../model/context.js';
import type { Node } from '../../../model/span.js';
import type { EntryKind } from '../../../source/types.js';
import type { SimulationFacts } from './facts.js';

/** Which prompt to simulate: an agent, or a flow step (whose agent is the step's agent). */
export interface SimTarget {
  agentId: string;
  flowId: string | null;
  stepId: string | null;
}

/** Why a context entry or candidate file contributed nothing (docs/runtimes/fork.md §5.4–§5.6, §8). */
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
  | 'too-large' // over MAX_SIMULATED_FILE_BYTES: the runtime reads it whole, ctxlens does not simulate it
  | 'duplicate' // the dedupe key was already claimed (§5.6)
  | 'empty-dir'; // a trailing-`/` entry whose directory holds no files (nothing to walk)

/**
 * One candidate file of an entry (the single path, or one non-directory of a trailing-`/` walk),
 * in processing order (docs/runtimes/fork.md §5.6).
 */
export interface CandidateTrace {
  /** The `# From:` path: joined, cleaned, absolute, not symlink-resolved. */
  abs: string;
  /** The dedupe key: lower-cased `EvalSymlinks(abs)`, or lower-cased `abs` when evaluation fails. */
  key: string;
  /** `EvalSymlinks(abs)`, or `null` when it fails (missing, dangling, loop). */
  realPath: string | null;
  /** What `lstat` sees at `abs` (`symlink` for a link), or `null` when nothing is there. */
  kind: EntryKind | null;
  /** `null` when the candidate was rendered; otherwise why it contributed nothing. */
  skip: SkipReason | null;
  /** True when `realPath` lies outside W (not strictly inside the symlink-resolved W). */
  outsideW: boolean;
  /** For a `not-regular` candidate: what `stat` (following links) sees: `fifo`, `socket`, `device`, `other`. */
  statKind?: EntryKind | null;
}

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
  /** Every candidate the entry produced, in processing order (empty when skipped before reading). */
  candidates?: CandidateTrace[];
  /** Scoped entries only: the entry was absolute and `Join` re-rooted it under W (§5.5). */
  reRooted?: boolean;
  /** `EvalSymlinks(joined)`, or `null` when it fails (missing, dangling, loop) or the entry was skipped before joining. */
  rootReal?: string | null;
  /**
   * True when `joined` lies outside W lexically, or its `rootReal` lies outside the symlink-resolved
   * W (`/` contains every other path here).
   */
  rootOutside?: boolean;
  /**
   * When the entry leaves W through a symlink inside W: that link (absolute, the first path
   * component of `joined` that is a symlink resolving outside W), else `null`. Findings about the
   * escape belong on this link (issue 11, point 2).
   */
  escapeLink?: string | null;
  /** `EvalSymlinks(escapeLink)`: where that link leads, outside W. */
  escapeLinkReal?: string | null;
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

/** Two candidates that shared a lower-cased dedupe key (docs/runtimes/fork.md §5.6, U5, U6). */
export interface DedupeCollision {
  key: string;
  winner: { abs: string; layer: LayerName; entry: EntryTrace; exists: boolean };
  loser: { abs: string; layer: LayerName; entry: EntryTrace; exists: boolean };
  /** Same layer: the runtime outcome is a goroutine race (U5). */
  race: boolean;
  /** Both candidates have the same `# From:` path: they render identically whichever wins (§5.6). */
  samePath?: boolean;
}

/** The resolved context of one target (docs/runtimes/fork.md §5). */
export interface Resolution {
  target: SimTarget;
  /** Layers in output order (global → agent → step), only those that participate. */
  layers: { name: LayerName; mode: 'replace' | 'append'; rawMode: string | null; declared: boolean }[];
  /** Files in rendered order. */
  files: ResolvedFile[];
  /** Every entry of every participating layer. */
  entries: EntryTrace[];
  collisions: DedupeCollision[];
  /** The resolved block (without the 88-byte header); `""` when empty. Decoded as UTF-8: use `raw` for exact bytes. */
  text: string;
  /** The resolved block as the exact bytes the runtime appends (file content is not re-encoded). */
  raw?: Buffer;
}

/** One nested context file found by discovery (docs/runtimes/fork.md §6.2, §6.3). */
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
  /** The label's exact bytes (may hold invalid UTF-8 when not truncated, §6.3); `label` is their lossy decoding. */
  labelBytes?: Buffer | null;
  /** 1-based line of the file that produced the label (or an empty one), or `null`. */
  labelLine?: number | null;
  /** True when the label was cut at 120 code points and `…` appended. */
  labelTruncated?: boolean;
  /** True when the label read failed (the file is still listed, §6.2 step 7). */
  labelUnreadable?: boolean;
}

/** Why the discovery walk did not enter a directory (docs/runtimes/fork.md §6.2 step 3). */
export type PruneReason = 'hidden' | 'skip-list' | 'skip-dir' | 'depth' | 'walk-error';

/** A directory the walk did not enter. `depth` is the directory's own depth (separators in `rel`). */
export interface PrunedDir {
  abs: string;
  rel: string;
  depth: number;
  reason: PruneReason;
  /** Seen only because ctxlens keeps walking after the `maxFiles` cap: the runtime stopped before it (§6.2 step 5) and logged nothing. */
  afterCap?: boolean;
}

/** Why a file named like a context file was not a candidate (docs/runtimes/fork.md §6.2 step 4, checks 4–7). */
export type RejectReason = 'non-regular' | 'escapes' | 'root-matched' | 'inlined-prefix';

/** A file at depth ≥ 1 with a basename of the set that failed a later check. */
export interface RejectedFile {
  abs: string;
  rel: string;
  depth: number;
  reason: RejectReason;
  /** `lstat` kind (`symlink`, `fifo`, …). */
  kind: string;
  /** For `inlined-prefix`: the prefix (absolute, ending in `/`); for `root-matched`: the matched path. */
  by: string | null;
  /** Seen only because ctxlens keeps walking after the `maxFiles` cap: the runtime stopped before it and logged no WARN (§6.2 step 5). */
  afterCap?: boolean;
}

/** Result of the discovery walk (docs/runtimes/fork.md §6.2). */
export interface DiscoveryResult {
  files: DiscoveredFile[];
  truncated: boolean;
  /** Diagnostics for rules (present when computed by `discover`); the runtime keeps none of these. */
  trace?: DiscoveryTrace;
}

/** What the walk saw besides its result (for rules; docs/runtimes/fork.md §6.2, §8 U8, U24). */
export interface DiscoveryTrace {
  /** `contextDiscovery.enabled` was false: nothing was walked. */
  disabled: boolean;
  /** W's last component is a symlink: the walk ended at once (U24). `target` is its resolved path or `null`. */
  wSymlink: { target: string | null } | null;
  /** Effective caps (a configured value `<= 0` replaced by its default, §2.6). */
  caps: { maxFiles: number; maxDepth: number; maxFileBytes: number; maxSessionBytes: number };
  /** The basename set from global `contextPaths` (§6.2 step 1), in first-seen order. */
  basenames: string[];
  /** Root-matched paths and inlined prefixes (absolute). */
  rootMatched: string[];
  inlinedPrefixes: string[];
  /** Effective skip directories (absolute, cleaned). */
  skipDirs: string[];
  pruned: PrunedDir[];
  rejected: RejectedFile[];
  /** Candidates found after the cap was reached, in walk order (the runtime stopped before them). */
  overflow: { abs: string; rel: string; depth: number }[];
  /** Files at depth ≥ 1 named like a scoped context entry but absent from the basename set (U8). */
  watched: { abs: string; rel: string; depth: number; name: string }[];
}

/** The nested-context manifest of one target (docs/runtimes/fork.md §6.5). */
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
  /** The exact manifest bytes (labels may hold invalid UTF-8; `text` is their lossy decoding). */
  bytes?: Buffer;
  /** Byte lengths of the labelled and the paths-only forms (before any cut), and of the header `H`. */
  sizes?: { labelled: number; pathsOnly: number; header: number };
  /** Discovered files the §6.4 filter removed, with the scoped entry responsible. */
  filteredOut?: FilteredOut[];
}

/** A discovered file that `FilterDiscovered` removed (docs/runtimes/fork.md §6.4). */
export interface FilteredOut {
  file: DiscoveredFile;
  layer: 'agent' | 'step';
  /** The entry as written, and its node when it came from a file. */
  raw: string;
  node: Node<string> | null;
  /** `Join(W, expanded)`. */
  joined: string;
  /** True for a trailing-`/` entry whose root is a symlink to a directory: it inlines nothing (U7, U16). */
  symlinkDirRoot: boolean;
}

/** The simulation of one target. */
export interface TargetSimulation {
  target: SimTarget;
  resolution: Resolution;
  manifest: ManifestResult;
  /** The exact bytes `ctxlens render` prints, decoded as UTF-8 (use `renderedBytes` for output). */
  rendered: string;
  /** The exact bytes `ctxlens render` prints. */
  renderedBytes?: Buffer;
}

/** Everything rules and audit need, computed once per run (memoised per resolved path). */
export interface Simulation {
  /** Every agent in registry order, then every step of every loaded flow. */
  targets: TargetSimulation[];
  discovery: DiscoveryResult;
  /** Facts of the files met that only some rules need, gathered on first use (docs/runtimes/fork.md §5.6, §6.2, §6.3, §6.8). */
  facts: SimulationFacts;
}
