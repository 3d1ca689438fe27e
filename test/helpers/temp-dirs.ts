import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach } from 'vitest';

/**
 * Temporary directories for one test file: call at the file's top level; the returned
 * `tempDir(prefix)` makes a directory under the OS temporary folder (its real path, symlinks
 * resolved) and every directory made is removed after each test.
 */
export function useTempDirs(): (prefix: string) => string {
  const made: string[] = [];
  afterEach(() => {
    for (const p of made.splice(0)) fs.rmSync(p, { recursive: true, force: true });
  });
  return (prefix) => {
    const d = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
    made.push(d);
    return d;
  };
}
