import { posix as path } from 'node:path';
import type { DirEntry, FileSource, FileStat, ReadResult } from './types.js';

/**
 * Edits not written to disk (`lint --fix-dry-run`: the tree as `--fix` would leave it).
 * `files`: absolute path → new content (after any move: keyed by the path the content is shown at);
 * `moves`: absolute path of a regular file → the absolute path it is shown at instead.
 */
export interface SourceEdits {
  files: Map<string, Buffer>;
  moves: Map<string, string>;
}

const byteOrder = (a: DirEntry, b: DirEntry): number => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name));

/**
 * A file source showing `edits` over `base`: an edited file reads as its new content, a moved
 * file is missing at its old path and present at its new one (its directory appears when it did
 * not exist). Everything else is read from `base`. Paths are absolute and POSIX, as in `FileSource`.
 */
export class EditedSource implements FileSource {
  readonly kind: FileSource['kind'];
  readonly description: string;
  readonly notices?: readonly string[];
  /** New path → old path of each moved file. */
  private readonly movedTo = new Map<string, string>();
  /** Directories that exist only because a file was moved into them. */
  private readonly newDirs = new Set<string>();

  constructor(
    private readonly base: FileSource,
    private readonly edits: SourceEdits,
  ) {
    this.kind = base.kind;
    this.description = `${base.description}, with the fixes applied in memory`;
    if (base.notices) this.notices = base.notices;
    for (const [from, to] of edits.moves) {
      this.movedTo.set(to, from);
      const dir = path.dirname(to);
      if (base.stat(dir) === null) this.newDirs.add(dir);
    }
  }

  /** The base path that `abs` reads from, or `null` when `abs` was moved away. */
  private origin(abs: string): string | null {
    const from = this.movedTo.get(abs);
    if (from !== undefined) return from;
    return this.edits.moves.has(abs) ? null : abs;
  }

  private statOf(abs: string, follow: boolean): FileStat | null {
    if (this.newDirs.has(abs)) return { kind: 'dir', size: 0 };
    const o = this.origin(abs);
    if (o === null) return null;
    const st = follow ? this.base.stat(o) : this.base.lstat(o);
    const content = this.edits.files.get(abs);
    return st && content !== undefined ? { ...st, size: content.length } : st;
  }

  lstat(abs: string): FileStat | null {
    return this.statOf(abs, false);
  }

  stat(abs: string): FileStat | null {
    return this.statOf(abs, true);
  }

  readdir(abs: string): DirEntry[] | null {
    const list = this.newDirs.has(abs) ? [] : this.base.readdir(abs);
    if (list === null) return null;
    const out = list.filter((e) => !this.edits.moves.has(path.join(abs, e.name)));
    for (const to of this.movedTo.keys()) if (path.dirname(to) === abs && !out.some((e) => e.name === path.basename(to))) out.push({ name: path.basename(to), kind: 'file' });
    for (const d of this.newDirs) if (path.dirname(d) === abs && !out.some((e) => e.name === path.basename(d))) out.push({ name: path.basename(d), kind: 'dir' });
    return out.sort(byteOrder);
  }

  readFile(abs: string, maxBytes?: number): ReadResult {
    const o = this.origin(abs);
    if (o === null) return { ok: false, code: 'ENOENT' };
    const content = this.edits.files.get(abs);
    if (content === undefined) return this.base.readFile(o, maxBytes);
    if (this.base.stat(o)?.kind !== 'file') return { ok: false, code: 'ENOTREG' };
    const data = maxBytes !== undefined && content.length > maxBytes ? content.subarray(0, maxBytes) : content;
    return { ok: true, data, size: content.length };
  }

  realpath(abs: string): string | null {
    if (this.newDirs.has(abs)) {
      const d = this.realpath(path.dirname(abs));
      return d === null ? null : path.join(d, path.basename(abs));
    }
    const o = this.origin(abs);
    if (o === null) return null;
    if (o === abs) return this.base.realpath(abs);
    const d = this.realpath(path.dirname(abs));
    return d === null ? null : path.join(d, path.basename(abs));
  }

  readlink(abs: string): string | null {
    const o = this.origin(abs);
    return o === null ? null : this.base.readlink(o);
  }
}
