import { isUtf8 } from 'node:buffer';

/** The modes a listing may hold, by their code in `IndexListing` (one string each, not one per record). */
const MODES = ['100644', '100755', '120000', '160000'] as const;

/** The code of the mode at `b[s..s+6)` (an index into `MODES`), or -1. */
function modeCode(b: Buffer, s: number): number {
  // "100644", "100755", "120000", "160000": all start with "1" and differ from the 2nd digit on.
  if (b[s] !== 49) return -1;
  const tail = b.toString('latin1', s + 1, s + 6);
  return tail === '00644' ? 0 : tail === '00755' ? 1 : tail === '20000' ? 2 : tail === '60000' ? 3 : -1;
}

/**
 * The records of `git ls-files -s -z` output (`<mode> <oid> <stage>\t<path>\0`) kept as the
 * bytes git wrote, with the offsets of their fields, in git's order: sorted by the path's bytes
 * (the order of the index). A directory's entries are then one contiguous run of records, found
 * by binary search, so a tree over the listing builds each directory only when it is asked for
 * (`GitTreeSource`) and no string is made for a record nobody looks at.
 *
 * The order is git's promise, not checked here: git refuses to read an index whose entries are out
 * of order or repeated, and `ls-files` prints them in index order (a sparse index expanded).
 *
 * `from` answers `null` when the listing is not one this fast path handles exactly, and the
 * caller parses it record by record instead: a conflicted index (stages 1-3), a path that is not valid UTF-8 (its string would not map back to its bytes),
 * an empty path, a mode other than a regular file, an executable, a symlink or a submodule (a
 * sparse-index directory), object ids of another length than 40 or 64 hex digits or of mixed
 * lengths, or a malformed record.
 */
export class IndexListing {
  /** Number of records. */
  readonly length: number;

  private constructor(
    /** The raw `ls-files -s -z` output. */
    private readonly buf: Buffer,
    /** Per record: byte offset of the record (its mode), and of its path's terminating NUL. */
    private readonly recAt: Int32Array,
    private readonly pathEnd: Int32Array,
    /** Per record: the code of its mode (`MODES`). */
    private readonly modes: Uint8Array,
    /** Hex digits of every object id (40, or 64 in a SHA-256 repository). */
    private readonly oidLength: number,
  ) {
    this.length = recAt.length;
  }

  /** Index the records of `out` (see the class comment), or `null` when it needs the record-by-record parse. */
  static from(out: Buffer): IndexListing | null {
    if (out.length === 0) return new IndexListing(out, new Int32Array(0), new Int32Array(0), new Uint8Array(0), 40);
    if (out[out.length - 1] !== 0 || !isUtf8(out)) return null;
    const oidLength = out[47] === 32 ? 40 : out[71] === 32 ? 64 : -1;
    if (oidLength < 0) return null;
    // "<mode> <oid> 0\t<path>\0": 6 + 1 + oidLength + 3 bytes before a path of at least one byte.
    const head = 10 + oidLength;
    const max = Math.floor(out.length / (head + 2)) + 1;
    const recAt = new Int32Array(max);
    const pathEnd = new Int32Array(max);
    const modes = new Uint8Array(max);
    let n = 0;
    for (let start = 0; start < out.length; n++) {
      const sp2 = start + 7 + oidLength;
      if (out[start + 6] !== 32 || out[sp2] !== 32 || out[sp2 + 1] !== 48 || out[sp2 + 2] !== 9) return null;
      const code = modeCode(out, start);
      const ps = sp2 + 3;
      const end = out.indexOf(0, ps);
      if (code < 0 || end <= ps) return null;
      recAt[n] = start;
      pathEnd[n] = end;
      modes[n] = code;
      start = end + 1;
    }
    return new IndexListing(out, recAt.subarray(0, n), pathEnd.subarray(0, n), modes.subarray(0, n), oidLength);
  }

  /** Byte offset of record `i`'s path. */
  private pathAt(i: number): number {
    return this.recAt[i]! + 10 + this.oidLength;
  }

  /** The octal mode string of record `i` (`100644`, `100755`, `120000`, `160000`). */
  mode(i: number): string {
    return MODES[this.modes[i]!]!;
  }

  /** The object id (hex) of record `i`. */
  oid(i: number): string {
    const s = this.recAt[i]! + 7;
    return this.buf.toString('latin1', s, s + this.oidLength);
  }

  /** The path of record `i`, relative to the repository root. */
  path(i: number): string {
    return this.buf.toString('utf8', this.pathAt(i), this.pathEnd[i]!);
  }

  /** The first record in `[lo, hi)` whose path is at or after `key` in byte order (`hi` when none is). */
  lowerBound(key: Buffer, lo = 0, hi = this.length): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.comparePath(mid, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The path of record `i` compared with `key` in byte order: negative, zero or positive. (A loop: cheaper than `Buffer.compare` for keys this short.) */
  private comparePath(i: number, key: Buffer): number {
    const buf = this.buf;
    const s = this.pathAt(i);
    const n = this.pathEnd[i]! - s;
    const m = n < key.length ? n : key.length;
    for (let k = 0; k < m; k++) {
      const d = buf[s + k]! - key[k]!;
      if (d !== 0) return d;
    }
    return n - key.length;
  }

  /**
   * The directory `prefix` (relative to the root, `''` for the root) as `[name, record]` pairs in
   * listing order: a name directly inside it with the record of that entry, or a subdirectory's
   * name with `-1` (once). Empty when no record lies below `prefix`.
   */
  children(prefix: string): Array<[string, number]> {
    const out: Array<[string, number]> = [];
    const buf = this.buf;
    let i = 0;
    let hi = this.length;
    let skip = 0;
    if (prefix !== '') {
      // The run of "<prefix>/…": from "<prefix>/" up to "<prefix>0" ("/" + 1 is "0").
      const key = Buffer.from(prefix + '/', 'utf8');
      skip = key.length;
      i = this.lowerBound(key);
      key[key.length - 1] = 48;
      hi = this.lowerBound(key, i);
    }
    while (i < hi) {
      const ps = this.pathAt(i);
      const pe = this.pathEnd[i]!;
      const from = ps + skip;
      let slash = from;
      while (slash < pe && buf[slash] !== 47) slash++;
      const name = buf.toString('utf8', from, slash);
      if (slash === pe) {
        out.push([name, i]);
        i++;
        continue;
      }
      out.push([name, -1]);
      // Skip the subdirectory's run: every path starting with "<prefix>/<name>/".
      const next = Buffer.allocUnsafe(slash - ps + 1);
      buf.copy(next, 0, ps, slash);
      next[slash - ps] = 48;
      i = this.lowerBound(next, i + 1, hi);
    }
    return out;
  }

  /** The records whose last path component is `name`, in listing order. */
  named(name: string): number[] {
    const out: number[] = [];
    const buf = this.buf;
    const tail = Buffer.from(name + '\0', 'utf8');
    for (let at = buf.indexOf(tail); at >= 0; at = buf.indexOf(tail, at + 1)) {
      const r = this.recordEndingAt(at + tail.length - 1);
      if (r < 0) continue;
      // The whole path (a top-level entry), or its part after a "/" of the path.
      if (at === this.pathAt(r) || (at > this.pathAt(r) && buf[at - 1] === 47)) out.push(r);
    }
    return out;
  }

  /** The record whose terminating NUL is at byte `nul`, or -1. */
  private recordEndingAt(nul: number): number {
    let lo = 0;
    let hi = this.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const e = this.pathEnd[mid]!;
      if (e === nul) return mid;
      if (e < nul) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}
