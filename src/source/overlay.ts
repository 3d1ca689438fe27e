import { posix as path } from 'node:path';
import type { DirEntry, FileSource, FileStat, ReadResult } from './types.js';

/**
 * A file source that shows one file with given content over another source (`lint --stdin
 * --stdin-filename FILE`: the editor's unsaved buffer stands in for FILE). Everything else is
 * read from `base`. The file need not exist on disk; its parent directory must (or it is not
 * visible when the directory is listed). Paths are absolute and POSIX, as in `FileSource`.
 */
export class OverlaySource implements FileSource {
  readonly kind: FileSource['kind'];
  readonly description: string;
  private readonly dir: string;
  private readonly name: string;

  /** `abs`: the absolute path the content stands for; `content`: its bytes. */
  constructor(
    private readonly base: FileSource,
    private readonly abs: string,
    private readonly content: Buffer,
  ) {
    this.kind = base.kind;
    this.description = `${base.description}, with ${path.basename(abs)} from standard input`;
    this.dir = path.dirname(abs);
    this.name = path.basename(abs);
    // Ignored directories are the working tree's: asked of the source below.
    if (base.gitIgnoredDirs !== undefined) this.gitIgnoredDirs = (b, dirs) => base.gitIgnoredDirs!(b, dirs);
  }

  /** `FileSource.gitIgnoredDirs` of `base`, when it has it. */
  readonly gitIgnoredDirs?: (base: string, dirs: readonly string[]) => ReadonlySet<string>;

  private own(): FileStat {
    return { kind: 'file', size: this.content.length };
  }

  lstat(abs: string): FileStat | null {
    return abs === this.abs ? this.own() : this.base.lstat(abs);
  }

  stat(abs: string): FileStat | null {
    return abs === this.abs ? this.own() : this.base.stat(abs);
  }

  readdir(abs: string): DirEntry[] | null {
    const list = this.base.readdir(abs);
    if (abs !== this.dir || list === null) return list;
    const rest = list.filter((e) => e.name !== this.name);
    rest.push({ name: this.name, kind: 'file' });
    return rest.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
  }

  readFile(abs: string, maxBytes?: number): ReadResult {
    if (abs !== this.abs) return this.base.readFile(abs, maxBytes);
    const data = maxBytes !== undefined && this.content.length > maxBytes ? this.content.subarray(0, maxBytes) : this.content;
    return { ok: true, data, size: this.content.length };
  }

  realpath(abs: string): string | null {
    if (abs === this.abs) {
      const d = this.base.realpath(this.dir);
      return d === null ? null : path.join(d, this.name);
    }
    return this.base.realpath(abs);
  }

  readlink(abs: string): string | null {
    return abs === this.abs ? null : this.base.readlink(abs);
  }
}
