import { isAscii } from 'node:buffer';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { fnv64Hex as fnv } from '../text/fnv.js';
import { replaceCacheFile } from './cache-dir.js';
import { changeV8Flag } from './v8-flags.js';

/*
 * A CommonJS file run through `vm.Script` with V8's code cache: node 20 has no
 * `module.enableCompileCache()`, and compiling the bundled CLI (about 1.5 MB) costs more CPU than
 * anything else a small run does. V8 serialises the bytecode of every function compiled so far
 * (`script.createCachedData()`); a later run hands those bytes back (`cachedData`) and skips the
 * compile of each function they hold. V8 itself rejects data from another V8 version, other V8
 * flags, or a source of another length, a truncated file, and (with `CHECKSUM_FLAG`) data whose
 * checksum does not match; a file whose own header (`HEADER_BYTES`) does not match is refused
 * before V8 sees it: the script then compiles as without a cache. V8 does not compare the source
 * text, so the cache file's name carries a hash of the build (`codeCacheFile`). docs/usage.md,
 * "Start-up code cache".
 */

/**
 * What became of the cache of one load: `off` (no cache file was given), `missing` (none could be
 * read), `accepted` (V8 used it), `rejected` (corrupt, truncated, or refused by V8: another
 * build's, node's, or V8 flags').
 */
export type CodeCacheState = 'off' | 'missing' | 'accepted' | 'rejected';

/** A CommonJS file loaded by `loadCommonJs`. */
export interface LoadedCommonJs {
  /** What the file assigned to `module.exports`. */
  exports: unknown;
  /** What became of the code cache (see `CodeCacheState`). */
  state: CodeCacheState;
  /**
   * Write the code cache: V8's data for every function compiled so far (those read from the
   * cache included), so call it after the work whose functions the next run should find
   * compiled. Writes only when the state is `missing` or `rejected`, or `accepted` with `again`
   * (the run took paths the cache may lack), into the cache file's directory (created with mode
   * 0700; the file has mode 0600), to a temporary file renamed over the old one, and never inside
   * a git work tree (a directory at or above the cache directory holding `.git`). Afterwards at most
   * `MAX_CODE_CACHES` cache files stay in that directory (the most recently written ones).
   * Returns whether a file was written; never throws (a read-only or full disk is ignored).
   */
  save(again?: boolean): boolean;
}

/**
 * The V8 flag that makes V8 checksum the code cache it writes and verify that checksum (Adler-32
 * over all the data after its header) before it uses any: a release build of V8 checks only the
 * data's header and length by default, so a flipped bit would reach the interpreter (and can
 * crash the process). Set by `loadCommonJs` before any cache is read or written (the flag is part
 * of V8's flag hash, so data written without it is refused with it, and the other way round).
 */
export const CHECKSUM_FLAG = '--verify-snapshot-checksum';

/**
 * A cache file starts with 8 bytes of its own: the length of V8's data (uint32, little-endian) and
 * a 32-bit FNV-1a hash over that length and the first `CHECKED_BYTES` bytes of the data (V8's
 * header: its version, source and flag hashes, the payload length and the checksum, which V8's
 * own checksum does not cover). The rest V8's checksum covers. Data whose header does not match
 * is never handed to V8. (A SHA-256 over the whole file needed node's crypto module, whose load
 * cost more than the rest of the check.)
 */
const HEADER_BYTES = 8;

/** How many bytes at the start of V8's data `HEADER_BYTES` covers (V8 11's header is 24 bytes). */
const CHECKED_BYTES = 64;

/** The 32-bit FNV-1a hash of `data.length` (4 bytes, little-endian) and `data`'s first `CHECKED_BYTES` bytes. */
function headerHash(data: Uint8Array): number {
  let h = 0x811c9dc5;
  const n = data.length;
  for (let i = 0; i < 4; i++) h = Math.imul(h ^ ((n >>> (8 * i)) & 0xff), 0x01000193);
  const end = Math.min(n, CHECKED_BYTES);
  for (let i = 0; i < end; i++) h = Math.imul(h ^ (data[i] as number), 0x01000193);
  return h >>> 0;
}

/** The file's 8-byte header for V8's data `data` (see `HEADER_BYTES`). */
function fileHeader(data: Uint8Array): Buffer {
  const b = Buffer.allocUnsafe(HEADER_BYTES);
  b.writeUInt32LE(data.length, 0);
  b.writeUInt32LE(headerHash(data), 4);
  return b;
}

/** V8's data in the cache file `stored`, or `null` when its header does not match (truncated, extended, corrupt, empty). */
export function cachedDataOf(stored: Buffer): Buffer | null {
  if (stored.length <= HEADER_BYTES) return null;
  const data = stored.subarray(HEADER_BYTES);
  return stored.readUInt32LE(0) === data.length && stored.readUInt32LE(4) === headerHash(data) ? data : null;
}

let checksums = false;

/** What sets `CHECKSUM_FLAG`'s default back: off, as in a release build of V8 (`node --v8-options`; a debug build checks by default). */
export const CHECKSUM_FLAG_DEFAULT = '--no-verify-snapshot-checksum';

/**
 * Set `CHECKSUM_FLAG` for this process (once), through `changeV8Flag` (a built-in loaded later
 * through `requireBuiltinAtDefaultFlags` is compiled with it off). False when V8 refused it: no
 * cache may then be used.
 */
function checksumsOn(): boolean {
  // no checksums: no cache
  if (!checksums) checksums = changeV8Flag(CHECKSUM_FLAG, CHECKSUM_FLAG_DEFAULT);
  return checksums;
}

/** The most code cache files (`code-*.v8`) kept in one cache directory, across builds and commands. */
export const MAX_CODE_CACHES = 64;

/** The name of a code cache file: `code-<16 hex>-<key>.v8`. */
const CODE_CACHE_NAME = /^code-[0-9a-f]{16}-[a-z0-9-]+\.v8$/;

/** How a CommonJS module's code is wrapped before it is compiled (as node's own loader does): this, the code, `MODULE_WRAPPER_END`. */
export const MODULE_WRAPPER = '(function (exports, require, module, __filename, __dirname) {';

/** The end of the wrapper (see `MODULE_WRAPPER`). */
export const MODULE_WRAPPER_END = '\n})';

/** The parameters of the function a CommonJS module's code is wrapped in (as node's own loader does). */
type ModuleWrapper = (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;

/**
 * Run the CommonJS file `file` (absolute path, UTF-8) as node's `require` would — with `exports`,
 * `require`, `module`, `__filename` and `__dirname` — but compiled through `vm.Script` with the V8
 * code cache read from `cacheFile` (absolute path, or `null`: no cache, nothing read or written).
 * `require` is what the module's `require` calls (default: node's, relative to `file`). Throws
 * what reading `file` throws, and what the module throws while it runs; a missing, unreadable,
 * corrupt or foreign cache file is never an error (`state` says what happened). With a cache file,
 * sets `CHECKSUM_FLAG` for the whole process first (once); should V8 refuse the flag, no cache is
 * read or written (`state` is then `off`).
 *
 * `import()` inside the script always rejects (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING): node 20
 * serves it only through its experimental main-context loader, and loses that setting when V8
 * accepts a code cache, so it would work on the first run and fail on the next.
 * `scripts/bundle.mjs` checks that the bundle's CLI holds no `import()`.
 */
export function loadCommonJs(file: string, cacheFileWanted: string | null, require: NodeJS.Require = createRequire(file)): LoadedCommonJs {
  // Without V8's checksums no cache is read or written (a corrupt one could crash the process).
  const cacheFile = cacheFileWanted !== null && checksumsOn() ? cacheFileWanted : null;
  const bytes = fs.readFileSync(file);
  // An ASCII file decodes faster as Latin-1, into the same string.
  let source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  if (source.startsWith('#!')) source = `//${source.slice(2)}`;
  let cached: Buffer | undefined;
  let corrupt = false;
  if (cacheFile !== null) {
    try {
      const data = cachedDataOf(fs.readFileSync(cacheFile));
      if (data !== null) cached = data;
      else corrupt = true;
    } catch {
      cached = undefined;
    }
  }
  // The wrapper starts on the source's first line, so line numbers in stack traces stay the file's.
  // A file the bundle wrote already wrapped (bundle/cli.cjs) is compiled as it is.
  const wrapped = source.startsWith(MODULE_WRAPPER) && source.endsWith(MODULE_WRAPPER_END) ? source : `${MODULE_WRAPPER}${source}${MODULE_WRAPPER_END}`;
  const script = new vm.Script(wrapped, {
    filename: file,
    ...(cached !== undefined ? { cachedData: cached } : {}),
  });
  const state: CodeCacheState = cacheFile === null ? 'off' : corrupt ? 'rejected' : cached === undefined ? 'missing' : script.cachedDataRejected === true ? 'rejected' : 'accepted';
  const module = { exports: {} as unknown };
  (script.runInThisContext() as ModuleWrapper).call(module.exports, module.exports, require, module, file, path.dirname(file));
  return {
    exports: module.exports,
    state,
    save: (again = false) => (cacheFile !== null && (state !== 'accepted' || again) ? writeCodeCache(cacheFile, () => script.createCachedData()) : false),
  };
}

/**
 * The code cache file for the script `file` (absolute path) in the cache directory `dir`, for the
 * command `key` (1 to 64 lower-case letters, digits and `-`; anything else becomes `other`):
 * `dir/code-<hash>-<key>.v8`, where the hash (64-bit FNV-1a variant, 16 hex digits) covers
 * `buildId` (identifies the file's content, e.g. a hash computed when it was built), the file's
 * path, size, modification and change times and inode, the node version and the CPU architecture. Keyed by command
 * because V8 stores only the functions compiled when the cache is written: a cache written by
 * `rules` would lack most of what `lint` compiles. `null` when `file` cannot be examined.
 */
export function codeCacheFile(dir: string, file: string, buildId: string, key: string): string | null {
  try {
    const st = fs.statSync(file);
    // ctime and inode as well as size and mtime: a file rewritten with its old size and mtime
    // restored (`cp -p`, `touch -r`) still gets a new ctime, which no tool can set back.
    const id = fnv(JSON.stringify([buildId, file, st.size, st.mtimeMs, st.ctimeMs, st.ino, process.version, process.arch]));
    return path.join(dir, `code-${id}-${/^[a-z0-9-]{1,64}$/.test(key) ? key : 'other'}.v8`);
  } catch {
    return null;
  }
}

/** Write `data()` to `file` as `LoadedCommonJs.save` describes. Never throws. */
function writeCodeCache(file: string, data: () => Buffer): boolean {
  try {
    const dir = path.dirname(file);
    if (insideWorkTree(dir)) return false;
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (insideWorkTree(dir)) return false;
    const bytes = data();
    replaceCacheFile(file, Buffer.concat([fileHeader(bytes), bytes]));
    pruneCodeCaches(dir, MAX_CODE_CACHES);
    return true;
  } catch {
    return false; // the cache only saves time: without it the next run compiles again
  }
}

/**
 * True when `dir` (as it resolves on disk, or as given while it does not exist yet) or a directory
 * above it holds `.git`: a cache there would be written into someone's repository.
 */
function insideWorkTree(dir: string): boolean {
  let d = dir;
  try {
    d = fs.realpathSync(dir);
  } catch {
    /* not there yet: judge the path as given */
  }
  for (;;) {
    if (fs.existsSync(path.join(d, '.git'))) return true;
    const up = path.dirname(d);
    if (up === d) return false;
    d = up;
  }
}

/**
 * Delete the oldest code cache files of `dir` (by modification time) beyond the `keep` newest.
 * Only names of the form `code-<16 hex>-<key>.v8` are considered. Never throws.
 */
export function pruneCodeCaches(dir: string, keep: number): void {
  try {
    const files = fs
      .readdirSync(dir)
      .filter((n) => CODE_CACHE_NAME.test(n))
      .map((n) => {
        try {
          return { n, t: fs.statSync(path.join(dir, n)).mtimeMs };
        } catch {
          return { n, t: -Infinity };
        }
      })
      .sort((a, b) => b.t - a.t);
    for (const { n } of files.slice(keep)) {
      try {
        fs.unlinkSync(path.join(dir, n));
      } catch {
        /* gone, or not ours to delete */
      }
    }
  } catch {
    /* no directory listing: nothing to prune */
  }
}

