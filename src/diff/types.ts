import type { LayerName } from '../runtimes/fork/model/context.js';
import type { Finding } from '../engine/finding.js';
import type { SimTarget } from '../runtimes/fork/sim/types.js';

/** How something differs between base and head. */
export type ChangeStatus = 'added' | 'removed' | 'changed' | 'unchanged';

/** One side's view of a context file of a target. */
export interface FileSide {
  layer: LayerName;
  /** Content bytes. */
  bytes: number;
  /** Approximate tokens of the content (o200k_base). */
  tokens: number;
  /** SHA-256 of the content, hex. */
  sha256: string;
}

/** A context file of a target, compared. `changed`: content (hash) or layer differs. */
export interface FileChange {
  /** Path relative to W, as the runtime's `# From:` shows it relative. */
  path: string;
  status: ChangeStatus;
  before: FileSide | null;
  after: FileSide | null;
}

/** Which budget (docs/runtimes/fork.md §6.5, §6.8). */
export type BudgetName = 'maxFileBytes' | 'maxSessionBytes' | 'manifestCap';

/** A budget whose state differs between base and head, or that is exceeded on head. */
export interface BudgetCrossing {
  budget: BudgetName;
  /** What is measured: a nested file (relative path), `nested bodies` (their sum), or `manifest` (its labelled form). */
  subject: string;
  /** The limit in bytes. */
  limit: number;
  /** Measured bytes on each side (`null`: absent on that side). */
  before: number | null;
  after: number | null;
  /** `crossed`: within on base, over on head; `cleared`: the reverse; `over`: over on both. */
  state: 'crossed' | 'cleared' | 'over';
}

/** One agent or flow step, compared. */
export interface TargetDiff {
  target: SimTarget;
  /** `agent coder` or `flow review, step plan (agent coder)`. */
  name: string;
  /** `added`/`removed`: the target exists on one side only; `changed`: anything it renders differs. */
  status: ChangeStatus;
  /** Context files that are not unchanged, in head order then removed ones in base order. */
  files: FileChange[];
  /** Content bytes and approximate tokens of the effective files (the audit's `total`; `measureTarget`). */
  bytes: { before: number; after: number };
  tokens: { before: number; after: number };
  /** Bytes of everything `render` prints (header, `# From:` lines, manifest), paths under W counted relative. */
  renderedBytes: { before: number; after: number };
  /** Manifest lines (file entries and the "more files not shown" trailer) only on one side. */
  manifest: { added: string[]; removed: string[]; bytesBefore: number; bytesAfter: number };
  /** Manifest-cap and session-budget crossings of this target. */
  budgets: BudgetCrossing[];
}

/** The whole comparison (`ctxlens diff`, the Action's job summary). */
export interface ContextDiff {
  /** What each side is (`abc1234`, `working tree`, `git index`). */
  base: string;
  head: string;
  tokenizer: string;
  /** Targets whose status is not `unchanged`. */
  targets: TargetDiff[];
  /** How many targets were compared in all (union of both sides). */
  compared: number;
  /** Per nested file `maxFileBytes` crossings (project-wide, from discovery). */
  budgets: BudgetCrossing[];
  /** Findings on head whose key (rule id, file, pointer, message id) is not on base, counting repeats. */
  newFindings: Finding[];
  /** Findings on base whose key is gone on head. */
  fixedFindings: Finding[];
  /** All findings on head (for the summary's counts). */
  headFindings: Finding[];
}
