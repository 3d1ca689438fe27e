import { memoCounter, type TokenCounter } from '../report/audit.js';
import { simulateAll } from '../runtimes/fork/sim/simulate.js';
import { sourceRoot, resolveCommit } from '../source/git.js';
import { lintPrepared, prepareRun, type LintArgs } from '../run/prepare.js';
import { UsageError } from '../errors.js';
import type { RuntimeId } from '../model/runtime.js';
import { computeContextDiff, type DiffSide } from './compute.js';
import type { ContextDiff } from './types.js';
import { o200kCounter } from '../report/tokens.js';

/** What `ctxlens diff` compares. */
export interface DiffOptions {
  /** The linted directory W (absolute). */
  cwd: string;
  /** Base revision (any commit-ish). */
  base: string;
  /** Head revision, or `null` for the working tree. */
  head: string | null;
  env: string[];
  withGlobal: boolean;
  /** `--config` and `--rule` as for `lint`. */
  config?: string;
  rule: string[];
  /** `--runtime`; chosen from the repository when absent. */
  runtime?: RuntimeId;
}

async function side(opts: DiffOptions, rev: string | null, label: string): Promise<DiffSide> {
  const args: LintArgs = {
    cwd: opts.cwd,
    env: opts.env,
    withGlobal: opts.withGlobal,
    staged: false,
    ...(rev !== null ? { rev } : { sparseAware: true }),
    format: 'json',
    maxWarnings: -1,
    rule: opts.rule,
    ...(opts.config !== undefined ? { config: opts.config } : {}),
    ...(opts.runtime !== undefined ? { runtime: opts.runtime } : {}),
  };
  const p = await prepareRun(args);
  if (p.runtime !== 'fork') {
    throw new UsageError(
      `ctxlens diff compares the context of the OpenCode Go fork only; it does not model mainstream OpenCode yet (this directory is read as ${p.choice.reason}). ` +
        'What works: `ctxlens render --runtime opencode` (or `audit`) on each revision and compare the output; `diff --runtime opencode --against opencode-v2` for the V1 → V2 migration report; `diff --runtime fork` to compare as the fork reads the repository.',
    );
  }
  const sim = simulateAll(p.model);
  const result = lintPrepared(p, sim);
  return { label, sim, findings: result.findings, discovery: p.model.config.discovery, W: p.model.W };
}

/**
 * Load the project twice — base from a git revision, head from another revision or the working
 * tree — simulate every agent and flow step, lint both, and compare (`computeContextDiff`).
 * Throws `UsageError` for an unknown revision, a directory outside git, or bad flags.
 */
export async function runContextDiff(opts: DiffOptions, count?: TokenCounter): Promise<ContextDiff> {
  const root = sourceRoot(opts.cwd);
  const baseSha = resolveCommit(root, opts.base);
  const headSha = opts.head === null ? null : resolveCommit(root, opts.head);
  const short = (rev: string, sha: string) => (rev === sha ? sha.slice(0, 12) : `${rev} (${sha.slice(0, 12)})`);
  const base = await side(opts, baseSha, short(opts.base, baseSha));
  const head = await side(opts, headSha, headSha === null ? 'working tree' : short(opts.head!, headSha));
  const tokens = memoCounter(count ?? (await o200kCounter()));
  return computeContextDiff(base, head, tokens);
}
