/**
 * The read-only file source: the only layer of ctxlens that touches the disk or git.
 *
 * Every path is absolute and POSIX (`/`-separated). Implementations: the working
 * tree (`worktree.ts`), an in-memory tree for tests (`memory.ts`), the git index
 * and a git revision (`git.ts`). Loaders, the simulator, rules and reporters see
 * only this interface, so `--staged` and `--rev` work the same everywhere.
 *
 * No method throws for a missing or unreadable path: they return `null` or a
 * `ReadFailure`. No method ever opens a non-regular file.
 */
export type EntryKind = 'file' | 'dir' | 'symlink' | 'fifo' | 'socket' | 'device' | 'other';

/** Result of `lstat`/`stat`. */
export interface FileStat {
  kind: EntryKind;
  /** Size in bytes (0 for directories in sources that do not know it). */
  size: number;
  /** File identity (`dev:ino`) where the source knows it (Go `os.SameFile`); absent otherwise. */
  id?: string;
}

/** One directory entry, as `lstat` sees it (symlinks are `symlink`). */
export interface DirEntry {
  name: string;
  kind: EntryKind;
}

/**
 * The entries of one directory as two parallel arrays, without one object per entry (walks over
 * large trees): entry `i` is named `names[i]` and has kind `kinds[i]` (as `lstat` sees it), in the
 * order of `FileSource.readdir` (names in UTF-8 byte order).
 */
export interface DirListing {
  names: string[];
  kinds: EntryKind[];
}

/**
 * Why a read failed. `ENOTREG`: the path (after following links) is not a regular file; it was not opened.
 * `EFBIG`: a regular file larger than the caller's `limit` (or than a Node.js Buffer can hold); it was not read.
 */
export type ReadErrorCode = 'ENOENT' | 'EISDIR' | 'EACCES' | 'ENOTREG' | 'ELOOP' | 'EIO' | 'EFBIG';

export interface ReadFailure {
  ok: false;
  code: ReadErrorCode;
}

export interface ReadSuccess {
  ok: true;
  /** The bytes read (at most `maxBytes` when given). */
  data: Buffer;
  /** Size of the whole file in bytes (may exceed `data.length` when `maxBytes` cut the read). */
  size: number;
}

export type ReadResult = ReadSuccess | ReadFailure;

export interface FileSource {
  /** What this source reads. */
  readonly kind: 'worktree' | 'index' | 'rev' | 'memory';
  /** Human-readable description (`working tree`, `git index`, `git revision HEAD~1`). */
  readonly description: string;
  /** `lstat(2)`: does not follow a final symlink. `null` when missing or unreadable. */
  lstat(abs: string): FileStat | null;
  /** `stat(2)`: follows symlinks. `null` when missing, dangling, looping or unreadable. */
  stat(abs: string): FileStat | null;
  /**
   * Entries of a directory, sorted by name in byte order (Go `os.ReadDir`).
   * `null` when the path is not a readable directory (a symlink to a directory is followed).
   */
  readdir(abs: string): DirEntry[] | null;
  /**
   * `readdir` as a `DirListing`: the same entries in the same order, `null` in the same cases.
   * Optional; walkers call `listDir` (`list.ts`), which falls back to `readdir`.
   */
  list?(abs: string): DirListing | null;
  /**
   * Read a file, following symlinks, like Go `os.ReadFile` but never opening a
   * non-regular file (`ENOTREG`). With `maxBytes`, at most that many bytes are read.
   */
  readFile(abs: string, maxBytes?: number): ReadResult;
  /** `filepath.EvalSymlinks`: the symlink-free absolute path, or `null` when any component is missing or loops. */
  realpath(abs: string): string | null;
  /** Target of a symlink as stored, or `null` when the path is not a symlink. */
  readlink(abs: string): string | null;
  /**
   * Of the directories `dirs` (absolute, strictly below the absolute directory `base`), those Git
   * ignores and that hold no tracked file: not part of the repository (installed packages, build
   * output), so a checkout of the same commit does not have them. Answered by git in `base`
   * for all of them at once (`git check-ignore`; `gitIgnoredDirs`, git-ignored.ts).
   * Never throws: outside a Git work tree, and on any failure of git, the empty set.
   * Optional: only the working tree has it (the index and revision sources list tracked files only).
   */
  gitIgnoredDirs?(base: string, dirs: readonly string[]): ReadonlySet<string>;
  /**
   * Things the user should know about what this source reads (a conflicted index read as "ours",
   * a sparse checkout completed from the index), one sentence each; commands print them on stderr.
   */
  notices?: readonly string[];
}
