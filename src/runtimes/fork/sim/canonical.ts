/**
 * Canonical paths for discovery filtering and owners (docs/runtimes/fork.md §6.4 step 3, §6.7).
 */
import type { FileSource } from '../../../source/types.js';
import { base, clean, dir, join } from '../../../go/path.js';
import { goToLower } from './resolve.js';

/** The `realpath`/`stat` calls canonicalisation needs (a `FileSource` or a `ReadCache`). */
export interface CanonicalFs {
  realpath(abs: string): string | null;
  stat(abs: string): { kind: string; id?: string } | null;
}

/**
 * Probe whether the filesystem holding W is case-insensitive (docs/runtimes/fork.md §6.4 step 3):
 * flip the case of the last ASCII letter of `Clean(W)` and compare file identity.
 * `Stat(Clean(W))` failing, or no ASCII letter: the platform default (darwin and win32
 * insensitive). The flipped spelling failing to stat, or being another file: sensitive.
 */
export function probeCaseInsensitive(fs: CanonicalFs, W: string, platform: string = process.platform): boolean {
  const w = clean(W);
  const platformDefault = platform === 'darwin' || platform === 'win32';
  const st = fs.stat(w);
  let idx = -1;
  for (let i = w.length - 1; i >= 0; i--) {
    if (/[A-Za-z]/.test(w[i]!)) {
      idx = i;
      break;
    }
  }
  if (st === null || idx < 0) return platformDefault;
  const ch = w[idx]!;
  const flipped = w.slice(0, idx) + (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase()) + w.slice(idx + 1);
  const st2 = fs.stat(flipped);
  if (st2 === null) return false;
  if (st.id !== undefined && st2.id !== undefined) return st.id === st2.id;
  const r1 = fs.realpath(w);
  const r2 = fs.realpath(flipped);
  return r1 !== null && r1 === r2;
}

/**
 * Canonicalises paths relative to one W: symlinks resolved on the deepest existing ancestor with
 * the rest re-appended, then lower-cased only on a case-insensitive filesystem (probed once).
 * Memoised per instance; make one per run.
 */
export class Canonicaliser {
  readonly caseInsensitive: boolean;
  /** Canonical form by cleaned path. */
  private readonly memo = new Map<string, string>();
  /** Canonical form by the path as passed (skips `clean` for a path seen before: the filter asks once per file per target). */
  private readonly rawMemo = new Map<string, string>();

  constructor(
    /** The `realpath`/`stat` calls it makes (pass the run's `ReadCache` to share its memo). */
    readonly fs: CanonicalFs,
    W: string,
    platform: string = process.platform,
  ) {
    this.caseInsensitive = probeCaseInsensitive(fs, W, platform);
  }

  /** Canonical form of an absolute path. */
  canonical(p: string): string {
    const seen = this.rawMemo.get(p);
    if (seen !== undefined) return seen;
    const c = clean(p);
    let r = this.memo.get(c);
    if (r !== undefined) {
      this.rawMemo.set(p, r);
      return r;
    }
    let cur = c;
    const rest: string[] = [];
    let resolved: string | null = null;
    for (;;) {
      const real = this.fs.realpath(cur);
      if (real !== null) {
        resolved = rest.length > 0 ? join(real, ...rest.reverse()) : real;
        break;
      }
      const parent = dir(cur);
      if (parent === cur) break;
      rest.push(base(cur));
      cur = parent;
    }
    r = resolved ?? c;
    if (this.caseInsensitive) r = goToLower(r);
    this.memo.set(c, r);
    this.rawMemo.set(p, r);
    return r;
  }
}
