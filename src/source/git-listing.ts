import { readFileSync } from 'node:fs';
import { isAscii, isUtf8 } from 'node:buffer';
import type { EntryKind } from './types.js';

/** The modes a listing may hold, by their code in `IndexListing` (one string each, not one per record). */
const MODES = ['100644', '100755', '120000', '160000'] as const;

/** Per count of leading bytes (0-3): a 32-bit word read from memory with those bytes cleared, the rest kept (either byte order). */
const LEAD_MASK = new Uint32Array(new Uint8Array([255, 255, 255, 255, 0, 255, 255, 255, 0, 0, 255, 255, 0, 0, 0, 255]).buffer);
/** The top bit of each byte of a 32-bit word. */
const HIGH_BITS = 0x80808080 | 0;

/** The code of the mode at `b[s..s+6)` (an index into `MODES`), or -1. */
function modeCode(b: Buffer, s: number): number {
  // "100644", "100755", "120000", "160000": all start with "1" and differ from the 2nd digit on.
  if (b[s] !== 49) return -1;
  const tail = b.toString('latin1', s + 1, s + 6);
  return tail === '00644' ? 0 : tail === '00755' ? 1 : tail === '20000' ? 2 : tail === '60000' ? 3 : -1;
}

/** The entries of one directory as `IndexListing.scanDir` appends them: parallel arrays, one element per entry. */
export interface DirScan {
  /** The entry's name. */
  names: string[];
  /** The entry's kind, as `lstat` sees it after checkout (a submodule is a directory). */
  kinds: EntryKind[];
  /** The entry's record, or -1 for a subdirectory. */
  recs: number[];
  /** Per subdirectory, in entry order: its position among the entries and its records `[subLo, subHi)`. */
  subAt: number[];
  subLo: number[];
  subHi: number[];
}

/** An empty `DirScan`. */
export function newDirScan(): DirScan {
  return { names: [], kinds: [], recs: [], subAt: [], subLo: [], subHi: [] };
}

/** The kind of an entry by its mode code (`MODES`). */
const KINDS: readonly EntryKind[] = ['file', 'file', 'symlink', 'dir'];

/**
 * The records of the index (or of a tree) in git's order, sorted by the path's bytes, kept as the
 * bytes git wrote (`git ls-files -s -z` output, `<mode> <oid> <stage>\t<path>\0`, the index file
 * itself, or `git ls-tree -r -l -z` output) with the offsets of their fields. A directory's entries
 * are then one contiguous run of records (the root's: all of them; a subdirectory's: found by the
 * scan of its parent, `scanDir`, or by binary search, `range`), so a tree over the listing lists a
 * directory only when it is asked for (`GitTreeSource`) and no string is made for a record nobody
 * looks at.
 *
 * The order is git's promise, not checked here: git refuses to read an index whose entries are out
 * of order or repeated, and `ls-files` prints them in index order (a sparse index expanded).
 *
 * `from`, `fromIndexFile` and `fromLsTree` answer `null` when the records are not ones this fast path handles
 * exactly, and the caller lets git list them and parses them record by record instead: a
 * conflicted index (stages 1-3), a path that is not valid UTF-8 (its string would not map back to
 * its bytes), an empty path, a mode other than a regular file, an executable, a symlink or a
 * submodule (a sparse-index directory), object ids of another length than 40 or 64 hex digits or
 * of mixed lengths, or a malformed record.
 */
export class IndexListing {
  /** Number of records. */
  readonly length: number;

  private constructor(
    /** The bytes the records are read from. */
    private readonly buf: Buffer,
    /** Per record: byte offset of its object id, of its path, and of the byte after the path. */
    private readonly oidAt: Int32Array,
    private readonly pathStart: Int32Array,
    private readonly pathEnd: Int32Array,
    /** Per record: the code of its mode (`MODES`). */
    private readonly modes: Uint8Array,
    /** Hex digits of every object id (40, or 64 in a SHA-256 repository). */
    private readonly oidLength: number,
    /** The object ids are stored as raw bytes (the index file), not as hex text (`ls-files`). */
    private readonly rawOids: boolean,
    /** Per record: the blob's size in bytes when the listing gives it (`ls-tree -l`), -1 when not; `null`: no sizes. */
    private readonly sizes: Float64Array | null,
    /** Every path is ASCII: names are decoded as latin1 (cheaper than UTF-8, same strings). */
    private readonly ascii: boolean,
  ) {
    this.length = modes.length;
  }

  /** Index the records of `git ls-files -s -z` output `out` (see the class comment), or `null` when it needs the record-by-record parse. */
  static from(out: Buffer): IndexListing | null {
    if (out.length === 0) return new IndexListing(out, new Int32Array(0), new Int32Array(0), new Int32Array(0), new Uint8Array(0), 40, false, null, true);
    if (out[out.length - 1] !== 0 || !isUtf8(out)) return null;
    const oidLength = out[47] === 32 ? 40 : out[71] === 32 ? 64 : -1;
    if (oidLength < 0) return null;
    // "<mode> <oid> 0\t<path>\0": 6 + 1 + oidLength + 3 bytes before a path of at least one byte.
    const head = 10 + oidLength;
    const max = Math.floor(out.length / (head + 2)) + 1;
    const oidAt = new Int32Array(max);
    const pathStart = new Int32Array(max);
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
      oidAt[n] = start + 7;
      pathStart[n] = ps;
      pathEnd[n] = end;
      modes[n] = code;
      start = end + 1;
    }
    return new IndexListing(out, oidAt.subarray(0, n), pathStart.subarray(0, n), pathEnd.subarray(0, n), modes.subarray(0, n), oidLength, false, null, isAscii(out));
  }

  /**
   * Index the entries of a git index file (`buf`, the whole file; format versions 2 and 3, as
   * git's `Documentation/gitformat-index.txt` describes them) whose object ids have `oidLength`
   * hex digits: what `git ls-files -s` would list, without running git. `null` (let git list it)
   * for the cases of the class comment and for version 4 (compressed paths), a split index or a
   * sparse index (any extension git requires readers to understand), or a file that does not
   * parse. The trailing checksum is not verified: git verified it when it read the index for
   * the staged paths just before.
   */
  static fromIndexFile(buf: Buffer, oidLength: number): IndexListing | null {
    if (oidLength !== 40 && oidLength !== 64) return null;
    const hashLen = oidLength / 2;
    const end = buf.length - hashLen; // entries and extensions, then the checksum
    if (end < 12 || buf.toString('latin1', 0, 4) !== 'DIRC') return null;
    const version = buf.readUInt32BE(4);
    const count = buf.readUInt32BE(8);
    const fixed = 40 + hashLen; // stat data (ten 32-bit fields) and the object id, then 16 bits of flags
    if ((version !== 2 && version !== 3) || count > (end - 12) / ((fixed + 11) & ~7)) return null; // the smallest entry: a one-byte path
    const oidAt = new Int32Array(count);
    const pathStart = new Int32Array(count);
    const pathEnd = new Int32Array(count);
    const modes = new Uint8Array(count);
    // The file as 32-bit words when it lies 4-byte aligned in memory: a path is tested for bytes
    // above 0x7f four at a time (a run reads this once, before V8 has optimised the loop).
    const words = (buf.byteOffset & 3) === 0 ? new Uint32Array(buf.buffer, buf.byteOffset, buf.length >>> 2) : null;
    let ascii = true;
    let off = 12;
    for (let r = 0; r < count; r++) {
      const f = off + fixed;
      if (f + 2 > end) return null;
      // The mode, a 32-bit big-endian field: 0o100644, 0o100755, 0o120000 or 0o160000 (below 2^16).
      const low = (buf[off + 26]! << 8) | buf[off + 27]!;
      const code = buf[off + 24] !== 0 || buf[off + 25] !== 0 ? -1 : low === 0o100644 ? 0 : low === 0o100755 ? 1 : low === 0o120000 ? 2 : low === 0o160000 ? 3 : -1;
      const flags = (buf[f]! << 8) | buf[f + 1]!;
      if (code < 0 || (flags & 0x3000) !== 0) return null; // another mode, or a stage other than 0 (a conflict)
      let ps = f + 2;
      if ((flags & 0x4000) !== 0) {
        if (version < 3) return null;
        ps += 2; // extended flags (skip-worktree, intent-to-add)
      }
      const nameLen = flags & 0xfff;
      const pe = nameLen < 0xfff ? ps + nameLen : buf.indexOf(0, ps + 0xfff);
      if (nameLen === 0 || pe < 0 || pe >= end || buf[pe] !== 0) return null;
      let high: number;
      if (words !== null) {
        // The words over [ps, pe): the bytes before ps in the first are masked off; those after pe
        // in the last are the NUL padding of the entry (an entry starts 4-byte aligned).
        let w = ps >>> 2;
        const last = (pe - 1) >>> 2;
        high = words[w]! & LEAD_MASK[ps & 3]!;
        for (w++; w <= last; w++) high |= words[w]!;
        high &= HIGH_BITS;
      } else {
        high = 0;
        for (let k = ps; k < pe; k++) high |= buf[k]!;
        high &= 0x80;
      }
      if (high !== 0) {
        if (!isUtf8(buf.subarray(ps, pe))) return null;
        ascii = false;
      }
      oidAt[r] = off + 40;
      pathStart[r] = ps;
      pathEnd[r] = pe;
      modes[r] = code;
      off += (pe - off + 8) & ~7; // the entry is padded with 1-8 NUL bytes to a multiple of 8
    }
    while (off < end) {
      if (off + 8 > end) return null;
      const first = buf[off]!;
      if (first >= 0x61 && first <= 0x7a) return null; // a required extension ("link": split index, "sdir": sparse index)
      off += 8 + buf.readUInt32BE(off + 4);
    }
    if (off !== end) return null;
    return new IndexListing(buf, oidAt, pathStart, pathEnd, modes, oidLength, true, null, ascii);
  }

  /**
   * Index the records of `git ls-tree -r -l -z` output `out` (`<mode> <type> <oid> <size>\t<path>\0`,
   * the size right-aligned, `-` for a submodule), or `null` when it needs the record-by-record
   * parse (the cases of the class comment). A tree lists its entries in the same byte order of
   * their paths as the index does (git builds trees from the index).
   */
  static fromLsTree(out: Buffer): IndexListing | null {
    if (out.length === 0) return new IndexListing(out, new Int32Array(0), new Int32Array(0), new Int32Array(0), new Uint8Array(0), 40, false, new Float64Array(0), true);
    if (out[out.length - 1] !== 0 || !isUtf8(out)) return null;
    const max = Math.floor(out.length / 56) + 1; // "<mode> blob <40 hex> <size>\t<path>\0": at least 57 bytes
    const oidAt = new Int32Array(max);
    const pathStart = new Int32Array(max);
    const pathEnd = new Int32Array(max);
    const modes = new Uint8Array(max);
    const sizes = new Float64Array(max);
    let oidLength = -1;
    let n = 0;
    for (let start = 0; start < out.length; n++) {
      if (n >= max) return null;
      const code = modeCode(out, start);
      if (code < 0 || out[start + 6] !== 32) return null;
      // "blob " for files and symlinks, "commit " for a submodule.
      const commit = code === 3;
      const type = commit ? 'commit ' : 'blob ';
      if (out.toString('latin1', start + 7, start + 7 + type.length) !== type) return null;
      const o = start + 7 + type.length;
      if (oidLength < 0) oidLength = out[o + 40] === 32 ? 40 : out[o + 64] === 32 ? 64 : -1;
      if (oidLength < 0 || out[o + oidLength] !== 32) return null;
      const tab = out.indexOf(9, o + oidLength);
      const end = tab < 0 ? -1 : out.indexOf(0, tab + 1);
      if (end <= tab + 1) return null;
      let size = -1;
      let k = o + oidLength;
      while (k < tab && out[k] === 32) k++;
      if (commit) {
        if (k !== tab - 1 || out[k] !== 45) return null; // "-"
      } else {
        if (k === tab) return null;
        size = 0;
        for (; k < tab; k++) {
          const d = out[k]! - 48;
          if (d < 0 || d > 9) return null;
          size = size * 10 + d;
        }
      }
      oidAt[n] = o;
      pathStart[n] = tab + 1;
      pathEnd[n] = end;
      modes[n] = code;
      sizes[n] = size;
      start = end + 1;
    }
    return new IndexListing(out, oidAt.subarray(0, n), pathStart.subarray(0, n), pathEnd.subarray(0, n), modes.subarray(0, n), oidLength, false, sizes.subarray(0, n), isAscii(out));
  }

  /** The size in bytes of record `i`'s blob when the listing gives it (`fromLsTree`), else `undefined`. */
  size(i: number): number | undefined {
    const z = this.sizes?.[i];
    return z === undefined || z < 0 ? undefined : z;
  }

  /** Byte offset of record `i`'s path. */
  private pathAt(i: number): number {
    return this.pathStart[i]!;
  }

  /** The octal mode string of record `i` (`100644`, `100755`, `120000`, `160000`). */
  mode(i: number): string {
    return MODES[this.modes[i]!]!;
  }

  /** The object id (hex) of record `i`. */
  oid(i: number): string {
    const s = this.oidAt[i]!;
    return this.rawOids ? this.buf.toString('hex', s, s + this.oidLength / 2) : this.buf.toString('latin1', s, s + this.oidLength);
  }

  /** The path of record `i`, relative to the repository root. */
  path(i: number): string {
    return this.buf.toString('utf8', this.pathAt(i), this.pathEnd[i]!);
  }

  /**
   * The first record in `[lo, hi)` whose path is at or after `key` in byte order (`hi` when none
   * is). `from`: the paths of those records and `key` share their first `from` bytes, which are not compared.
   */
  lowerBound(key: Buffer, lo = 0, hi = this.length, from = 0): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.comparePath(mid, key, from) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The path of record `i` compared with `key` in byte order, from byte `from` on: negative, zero or positive. (A loop: cheaper than `Buffer.compare` for keys this short.) */
  private comparePath(i: number, key: Buffer, from = 0): number {
    const buf = this.buf;
    const s = this.pathAt(i);
    const n = this.pathEnd[i]! - s;
    const m = n < key.length ? n : key.length;
    for (let k = from; k < m; k++) {
      const d = buf[s + k]! - key[k]!;
      if (d !== 0) return d;
    }
    return n - key.length;
  }

  /** True when the path of record `i` is the bytes of `key`. */
  pathEquals(i: number, key: Buffer): boolean {
    return this.pathEnd[i]! - this.pathAt(i) === key.length && this.pathStartsWith(i, key);
  }

  /** True when the path of record `i` starts with the bytes of `key`. */
  pathStartsWith(i: number, key: Buffer): boolean {
    const s = this.pathAt(i);
    if (this.pathEnd[i]! - s < key.length) return false;
    for (let k = key.length - 1; k >= 0; k--) if (this.buf[s + k] !== key[k]) return false;
    return true;
  }

  /** Copy the first `n` bytes of record `i`'s path to the start of `target`. */
  copyPathBytes(i: number, target: Buffer, n: number): void {
    this.buf.copy(target, 0, this.pathAt(i), this.pathAt(i) + n);
  }

  /**
   * The records of the directory `prefix` (relative to the root, `''` for the root): `[lo, hi)`,
   * every path there starting with `"<prefix>/"`; empty (`lo === hi`) when no record lies below it.
   */
  range(prefix: string): [number, number] {
    if (prefix === '') return [0, this.length];
    // The run of "<prefix>/…": from "<prefix>/" up to "<prefix>0" ("/" + 1 is "0").
    const key = Buffer.from(prefix + '/', 'utf8');
    const lo = this.lowerBound(key);
    key[key.length - 1] = 48;
    return [lo, this.lowerBound(key, lo)];
  }

  /**
   * The entries directly inside a directory: its records are `[lo, hi)` (`range`, or a
   * subdirectory's `subLo`/`subHi` from the scan of its parent) and their paths start with the same
   * `skip` bytes (`"<dir>/"`, 0 for the root). Appends to `out`, in listing order, one entry per
   * name: a record directly inside the directory, or a subdirectory once (with the range of its
   * records). No object per entry; the names of a run of adjacent records are decoded with one
   * `toString` when the listing is ASCII. Returns `false` when listing order is not the byte order
   * of the names: git sorts paths, so a subdirectory `a` (paths `a/…`) comes after a name `a-b` or
   * `a.c` (a byte below `/`); the caller then sorts.
   */
  scanDir(lo: number, hi: number, skip: number, out: DirScan): boolean {
    const buf = this.buf;
    const starts = this.pathStart;
    const ends = this.pathEnd;
    const modes = this.modes;
    const { names, kinds, recs, subAt, subLo, subHi } = out;
    let ordered = true;
    // The first "/" at or after the current name (`buf.indexOf`, native): searched again only once
    // passed, so each byte is searched once however long the names between two "/" are.
    let nextSlash = -1;
    // Records `[run, i)`: files directly inside, adjacent in the listing, names not decoded yet.
    let run = lo;
    let i = lo;
    while (i < hi) {
      const from = starts[i]! + skip;
      const pe = ends[i]!;
      if (nextSlash < from) {
        nextSlash = buf.indexOf(47, from);
        if (nextSlash < 0) nextSlash = buf.length;
      }
      if (nextSlash >= pe) {
        recs.push(i);
        kinds.push(KINDS[modes[i]!]!);
        i++;
        continue;
      }
      // A subdirectory: its run is every record starting with "<dir>/<name>/".
      if (run < i) this.decodeRun(run, i, skip, names);
      const name = buf.toString(this.ascii ? 'latin1' : 'utf8', from, nextSlash);
      // Listed after a longer name it is a prefix of ("a-b", then "a"): not in name order.
      if (names.length > 0) {
        const prev = names[names.length - 1]!;
        if (prev.length > name.length && prev.startsWith(name)) ordered = false;
      }
      const next = this.runEnd(i, hi, from, nextSlash);
      subAt.push(names.length);
      names.push(name);
      recs.push(-1);
      kinds.push('dir');
      subLo.push(i);
      subHi.push(next);
      i = next;
      run = next;
    }
    if (run < hi) this.decodeRun(run, hi, skip, names);
    return ordered;
  }

  /** Append the names of records `[a, b)`, files adjacent in the listing whose paths share `skip` bytes. */
  private decodeRun(a: number, b: number, skip: number, names: string[]): void {
    const buf = this.buf;
    const starts = this.pathStart;
    const ends = this.pathEnd;
    if (!this.ascii || b - a === 1) {
      const encoding = this.ascii ? 'latin1' : 'utf8';
      for (let r = a; r < b; r++) names.push(buf.toString(encoding, starts[r]! + skip, ends[r]!));
      return;
    }
    // One string over the stretch of the listing that holds them all, each name a slice of it.
    const base = starts[a]! + skip;
    const stretch = buf.toString('latin1', base, ends[b - 1]!);
    for (let r = a; r < b; r++) names.push(stretch.slice(starts[r]! + skip - base, ends[r]! - base));
  }

  /**
   * The first record in `(i, hi)` whose path does not start with the bytes up to `slash` (the "/"
   * ending the name that starts at `from`) of record `i`'s path (`hi` when all do); records
   * `[i, hi)` share the bytes before `from`. Galloping then binary search: a subdirectory of one
   * file costs one comparison.
   */
  private runEnd(i: number, hi: number, from: number, slash: number): number {
    const ps = this.pathStart[i]!;
    let lo = i + 1;
    let step = 1;
    while (lo + step - 1 < hi && this.shares(lo + step - 1, ps, from - ps, slash - ps + 1)) {
      lo += step;
      step *= 2;
    }
    let top = Math.min(lo + step - 1, hi);
    while (lo < top) {
      const mid = (lo + top) >>> 1;
      if (this.shares(mid, ps, from - ps, slash - ps + 1)) lo = mid + 1;
      else top = mid;
    }
    return lo;
  }

  /** True when record `k`'s path has the bytes `[off, len)` of the path at byte `ps` at the same place (and at least `len` bytes). */
  private shares(k: number, ps: number, off: number, len: number): boolean {
    const buf = this.buf;
    const s = this.pathStart[k]!;
    if (this.pathEnd[k]! - s < len) return false;
    // Compared from the end: records of one directory differ last in their names.
    for (let t = len - 1; t >= off; t--) if (buf[s + t] !== buf[ps + t]) return false;
    return true;
  }

  /**
   * The directory `prefix` (relative to the root, `''` for the root) as `[name, record]` pairs in
   * listing order: a name directly inside it with the record of that entry, or a subdirectory's
   * name with `-1` (once). Empty when no record lies below `prefix`.
   */
  children(prefix: string): Array<[string, number]> {
    const [lo, hi] = this.range(prefix);
    const scan = newDirScan();
    this.scanDir(lo, hi, prefix === '' ? 0 : Buffer.byteLength(prefix) + 1, scan);
    return scan.names.map((n, k) => [n, scan.recs[k]!]);
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

/**
 * What `indexLinks` reads from an index file: the symlinks (path relative to the root, object
 * id), whether it lists a submodule, and the entries named `opencode.json` or `opencode.jsonc`
 * at any depth (mainstream OpenCode's configs, `mode` as git prints it), each in index order.
 */
export interface IndexLinks {
  links: Array<{ path: string; oid: string }>;
  gitlinks: boolean;
  configs: Array<{ path: string; mode: string; oid: string }>;
}

/** `opencode.json` and `opencode.jsonc` as bytes, with the byte before a name (a `/`). */
const CONFIG_TAIL = Buffer.from('/opencode.json', 'latin1');

/**
 * The symlinks (mode 120000, any stage) of the index file at `file` (an index whose object ids
 * have `oidLength` hex digits), and whether it lists a submodule: one pass over the file, no git
 * process. `null` when it cannot tell (no such file, format version 4, a split index whose
 * entries live in another file, a sparse directory entry, a file that does not parse): the
 * caller then asks git (`git ls-files`). Never throws.
 */
export function indexLinks(file: string, oidLength: number): IndexLinks | null {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch {
    return null;
  }
  if (oidLength !== 40 && oidLength !== 64) return null;
  const end = buf.length - oidLength / 2;
  if (end < 12 || buf.toString('latin1', 0, 4) !== 'DIRC') return null;
  const version = buf.readUInt32BE(4);
  const count = buf.readUInt32BE(8);
  const fixed = 40 + oidLength / 2;
  if (version !== 2 && version !== 3) return null;
  const out: IndexLinks = { links: [], gitlinks: false, configs: [] };
  const tail = CONFIG_TAIL.length - 1; // "opencode.json" without the slash
  let off = 12;
  for (let r = 0; r < count; r++) {
    if (off + fixed + 2 > end) return null;
    // The mode's low 16 bits (its high ones are 0): 0xa000 a symlink, 0x4000 a sparse directory.
    const mode = (buf[off + 26]! << 8) | buf[off + 27]!;
    if (mode === 0x4000) return null; // a sparse index's directory entry: what lies below is not listed
    if (mode === 0xe000) out.gitlinks = true;
    const flags = (buf[off + fixed]! << 8) | buf[off + fixed + 1]!;
    const ps = off + fixed + 2 + ((flags & 0x4000) !== 0 ? 2 : 0);
    const nameLen = flags & 0xfff;
    const pe = nameLen < 0xfff ? ps + nameLen : buf.indexOf(0, ps + 0xfff);
    if (pe < 0 || pe >= end) return null;
    if (mode === 0xa000) out.links.push({ path: buf.toString('utf8', ps, pe), oid: buf.toString('hex', off + 40, off + fixed) });
    // A name ending in "opencode.json" or "opencode.jsonc", whole or after a "/": compared as bytes, decoded only then.
    const e = buf[pe - 1] === 0x63 ? pe - 1 : pe; // "c"
    if (e - ps >= tail && buf[e - 1] === 0x6e && buf.compare(CONFIG_TAIL, 1, tail + 1, e - tail, e) === 0 && (e - ps === tail || buf[e - tail - 1] === 0x2f)) {
      out.configs.push({ path: buf.toString('utf8', ps, pe), mode: (buf.readUInt32BE(off + 24) >>> 0).toString(8).padStart(6, '0'), oid: buf.toString('hex', off + 40, off + fixed) });
    }
    off += (pe - off + 8) & ~7;
  }
  // A split index ("link") keeps most entries in a shared index file, a sparse one ("sdir") leaves
  // directories out: not read here.
  for (let at = off; at + 8 <= end; at += 8 + buf.readUInt32BE(at + 4)) {
    const sig = buf.toString('latin1', at, at + 4);
    if (sig === 'link' || sig === 'sdir') return null;
  }
  return out;
}
