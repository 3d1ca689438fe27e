#!/usr/bin/env node
/**
 * The `ctxlens` executable with the pre-commit fast path: for a plain `ctxlens lint --staged`
 * whose staged changes cannot affect context, exit 0 before the parsers, rules, schemas and
 * reporters are even loaded (target: node's start-up + 30 ms CPU, `bench/run.mjs`). This module
 * imports only `fast-path.ts` and `quick.ts` (git and node built-ins); the YAML/JSON parsing of
 * `relevance.ts` loads only when the interest cache has no valid entry, the CLI only when a
 * staged change is relevant or the command line is not a plain `lint --staged`. Any doubt — an
 * error, an undecided case — goes to the full CLI, which lints. In `dist/`, `./cli.js` is
 * `src/cli.ts`; the bundle (`scripts/bundle.mjs`) puts `src/cli-cached.ts` in its place, which
 * runs `bundle/cli.cjs` through the V8 code cache (docs/usage.md, "Start-up code cache").
 */
import { applyTieringFlags } from './codecache/tiering.js';
import { fastPathArgs } from './precommit/fast-path.js';
import { interestCacheFromEnv, quickRelevance, rememberRelevant, type StagedRelevance } from './precommit/quick.js';

const fast = fastPathArgs(process.argv.slice(2));
let verdict: StagedRelevance | null = null;
if (fast !== null) {
  try {
    const cache = fast.cache ? interestCacheFromEnv(process.env) : null;
    const q = quickRelevance(fast.cwd, fast.env, false, cache);
    verdict = 'pending' in q ? (await import('./precommit/relevance.js')).finishRelevance(q) : q;
  } catch {
    verdict = null; // not a repository, git failed…: the CLI runs and reports it
  }
}
if (fast !== null && verdict !== null && !verdict.relevant) {
  if (process.env['CTXLENS_DEBUG']) process.stderr.write(`ctxlens: no staged change can affect context (${verdict.reason}); nothing to lint\n`);
  process.exitCode = 0;
} else {
  if (fast !== null && verdict !== null) rememberRelevant(fast.cwd, fast.env, verdict.repo ?? null);
  applyTieringFlags(); // a short run's tiering (codecache/tiering.ts), before the CLI's code loads
  await import('./cli.js');
}
