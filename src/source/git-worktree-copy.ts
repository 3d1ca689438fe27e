import * as fs from 'node:fs';
import { createRequire } from 'node:module';

/** `node:crypto`, loaded on the first hash: the pre-commit fast path that finds nothing relevant never reads a blob. */
let crypto: typeof import('node:crypto') | null = null;

/** Working-tree files larger than this are not read for a blob: git reads those. */
export const MAX_WORKTREE_COPY_BYTES = 8 << 20;

/**
 * The blob id git gives `data` (`git hash-object`): SHA-1 of `blob <size>\0<data>` in hex, or
 * SHA-256 when `oidLength` is 64 (a repository in the SHA-256 object format); `null` for another length.
 */
export function blobId(data: Buffer, oidLength: number): string | null {
  const algo = oidLength === 40 ? 'sha1' : oidLength === 64 ? 'sha256' : null;
  if (algo === null) return null;
  crypto ??= createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return crypto.createHash(algo).update(`blob ${data.length}\0`).update(data).digest('hex');
}

/**
 * The bytes of blob `oid` read from the working tree at `abs`, when they are exactly that blob;
 * else `null`, and the caller reads the blob from git. Serves a `GitTreeSource` (`BlobShortcut`):
 * before a commit most staged files are unchanged in the working tree, and reading one costs far
 * less than a `git cat-file` process.
 *
 * Proof by content, not by stat data: the bytes read are hashed as git hashes a blob and compared
 * with `oid`, so a racily clean file (changed within the index's timestamp), a partially staged
 * file, a clean/smudge filter, CRLF conversion or `ident` expansion (the working tree then differs
 * from the blob), a file replaced while it is read, all fall back to git. Only what is returned is
 * hashed: the answer is never a mix of two versions.
 *
 * `symlink`: the entry is a symlink, whose blob is the link text; a symlink in the working tree
 * gives its target (`readlink`), a regular file there (`core.symlinks=false`) its content. For a
 * regular entry, only a regular file in the working tree is read (opened without following a
 * final symlink and without blocking, so a FIFO is never waited on), at most
 * `MAX_WORKTREE_COPY_BYTES`. Never throws.
 */
export function worktreeBlobCopy(abs: string, oid: string, symlink: boolean): Buffer | null {
  if (oid.length !== 40 && oid.length !== 64) return null;
  let data: Buffer;
  try {
    const st = fs.lstatSync(abs, { throwIfNoEntry: false });
    if (st === undefined) return null;
    if (st.isSymbolicLink()) {
      if (!symlink) return null;
      data = fs.readlinkSync(abs, { encoding: 'buffer' });
    } else if (st.isFile()) {
      if (st.size > MAX_WORKTREE_COPY_BYTES) return null;
      const got = readRegular(abs);
      if (got === null) return null;
      data = got;
    } else return null;
  } catch {
    return null;
  }
  return blobId(data, oid.length) === oid ? data : null;
}

/** The whole content of the regular file `abs` (not through a final symlink, never blocking), or `null`. */
function readRegular(abs: string): Buffer | null {
  const fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK | fs.constants.O_NOFOLLOW);
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile() || st.size > MAX_WORKTREE_COPY_BYTES) return null;
    const buf = Buffer.allocUnsafe(st.size);
    let got = 0;
    while (got < buf.length) {
      const n = fs.readSync(fd, buf, got, buf.length - got, got);
      if (n === 0) break;
      got += n;
    }
    return got === buf.length ? buf : buf.subarray(0, got);
  } finally {
    fs.closeSync(fd);
  }
}
