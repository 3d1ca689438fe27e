/**
 * The token-count cache: counts of whole texts kept between runs in the cache directory
 * (`cacheDirFromEnv`, docs/usage.md "Token-count cache"), so a run that counts the same
 * instruction text as a run before it neither loads the o200k table nor counts again. A count is
 * a function of the text and of the counter (`counterFiles`: its code and its table), so an entry
 * is keyed by the text's length and SHA-256, and the file by the counter files' identity (path,
 * size, modification and change times, inode), node's version and its Unicode version (the
 * splitter's character classes): another build or another node reads another file. The cache
 * changes no figure; it is neither read nor written in a git work tree or in the linted
 * directory, so no repository can plant counts. At most `MAX_ENTRIES` entries, the newest kept.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheDirFromEnv, replaceCacheFile } from '../codecache/cache-dir.js';
import { fnv64Hex } from '../text/fnv.js';
import { counterFiles, useTokenCountStore, type TokenCountStore } from '../text/token-count.js';

/** Bumped whenever the file's layout or the key of an entry changes. */
const FORMAT = 1;
/** Entries kept in one file (about 60 bytes each). */
export const MAX_ENTRIES = 1024;

/** The key of `text` in the cache: its length in UTF-16 code units and the SHA-256 of its UTF-8 bytes (base64url). */
export function textKey(text: string): string {
  return `${text.length}:${createHash('sha256').update(text, 'utf8').digest('base64url')}`;
}

/**
 * The identity of the counter: for each of `counterFiles()`, its path, size, modification and
 * change times and inode; then node's version and Unicode version. `null` when a file cannot be
 * examined (the table is not beside the code: tests running the sources), and then no cache.
 */
export function counterIdentity(): string | null {
  try {
    const files = counterFiles().map((u) => {
      const file = fileURLToPath(u);
      const st = fs.statSync(file);
      return [file, st.size, st.mtimeMs, st.ctimeMs, st.ino];
    });
    return JSON.stringify([FORMAT, files, process.version, process.versions.unicode ?? null]);
  } catch {
    return null;
  }
}

/** True when `dir` (as it resolves on disk, or as given while it does not exist) is at or below `root`. */
function within(dir: string, root: string): boolean {
  const rel = path.relative(root, dir);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * True when the cache directory may not be used: it is in the linted directory `linted`, or it
 * or a directory above it holds `.git` (someone's repository).
 */
function refused(dir: string, linted: string): boolean {
  let real = dir;
  try {
    real = fs.realpathSync(dir);
  } catch {
    /* not there yet: judge the path as given */
  }
  let root = linted;
  try {
    root = fs.realpathSync(linted);
  } catch {
    /* judged as given */
  }
  if (within(real, root) || within(dir, root) || within(dir, linted)) return true;
  for (let d = real; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, '.git'))) return true;
    if (path.dirname(d) === d) return false;
  }
}

/** The entries of a cache file's text, or an empty map when it is not one of ours. */
function parseEntries(text: string, identity: string): Map<string, number> {
  const entries = new Map<string, number>();
  const doc = JSON.parse(text) as { format?: unknown; identity?: unknown; counts?: unknown };
  if (doc.format !== FORMAT || doc.identity !== identity || !Array.isArray(doc.counts)) return entries;
  for (const e of doc.counts as unknown[]) {
    if (Array.isArray(e) && e.length === 2 && typeof e[0] === 'string' && Number.isSafeInteger(e[1]) && (e[1] as number) >= 0) entries.set(e[0], e[1] as number);
  }
  return entries;
}

/**
 * A store over the cache file for this counter in `dir`: read on the first look (a run that counts
 * nothing reads nothing), written once when the process exits if a count was added (to a
 * temporary file, then renamed over the old one; any failure ignored). `flush` writes at once.
 */
export function fileTokenCountStore(dir: string, linted: string, identity: string): TokenCountStore & { flush(): void } {
  const file = path.join(dir, `tokens-${fnv64Hex(identity)}.json`);
  let entries: Map<string, number> | null = null;
  let added = false;
  let hooked = false;
  // The key of each text this process asked about: a text is looked up, then stored when it was
  // missing, and a run asks for the same text more than once; SHA-256 once per distinct text.
  const keys = new Map<string, string>();
  const keyOf = (text: string): string => {
    let k = keys.get(text);
    if (k === undefined) keys.set(text, (k = textKey(text)));
    return k;
  };
  const load = (): Map<string, number> => {
    if (entries !== null) return entries;
    entries = new Map();
    try {
      if (!refused(dir, linted)) entries = parseEntries(fs.readFileSync(file, 'utf8'), identity);
    } catch {
      /* no file yet, or not one of ours: counted afresh */
    }
    return entries;
  };
  const save = (): void => {
    if (!added) return;
    added = false;
    try {
      if (refused(dir, linted)) return;
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      if (refused(dir, linted)) return;
      const all = [...load()];
      const counts = all.slice(Math.max(0, all.length - MAX_ENTRIES));
      replaceCacheFile(file, JSON.stringify({ format: FORMAT, identity, counts }));
    } catch {
      /* the cache only saves time */
    }
  };
  return {
    get: (text) => load().get(keyOf(text)),
    set: (text, count) => {
      const m = load();
      const k = keyOf(text);
      if (m.get(k) === count) return;
      m.delete(k);
      m.set(k, count);
      if (!added && !hooked) {
        hooked = true;
        process.once('exit', save);
      }
      added = true;
    },
    flush: save,
  };
}

/**
 * Give this process's token counter the cache directory's store (for a run linting `linted`),
 * or none when the environment turns caches off (`CTXLENS_NO_CACHE`), names no directory, or the
 * counter's files cannot be examined. Never throws.
 */
export function useTokenCountCache(env: Readonly<Record<string, string | undefined>>, linted: string): void {
  const dir = cacheDirFromEnv(env);
  const identity = dir === null ? null : counterIdentity();
  useTokenCountStore(dir === null || identity === null ? null : fileTokenCountStore(dir, linted, identity));
}
