import type { DirEntry, EntryKind, FileSource, FileStat, ReadResult } from './types.js';
import { posix as path } from 'node:path';
import { compareBytes } from '../go/path.js';

/** One node of an in-memory tree. A string or Buffer is a regular file. */
export type MemoryNode =
  | string
  | Buffer
  | { symlink: string }
  | { fifo: true }
  | { unreadable: string | Buffer }
  | { dir: true };

/**
 * An in-memory file source for tests: `{ 'AGENTS.md': 'x', 'docs/a.md': 'y', 'link': {symlink: 'AGENTS.md'} }`.
 *
 * Keys are paths relative to `root` (`/`-separated); parent directories are implied.
 * Symlink targets are resolved like the kernel does (relative to the link's directory,
 * at most 40 hops, then `ELOOP`).
 */
export class MemorySource implements FileSource {
  readonly kind = 'memory' as const;
  readonly description = 'in-memory tree';
  private readonly nodes = new Map<string, MemoryNode>();

  constructor(
    readonly root: string,
    tree: Record<string, MemoryNode>,
  ) {
    this.nodes.set('/', { dir: true });
    for (const [rel, node] of Object.entries(tree)) {
      const abs = path.resolve(root, rel);
      this.addParents(abs);
      this.nodes.set(abs, node);
    }
  }

  private addParents(abs: string): void {
    let dir = path.dirname(abs);
    while (!this.nodes.has(dir)) {
      this.nodes.set(dir, { dir: true });
      dir = path.dirname(dir);
    }
  }

  private kindOf(node: MemoryNode): EntryKind {
    if (typeof node === 'string' || Buffer.isBuffer(node)) return 'file';
    if ('symlink' in node) return 'symlink';
    if ('fifo' in node) return 'fifo';
    if ('unreadable' in node) return 'file';
    return 'dir';
  }

  private sizeOf(node: MemoryNode): number {
    if (typeof node === 'string') return Buffer.byteLength(node);
    if (Buffer.isBuffer(node)) return node.length;
    if ('unreadable' in node) return Buffer.byteLength(node.unreadable);
    return 0;
  }

  /** Resolve every symlink in `abs`; `follow` says whether to follow a final symlink. Returns null when missing/looping. */
  private resolve(abs: string, follow: boolean, hops = { n: 0 }): string | null {
    const parts = path.normalize(abs).split('/').filter(Boolean);
    let cur = '/';
    for (let i = 0; i < parts.length; i++) {
      const next = path.join(cur, parts[i]!);
      const node = this.nodes.get(next);
      if (node === undefined) return null;
      const last = i === parts.length - 1;
      if (typeof node === 'object' && !Buffer.isBuffer(node) && 'symlink' in node && (!last || follow)) {
        if (++hops.n > 40) return null;
        const target = path.resolve(cur, node.symlink);
        const r = this.resolve(target, true, hops);
        if (r === null) return null;
        cur = r;
      } else {
        if (!last && this.kindOf(node) !== 'dir') return null;
        cur = next;
      }
    }
    return cur;
  }

  lstat(abs: string): FileStat | null {
    const parent = this.resolve(path.dirname(abs), true);
    if (parent === null) return null;
    const node = this.nodes.get(path.join(parent, path.basename(abs)));
    if (abs === '/' || path.normalize(abs) === '/') return { kind: 'dir', size: 0 };
    if (node === undefined) return null;
    return { kind: this.kindOf(node), size: this.sizeOf(node) };
  }

  stat(abs: string): FileStat | null {
    const r = this.resolve(abs, true);
    if (r === null) return null;
    const node = this.nodes.get(r)!;
    return { kind: this.kindOf(node), size: this.sizeOf(node) };
  }

  readdir(abs: string): DirEntry[] | null {
    const r = this.resolve(abs, true);
    if (r === null || this.kindOf(this.nodes.get(r)!) !== 'dir') return null;
    const prefix = r === '/' ? '/' : r + '/';
    const out: DirEntry[] = [];
    for (const [p, node] of this.nodes) {
      if (p.startsWith(prefix) && p.length > prefix.length && !p.slice(prefix.length).includes('/')) {
        out.push({ name: p.slice(prefix.length), kind: this.kindOf(node) });
      }
    }
    return out.sort((a, b) => compareBytes(a.name, b.name));
  }

  readFile(abs: string, maxBytes?: number): ReadResult {
    const r = this.resolve(abs, true);
    if (r === null) {
      return { ok: false, code: this.lstat(abs)?.kind === 'symlink' ? 'ELOOP' : 'ENOENT' };
    }
    const node = this.nodes.get(r)!;
    const kind = this.kindOf(node);
    if (kind === 'dir') return { ok: false, code: 'EISDIR' };
    if (kind !== 'file') return { ok: false, code: 'ENOTREG' };
    if (typeof node === 'object' && !Buffer.isBuffer(node) && 'unreadable' in node) return { ok: false, code: 'EACCES' };
    const data = typeof node === 'string' ? Buffer.from(node) : (node as Buffer);
    const cut = maxBytes !== undefined && data.length > maxBytes ? data.subarray(0, maxBytes) : data;
    return { ok: true, data: cut, size: data.length };
  }

  realpath(abs: string): string | null {
    return this.resolve(abs, true);
  }

  readlink(abs: string): string | null {
    const parent = this.resolve(path.dirname(abs), true);
    if (parent === null) return null;
    const node = this.nodes.get(path.join(parent, path.basename(abs)));
    if (node && typeof node === 'object' && !Buffer.isBuffer(node) && 'symlink' in node) return node.symlink;
    return null;
  }
}
