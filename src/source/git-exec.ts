import { statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

/** A git invocation failed (not found, not a repository, unknown revision …). `stderr` holds git's text. */
export class GitError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

/**
 * The environment for git: the process environment (without `GIT_TRACE*` when `quiet`), with `GIT_DIR`, `GIT_INDEX_FILE` and
 * `GIT_WORK_TREE` made absolute against the process working directory (a hook may set them
 * relative, and ctxlens runs git with another `cwd`). `GIT_INDEX_FILE` is kept on purpose:
 * during `git commit -a` / `git commit <paths>` it names the temporary index that will be
 * committed, which is what `--staged` must read.
 */
function gitEnv(quiet = false): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' };
  // `runGit(…, quietOnly)` takes any stderr for a failure: git's trace output goes there too.
  if (quiet) for (const k of Object.keys(env)) if (k.startsWith('GIT_TRACE')) delete env[k];
  for (const k of ['GIT_DIR', 'GIT_INDEX_FILE', 'GIT_WORK_TREE']) {
    const v = env[k];
    if (v !== undefined && v !== '' && !path.isAbsolute(v)) env[k] = path.resolve(v);
  }
  return env;
}

/** True when `p` is an existing directory (to tell a missing `cwd` from a missing git). */
function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** The most output `runGit` takes from git by default (1 GiB). */
const MAX_GIT_OUTPUT = 1 << 30;

/**
 * Run `git` synchronously with safe global options and return stdout as bytes.
 *
 * Always passes `--no-optional-locks -c core.fsmonitor=false -c core.hooksPath=/dev/null`, so no
 * hook, fsmonitor or other repository-configured program runs; arguments go to git as an argv
 * array (never through a shell) and paths are exchanged NUL-separated by the callers.
 * Throws `GitError` when git cannot be started or exits with a status not in `okStatus` (default:
 * only 0; `git check-ignore` exits 1 when nothing is ignored), or prints more than
 * `options.maxBuffer` bytes (default 1 GiB; git is then killed, the error's `code` is `ENOBUFS` and
 * its `stdout` what came before), and, with `options.quietOnly`, when git wrote anything to stderr
 * even though its status was accepted (an `error:` git reports and goes on from, such as a damaged
 * index it then reads as holding less: the answer cannot be trusted).
 */
export function runGit(
  cwd: string,
  args: readonly string[],
  input?: Buffer | string,
  okStatus: readonly number[] = [0],
  options: { readonly maxBuffer?: number; readonly quietOnly?: boolean } = {},
): Buffer {
  const maxBuffer = options.maxBuffer ?? MAX_GIT_OUTPUT;
  const quietOnly = options.quietOnly ?? false;
  const full = ['--no-optional-locks', '-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', ...args];
  const r = spawnSync('git', full, {
    cwd,
    env: gitEnv(quietOnly),
    input,
    maxBuffer,
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
  if (r.error) {
    // spawn fails with ENOENT both when git is missing and when `cwd` does not exist: say which.
    const code = (r.error as NodeJS.ErrnoException).code;
    if ((code === 'ENOENT' || code === 'ENOTDIR') && !isDirectory(cwd)) throw new GitError(`not a directory: ${cwd}`, '');
    throw Object.assign(new GitError(`cannot run git: ${r.error.message}`, ''), { code, stdout: r.stdout });
  }
  if (r.status === null || !okStatus.includes(r.status)) {
    const stderr = r.stderr?.toString('utf8').trim() ?? '';
    throw new GitError(`git ${args[0] ?? ''} failed: ${stderr.split('\n')[0] ?? ''}`, stderr);
  }
  if (quietOnly && r.stderr !== null && r.stderr.length > 0) {
    const stderr = r.stderr.toString('utf8').trim();
    throw new GitError(`git ${args[0] ?? ''} reported: ${stderr.split('\n')[0] ?? ''}`, stderr);
  }
  return r.stdout;
}

/** Split NUL-terminated git output (`-z`) into strings (UTF-8), dropping the empty tail. */
export function splitNul(buf: Buffer): string[] {
  const out: string[] = [];
  let start = 0;
  for (;;) {
    const i = buf.indexOf(0, start);
    if (i < 0) break;
    out.push(buf.toString('utf8', start, i));
    start = i + 1;
  }
  if (start < buf.length) out.push(buf.toString('utf8', start));
  return out;
}

/**
 * The top level of the work tree containing `cwd` (`git rev-parse --show-toplevel`), an absolute,
 * symlink-resolved POSIX path. Throws `GitError` outside a work tree (also in a bare repository).
 */
export function repoRoot(cwd: string): string {
  const out = runGit(cwd, ['rev-parse', '--show-toplevel']).toString('utf8').replace(/\n$/, '');
  if (out === '') throw new GitError('not inside a git work tree', '');
  return out;
}

/**
 * Largest blob `catFileBatch` reads, in bytes (256 MiB, the simulators' cap on a context or
 * instruction file: docs/runtimes/fork.md §5.7, docs/runtimes/opencode.md §6.4). A larger blob is
 * never read whole: its size is known, and its first bytes when asked for.
 */
export const MAX_GIT_BLOB_BYTES = 256 * 1024 * 1024;

/** Output of one `git cat-file --batch` call past which the blobs are sized first (16 MiB). */
const BATCH_OUTPUT_BYTES = 16 * 1024 * 1024;

/** A blob over `MAX_GIT_BLOB_BYTES`: its size, and its first `n` bytes on demand (`null` when git fails). */
export interface LargeBlob {
  size: number;
  head(n: number): Buffer | null;
}

/**
 * Read blobs by object id: contents out (in input order), a missing object mapped to `null`, a
 * blob over `maxBlob` (default `MAX_GIT_BLOB_BYTES`) mapped to a `LargeBlob` (never read whole).
 * One `git cat-file --batch` call in the usual case; when its output would pass `maxOutput`
 * (default 16 MiB), git is stopped, the blobs are sized with `git cat-file --batch-check`, and only
 * those up to `maxBlob` are read. Throws `GitError` when git fails.
 */
export function catFileBatch(cwd: string, oids: readonly string[], maxBlob: number = MAX_GIT_BLOB_BYTES, maxOutput: number = BATCH_OUTPUT_BYTES): Map<string, Buffer | null | LargeBlob> {
  const out = new Map<string, Buffer | null | LargeBlob>();
  if (oids.length === 0) return out;
  let buf: Buffer;
  try {
    buf = runGit(cwd, ['cat-file', '--batch'], oids.join('\n') + '\n', [0], { maxBuffer: maxOutput });
  } catch (e) {
    if ((e as { code?: unknown }).code !== 'ENOBUFS') throw e;
    return catFileSized(cwd, oids, maxBlob);
  }
  parseBatch(buf, oids, out);
  return out;
}

/** `catFileBatch` past its output bound: sizes first, then the blobs up to `maxBlob` in one call. */
function catFileSized(cwd: string, oids: readonly string[], maxBlob: number): Map<string, Buffer | null | LargeBlob> {
  const out = new Map<string, Buffer | null | LargeBlob>();
  const check = runGit(cwd, ['cat-file', '--batch-check'], oids.join('\n') + '\n').toString('utf8').split('\n');
  const read: string[] = [];
  let bytes = 0;
  oids.forEach((oid, i) => {
    const header = check[i] ?? '';
    if (header.endsWith(' missing') || header.endsWith(' ambiguous') || header === '') return out.set(oid, null);
    const size = Number(header.slice(header.lastIndexOf(' ') + 1));
    if (size > maxBlob) return out.set(oid, { size, head: (n) => catFileHead(cwd, oid, n) });
    read.push(oid);
    bytes += size + header.length + 2;
  });
  if (read.length > 0) parseBatch(runGit(cwd, ['cat-file', '--batch'], read.join('\n') + '\n', [0], { maxBuffer: bytes + 4096 }), read, out);
  return out;
}

/** The first `n` bytes (at most) of blob `oid`: git is stopped once they are in; `null` when git fails. */
function catFileHead(cwd: string, oid: string, n: number): Buffer | null {
  if (n <= 0) return Buffer.alloc(0);
  try {
    return runGit(cwd, ['cat-file', 'blob', oid], undefined, [0], { maxBuffer: n }).subarray(0, n);
  } catch (e) {
    const partial = (e as { code?: unknown; stdout?: Buffer }).code === 'ENOBUFS' ? (e as { stdout?: Buffer }).stdout : undefined;
    return partial !== undefined && partial.length >= n ? partial.subarray(0, n) : null;
  }
}

/** The blobs of `git cat-file --batch` output `buf` for `oids` (in order) into `out`. */
function parseBatch(buf: Buffer, oids: readonly string[], out: Map<string, Buffer | null | LargeBlob>): void {
  let pos = 0;
  for (const oid of oids) {
    const nl = buf.indexOf(10, pos);
    if (nl < 0) break;
    const header = buf.toString('utf8', pos, nl);
    pos = nl + 1;
    if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
      out.set(oid, null);
      continue;
    }
    const size = Number(header.slice(header.lastIndexOf(' ') + 1));
    out.set(oid, buf.subarray(pos, pos + size));
    pos += size + 1; // content, then a newline
  }
}
