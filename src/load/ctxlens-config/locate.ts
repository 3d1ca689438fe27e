/**
 * Where ctxlens's own config file is and how it is read: the nearest `ctxlens.config.json` from the
 * working directory up to the repository root, read through the file source (so `--staged` and
 * `--rev` see their version) with a size cap (docs/usage.md, "Configuration: `ctxlens.config.json`").
 */
import { posix as path } from 'node:path';
import type { FileSource } from '../../source/types.js';
import { ConfigError } from './problems.js';

/** File name of ctxlens's own configuration (docs/usage.md, "Configuration: `ctxlens.config.json`"). */
export const CONFIG_FILE_NAME = 'ctxlens.config.json';

/** Largest config file read, in bytes (1 MiB). */
export const MAX_CONFIG_BYTES = 1 << 20;

/**
 * Find `ctxlens.config.json` from `cwd` upward, through the file source (so `--staged` sees the
 * staged version). The walk stops after the first directory that holds `.git` (the repository
 * root) or at `/`. Returns the absolute path, or `null`.
 */
export function findConfigFile(source: FileSource, cwd: string): string | null {
  let dir = path.resolve(cwd);
  for (;;) {
    const candidate = path.join(dir, CONFIG_FILE_NAME);
    if (source.lstat(candidate) !== null) return candidate;
    if (source.lstat(path.join(dir, '.git')) !== null) return null;
    const up = path.dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/** `abs` as shown to the user: relative to `cwd` when inside it, else absolute. */
export function shownPath(abs: string, cwd: string): string {
  const rel = path.relative(path.resolve(cwd), abs);
  return rel !== '' && !rel.startsWith('../') && rel !== '..' ? rel : abs;
}

/**
 * The text of the config file `abs` (UTF-8 decoded; a BOM is kept for the parser to drop).
 * Throws `ConfigError` (line 0, the file as a whole) when it cannot be read or is larger than
 * `MAX_CONFIG_BYTES`.
 */
export function readConfigText(source: FileSource, abs: string, shown: string): string {
  const r = source.readFile(abs, MAX_CONFIG_BYTES + 1);
  if (!r.ok) throw new ConfigError([{ file: shown, line: 0, column: 0, message: `cannot read the ctxlens config (${r.code})` }]);
  if (r.data.length > MAX_CONFIG_BYTES) throw new ConfigError([{ file: shown, line: 0, column: 0, message: `the ctxlens config is larger than ${MAX_CONFIG_BYTES} bytes` }]);
  return r.data.toString('utf8');
}
