import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { fnv64Hex as fnv } from '../text/fnv.js';

/*
 * A CommonJS file run through `vm.Script` with V8's code cache: node 20 has no
 * `module.enableCompileCache()`, and compiling the bundled CLI (about 1.5 MB) costs more CPU than
 * anything else a small run does. V8 serialises the bytecode of every function compiled so far
 * (`script.createCachedData()`); a later run hands those bytes back (`cachedData`) and skips the
 * compile of each function they hold. V8 itself rejects data from another V8 version, other V8
 * flags, or a source of another length, and a truncated file; a file whose digest does not match
 * (`DIGEST_BYTES`) is refused before V8 sees it: the script then compiles as without a cache. V8
 * does not compare the source text, so the cache file's name carries a hash of the build
 * (`codeCacheFile`). docs/usage.md, "Start-up code cache".
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
 * A cache file holds the SHA-256 of V8's data (32 bytes), then the data. V8 itself checks the
 * data's header and length (a truncated file) but, in release builds, not a checksum of the
 * bytecode: a flipped bit would reach the interpreter. Data whose digest does not match is never
 * handed to V8.
 */
const DIGEST_BYTES = 32;

/** The SHA-256 of `data`, 32 bytes. */
const digest = (data: Uint8Array): Buffer => createHash('sha256').update(data).digest();

/** The most code cache files (`code-*.v8`) kept in one cache directory, across builds and commands. */
export const MAX_CODE_CACHES = 64;

/** The name of a code cache file: `code-<16 hex>-<key>.v8`. */
const CODE_CACHE_NAME = /^code-[0-9a-f]{16}-[a-z0-9-]+\.v8$/;

/** The parameters of the function a CommonJS module's code is wrapped in (as node's own loader does). */
type ModuleWrapper = (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;

/**
 * Run the CommonJS file `file` (absolute path, UTF-8) as node's `require` would — with `exports`,
 * `require`, `module`, `__filename` and `__dirname` — but compiled through `vm.Script` with the V8
 * code cache read from `cacheFile` (absolute path, or `null`: no cache, nothing read or written).
 * `require` is what the module's `require` calls (default: node's, relative to `file`). Throws
 * what reading `file` throws, and what the module throws while it runs; a missing, unreadable,
 * corrupt or foreign cache file is never an error (`state` says what happened).
 *
 * `import()` inside the script always rejects (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING): node 20
 * serves it only through its experimental main-context loader, and loses that setting when V8
 * accepts a code cache, so it would work on the first run and fail on the next.
 * `scripts/bundle.mjs` checks that the bundle's CLI holds no `import()`.
 */
export function loadCommonJs(file: string, cacheFile: string | null, require: NodeJS.Require = createRequire(file)): LoadedCommonJs {
  const bytes = fs.readFileSync(file);
  // An ASCII file decodes faster as Latin-1, into the same string.
  let source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  if (source.startsWith('#!')) source = `//${source.slice(2)}`;
  let cached: Buffer | undefined;
  let corrupt = false;
  if (cacheFile !== null) {
    try {
      const stored = fs.readFileSync(cacheFile);
      const data = stored.subarray(DIGEST_BYTES);
      if (stored.length > DIGEST_BYTES && digest(data).equals(stored.subarray(0, DIGEST_BYTES))) cached = data;
      else corrupt = true;
    } catch {
      cached = undefined;
    }
  }
  // The wrapper starts on the source's first line, so line numbers in stack traces stay the file's.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
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
  let tmp: string | null = null;
  try {
    const dir = path.dirname(file);
    if (insideWorkTree(dir)) return false;
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (insideWorkTree(dir)) return false;
    tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    const bytes = data();
    fs.writeFileSync(tmp, Buffer.concat([digest(bytes), bytes]), { mode: 0o600, flag: 'wx' });
    fs.renameSync(tmp, file);
    tmp = null;
    pruneCodeCaches(dir, MAX_CODE_CACHES);
    return true;
  } catch {
    return false; // the cache only saves time: without it the next run compiles again
  } finally {
    if (tmp !== null) {
      try {
        fs.unlinkSync(tmp);
      } catch {
        /* already gone */
      }
    }
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

