/**
 * The index the pre-commit benchmarks stage a relevant change in: a copy of `dir`'s
 * `.git/index`, written to `idx`, in which a new line of the root `AGENTS.md` is staged (the blob
 * is written to the repository, as `git add` would). The tree's own index is left as it is.
 * Shared by `bench/run.mjs` and `bench/compare-staged.mjs`.
 *
 * @param {string} dir a bench tree that is a git repository (`bench/generate.mjs`)
 * @param {string} idx where the copy goes (a file outside `dir`)
 * @param {Record<string, string | undefined>} env the environment git runs with
 * @returns {string} `idx`, for `GIT_INDEX_FILE`
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

export function relevantIndex(dir, idx, env) {
  fs.copyFileSync(path.join(dir, '.git', 'index'), idx);
  const genv = { ...env, GIT_INDEX_FILE: idx };
  const text = fs.readFileSync(path.join(dir, 'AGENTS.md'), 'utf8') + '\nOne more rule.\n';
  const oid = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: dir, env: genv, input: text, encoding: 'utf8' }).trim();
  execFileSync('git', ['update-index', '--cacheinfo', `100644,${oid},AGENTS.md`], { cwd: dir, env: genv });
  return idx;
}
