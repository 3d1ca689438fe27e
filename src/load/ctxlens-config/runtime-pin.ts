/**
 * The `runtime` pin of ctxlens's config, read leniently for the simulation commands
 * (cli-contract.md "Choosing the runtime").
 */
import { parse as parseJsonc } from 'jsonc-parser';
import { isRuntimeId, type RuntimeId } from '../../model/runtime.js';
import type { FileSource } from '../../source/types.js';
import { findConfigFile, MAX_CONFIG_BYTES, shownPath } from './locate.js';

/**
 * The `runtime` pin of the nearest `ctxlens.config.json` (see `findConfigFile`), read leniently
 * for the simulation commands (`render`, `touch`, `resolve`), which do not validate the rest of
 * the file: `null` when there is no file, it is unreadable or over `MAX_CONFIG_BYTES`, it has no
 * valid `runtime` key, or it does not parse. `file` is the path as shown to the user.
 */
export function readRuntimePin(source: FileSource, cwd: string): { id: RuntimeId; file: string } | null {
  const abs = findConfigFile(source, cwd);
  if (abs === null) return null;
  const r = source.readFile(abs, MAX_CONFIG_BYTES + 1);
  if (!r.ok || r.data.length > MAX_CONFIG_BYTES) return null;
  const data = parseJsonc(r.data.toString('utf8').replace(/^\uFEFF/, '')) as unknown;
  return isObject(data) && isRuntimeId(data['runtime']) ? { id: data['runtime'], file: shownPath(abs, cwd) } : null;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
