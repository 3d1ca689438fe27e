/**
 * One set of numbers for a Location's always-on instructions (docs/runtimes/opencode.md §6.6):
 * the `instructions-budget` rule, `audit` (rows, totals and bars) and the Action's job summary all
 * measure the instruction text here. The runtime writes each file's absolute path into its block
 * (`Instructions from: /home/me/repo/AGENTS.md`); that part belongs to the checkout, not to the
 * repository, so a path inside the repository is counted as its form relative to the repository
 * root (`Instructions from: AGENTS.md`), and the figures do not change with where the repository
 * is checked out. Paths outside it (the global file) are counted as written.
 */
import { posix as path } from 'node:path';
import type { OcInstructionFile, OcInstructionSet } from './instructions.js';
import { countTokens, countTokensInPieces, EXACT_TOKEN_CHARS } from '../../../text/token-count.js';

/** A Location's instruction text (or one file's block), measured. */
export interface OcInstructionMeasure {
  /** UTF-8 bytes of the checkout-independent text. */
  bytes: number;
  /** Approximate tokens of that text (the counter's), or `null` without a counter. */
  tokens: number | null;
}

/** A file as the measures read it: its absolute path, its block and text; `bytes` (of `block`) when known. */
type MeasuredFile = Pick<OcInstructionFile, 'abs' | 'block' | 'content'> & { bytes?: number };

/**
 * `path.relative(worktree, abs)` when `abs` lies inside `worktree`, else `null` (`abs` itself, or
 * outside). For the usual normalised absolute paths this is a prefix test, no path resolution.
 */
function inside(worktree: string, abs: string): string | null {
  if (abs.length > worktree.length + 1 && abs.charCodeAt(worktree.length) === 0x2f && abs.startsWith(worktree)) {
    // `abs` starts with `worktree/`: when `abs` is normalised (the simulation's paths are), so is `worktree`, and the rest is the relative path.
    const rel = abs.slice(worktree.length + 1);
    if (!/(?:^|\/)\.{0,2}(?:\/|$)/.test(rel) && worktree !== '') return rel;
  }
  const rel = path.relative(worktree, abs);
  return rel === '' || rel === '..' || rel.startsWith('../') || path.isAbsolute(rel) ? null : rel;
}

/** A file's block with its path relative to `worktree` when inside it (`null`: an empty file, no block). */
export function portableBlock(f: Pick<OcInstructionFile, 'abs' | 'block' | 'content'>, worktree: string): string | null {
  const pieces = portablePieces(f, worktree);
  return pieces === null ? null : pieces.join('');
}

/** `portableBlock` as the pieces it is made of (the `Instructions from:` line, then the content as it is held: no copy). */
function portablePieces(f: Pick<OcInstructionFile, 'abs' | 'block' | 'content'>, worktree: string): string[] | null {
  if (f.block === null) return null;
  // The block is `Instructions from: <abs>\n<content>` (`simulateInstructions`).
  return [`Instructions from: ${inside(worktree, f.abs) ?? f.abs}\n`, f.content];
}

/**
 * UTF-8 bytes of `portableBlock(f, worktree)` without building it: the block's bytes with the
 * absolute path's bytes traded for the relative path's (the path sits between `: ` and `\n`, so no
 * surrogate pair spans the cut and the byte counts add up exactly). 0 for an empty file.
 */
function portableBytes(f: MeasuredFile, worktree: string): number {
  if (f.block === null) return 0;
  const bytes = f.bytes ?? Buffer.byteLength(f.block, 'utf8');
  const rel = inside(worktree, f.abs);
  if (rel === null) return bytes;
  // `abs` is `worktree/rel` (the usual case): what goes is the bytes of `worktree/`.
  if (f.abs.length === worktree.length + 1 + rel.length && f.abs.charCodeAt(worktree.length) === 0x2f && f.abs.endsWith(rel) && f.abs.startsWith(worktree)) return bytes - Buffer.byteLength(worktree, 'utf8') - 1;
  return bytes - Buffer.byteLength(f.abs, 'utf8') + Buffer.byteLength(rel, 'utf8');
}

/**
 * Bytes and tokens of the concatenation of `pieces`, without building it when the text is long
 * (`countTokensInPieces` for the run's counter; another counter gets the joined text).
 */
function measure(pieces: readonly string[], count: ((text: string) => number) | null): OcInstructionMeasure {
  let bytes = 0;
  // The sum of the pieces' byte lengths is the joined text's: no piece ends in half a surrogate pair (decoded UTF-8 has none).
  for (const p of pieces) bytes += Buffer.byteLength(p, 'utf8');
  if (count === null) return { bytes, tokens: null };
  if (bytes === 0) return { bytes, tokens: 0 };
  return { bytes, tokens: count === countTokens ? countTokensInPieces(pieces) : count(pieces.join('')) };
}

/**
 * The last count of each file object (the simulation shares one object per file across the
 * Locations whose sets hold it the same way): a file shown at many Locations is counted once.
 */
const measured = new WeakMap<object, { worktree: string; count: (text: string) => number; m: OcInstructionMeasure }>();

/**
 * Measure one file's block (0 bytes and tokens for an empty file). With a counter, the figures of
 * the same file object, worktree and counter are counted once (the object never changes).
 */
export function measureInstructionFile(f: MeasuredFile, worktree: string, count: ((text: string) => number) | null): OcInstructionMeasure {
  if (count === null) return { bytes: portableBytes(f, worktree), tokens: null };
  const kept = measured.get(f);
  if (kept !== undefined && kept.worktree === worktree && kept.count === count) return { ...kept.m };
  const m = measure(portablePieces(f, worktree) ?? [], count);
  measured.set(f, { worktree, count, m });
  return { ...m };
}

/** Measure the whole instruction text of one Location: the blocks joined by `\n`, as rendered (§6.4), paths inside the repository relative. */
export function measureInstructions(set: { files: readonly MeasuredFile[]; worktree: string }, count: ((text: string) => number) | null): OcInstructionMeasure {
  if (count === null) {
    // Bytes only: the blocks' bytes and one `\n` between two blocks, without joining the text.
    let bytes = 0;
    let blocks = 0;
    for (const f of set.files) {
      if (f.block === null) continue;
      bytes += portableBytes(f, set.worktree);
      blocks++;
    }
    return { bytes: blocks === 0 ? 0 : bytes + blocks - 1, tokens: null };
  }
  const pieces: string[] = [];
  for (const f of set.files) {
    const p = portablePieces(f, set.worktree);
    if (p === null) continue;
    if (pieces.length > 0) pieces.push('\n');
    pieces.push(...p);
  }
  return measure(pieces, count);
}

/**
 * `measureInstructions` for a token budget of `maxTokens` (> 0): the tokens are counted only when
 * the text could be over it. Every o200k token covers at least one byte and a text of at most
 * `maxTokens` bytes is short enough to be counted whole (`EXACT_TOKEN_CHARS`), so such a text has at
 * most `maxTokens` tokens: `tokens` is then `null` (not counted, not over), as it is without a counter.
 */
export function measureInstructionsForBudget(set: { files: readonly MeasuredFile[]; worktree: string }, count: ((text: string) => number) | null, maxTokens: number): OcInstructionMeasure {
  const uncounted = measureInstructions(set, null);
  if (count === null || (uncounted.bytes <= maxTokens && uncounted.bytes <= EXACT_TOKEN_CHARS)) return uncounted;
  return measureInstructions(set, count);
}
