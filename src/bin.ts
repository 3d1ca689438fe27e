#!/usr/bin/env node
/**
 * The `ctxlens` executable with the pre-commit fast path: for a plain `ctxlens lint --staged`
 * whose staged changes cannot affect context, exit 0 before the parsers, rules, schemas and
 * reporters are even loaded (target: node's start-up + 30 ms CPU, `bench/run.mjs`). This module
 * imports only `fast-path.ts`, and `quick.ts` (git and node built-ins) for a plain `lint --staged`
 * (in the bundle, `bundle/quick.cjs`, so other runs do not even parse it); the YAML/JSON parsing of
 * `relevance.ts` loads only when the interest cache has no valid entry, the CLI only when a
 * staged change is relevant or the command line is not a plain `lint --staged`. Any doubt — an
 * error, an undecided case — goes to the full CLI, which lints. In `dist/`, `./cli.js` is
 * `src/cli.ts`; the bundle (`scripts/bundle.mjs`, which builds this module into the CommonJS
 * `bundle/ctxlens.cjs`) puts `src/cli-cached.ts` in its place, which runs `bundle/cli.cjs` through
 * the V8 code cache (docs/usage.md, "Start-up code cache" and "Start-up").
 */
import { fileURLToPath } from 'node:url';
import { applyTieringFlags } from './codecache/tiering.js';
import { fastPathArgs } from './precommit/fast-path.js';
import type { StagedRelevance } from './precommit/quick.js';

/**
 * The pre-commit fast path, then the CLI. An async function rather than top-level `await`: the
 * bundle builds this module into CommonJS (`bundle/ctxlens.cjs`), which has none, so that node
 * never starts its ES module loader for a run (docs/usage.md, "Start-up").
 */
async function run(): Promise<void> {
  const fast = fastPathArgs(process.argv.slice(2));
  let verdict: StagedRelevance | null = null;
  // The fast path's code (with git's), loaded only for it: every other run starts without it.
  const quick = fast !== null ? await import('./precommit/quick.js') : null;
  if (fast !== null && quick !== null) {
    const { interestCacheFromEnv, quickRelevance } = quick;
    try {
      // This file identifies the build (the bundle's is one file holding the fast path), also when
      // it is started through another (`bundle/ctxlens.mjs`, whose content never changes). Located
      // (the file hashed) only when the static list of relevant paths has not decided.
      const cache = fast.cache ? () => interestCacheFromEnv(process.env, fileURLToPath(import.meta.url)) : null;
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
    if (fast !== null && quick !== null && verdict !== null) quick.rememberRelevant(fast.cwd, fast.env, verdict.repo ?? null);
    // A short run's tiering (codecache/tiering.ts), before the CLI's code loads; a lone
    // `--version` is answered without loading it (cli-cached.ts, commands/main.ts).
    const argv = process.argv.slice(2);
    if (!(argv.length === 1 && argv[0] === '--version')) await applyTieringFlags(argv);
    await import('./cli.js');
  }
}

void run();
