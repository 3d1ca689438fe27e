import * as fs from 'node:fs';
import type { DirEntry, DirListing, EntryKind, FileSource, FileStat, ReadErrorCode, ReadResult } from './types.js';
import { sortByNameBytes } from '../go/path.js';
import { inByteOrder, sortListing } from './list.js';
import { gitIgnoredDirs } from './git-ignored.js';

function kindOf(st: fs.Stats | fs.Dirent): EntryKind {
  if (st.isFile()) return 'file';
  if (st.isDirectory()) return 'dir';
  if (st.isSymbolicLink()) return 'symlink';
  if (st.isFIFO()) return 'fifo';
  if (st.isSocket()) return 'socket';
  if (st.isBlockDevice() || st.isCharacterDevice()) return 'device';
  return 'other';
}

function errCode(e: unknown): ReadErrorCode {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'ENOENT';
  if (code === 'EISDIR') return 'EISDIR';
  if (code === 'EACCES' || code === 'EPERM') return 'EACCES';
  if (code === 'ELOOP') return 'ELOOP';
  return 'EIO';
}

/**
 * The working tree on disk, read with synchronous `node:fs` calls.
 *
 * Non-regular files are never opened: `readFile` checks `stat` first and opens
 * with `O_NONBLOCK`, so a FIFO that appears between the check and the open
 * cannot block. With `maxBytes`, no more than that is read from the file.
 */
export class WorktreeSource implements FileSource {
  readonly kind = 'worktree' as const;
  readonly description = 'working tree';

  lstat(abs: string): FileStat | null {
    try {
      const st = fs.lstatSync(abs);
      return { kind: kindOf(st), size: st.size };
    } catch {
      return null;
    }
  }

  stat(abs: string): FileStat | null {
    try {
      const st = fs.statSync(abs);
      return { kind: kindOf(st), size: st.size, id: `${st.dev}:${st.ino}` };
    } catch {
      return null;
    }
  }

  readdir(abs: string): DirEntry[] | null {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return null;
    }
    const out: DirEntry[] = new Array<DirEntry>(entries.length);
    const names = new Array<string>(entries.length);
    for (let i = 0; i < entries.length; i++) {
      const d = entries[i]!;
      names[i] = d.name;
      out[i] = { name: d.name, kind: d.isFile() ? 'file' : d.isDirectory() ? 'dir' : kindOf(d) };
    }
    // The system listing is in byte order already on POSIX (libuv sorts with strcmp): checked, not re-sorted.
    return inByteOrder(names) ? out : sortByNameBytes(out);
  }

  /**
   * `readdir` as two parallel arrays (`FileSource.list`): one `readdirSync` and no object per
   * entry beyond the `Dirent`s Node.js makes; sorted only when the system order is not byte order.
   */
  list(abs: string): DirListing | null {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return null;
    }
    const n = entries.length;
    const names = new Array<string>(n);
    const kinds = new Array<EntryKind>(n);
    for (let i = 0; i < n; i++) {
      const d = entries[i]!;
      names[i] = d.name;
      kinds[i] = d.isFile() ? 'file' : d.isDirectory() ? 'dir' : kindOf(d);
    }
    return sortListing({ names, kinds });
  }

  readFile(abs: string, maxBytes?: number): ReadResult {
    let st: fs.Stats;
    try {
      st = fs.statSync(abs);
    } catch (e) {
      return { ok: false, code: errCode(e) };
    }
    if (st.isDirectory()) return { ok: false, code: 'EISDIR' };
    if (!st.isFile()) return { ok: false, code: 'ENOTREG' };
    let fd: number;
    try {
      fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    } catch (e) {
      return { ok: false, code: errCode(e) };
    }
    try {
      const fst = fs.fstatSync(fd);
      if (!fst.isFile()) return { ok: false, code: 'ENOTREG' };
      const want = maxBytes === undefined ? fst.size : Math.min(maxBytes, fst.size);
      const buf = Buffer.allocUnsafe(want);
      let got = 0;
      while (got < want) {
        const n = fs.readSync(fd, buf, got, want - got, got);
        if (n === 0) break;
        got += n;
      }
      return { ok: true, data: buf.subarray(0, got), size: fst.size };
    } catch (e) {
      return { ok: false, code: errCode(e) };
    } finally {
      fs.closeSync(fd);
    }
  }

  realpath(abs: string): string | null {
    try {
      return fs.realpathSync.native(abs);
    } catch {
      return null;
    }
  }

  readlink(abs: string): string | null {
    try {
      return fs.readlinkSync(abs);
    } catch {
      return null;
    }
  }

  /** `FileSource.gitIgnoredDirs`: one `git check-ignore` in `base` (`gitIgnoredDirs`); the empty set on any failure. */
  gitIgnoredDirs(base: string, dirs: readonly string[]): ReadonlySet<string> {
    return gitIgnoredDirs(base, dirs);
  }
}
