#!/usr/bin/env node
/**
 * Side by side: two builds of ctxlens on the same generated trees, commands interleaved run by
 * run (so the machine's load weighs on both alike), with `node -e 0` and the floor in the same
 * rounds. CPU time (user + sys, children included) from bash's `times` (1 ms; bench/cpu-time.mjs),
 * peak RSS from GNU time.
 *
 *   node bench/compare.mjs --before DIR --after DIR [--sizes 2000,200000] [--runs 5]
 *                          [--runtime fork|opencode] [--dir TREES] [--markdown]
 *
 * DIR is a checkout holding `bundle/ctxlens.cjs` (or, before it existed, `bundle/ctxlens.mjs`) (and the package.json, schemas/ and rules/ it
 * reads), e.g. `git archive <commit> bundle schemas rules package.json | tar -x -C DIR`. Trees
 * are those of `bench/run.mjs` (generated there when missing). The interest cache of the
 * pre-commit fast path goes to a fresh temporary directory, warmed by one untimed run.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMethod, median, runTimed } from './cpu-time.mjs';
import { generateMonorepo } from './generate.mjs';
import { helpOrExit } from './help.mjs';
import { relevantIndex as stageRelevant } from './staged-index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
helpOrExit(import.meta.url, !arg('before') || !arg('after'));
const entry = (dir) => (fs.existsSync(path.resolve(dir, 'bundle/ctxlens.cjs')) ? path.resolve(dir, 'bundle/ctxlens.cjs') : path.resolve(dir, 'bundle/ctxlens.mjs'));
const builds = { before: entry(arg('before')), after: entry(arg('after')) };
const sizes = arg('sizes', '2000,200000').split(',').filter(Boolean).map(Number);
const runs = Number(arg('runs', '5'));
const runtime = arg('runtime', 'fork');
const base = path.resolve(arg('dir', path.join(os.tmpdir(), 'ctxlens-bench')));
const markdown = process.argv.includes('--markdown');
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-compare-cache-'));
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_') && !k.startsWith('CTXLENS_') && k !== 'NODE_OPTIONS'));
Object.assign(env, { NO_COLOR: '1', CTXLENS_CACHE_DIR: cacheDir });

function once(args, cwd, extraEnv = {}) {
  const r = runTimed(process.execPath, args, { cwd, env: { ...env, ...extraEnv } });
  if (r.status !== 0 && r.status !== 1) console.error(`  exit ${r.status}: node ${args.join(' ')}\n  ${r.stderr.toString('utf8').split('\n').slice(0, 3).join('\n  ')}`);
  return { cpu: r.cpuMs, rss: r.rssMb };
}

/** A copy of the tree's index with a new line in the root AGENTS.md staged (bench/staged-index.mjs). */
const relevantIndex = (dir) => stageRelevant(dir, path.join(base, `index-compare-${path.basename(dir)}`), env);

console.log(`machine: ${os.cpus().length} cpu, node ${process.version}, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} at the start`);
console.log(cpuMethod);
const rows = [];
for (const size of sizes) {
  const dir = path.join(base, runtime === 'opencode' ? `${size}-opencode` : String(size));
  if (!fs.existsSync(path.join(dir, '.git'))) generateMonorepo(dir, { files: size, runtime });
  const idx = relevantIndex(dir);
  const cmds = [['node -e 0', null, ['-e', '0'], {}], ['floor', null, [path.join(here, 'floor.mjs'), dir], {}]];
  for (const [name, args, extra] of [
    ['--version', ['--version'], {}],
    ['lint', ['lint', dir], {}],
    ['lint --staged (nothing relevant)', ['lint', '--staged'], {}],
    ['lint --staged (AGENTS.md staged)', ['lint', '--staged'], { GIT_INDEX_FILE: idx }],
  ]) {
    for (const b of ['before', 'after']) cmds.push([name, b, [builds[b], ...args], extra]);
  }
  for (const [, , args, extra] of cmds) once(args, dir, extra); // warm-up: page cache, interest cache
  const samples = cmds.map(() => []);
  for (let i = 0; i < runs; i++) cmds.forEach(([, , args, extra], j) => samples[j].push(once(args, dir, extra)));
  cmds.forEach(([name, build], j) => {
    const row = { size, name, build, cpu: median(samples[j].map((s) => s.cpu)), rss: Math.max(...samples[j].map((s) => s.rss)) };
    rows.push(row);
    console.log(`${String(size).padStart(7)}  ${(name + (build ? ` [${build}]` : '')).padEnd(44)} cpu ${row.cpu.toFixed(0).padStart(5)} ms  rss ${row.rss.toFixed(0).padStart(4)} MB`);
  });
  fs.rmSync(idx, { force: true });
}
console.log(`load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} at the end`);
fs.rmSync(cacheDir, { recursive: true, force: true });

if (markdown) {
  console.log('\n| files | command | node -e 0 | floor | before cpu ms | after cpu ms | before − node | after − node | before × floor | after × floor | before RSS MB | after RSS MB |');
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const size of sizes) {
    const get = (name, build) => rows.find((r) => r.size === size && r.name === name && r.build === build);
    const n = get('node -e 0', null).cpu;
    const f = get('floor', null).cpu;
    for (const name of ['--version', 'lint', 'lint --staged (nothing relevant)', 'lint --staged (AGENTS.md staged)']) {
      const b = get(name, 'before');
      const a = get(name, 'after');
      console.log(`| ${size.toLocaleString('en')} | \`${name}\` | ${n.toFixed(0)} | ${f.toFixed(0)} | ${b.cpu.toFixed(0)} | **${a.cpu.toFixed(0)}** | ${(b.cpu - n).toFixed(0)} | **${(a.cpu - n).toFixed(0)}** | ${(b.cpu / f).toFixed(2)} | **${(a.cpu / f).toFixed(2)}** | ${b.rss.toFixed(0)} | ${a.rss.toFixed(0)} |`);
    }
  }
}
