#!/usr/bin/env node
/**
 * Side-by-side CPU comparison of ctxlens builds on `lint --staged` with a relevant file staged
 * (a new line in the root AGENTS.md, staged in a copy of the tree's index, as `bench/run.mjs`
 * does), commands interleaved so a loaded machine weighs on every build alike: per tree, each
 * round runs `node -e 0`, the floor (`bench/floor.mjs`), then for every build `lint --staged`
 * (and, with `--plain`, `lint` of the working tree); the median of the rounds is kept after one
 * untimed warm-up round. CPU = user + sys of the child and its git processes, from bash's
 * `times` (1 ms; bench/cpu-time.mjs); peak RSS from GNU time. Also checks that every build
 * prints the same bytes on stdout and on stderr and exits alike on each tree.
 *
 *   node bench/compare-staged.mjs --bin before=/x/bundle/ctxlens.mjs --bin after=bundle/ctxlens.mjs \
 *     --tree /tmp/ctxlens-bench/2000 [--tree DIR …] [--runs 3] [--plain]
 *
 * The trees must be git repositories (those of `bench/run.mjs` are) with an `AGENTS.md` at the
 * root; the index copy lives in a scratch directory and is removed at the end.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEnv, cpuMethod, fmt, median, printed, runTimed } from './cpu-time.mjs';
import { helpOrExit } from './help.mjs';
import { relevantIndex as stageRelevant } from './staged-index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const floor = path.join(here, 'floor.mjs');
const args = process.argv.slice(2);
const all = (name) => args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));
helpOrExit(import.meta.url, all('bin').length === 0);
const bins = all('bin').map((b) => ({ name: b.slice(0, b.indexOf('=')), file: path.resolve(b.slice(b.indexOf('=') + 1)) }));
const trees = all('tree').map((t) => path.resolve(t));
const runs = Number(all('runs')[0] ?? '3');
const plain = args.includes('--plain');
const env = benchEnv();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-compare-staged-'));
env.CTXLENS_CACHE_DIR = path.join(scratch, 'cache');
process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));

/** A copy of `dir`'s index with a new line staged in the root AGENTS.md (the object is written to the repository, as `git add` would). */
function relevantIndex(dir) {
  return stageRelevant(dir, path.join(scratch, `index-${path.basename(dir)}`), env);
}


console.log(`machine: ${os.cpus().length} cpu, node ${process.version}, load at start ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log(cpuMethod);
for (const tree of trees) {
  const idx = relevantIndex(tree);
  const jobs = [['node -e 0', ['-e', '0'], {}], ['floor', [floor, tree], {}]];
  for (const b of bins) {
    jobs.push([`lint --staged ${b.name}`, [b.file, 'lint', '--staged'], { GIT_INDEX_FILE: idx }]);
    if (plain) jobs.push([`lint ${b.name}`, [b.file, 'lint'], {}]);
  }
  const got = new Map(jobs.map(([k]) => [k, []]));
  const outputs = new Map();
  for (let round = 0; round <= runs; round++) {
    for (const [k, argv, extra] of jobs) {
      const r = runTimed(process.execPath, argv, { cwd: tree, env: { ...env, ...extra } });
      if (round > 0) got.get(k).push(r);
      else outputs.set(k, printed(r));
    }
  }
  const cpu = (k) => median(got.get(k).map((r) => r.cpuMs));
  const rss = (k) => Math.max(...got.get(k).map((r) => r.rssMb));
  const fl = cpu('floor');
  const same = bins.every((b) => outputs.get(`lint --staged ${b.name}`).equals(outputs.get(`lint --staged ${bins[0].name}`)));
  console.log(`\n### ${tree} (${runs} rounds; load now ${os.loadavg().map((x) => x.toFixed(1)).join(' ')})\n`);
  console.log(`node -e 0: ${fmt(cpu('node -e 0'))} ms CPU; floor: ${fmt(fl)} ms CPU; lint --staged output ${same ? 'identical across builds' : 'DIFFERS between builds'}\n`);
  console.log(`| command | ${bins.map((b) => `${b.name} cpu ms | × floor | RSS MB`).join(' | ')} |`);
  console.log(`|---|${bins.map(() => '---:|---:|---:').join('|')}|`);
  for (const c of plain ? ['lint --staged', 'lint'] : ['lint --staged']) console.log(`| ${c} | ${bins.map((b) => `${fmt(cpu(`${c} ${b.name}`))} | ${fmt(cpu(`${c} ${b.name}`) / fl, 2)} | ${fmt(rss(`${c} ${b.name}`))}`).join(' | ')} |`);
}
