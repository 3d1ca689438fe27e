import { createHash } from 'node:crypto';
import { sha256Hex } from '../text/sha256.js';
import type { Finding } from './finding.js';

/** Longest span text used as it is; a longer span is represented by its first line. */
const MAX_SPAN_CHARS = 200;

/**
 * The content a finding is about, for matching it across revisions (docs/usage.md, "Suppressions and baseline"): the text of
 * its span (the value or key it points at) with runs of whitespace collapsed; a span longer than
 * 200 characters is represented by its first line, trimmed. `""` for a file-level finding or a
 * file whose text the model does not hold. Never depends on the line number or the JSON-pointer
 * index, so edits elsewhere in the file and reordered entries keep it.
 */
export function findingContent(f: Finding, fileText: string | null | undefined, split: (text: string) => string[] = splitLines): string {
  if (!f.span || f.span.start.line === 0 || fileText === null || fileText === undefined) return '';
  const lines = split(fileText);
  const { start, end } = f.span;
  const first = lines[start.line - 1] ?? '';
  let text: string;
  if (end.line === start.line) text = first.slice(start.column - 1, Math.max(start.column - 1, end.column - 1));
  else {
    const parts = [first.slice(start.column - 1), ...lines.slice(start.line, end.line - 1), (lines[end.line - 1] ?? '').slice(0, Math.max(0, end.column - 1))];
    text = parts.join('\n');
  }
  if (text.length > MAX_SPAN_CHARS || text.trim() === '') text = first;
  return text.replace(/\s+/g, ' ').trim();
}

/** Hex SHA-256 of `text` (UTF-8) by node's `crypto`. */
function cryptoSha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Up to this many findings, `withFingerprints` hashes in JavaScript (`text/sha256.ts`), so that a
 * run with a few findings never loads node's `crypto` (about 1.5 ms CPU, `codecache/tiering.ts`);
 * beyond, `crypto` (loading it costs less than hashing that many texts in interpreted code).
 */
export const JS_HASH_MAX = 16;

/**
 * A finding's fingerprint: hex SHA-256 (first 20 digits) over rule id, message id, file and
 * `findingContent`. Two findings with the same fingerprint are "the same finding" for `diff`, the
 * Action's new/fixed split and the baseline; repeats are matched as a multiset. `hash` is the
 * SHA-256 (hex) to use: node's `crypto` unless given (`sha256Hex` gives the same digests).
 */
export function fingerprintOf(f: Finding, text: string | null | undefined, split?: (text: string) => string[], hash: (text: string) => string = cryptoSha256): string {
  return hash(fingerprintInput(f, text, split)).slice(0, 20);
}

/** What `fingerprintOf` hashes: rule id, message id, file and `findingContent`, joined by NUL. */
function fingerprintInput(f: Finding, text: string | null | undefined, split?: (text: string) => string[]): string {
  return [f.ruleId, f.messageId, f.span?.file ?? '', findingContent(f, text, split)].join('\0');
}

/** The lines of a text (`\r\n`, `\r` and `\n` end a line). */
function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/**
 * `findings` with `fingerprint` set (a new array; the findings are copied). `text` gives a file's
 * text by its W-relative name. Each file's text is split into lines once, however many findings it has.
 * `memo` (hashed text → fingerprint) is read and filled: a run that fingerprints the same findings
 * twice (before and after its disable comments, `engine/run.ts`) hashes each text once; the
 * fingerprint of a text is the same whichever call, or hash implementation, computed it.
 */
export function withFingerprints<F extends Finding>(findings: readonly F[], text: (file: string) => string | null, memo: Map<string, string> = new Map()): F[] {
  const split = new Map<string, string[]>();
  const linesOf = (t: string): string[] => {
    let lines = split.get(t);
    if (lines === undefined) split.set(t, (lines = splitLines(t)));
    return lines;
  };
  const hash = findings.length <= JS_HASH_MAX ? sha256Hex : cryptoSha256;
  return findings.map((f) => {
    const input = fingerprintInput(f, f.span ? text(f.span.file) : null, linesOf);
    let fingerprint = memo.get(input);
    if (fingerprint === undefined) memo.set(input, (fingerprint = hash(input).slice(0, 20)));
    return { ...f, fingerprint };
  });
}
