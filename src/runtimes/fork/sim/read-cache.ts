/**
 * Per-run memo of file-source calls for the simulator, so large trees are read once (bench/RESULTS.md).
 *
 * One `ReadCache` lives as long as one ctxlens run (one `simulateAll` or one command), so
 * every file is read, and hashed, at most once however many agents and flow steps name it.
 * Nothing here is module-level: create one per run.
 */
import { createHash } from 'node:crypto';
import type { DirEntry, FileSource, FileStat, ReadResult } from '../../../source/types.js';
import { LABEL_READ_BYTES } from './labels.js';

/** Largest context file the simulator reads into memory, in bytes (256 MiB). Larger files are skipped with `too-large`. */
export const MAX_SIMULATED_FILE_BYTES = 256 * 1024 * 1024;

/** Most bytes of label heads a `ReadCache` keeps in total (8 MiB); past it, heads are read and not kept. */
export const MAX_KEPT_HEAD_BYTES = 8 * 1024 * 1024;

export class ReadCache {
  private readonly reads = new Map<string, ReadResult>();
  private readonly probes = new Map<string, ReadResult>();
  private readonly reals = new Map<string, string | null>();
  private readonly lstats = new Map<string, FileStat | null>();
  private readonly stats = new Map<string, FileStat | null>();
  private readonly dirs = new Map<string, DirEntry[] | null>();
  private readonly hashes = new Map<string, string | null>();
  private readonly memos = new Map<string, Map<string, unknown>>();
  private readonly heads = new Map<string, ReadResult>();
  private headBytes = 0;

  constructor(readonly source: FileSource) {}


  /**
   * `FileSource.readFile` (whole file, follows symlinks, never opens a non-regular file), memoised per path.
   * A regular file over `MAX_SIMULATED_FILE_BYTES` is not read: `EFBIG` (the runtime would read it whole;
   * ctxlens reports it instead of holding gigabytes in memory).
   */
  readFile(abs: string): ReadResult {
    return memo(this.reads, abs, (): ReadResult => {
      const st = this.stat(abs);
      return st && st.kind === 'file' && st.size > MAX_SIMULATED_FILE_BYTES ? { ok: false, code: 'EFBIG' } : this.source.readFile(abs);
    });
  }

  /**
   * What `readFile` would answer, without reading the bytes: the file is opened (so permission
   * and type errors show), `data` is empty and `size` is the whole size. Memoised per path. A
   * caller that needs only sizes (lint, audit's byte counts) never holds a context file in memory.
   */
  probe(abs: string): ReadResult {
    const done = this.reads.get(abs);
    if (done !== undefined) return done.ok ? { ok: true, data: Buffer.alloc(0), size: done.data.length } : done;
    let r = this.probes.get(abs);
    if (r === undefined) {
      const st = this.stat(abs);
      r = st && st.kind === 'file' && st.size > MAX_SIMULATED_FILE_BYTES ? { ok: false, code: 'EFBIG' } : this.source.readFile(abs, 0);
      this.probes.set(abs, r);
    }
    return r;
  }

  /** The bytes of a file `probe` found readable (read now, once); empty when it can no longer be read. */
  content(abs: string): Buffer {
    const r = this.readFile(abs);
    return r.ok ? r.data : Buffer.alloc(0);
  }

  /**
   * The label head of a nested file (docs/runtimes/fork.md §6.3): `FileSource.readFile(abs,
   * LABEL_READ_BYTES)`, at most 32768 bytes. Memoised while the kept heads total at most
   * `MAX_KEPT_HEAD_BYTES`, so the label line facts and the session budget's re-check of a small
   * file (§6.8 step 1) read nothing again; one copy of the bytes is kept, never more.
   */
  head(abs: string): ReadResult {
    let r = this.heads.get(abs);
    if (r === undefined) {
      r = this.source.readFile(abs, LABEL_READ_BYTES);
      const n = r.ok ? r.data.length : 0;
      if (this.headBytes + n <= MAX_KEPT_HEAD_BYTES) {
        this.heads.set(abs, r);
        this.headBytes += n;
      }
    }
    return r;
  }

  /**
   * The whole file when a kept label head holds all of it (read `ok` and no byte cut off),
   * else `undefined`; reads nothing.
   */
  keptWholeFile(abs: string): ReadResult | undefined {
    const r = this.heads.get(abs);
    return r !== undefined && r.ok && r.data.length === r.size ? r : undefined;
  }

  /** `filepath.EvalSymlinks`, memoised per path; `null` when it fails. */
  realpath(abs: string): string | null {
    return memo(this.reals, abs, () => this.source.realpath(abs));
  }

  /**
   * Record the real path of `abs` that a caller derived without asking the source (the discovery
   * walk: a regular file below directories it listed, docs/runtimes/fork.md §6.2); a path already
   * memoised keeps its value.
   */
  knowRealpath(abs: string, real: string): void {
    if (!this.reals.has(abs)) this.reals.set(abs, real);
  }

  /** `lstat`, memoised. */
  lstat(abs: string): FileStat | null {
    return memo(this.lstats, abs, () => this.source.lstat(abs));
  }

  /** `stat` (follows symlinks), memoised. */
  stat(abs: string): FileStat | null {
    return memo(this.stats, abs, () => this.source.stat(abs));
  }

  /** `readdir` (entries sorted by name in byte order), memoised. */
  readdir(abs: string): DirEntry[] | null {
    return memo(this.dirs, abs, () => this.source.readdir(abs));
  }

  /**
   * A per-run memo for derived values (resolved layers, candidate facts): `compute()` runs once
   * per (`ns`, `key`) for the life of this cache.
   */
  memo<T>(ns: string, key: string, compute: () => T): T {
    let m = this.memos.get(ns);
    if (m === undefined) {
      m = new Map();
      this.memos.set(ns, m);
    }
    if (m.has(key)) return m.get(key) as T;
    const v = compute();
    m.set(key, v);
    return v;
  }

  /** SHA-256 (hex) of the file's bytes, computed once per path; `null` when it cannot be read. */
  hash(abs: string): string | null {
    let h = this.hashes.get(abs);
    if (h === undefined) {
      const r = this.readFile(abs);
      h = r.ok ? createHash('sha256').update(r.data).digest('hex') : null;
      this.hashes.set(abs, h);
    }
    return h;
  }
}

/** The value memoised under `key`, computed by `compute` on first use. */
function memo<V>(map: Map<string, V>, key: string, compute: () => V): V {
  let v = map.get(key);
  if (v === undefined) {
    v = compute();
    map.set(key, v);
  }
  return v;
}
