/**
 * Which runtime a run models (cli-contract.md "Choosing the runtime"): `--runtime`, then
 * `"runtime"` in `ctxlens.config.json`, then what the repository holds. Reads only through the
 * file source, so `--staged` and `--rev` choose from what they see.
 */
import { posix as path } from 'node:path';
import type { FileSource } from '../source/types.js';
import { RUNTIME_LABELS, type RuntimeId } from '../model/runtime.js';

/** The chosen runtime and why (one sentence, for human-readable output). */
export interface RuntimeChoice {
  id: RuntimeId;
  /** Why this runtime: `--runtime`, the config pin, or the file that decided. */
  reason: string;
  /** How the choice was made. */
  by: 'flag' | 'config' | 'auto';
  /**
   * With a fork `.opencode.json` in W: the mainstream config files found beside it (absolute
   * paths), which the fork does not read; empty otherwise.
   */
  otherConfigs: string[];
}

/** Mainstream config files that mean `opencode` (rule 3), per directory. */
const MAINSTREAM_CONFIGS = ['opencode.json', 'opencode.jsonc', '.opencode/opencode.json', '.opencode/opencode.jsonc'];
/** Structures only the fork reads (rule 4), relative to W. */
const FORK_ONLY = ['.agents/types', '.opencode/flows', '.agents/flows'];

/**
 * The worktree of `W`: the nearest ancestor (W included) holding `.git`, a directory or a file
 * (cli-contract.md "The worktree boundary"); `/` when there is none.
 */
export function worktreeOf(source: FileSource, W: string): string {
  let dir = W;
  for (;;) {
    if (source.lstat(path.join(dir, '.git')) !== null) return dir;
    const up = path.dirname(dir);
    if (up === dir) return '/';
    dir = up;
  }
}

/** Directories from `W` up to `stop` (both included), nearest first; up to `/` when `stop` is not an ancestor. */
export function dirsUp(W: string, stop: string): string[] {
  const out: string[] = [];
  let dir = W;
  for (;;) {
    out.push(dir);
    if (dir === stop) return out;
    const up = path.dirname(dir);
    if (up === dir) return out;
    dir = up;
  }
}

/**
 * Choose the runtime for W. `flag` is `--runtime`, `pinned` the `runtime` key of
 * `ctxlens.config.json` (with the file it came from). Never throws.
 */
export function chooseRuntime(
  source: FileSource,
  W: string,
  flag: RuntimeId | undefined,
  pinned: { id: RuntimeId; file: string } | null,
): RuntimeChoice {
  const mainstreamFiles = (): string[] => {
    const found: string[] = [];
    for (const d of dirsUp(W, worktreeOf(source, W))) {
      for (const f of MAINSTREAM_CONFIGS) {
        const abs = path.join(d, f);
        if (source.stat(abs)?.kind === 'file') found.push(abs);
      }
    }
    return found;
  };
  if (flag !== undefined) return { id: flag, by: 'flag', reason: `${RUNTIME_LABELS[flag]}, chosen with --runtime ${flag}`, otherConfigs: [] };
  if (pinned !== null) {
    return { id: pinned.id, by: 'config', reason: `${RUNTIME_LABELS[pinned.id]}, pinned by "runtime": "${pinned.id}" in ${pinned.file}`, otherConfigs: [] };
  }
  const pin = 'pin it with --runtime or "runtime" in ctxlens.config.json';
  if (source.lstat(path.join(W, '.opencode.json')) !== null) {
    return { id: 'fork', by: 'auto', reason: `${RUNTIME_LABELS.fork}, because of .opencode.json (${pin})`, otherConfigs: mainstreamFiles() };
  }
  const ms = mainstreamFiles();
  if (ms.length > 0) {
    return { id: 'opencode', by: 'auto', reason: `${RUNTIME_LABELS.opencode}, because of ${relTo(W, ms[0]!)} (${pin})`, otherConfigs: [] };
  }
  for (const f of FORK_ONLY) {
    if (source.stat(path.join(W, f))?.kind === 'dir') {
      return { id: 'fork', by: 'auto', reason: `${RUNTIME_LABELS.fork}, because of ${f}/, which only the fork reads (${pin})`, otherConfigs: [] };
    }
  }
  return { id: 'opencode', by: 'auto', reason: `${RUNTIME_LABELS.opencode}, the default: no runtime-specific config found (${pin})`, otherConfigs: [] };
}

function relTo(W: string, abs: string): string {
  const r = path.relative(W, abs);
  return r === '' ? '.' : r;
}
