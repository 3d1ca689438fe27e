#!/usr/bin/env node
/**
 * The `ctxlens` executable with the pre-commit fast path: for a plain
 * `ctxlens lint --staged` whose staged changes cannot affect context, exit 0 before the rules,
 * schemas and reporters are even loaded (target: under 150 ms wall, `bench/precommit.mjs`).
 * Everything else — and any doubt — goes to the full CLI (`cli.js`), which decides again.
 */
import { stagedChangesAreIrrelevant } from './precommit/relevance.js';
import { fastPathArgs } from './precommit/fast-path.js';

const fast = fastPathArgs(process.argv.slice(2));
if (fast !== null && stagedChangesAreIrrelevant(fast.cwd, fast.env)) {
  if (process.env['CTXLENS_DEBUG']) process.stderr.write('ctxlens: no staged change can affect context; nothing to lint\n');
  process.exitCode = 0;
} else {
  await import('./cli.js');
}
