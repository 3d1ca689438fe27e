/**
 * Manifest label extraction (docs/runtimes/fork.md §6.3), on raw bytes.
 */
import { firstRunes, hasPrefix, runeCount, trimBytes, trimSpaceBytes } from '../../../go/bytes.js';

/** Bytes read from the head of a nested context file for its label (§6.3 step 1). */
export const LABEL_READ_BYTES = 32768;
/** Labels longer than this many code points are cut (§6.3). */
export const LABEL_MAX_RUNES = 120;
/** Appended to a cut label: U+2026, 3 bytes. */
export const LABEL_ELLIPSIS = Buffer.from('…', 'utf8');

/** Where a label came from: see `DiscoveredFile.labelFrom`. */
export type LabelSource = 'description' | 'heading' | 'description-empty';

/** The outcome of label extraction for one file head. */
export interface LabelResult {
  /** The label bytes after truncation, or `null` when there is none or it is empty. */
  bytes: Buffer | null;
  /** The untruncated label bytes (may be empty), or `null` when no line matched. */
  raw: Buffer | null;
  from: LabelSource | null;
  /** 1-based line of the `description:` or `#` line that produced the label (also for an empty one), or `null`. */
  line: number | null;
  /** True when the label had more than 120 code points and was cut. */
  truncated: boolean;
  /** True when frontmatter was opened and never closed (headings are then never considered). */
  unclosedFrontmatter: boolean;
}

const DASHES = Buffer.from('---');
const DESCRIPTION = Buffer.from('description:');
const HASH = 0x23;

/**
 * Extract the label of a file from its first bytes (at most 32768 are looked at).
 * Lines are split on `\n` with one trailing `\r` stripped; trimming is Go `TrimSpace`
 * (a BOM is not space). Never throws.
 */
export function extractLabel(head: Buffer): LabelResult {
  const data = head.length > LABEL_READ_BYTES ? head.subarray(0, LABEL_READ_BYTES) : head;
  const lines: Buffer[] = [];
  let s = 0;
  for (let i = 0; i <= data.length; i++) {
    if (i === data.length || data[i] === 0x0a) {
      let e = i;
      if (e > s && data[e - 1] === 0x0d) e--;
      lines.push(data.subarray(s, e));
      s = i + 1;
    }
  }
  const none: LabelResult = { bytes: null, raw: null, from: null, line: null, truncated: false, unclosedFrontmatter: false };
  let i = 0;
  while (i < lines.length && trimSpaceBytes(lines[i]!).length === 0) i++;
  if (i >= lines.length) return none;
  if (trimSpaceBytes(lines[i]!).equals(DASHES)) {
    let closed = false;
    for (i = i + 1; i < lines.length; i++) {
      const t = trimSpaceBytes(lines[i]!);
      if (t.equals(DASHES)) {
        closed = true;
        i++;
        break;
      }
      if (hasPrefix(t, DESCRIPTION)) {
        const raw = trimBytes(trimSpaceBytes(t.subarray(DESCRIPTION.length)), '"\'');
        return finish(raw, raw.length === 0 ? 'description-empty' : 'description', i + 1);
      }
    }
    if (!closed) return { ...none, unclosedFrontmatter: true };
  }
  for (; i < lines.length; i++) {
    const t = trimSpaceBytes(lines[i]!);
    if (t.length > 0 && t[0] === HASH) {
      let k = 0;
      while (k < t.length && t[k] === HASH) k++;
      return finish(trimSpaceBytes(t.subarray(k)), 'heading', i + 1);
    }
  }
  return none;
}

function finish(raw: Buffer, from: LabelSource, line: number): LabelResult {
  const base = { raw: Buffer.from(raw), line, unclosedFrontmatter: false };
  if (raw.length === 0) return { ...base, bytes: null, from, truncated: false };
  if (runeCount(raw) > LABEL_MAX_RUNES) {
    return { ...base, bytes: Buffer.concat([firstRunes(raw, LABEL_MAX_RUNES), LABEL_ELLIPSIS]), from, truncated: true };
  }
  return { ...base, bytes: Buffer.from(raw), from, truncated: false };
}
