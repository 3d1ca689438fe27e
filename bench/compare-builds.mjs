#!/usr/bin/env node
/**
 * Side-by-side CPU comparison of ctxlens builds on the same trees, commands interleaved so a
 * loaded machine weighs on every build alike: per tree, each round runs `node -e 0`, the floor
 * (`bench/floor.mjs`), then `lint` and `audit` of every build; the median of the rounds is kept
 * (one untimed warm-up round first). CPU = user + sys of the child and the processes it waits
 * for, from bash's `times` (1 ms; bench/cpu-time.mjs); peak RSS from GNU time. Also says whether
 * every build printed the same bytes (stdout, stderr, exit status) for each command and tree.
 *
 *   node bench/compare-builds.mjs --bin before=/x/bundle/ctxlens.mjs --bin after=bundle/ctxlens.cjs \
 *     --tree /tmp/ctxlens-bench/2000 --tree /tmp/ctxlens-bench/2000-opencode [--runs 3] \
 *     [--corpus ../shared/corpus/real] [--commands lint,audit]
 *
 * Trees come from `bench/generate.mjs` (or `bench/run.mjs`, which caches them). With `--corpus`,
 * `lint` of each repository there, one timed run per build after a warm-up, and the medians.
 * Prints Markdown tables. ctxlens's caches (interest, code cache) live in a scratch
 * CTXLENS_CACHE_DIR that the warm-up fills (never ~/.cache); CTXLENS_NO_CACHE=1 measures cold.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { helpOrExit } from './help.mjs';
import { benchEnv, cpuMethod, fmt, median, printed, runTimed } from './cpu-time.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const floor = path.join(here, 'floor.mjs');
const args = process.argv.slice(2);
const all = (name) => args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));
const one = (name, dflt) => all(name)[0] ?? dflt;
helpOrExit(import.meta.url, all('bin').length === 0);
const bins = all('bin').map((b) => {
  const i = b.indexOf('=');
  return { name: b.slice(0, i), file: path.resolve(b.slice(i + 1)) };
});
const trees = all('tree').map((t) => path.resolve(t));
const runs = Number(one('runs', '3'));
const commands = one('commands', 'lint,audit').split(',');
const corpus = one('corpus', null) === null ? null : path.resolve(one('corpus', null));
const env = benchEnv();
env.CTXLENS_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-compare-cache-'));
process.on('exit', () => fs.rmSync(env.CTXLENS_CACHE_DIR, { recursive: true, force: true }));

/** One timed run: CPU, peak RSS, and the bytes it printed (stdout, stderr, exit status) to compare builds. */
function once(cmd, argv, cwd) {
  const r = runTimed(cmd, argv, { cwd, env });
  if (r.status !== 0 && r.status !== 1) console.error(`exit ${r.status}: ${cmd} ${argv.join(' ')}\n${r.stderr.toString('utf8').slice(0, 400)}`);
  return { cpu: r.cpuMs, rss: r.rssMb, out: printed(r) };
}
/** The commands of `cmds` whose builds printed different bytes (from each build's `out` of one run). */
const differing = (cmds, outOf) => cmds.filter((c) => !bins.every((b) => outOf(c, b).equals(outOf(c, bins[0]))));

console.log(`machine: ${os.cpus().length} cpu, node ${process.version}, load at start ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; caches ${env.CTXLENS_NO_CACHE && env.CTXLENS_NO_CACHE !== '0' ? 'off (CTXLENS_NO_CACHE)' : 'warm (scratch CTXLENS_CACHE_DIR)'}`);
console.log(cpuMethod);
for (const tree of trees) {
  const jobs = [['node -e 0', process.execPath, ['-e', '0']], ['floor', process.execPath, [floor, tree]]];
  for (const c of commands) for (const b of bins) jobs.push([`${c} ${b.name}`, process.execPath, [b.file, c, tree]]);
  const got = new Map(jobs.map(([k]) => [k, []]));
  const outputs = new Map();
  for (let round = 0; round <= runs; round++) {
    for (const [k, cmd, argv] of jobs) {
      const r = once(cmd, argv, tree);
      if (round > 0) got.get(k).push(r);
      else outputs.set(k, r.out);
    }
  }
  const diff = differing(commands, (c, b) => outputs.get(`${c} ${b.name}`));
  const cpu = (k) => median(got.get(k).map((r) => r.cpu));
  const rss = (k) => Math.max(...got.get(k).map((r) => r.rss));
  const fl = cpu('floor');
  console.log(`\n### ${tree} (${runs} rounds; load now ${os.loadavg().map((x) => x.toFixed(1)).join(' ')})\n`);
  console.log(`node -e 0: ${fmt(cpu('node -e 0'))} ms CPU; floor: ${fmt(fl)} ms CPU; output (stdout, stderr, exit) ${diff.length === 0 ? 'identical across builds' : `DIFFERS between builds: ${diff.join(', ')}`}\n`);
  console.log(`| command | ${bins.map((b) => `${b.name} cpu ms | × floor | RSS MB`).join(' | ')} |`);
  console.log(`|---|${bins.map(() => '---:|---:|---:').join('|')}|`);
  for (const c of commands) console.log(`| ${c} | ${bins.map((b) => `${fmt(cpu(`${c} ${b.name}`))} | ${fmt(cpu(`${c} ${b.name}`) / fl, 2)} | ${fmt(rss(`${c} ${b.name}`))}`).join(' | ')} |`);
}

if (corpus) {
  const repos = fs.readdirSync(corpus).filter((d) => fs.statSync(path.join(corpus, d)).isDirectory()).sort();
  const rows = [];
  const diff = [];
  for (const repo of repos) {
    const dir = path.join(corpus, repo);
    const row = { repo, node: NaN };
    for (let round = 0; round < 2; round++) {
      const n = once(process.execPath, ['-e', '0'], dir);
      const r = bins.map((b) => once(process.execPath, [b.file, 'lint', dir], dir));
      if (round === 0) diff.push(...differing([repo], (_, b) => r[bins.indexOf(b)].out));
      if (round === 1) {
        row.node = n.cpu;
        bins.forEach((b, i) => (row[b.name] = r[i].cpu));
      }
    }
    rows.push(row);
  }
  console.log(`\n### corpus: ${repos.length} repositories of ${corpus}, lint (load now ${os.loadavg().map((x) => x.toFixed(1)).join(' ')})\n`);
  console.log(`lint output (stdout, stderr, exit) ${diff.length === 0 ? 'identical across builds on every repository' : `DIFFERS between builds on ${diff.length}: ${diff.join(', ')}`}\n`);
  console.log(`| repository | node -e 0 | ${bins.map((b) => b.name).join(' | ')} |\n|---|---:|${bins.map(() => '---:').join('|')}|`);
  for (const r of rows) console.log(`| ${r.repo} | ${fmt(r.node)} | ${bins.map((b) => fmt(r[b.name])).join(' | ')} |`);
  console.log(`| **median** | ${fmt(median(rows.map((r) => r.node)))} | ${bins.map((b) => fmt(median(rows.map((r) => r[b.name])))).join(' | ')} |`);
}
