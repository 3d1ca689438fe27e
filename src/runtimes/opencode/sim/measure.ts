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

/** A file's block with its path relative to `worktree` when inside it (`null`: an empty file, no block). */
export function portableBlock(f: Pick<OcInstructionFile, 'abs' | 'block' | 'content'>, worktree: string): string | null {
  const pieces = portablePieces(f, worktree);
  return pieces === null ? null : pieces.join('');
}

/** `portableBlock` as the pieces it is made of (the `Instructions from:` line, then the content as it is held: no copy). */
function portablePieces(f: Pick<OcInstructionFile, 'abs' | 'block' | 'content'>, worktree: string): string[] | null {
  if (f.block === null) return null;
  const rel = path.relative(worktree, f.abs);
  const shown = rel === '' || rel === '..' || rel.startsWith('../') || path.isAbsolute(rel) ? f.abs : rel;
  // The block is `Instructions from: <abs>\n<content>` (`simulateInstructions`).
  return [`Instructions from: ${shown}\n`, f.content];
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

/** Measure one file's block (0 bytes and tokens for an empty file). */
export function measureInstructionFile(f: Pick<OcInstructionFile, 'abs' | 'block' | 'content'>, worktree: string, count: ((text: string) => number) | null): OcInstructionMeasure {
  return measure(portablePieces(f, worktree) ?? [], count);
}

/** Measure the whole instruction text of one Location: the blocks joined by `\n`, as rendered (§6.4), paths inside the repository relative. */
export function measureInstructions(set: Pick<OcInstructionSet, 'files' | 'worktree'>, count: ((text: string) => number) | null): OcInstructionMeasure {
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
export function measureInstructionsForBudget(set: Pick<OcInstructionSet, 'files' | 'worktree'>, count: ((text: string) => number) | null, maxTokens: number): OcInstructionMeasure {
  const uncounted = measureInstructions(set, null);
  if (count === null || (uncounted.bytes <= maxTokens && uncounted.bytes <= EXACT_TOKEN_CHARS)) return uncounted;
  return measureInstructions(set, count);
}
