import { posix as path } from 'node:path';
import type { DirEntry, DirListing, EntryKind, FileSource, FileStat, ReadResult } from './types.js';
import { compareBytes, sortByNameBytes } from '../go/path.js';
import { IndexListing, newDirScan } from './git-listing.js';
import type { LargeBlob } from './git-exec.js';

/** One entry of a git tree or index, as listed by `git ls-tree -r` / `git ls-files -s`. */
export interface GitEntry {
  /** Path relative to the repository root, `/`-separated, as git stores it. */
  path: string;
  /** Octal mode string: `100644`, `100755`, `120000` (symlink), `160000` (submodule). */
  mode: string;
  /** Object id of the blob (or commit, for a submodule). */
  oid: string;
  /** Blob size in bytes when the listing gave it (`ls-tree -l`); otherwise learned on first read. */
  size?: number;
}

/** Where a path inside the tree leads: a tree path, missing, a loop, or a path outside the root (through a symlink). */
type Resolved = string | null | 'loop' | { outside: string };

type TreeNode = { t: 'file'; oid: string; size?: number } | { t: 'symlink'; oid: string } | { t: 'submodule' } | { t: 'dir' };

/** Loads blob contents by object id; `null` when the object is missing; a `LargeBlob` (size, head on demand) when too large to read whole. */
export type BlobLoader = (oids: readonly string[]) => Map<string, Buffer | null | LargeBlob>;

/** Largest head of a `LargeBlob` a read with `maxBytes` gets (64 MiB); a larger read is `EFBIG`. */
const MAX_HEAD_BYTES = 64 * 1024 * 1024;

/**
 * Reads the bytes of blob `oid` stored at `abs` from somewhere cheaper than git (the working
 * tree), only when they provably are that blob's bytes; else `null` (then git is asked).
 * `symlink`: the entry is a symlink (its blob is the link text).
 */
export type BlobShortcut = (abs: string, oid: string, symlink: boolean) => Buffer | null;

/**
 * A directory of a tree over an `IndexListing`: its records `[lo, hi)`, whose paths all start with
 * the same `skip` bytes (`"<dir>/"`, none for the root). Its entries are made when it is listed,
 * and not kept: a walk over a large tree leaves no name behind for the garbage collector to copy.
 */
interface DirSpan {
  lo: number;
  hi: number;
  skip: number;
}

/** `readdir` entries as a `DirListing`. */
function listOf(ents: DirEntry[] | null): DirListing | null {
  return ents === null ? null : { names: ents.map((e) => e.name), kinds: ents.map((e) => e.kind) };
}

const MAX_HOPS = 40;
/** A path `path.normalize` would change, or with a trailing `/`: a `//`, a `.` or `..` element, a trailing `/`, or not absolute (or empty). */
const NOT_CLEAN = /\/\/|\/\.\.?(?:\/|$)|.\/$|^[^/]|^$/;
/** The node of every directory (one shared object: at 80,000 entries the index has thousands). */
const DIR: TreeNode = Object.freeze({ t: 'dir' });
/** At most this many blobs per `git cat-file --batch` call made by a read. */
const BATCH = 256;
/** Blobs known to be larger than this are read only when asked for. */
const BATCH_MAX_BYTES = 1 << 20;

/**
 * A read-only `FileSource` over a git tree (a revision or the index), rooted at the repository
 * root `root` (absolute, as the repository is checked out), so paths are the ones the runtime
 * would see after checkout.
 *
 * - Regular blobs (`100644`, `100755`) are files; their bytes come from `loadBlobs`, lazily, cached
 *   per source (`prefetch` reads many in one git call).
 * - Symlinks (`120000`) are honoured as after checkout: the blob is the target; a relative target
 *   resolves against the link's directory, an absolute one as is. A target that leaves the
 *   repository root is looked up, with the rest of the path, in `outside` (the working tree):
 *   after checkout the runtime would read exactly that file, so `--staged` and `--rev` see the
 *   same escape as `lint .`. Without `outside` such a target is missing.
 *   Loops end after 40 hops (`ELOOP`).
 * - Submodules (`160000`) are directories that cannot be read: `stat` says `dir`, `readdir`
 *   returns `null`, `readFile` `EISDIR`, and nothing below them exists.
 * - Directories are implied by the paths; git has no empty directories.
 * - Paths outside the repository root (the home directory with `--with-global`) are delegated to
 *   `outside` (the working tree) when given, else missing; so is `lstat`/`stat` of `<root>/.git`
 *   itself, the marker where lookups of `ctxlens.config.json` stop (never its contents).
 *
 * `..` components are collapsed lexically (like `MemorySource`), before symlinks are followed; a
 * trailing `/` names only a directory (`stat('file/')` is `null`, as `ENOTDIR` in the kernel).
 *
 * `entries` is either a list of entries (the tree is built whole) or an `IndexListing` (a
 * directory is the span of its records, found when its parent is listed or a path in it looked
 * up; its entries are made for each `list`/`readdir` and not kept, so a run pays for the
 * directories it visits, not for the whole index, and a walk leaves no names behind). `shortcut`, when given, is tried before `loadBlobs` for the
 * blob a read needs (the working tree's copy, proven identical).
 */
export class GitTreeSource implements FileSource {
  private readonly nodes = new Map<string, TreeNode>();
  private readonly children = new Map<string, Set<string>>();
  private readonly blobs = new Map<string, Buffer | null | LargeBlob>();
  /** The longest head read so far of each `LargeBlob`, by object id. */
  private readonly heads = new Map<string, Buffer>();
  /** See `FileSource.notices`. */
  notices?: readonly string[];
  /** The listing the tree is built from on demand, or `null` when it was built whole. */
  private readonly listing: IndexListing | null;
  /** The directories of `listing` found so far, by absolute path (`null`: not a directory there). */
  private readonly spans = new Map<string, DirSpan | null>();

  constructor(
    readonly kind: 'index' | 'rev',
    readonly description: string,
    /** Absolute repository root. */
    readonly root: string,
    entries: Iterable<GitEntry> | IndexListing,
    private readonly loadBlobs: BlobLoader,
    private readonly outside: FileSource | null = null,
    private readonly shortcut: BlobShortcut | null = null,
  ) {
    this.nodes.set(root, DIR);
    this.listing = entries instanceof IndexListing ? entries : null;
    if (this.listing !== null) return;
    this.children.set(root, new Set());
    for (const e of entries as Iterable<GitEntry>) {
      const abs = root === '/' ? '/' + e.path : root + '/' + e.path;
      const node: TreeNode =
        e.mode === '120000'
          ? { t: 'symlink', oid: e.oid }
          : e.mode === '160000'
            ? { t: 'submodule' }
            : e.mode === '040000'
              ? DIR
              : e.size !== undefined
                ? { t: 'file', oid: e.oid, size: e.size }
                : { t: 'file', oid: e.oid };
      this.addParents(abs);
      this.nodes.set(abs, node);
      if (node.t === 'dir' && !this.children.has(abs)) this.children.set(abs, new Set());
    }
  }

  /** The node at `abs` (normalised, inside the root), or `undefined` when the tree has none. */
  private node(abs: string): TreeNode | undefined {
    const known = this.nodes.get(abs);
    if (known !== undefined || this.listing === null) return known;
    if (this.spans.get(abs)) {
      this.nodes.set(abs, DIR); // found by the listing of its parent
      return DIR;
    }
    const cut = abs.lastIndexOf('/');
    const dir = this.span(cut <= 0 ? '/' : abs.slice(0, cut));
    if (dir === null) return undefined;
    const rec = this.lookup(dir, abs.slice(cut + 1), abs);
    if (rec === -2) return undefined;
    const node = rec < 0 ? DIR : this.listedNode(rec);
    this.nodes.set(abs, node);
    return node;
  }

  /**
   * The entry `name` of directory `d` (at `abs`, the entry's absolute path): its record, -1 for a
   * subdirectory (its span is remembered under `abs`), -2 when there is none. Two binary searches
   * within the directory's records, for `"<dir>/<name>"` and `"<dir>/<name>/"`.
   */
  private lookup(d: DirSpan, name: string, abs: string): number {
    const l = this.listing!;
    if (d.lo >= d.hi || name === '') return -2;
    const n = Buffer.byteLength(name);
    const key = Buffer.allocUnsafe(d.skip + n + 1);
    l.copyPathBytes(d.lo, key, d.skip);
    key.write(name, d.skip, 'utf8');
    key[d.skip + n] = 47;
    const file = key.subarray(0, d.skip + n);
    const at = l.lowerBound(file, d.lo, d.hi, d.skip);
    if (at < d.hi && l.pathEquals(at, file)) return at;
    const lo = l.lowerBound(key, at, d.hi, d.skip);
    if (lo >= d.hi || !l.pathStartsWith(lo, key)) return -2;
    key[d.skip + n] = 48; // "<dir>/<name>0": the first path after the subdirectory's run
    this.spans.set(abs, { lo, hi: l.lowerBound(key, lo, d.hi, d.skip), skip: d.skip + n + 1 });
    return -1;
  }

  /** The node of listing record `rec`. */
  private listedNode(rec: number): TreeNode {
    const l = this.listing!;
    const mode = l.mode(rec);
    if (mode === '120000') return { t: 'symlink', oid: l.oid(rec) };
    if (mode === '160000') return { t: 'submodule' };
    const size = l.size(rec);
    return size === undefined ? { t: 'file', oid: l.oid(rec) } : { t: 'file', oid: l.oid(rec), size };
  }

  /** The records of directory `abs` (normalised, symlinks resolved), or `null` when `abs` is not a directory of the tree. */
  private span(abs: string): DirSpan | null {
    let d = this.spans.get(abs);
    if (d !== undefined) return d;
    if (abs === this.root) d = { lo: 0, hi: this.listing!.length, skip: 0 };
    else d = this.inside(abs) && this.node(abs) === DIR ? (this.spans.get(abs) ?? null) : null;
    this.spans.set(abs, d);
    return d;
  }

  /**
   * The entries of directory `abs` (a `span`), sorted by name bytes, as parallel arrays made for
   * the caller; the spans of its subdirectories are remembered (a walk lists them next).
   */
  private entriesOf(abs: string, d: DirSpan): { names: string[]; kinds: EntryKind[] } {
    const scan = newDirScan();
    const ordered = this.listing!.scanDir(d.lo, d.hi, d.skip, scan);
    const { names, kinds, subAt, subLo, subHi } = scan;
    const prefix = abs === '/' ? '/' : abs + '/';
    for (let j = 0; j < subAt.length; j++) {
      const name = names[subAt[j]!]!;
      const sub = prefix + name;
      if (!this.spans.has(sub)) this.spans.set(sub, { lo: subLo[j]!, hi: subHi[j]!, skip: d.skip + Buffer.byteLength(name) + 1 });
    }
    if (ordered) return { names, kinds };
    const order = names.map((_, k) => k).sort((x, y) => compareBytes(names[x]!, names[y]!));
    return { names: order.map((k) => names[k]!), kinds: order.map((k) => kinds[k]!) };
  }

  private addParents(abs: string): void {
    let child = abs;
    for (;;) {
      const cut = child.lastIndexOf('/');
      const dir = cut <= 0 ? '/' : child.slice(0, cut);
      let set = this.children.get(dir);
      const known = set !== undefined;
      if (!set) {
        set = new Set();
        this.children.set(dir, set);
        this.nodes.set(dir, DIR);
      }
      set.add(child.slice(cut + 1));
      if (known || dir === this.root) return;
      child = dir;
    }
  }

  /**
   * Normalise a path for lookup: `..` collapsed lexically, trailing slashes dropped. `dirOnly`:
   * the path had a trailing slash, so (as in the kernel) it only names a directory.
   */
  private norm(abs: string): { p: string; dirOnly: boolean } {
    // Most paths are clean already (the walks build them so): no normalising needed.
    if (!NOT_CLEAN.test(abs)) return { p: abs, dirOnly: false };
    let p = path.normalize(abs);
    let dirOnly = false;
    while (p.length > 1 && p.endsWith('/')) {
      p = p.slice(0, -1);
      dirOnly = true;
    }
    return { p, dirOnly };
  }

  /** True when `abs` (normalised) is the root or below it. */
  private inside(abs: string): boolean {
    return abs === this.root || abs.startsWith(this.root === '/' ? '/' : this.root + '/');
  }

  private kindOf(n: TreeNode): EntryKind {
    return n.t === 'file' ? 'file' : n.t === 'symlink' ? 'symlink' : 'dir';
  }

  /**
   * `resolve(abs, true, …)` from a fresh hop count, from the remembered answer for the parent when
   * there is one and the last component is no symlink (the walks ask for each directory and the
   * files in it: one lookup each, not one per component); tree paths are remembered.
   */
  private resolveFollow(abs: string): Resolved {
    if (abs === this.root) return abs;
    const known = this.resolved.get(abs);
    if (known !== undefined) return known;
    const cut = abs.lastIndexOf('/');
    const parent = this.resolveFollow(cut <= 0 ? '/' : abs.slice(0, cut));
    let r: Resolved;
    if (typeof parent === 'string' && parent !== 'loop') {
      const at = parent === '/' ? '/' + abs.slice(cut + 1) : parent + '/' + abs.slice(cut + 1);
      const n = this.node(at);
      r = n === undefined ? null : n.t === 'symlink' ? this.resolve(abs, true, { n: 0 }) : at;
    } else r = this.resolve(abs, true, { n: 0 });
    // Only paths inside the tree: the tree never changes, what lies outside may.
    if (typeof r === 'string' && r !== 'loop') this.resolved.set(abs, r);
    return r;
  }

  /** `resolve(abs, true)` answers that were a tree path, by `abs` (the walks ask for each directory again and again). */
  private readonly resolved = new Map<string, string>();

  /**
   * Resolve the symlinks in `abs` (already normalised and inside the root). `follow`: follow a
   * final symlink. Returns the resolved path, `null` when missing, `'loop'`, or `{outside}`: the
   * absolute path (link target joined with the remaining components) once a link leaves the root.
   */
  private resolve(abs: string, follow: boolean, hops: { n: number }): Resolved {
    if (abs === this.root) return abs;
    const parts = abs.slice(this.root === '/' ? 1 : this.root.length + 1).split('/');
    let cur = this.root;
    for (let i = 0; i < parts.length; i++) {
      const next = cur === '/' ? '/' + parts[i]! : cur + '/' + parts[i]!;
      const node = this.node(next);
      if (node === undefined) return null;
      const last = i === parts.length - 1;
      if (node.t === 'symlink' && (!last || follow)) {
        if (++hops.n > MAX_HOPS) return 'loop';
        const target = this.linkTarget(node.oid, next);
        if (target === null || target === '') return null;
        const joined = path.resolve(cur, target);
        if (!this.inside(joined)) {
          const rest = parts.slice(i + 1);
          return { outside: rest.length > 0 ? path.join(joined, ...rest) : joined };
        }
        const r = this.resolve(joined, true, hops);
        if (r === null || r === 'loop') return r;
        if (typeof r !== 'string') {
          const rest = parts.slice(i + 1);
          return { outside: rest.length > 0 ? path.join(r.outside, ...rest) : r.outside };
        }
        cur = r;
      } else {
        if (!last && node.t !== 'dir') return null;
        cur = next;
      }
    }
    return cur;
  }

  private linkTarget(oid: string, at?: string): string | null {
    const b = this.blob(oid, at);
    return b === null || !Buffer.isBuffer(b) ? null : b.toString('utf8');
  }

  /**
   * The blob `oid`, read on first use: from `shortcut` when it can prove its copy at `at` (the
   * path being read) identical, else from git, where `at` lets one git call also read the likely
   * next reads: the other files of its directory (a directory walk) and the files with the same
   * name elsewhere (discovery of nested `AGENTS.md`), at most `BATCH` blobs, none known to be
   * over `BATCH_MAX_BYTES`.
   */
  private blob(oid: string, at?: string): Buffer | null | LargeBlob {
    if (!this.blobs.has(oid)) {
      if (at !== undefined && this.shortcut !== null) {
        const n = this.node(at);
        if (n !== undefined && (n.t === 'file' || n.t === 'symlink') && n.oid === oid) {
          const copy = this.shortcut(at, oid, n.t === 'symlink');
          if (copy !== null) {
            this.blobs.set(oid, copy);
            return copy;
          }
        }
      }
      const want = new Set([oid]);
      if (at !== undefined) for (const o of this.neighbours(at)) if (want.size < BATCH && !this.blobs.has(o)) want.add(o);
      for (const [k, v] of this.loadBlobs([...want])) this.blobs.set(k, v);
      if (!this.blobs.has(oid)) this.blobs.set(oid, null);
    }
    return this.blobs.get(oid) ?? null;
  }

  private byName: Map<string, string[]> | null = null;

  /** Object ids of the files beside `at` and of the files named like it, small ones only. */
  private *neighbours(at: string): Iterable<string> {
    const small = (n: TreeNode | undefined): n is { t: 'file'; oid: string; size?: number } | { t: 'symlink'; oid: string } =>
      !!n && (n.t === 'symlink' || (n.t === 'file' && (n.size === undefined || n.size <= BATCH_MAX_BYTES)));
    const dir = path.dirname(at);
    const prefix = dir === '/' ? '/' : dir + '/';
    const l = this.listing;
    if (l !== null) {
      // Built from a listing: the directory is built already (`at` was resolved through it).
      const d = this.span(dir);
      if (d !== null) {
        const scan = newDirScan();
        l.scanDir(d.lo, d.hi, d.skip, scan);
        for (let i = 0; i < scan.names.length; i++) {
          const rec = scan.recs[i]!;
          if (rec < 0 || l.mode(rec) === '160000') continue;
          const known = this.nodes.get(prefix + scan.names[i]!);
          if (known !== undefined ? small(known) : (l.size(rec) ?? 0) <= BATCH_MAX_BYTES) yield l.oid(rec);
        }
      }
      this.byName ??= new Map();
      const name = path.basename(at);
      let list = this.byName.get(name);
      if (list === undefined) {
        list = l
          .named(name)
          .filter((r) => (l.mode(r) === '100644' || l.mode(r) === '100755') && (l.size(r) ?? 0) <= BATCH_MAX_BYTES)
          .map((r) => l.oid(r));
        this.byName.set(name, list);
      }
      yield* list;
      return;
    }
    for (const name of this.children.get(dir) ?? []) {
      const n = this.nodes.get(prefix + name);
      if (small(n)) yield n.oid;
    }
    if (this.byName === null) {
      this.byName = new Map();
      for (const [p, n] of this.nodes) {
        if (!small(n) || n.t !== 'file') continue;
        const b = path.basename(p);
        const list = this.byName.get(b);
        if (list) list.push(n.oid);
        else this.byName.set(b, [n.oid]);
      }
    }
    yield* this.byName.get(path.basename(at)) ?? [];
  }

  /**
   * Read the blobs of these paths (regular files and symlinks; after following links) in one
   * batch, so later reads need no git call (those `shortcut` proves identical are read from it).
   * Unknown paths are ignored.
   */
  prefetch(absPaths: Iterable<string>): void {
    const want: string[] = [];
    for (const p of absPaths) {
      const abs = path.normalize(p);
      const n = this.inside(abs) ? this.node(abs) : undefined;
      if (!n || (n.t !== 'file' && n.t !== 'symlink') || this.blobs.has(n.oid)) continue;
      const copy = this.shortcut?.(abs, n.oid, n.t === 'symlink') ?? null;
      if (copy !== null) this.blobs.set(n.oid, copy);
      else want.push(n.oid);
    }
    if (want.length === 0) return;
    for (const [k, v] of this.loadBlobs([...new Set(want)])) this.blobs.set(k, v);
  }

  /** Every regular file and symlink path (absolute) of the tree, in insertion order (listing order). */
  *paths(): Iterable<string> {
    const l = this.listing;
    if (l !== null) {
      for (let i = 0; i < l.length; i++) if (l.mode(i) !== '160000') yield this.absOf(l.path(i));
      return;
    }
    for (const [p, n] of this.nodes) if (n.t === 'file' || n.t === 'symlink') yield p;
  }

  /** Every symlink path (absolute) of the tree, in insertion order (listing order). */
  *symlinks(): Iterable<string> {
    const l = this.listing;
    if (l !== null) {
      for (let i = 0; i < l.length; i++) if (l.mode(i) === '120000') yield this.absOf(l.path(i));
      return;
    }
    for (const [p, n] of this.nodes) if (n.t === 'symlink') yield p;
  }

  /** The absolute path of a path relative to the root. */
  private absOf(rel: string): string {
    return this.root === '/' ? '/' + rel : this.root + '/' + rel;
  }

  private statNode(n: TreeNode, at: string): FileStat {
    if (n.t === 'file') {
      if (n.size === undefined) {
        const b = this.blob(n.oid, at);
        n.size = b === null ? 0 : Buffer.isBuffer(b) ? b.length : b.size;
      }
      return { kind: 'file', size: n.size };
    }
    if (n.t === 'symlink') return { kind: 'symlink', size: Buffer.byteLength(this.linkTarget(n.oid, at) ?? '') };
    return { kind: 'dir', size: 0 };
  }

  /** `<root>/.git` itself: never in a tree, but the repository marker that config lookups stop at. */
  private isGitMarker(p: string): boolean {
    return p === (this.root === '/' ? '/.git' : this.root + '/.git');
  }

  lstat(abs: string): FileStat | null {
    const { p, dirOnly } = this.norm(abs);
    if (!this.inside(p) || this.isGitMarker(p)) return this.outside?.lstat(abs) ?? null;
    if (dirOnly) {
      const st = this.stat(abs);
      return st?.kind === 'dir' ? (this.lstatPlain(p)?.kind === 'symlink' ? st : this.lstatPlain(p)) : null;
    }
    return this.lstatPlain(p);
  }

  private lstatPlain(p: string): FileStat | null {
    if (p === this.root) return { kind: 'dir', size: 0 };
    const parent = this.resolveFollow(path.dirname(p));
    if (parent === null || parent === 'loop') return null;
    if (typeof parent !== 'string') return this.outside?.lstat(path.join(parent.outside, path.basename(p))) ?? null;
    const real = parent === '/' ? '/' + path.basename(p) : parent + '/' + path.basename(p);
    const n = this.node(real);
    return n ? this.statNode(n, real) : null;
  }

  stat(abs: string): FileStat | null {
    const { p, dirOnly } = this.norm(abs);
    if (!this.inside(p) || this.isGitMarker(p)) return this.outside?.stat(abs) ?? null;
    const r = this.resolveFollow(p);
    if (r === null || r === 'loop') return null;
    if (typeof r !== 'string') return this.outside?.stat(dirOnly ? r.outside + '/' : r.outside) ?? null;
    const st = this.statNode(this.node(r)!, r);
    return dirOnly && st.kind !== 'dir' ? null : st;
  }

  readdir(abs: string): DirEntry[] | null {
    const { p } = this.norm(abs);
    if (!this.inside(p)) return this.outside?.readdir(abs) ?? null;
    const r = this.resolveFollow(p);
    if (r !== null && r !== 'loop' && typeof r !== 'string') return this.outside?.readdir(r.outside) ?? null;
    if (r === null || r === 'loop' || this.node(r)?.t !== 'dir') return null;
    if (this.listing !== null) {
      const d = this.span(r);
      if (d === null) return null;
      const { names, kinds } = this.entriesOf(r, d);
      const out = new Array<DirEntry>(names.length);
      for (let i = 0; i < out.length; i++) out[i] = { name: names[i]!, kind: kinds[i]! };
      return out;
    }
    const names = [...(this.children.get(r) ?? [])];
    const prefix = r === '/' ? '/' : r + '/';
    return sortByNameBytes(names.map((name) => ({ name, kind: this.kindOf(this.nodes.get(prefix + name)!) })));
  }

  /**
   * `readdir` as a `DirListing` (`FileSource.list`): over a listing, the two arrays made from the
   * directory's records (no object per entry); a tree built whole answers from `readdir`.
   */
  list(abs: string): DirListing | null {
    if (this.listing === null) {
      const ents = this.readdir(abs);
      return ents === null ? null : { names: ents.map((e) => e.name), kinds: ents.map((e) => e.kind) };
    }
    const { p } = this.norm(abs);
    // Spans are kept by real path: a directory with a known span is reached through no symlink.
    const known = this.spans.get(p);
    if (known) return this.entriesOf(p, known);
    if (!this.inside(p)) {
      if (this.outside === null) return null;
      return this.outside.list !== undefined ? this.outside.list(abs) : listOf(this.outside.readdir(abs));
    }
    const r = this.resolveFollow(p);
    if (r !== null && r !== 'loop' && typeof r !== 'string') {
      if (this.outside === null) return null;
      return this.outside.list !== undefined ? this.outside.list(r.outside) : listOf(this.outside.readdir(r.outside));
    }
    if (r === null || r === 'loop' || this.node(r)?.t !== 'dir') return null;
    const d = this.span(r);
    return d === null ? null : this.entriesOf(r, d);
  }

  readFile(abs: string, maxBytes?: number): ReadResult {
    const { p, dirOnly } = this.norm(abs);
    if (!this.inside(p)) return this.outside?.readFile(abs, maxBytes) ?? { ok: false, code: 'ENOENT' };
    const r = this.resolveFollow(p);
    if (r === 'loop') return { ok: false, code: 'ELOOP' };
    if (r === null) return { ok: false, code: 'ENOENT' };
    if (typeof r !== 'string') return this.outside?.readFile(dirOnly ? r.outside + '/' : r.outside, maxBytes) ?? { ok: false, code: 'ENOENT' };
    const n = this.node(r)!;
    if (n.t === 'dir' || n.t === 'submodule') return { ok: false, code: 'EISDIR' };
    if (dirOnly) return { ok: false, code: 'ENOENT' }; // "file/" is ENOTDIR in the kernel
    if (n.t !== 'file') return { ok: false, code: 'ENOTREG' };
    const data = this.blob(n.oid, r);
    if (data === null) return { ok: false, code: 'EIO' };
    if (!Buffer.isBuffer(data)) {
      // Too large to read whole: its first `maxBytes` (one git call per longer head), else EFBIG.
      n.size = data.size;
      if (maxBytes === undefined || maxBytes > MAX_HEAD_BYTES) return { ok: false, code: 'EFBIG' };
      const want = Math.min(maxBytes, data.size);
      let head = this.heads.get(n.oid);
      if (head === undefined || head.length < want) {
        const got = data.head(want);
        if (got === null) return { ok: false, code: 'EIO' };
        this.heads.set(n.oid, (head = got));
      }
      return { ok: true, data: head.subarray(0, want), size: data.size };
    }
    n.size = data.length;
    const cut = maxBytes !== undefined && data.length > maxBytes ? data.subarray(0, maxBytes) : data;
    return { ok: true, data: cut, size: data.length };
  }

  realpath(abs: string): string | null {
    const { p, dirOnly } = this.norm(abs);
    if (!this.inside(p)) return this.outside?.realpath(abs) ?? null;
    const r = this.resolveFollow(p);
    if (r === 'loop' || r === null) return null;
    if (typeof r !== 'string') return this.outside?.realpath(dirOnly ? r.outside + '/' : r.outside) ?? null;
    return dirOnly && this.node(r)?.t !== 'dir' ? null : r;
  }

  readlink(abs: string): string | null {
    const { p, dirOnly } = this.norm(abs);
    if (!this.inside(p)) return this.outside?.readlink(abs) ?? null;
    if (p === this.root || dirOnly) return null;
    const parent = this.resolveFollow(path.dirname(p));
    if (parent === null || parent === 'loop') return null;
    if (typeof parent !== 'string') return this.outside?.readlink(path.join(parent.outside, path.basename(p))) ?? null;
    const n = this.node(parent === '/' ? '/' + path.basename(p) : parent + '/' + path.basename(p));
    return n?.t === 'symlink' ? this.linkTarget(n.oid, p) : null;
  }
}
