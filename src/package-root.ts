import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | null = null;

/**
 * Absolute path of the ctxlens package (the folder holding its `package.json`),
 * found by walking up from this module, so it works from `src/` (tests) and `dist/src/` (built).
 * Used only to read ctxlens's own files (`schemas/`, `rules/*.md`), never the user's repository.
 */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pj = join(dir, 'package.json');
    if (existsSync(pj)) {
      try {
        if ((JSON.parse(readFileSync(pj, 'utf8')) as { name?: string }).name === 'ctxlens') return (cached = dir);
      } catch {
        /* keep walking */
      }
    }
    const up = dirname(dir);
    if (up === dir) throw new Error('ctxlens: cannot find its own package.json');
    dir = up;
  }
}

/** ctxlens's own version (its package.json); `0.0.0` when that cannot be read. */
export function toolVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}
