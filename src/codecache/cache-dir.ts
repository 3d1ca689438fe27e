import { unlinkSync, renameSync, writeFileSync } from 'node:fs';
import { posix as path } from 'node:path';

/**
 * The directory of ctxlens's caches (the pre-commit interest cache, `src/precommit/quick.ts`, and
 * the V8 code cache, `script.ts`), as the environment names it: `$CTXLENS_CACHE_DIR`, else
 * `$XDG_CACHE_HOME/ctxlens`, else `$HOME/.cache/ctxlens`; an absolute path, not necessarily
 * existing. `null` (no cache) when `CTXLENS_NO_CACHE` is set to anything but `0` or empty, or
 * when no absolute directory is known (a relative `CTXLENS_CACHE_DIR` is refused). Never throws.
 * docs/usage.md, "Pre-commit relevance cache" and "Start-up code cache".
 */
export function cacheDirFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): string | null {
  const off = env['CTXLENS_NO_CACHE'];
  if (off !== undefined && off !== '' && off !== '0') return null;
  const xdg = env['XDG_CACHE_HOME'];
  const home = env['HOME'];
  const dir = env['CTXLENS_CACHE_DIR'] || (xdg && path.isAbsolute(xdg) ? path.join(xdg, 'ctxlens') : home && path.isAbsolute(home) ? path.join(home, '.cache', 'ctxlens') : '');
  return dir && path.isAbsolute(dir) ? dir : null;
}

/**
 * Write `data` to `file` in a cache directory so that a reader sees the whole old file or the whole
 * new one: to a fresh temporary file beside it (mode 0600, never an existing one), then renamed
 * over it. The temporary file is removed when a step fails. Throws the failure (read-only or full
 * disk, a missing directory); callers treat any as "not cached".
 */
export function replaceCacheFile(file: string, data: string | Uint8Array): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    writeFileSync(tmp, data, { mode: 0o600, flag: 'wx' });
    renameSync(tmp, file);
  } catch (e) {
    try {
      unlinkSync(tmp);
    } catch {
      /* never made, or already gone */
    }
    throw e;
  }
}
