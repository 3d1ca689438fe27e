/** Opening what a run reads: the file source, the simulated environment, the target, files named on the command line. */
import * as fs from 'node:fs';
import type { FileSource } from '../source/types.js';
import { WorktreeSource } from '../source/worktree.js';
import type { SimTarget } from '../runtimes/fork/sim/types.js';
import { UsageError } from '../errors.js';

/** The simulated environment: process environment overridden by `--env NAME=VALUE` (cli-contract.md). Throws UsageError on a malformed entry. */
export function simulatedEnv(entries: readonly string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  for (const e of entries) {
    const i = e.indexOf('=');
    if (i <= 0) throw new UsageError(`--env expects NAME=VALUE, got "${e}"`);
    env[e.slice(0, i)] = e.slice(i + 1);
  }
  return env;
}

/** The names set with `--env NAME=VALUE` (explicit, as opposed to inherited from the process). */
export function explicitEnvNames(entries: readonly string[]): Set<string> {
  return new Set(entries.map((e) => e.slice(0, Math.max(0, e.indexOf('=')))).filter((k) => k !== ''));
}

/**
 * The file source for a command: working tree by default, the git index with `--staged`,
 * a revision with `--rev`. Git sources are provided by `src/source/git.ts`. `sparseAware`: in a
 * sparse checkout, complete the working tree with the index's skip-worktree files (`diff`).
 */
export async function openSource(args: { cwd: string; staged?: boolean; rev?: string; sparseAware?: boolean }): Promise<FileSource> {
  if (args.staged || args.rev) {
    const git = await import('../source/git.js');
    if (!args.staged) return git.openRevisionSource(args.cwd, args.rev!);
    // The pre-commit fast path (src/bin.ts) already asked git for the root and the index file of this directory.
    const repo = (await import('../precommit/quick.js')).knownRepository(args.cwd);
    return repo !== null ? git.openIndexSource(args.cwd, repo.root, repo.index) : git.openIndexSource(args.cwd);
  }
  if (args.sparseAware) return (await import('../source/git.js')).openSparseAwareWorktree(args.cwd);
  return new WorktreeSource();
}

/** The target named by `--agent` / `--flow --step` (agent defaults to `coder`; a step's agent is resolved later). */
export function targetFromArgs(args: { agent?: string; flow?: string; step?: string }): SimTarget {
  return { agentId: args.agent ?? '', flowId: args.flow ?? null, stepId: args.step ?? null };
}

/**
 * Read a file named on the command line (`--calls`, `--config`) as UTF-8, at most `maxBytes`
 * bytes (default 64 MiB). Pipes (`/dev/stdin`, `<(…)`) and `/dev/null` work; an endless device
 * such as `/dev/zero` stops at the cap instead of hanging. Throws the `fs` error (with `code`),
 * or an error with code `EFBIG` past the cap.
 */
export function readArgFile(file: string, maxBytes = 64 * 1024 * 1024): string {
  const fd = fs.openSync(file, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buf = Buffer.alloc(Math.min(1 << 20, maxBytes + 1 - total));
      const n = fs.readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      chunks.push(buf.subarray(0, n));
      total += n;
      if (total > maxBytes) throw Object.assign(new Error(`larger than ${maxBytes} bytes`), { code: 'EFBIG' });
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}
