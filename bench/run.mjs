#!/usr/bin/env node
/**
 * Scale benchmark. Every figure is a fresh `node` process, measured side by side
 * in the same run as `node -e 0` (node's own start-up) and the physical floor (`bench/floor.mjs`,
 * a plain walk and read of what ctxlens must read), so the targets are ratios, never absolute
 * times. CPU time (user + sys, children included; bash's `times` at 1 ms, bench/cpu-time.mjs) is
 * the steady figure on a shared machine; wall time is printed for reference.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEnv, cpuMethod, fmt, median, runTimed } from './cpu-time.mjs';
import { relevantIndex as stageRelevant } from './staged-index.mjs';
import { generateMonorepo } from './generate.mjs';

const HELP = `Usage: node bench/run.mjs [options]        (npm run bench -- [options] builds first)

Times ctxlens (bundle/ctxlens.cjs, the shipped bin) on generated monorepos and on the real corpus,
next to \`node -e 0\` and the floor measured in the same run, and checks the speed targets.

Options:
  --sizes LIST     tree sizes in files (default 2000,20000,200000)
  --runs N         timed runs per figure, after one warm-up; the median is kept (default 5)
  --dir DIR        where generated trees are kept and reused (default $TMPDIR/ctxlens-bench)
  --fresh          regenerate the trees
  --runtime R      fork (default: .opencode.json, agents, flows) or opencode (mainstream OpenCode:
                   opencode.json with instructions, markdown agents); trees in DIR/SIZE[-opencode]
  --corpus DIR     real repositories to lint one by one (default ../shared/corpus/real when present;
                   --corpus none to skip)
  --corpus-runs N  timed runs per corpus repository and tool (default: --runs, at most 3); the
                   verdict is per repository, so one near node + 40 ms wants more
  --peers          also install the peer linters published on npm (agentlinter, claude-code-lint)
                   into a scratch folder and time them on copies of the same corpus repositories;
                   skipped with a note when the registry cannot be reached
  --markdown       also print the tables as Markdown (for bench/RESULTS.md)
                   (ctxlens's caches live in a scratch CTXLENS_CACHE_DIR the warm-up fills, one
                   per corpus repository; CTXLENS_NO_CACHE=1 node bench/run.mjs measures without them)
  --profile        write a CPU profile of the largest lint and print its top functions
  -h, --help       this help

Targets: lint ≤ 2× floor and audit ≤ 3× floor (CPU) at every size; lint --staged with nothing
relevant staged ≤ node + 30 ms CPU and flat across sizes, with a relevant file staged ≤ 2× floor;
peak RSS ≤ 150 MB for every command at the largest size; lint of each corpus repository ≤ node +
40 ms CPU (node: the median of the corpus section's node -e 0 runs; the verdict names the
repositories over) and faster than every peer. The exit status is 0 whatever the verdicts.
CPU is user + sys of ctxlens and the git processes it waits for, from bash's \`times\` (1 ms;
bench/cpu-time.mjs); peak RSS from GNU time.
`;

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(HELP);
  process.exit(0);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.join(here, '..');
const bin = path.join(repoRoot, 'bundle', 'ctxlens.cjs');
const floor = path.join(here, 'floor.mjs');

function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
}
const sizes = arg('sizes', '2000,20000,200000').split(',').filter(Boolean).map(Number);
const runs = Number(arg('runs', '5'));
const base = path.resolve(arg('dir', path.join(os.tmpdir(), 'ctxlens-bench')));
const fresh = process.argv.includes('--fresh');
const markdown = process.argv.includes('--markdown');
const profile = process.argv.includes('--profile');
const peers = process.argv.includes('--peers');
const runtime = arg('runtime', 'fork');
const defaultCorpus = path.join(repoRoot, '..', 'shared', 'corpus', 'real');
const corpusArg = arg('corpus', fs.existsSync(defaultCorpus) ? defaultCorpus : 'none');
const corpus = corpusArg === 'none' ? null : path.resolve(corpusArg);
const env = benchEnv();
// ctxlens's caches (docs/usage.md: the pre-commit fast path's interest cache, the start-up code
// cache): a fresh directory per benchmark, filled by the warm-up runs, removed at the end; never
// ~/.cache. CTXLENS_NO_CACHE=1 in the environment measures without them (cold).
env.CTXLENS_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-bench-cache-'));
process.on('exit', () => fs.rmSync(env.CTXLENS_CACHE_DIR, { recursive: true, force: true }));

if (!fs.existsSync(bin)) {
  console.error('bench/run: bundle/ctxlens.cjs is missing; run npm run build first');
  process.exit(2);
}

/** One timed child run of `cmd args` (bench/cpu-time.mjs): `{wallMs, cpuMs, rssMb, status, error?}`. */
function once(cmd, args, cwd, extraEnv = {}) {
  const r = runTimed(cmd, args, { cwd, env: { ...env, ...extraEnv } });
  const out = { wallMs: r.wallMs, cpuMs: r.cpuMs, rssMb: r.rssMb, status: r.status };
  if (r.status !== 0 && r.status !== 1) out.error = r.stderr.toString('utf8').split('\n').slice(0, 5).join('\n');
  return out;
}

/** Median over `runs` runs after one untimed warm-up that fills the page cache. */
function measure(cmd, args, cwd, extraEnv, n = runs) {
  once(cmd, args, cwd, extraEnv);
  const rs = [];
  for (let i = 0; i < n; i++) rs.push(once(cmd, args, cwd, extraEnv));
  return {
    wallMs: median(rs.map((r) => r.wallMs)),
    cpuMs: median(rs.map((r) => r.cpuMs)),
    rssMb: Math.max(...rs.map((r) => r.rssMb)),
    status: rs[rs.length - 1].status,
    error: rs.find((r) => r.error)?.error,
    cpuSamples: rs.map((r) => r.cpuMs),
  };
}
const node = (args, cwd, extraEnv, n) => measure(process.execPath, args, cwd, extraEnv, n);

console.log(`machine: ${os.cpus().length} cpu (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log(`${cpuMethod}; medians of ${runs} runs after a warm-up`);
const startup = node(['-e', '0'], os.tmpdir());
console.log(`node -e 0: wall ${fmt(startup.wallMs)} ms, cpu ${fmt(startup.cpuMs)} ms, rss ${fmt(startup.rssMb)} MB`);
// NODE_EXTRA_CA_CERTS makes every node process read and parse that certificate file as it starts
// (node 20 loads it eagerly; a sandbox may set it for its proxy): CPU in node -e 0, the floor, ctxlens
// and the peers alike, which the ratios to the floor do not show. Said, and measured, when set.
let caNote = null;
if (env.NODE_EXTRA_CA_CERTS) {
  const bare = node(['-e', '0'], os.tmpdir(), { NODE_EXTRA_CA_CERTS: undefined });
  caNote = `NODE_EXTRA_CA_CERTS is set (${env.NODE_EXTRA_CA_CERTS}): every node process here loads it at start-up; node -e 0 costs ${fmt(startup.cpuMs)} ms CPU with it, ${fmt(bare.cpuMs)} ms without, so each figure below holds about ${fmt(startup.cpuMs - bare.cpuMs)} ms that a machine without it does not spend (the ratios to the floor are lower, the differences to node the same)`;
  console.log(`note: ${caNote}`);
}

/**
 * A copy of the tree's index with one relevant change staged (a new line in the root AGENTS.md),
 * so `lint --staged` must lint; the tree's own index keeps its irrelevant change only.
 */
function relevantIndex(dir) {
  return stageRelevant(dir, path.join(base, `index-relevant-${path.basename(dir)}`), env);
}

const rows = [];
for (const size of sizes) {
  const dir = path.join(base, runtime === 'opencode' ? `${size}-opencode` : String(size));
  if (fresh || !fs.existsSync(path.join(dir, runtime === 'opencode' ? 'opencode.json' : '.opencode.json'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    const t = performance.now();
    const g = generateMonorepo(dir, { files: size, runtime });
    console.log(`generated ${g.files} files (${g.nested} nested context files) in ${((performance.now() - t) / 1000).toFixed(1)} s: ${dir}`);
  }
  const idx = relevantIndex(dir);
  const fl = node([floor, dir], dir);
  const cmds = [
    ['floor', fl],
    ['lint', node([bin, 'lint', dir], dir)],
    ['audit', node([bin, 'audit', dir], dir)],
    runtime === 'opencode' ? ['render', node([bin, 'render', '--cwd', dir], dir)] : ['render --agent coder', node([bin, 'render', '--cwd', dir, '--agent', 'coder'], dir)],
    ['lint --staged (nothing relevant)', node([bin, 'lint', '--staged'], dir)],
    ['lint --staged (AGENTS.md staged)', node([bin, 'lint', '--staged'], dir, { GIT_INDEX_FILE: idx })],
  ];
  fs.rmSync(idx, { force: true });
  for (const [name, m] of cmds) {
    const row = { size, name, ...m, ratio: m.cpuMs / fl.cpuMs, overNode: m.cpuMs - startup.cpuMs };
    rows.push(row);
    console.log(`${String(size).padStart(6)}  ${name.padEnd(34)} exit ${m.status}  wall ${fmt(m.wallMs).padStart(6)} ms  cpu ${fmt(m.cpuMs).padStart(6)} ms  ${fmt(row.ratio, 2).padStart(5)}× floor  rss ${fmt(m.rssMb).padStart(4)} MB${m.error ? `\n    ${m.error}` : ''}`);
  }
}

// The real corpus, one repository at a time (and the peers on copies of the same trees).
const corpusRows = [];
const corpusNodeSamples = [];
let corpusNode = NaN;
let peerNote = null;
if (corpus && fs.existsSync(corpus)) {
  const repos = fs.readdirSync(corpus, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  let tools = [['ctxlens', (dir) => [process.execPath, [bin, 'lint', dir]]]];
  let scratch = null;
  if (peers) {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-bench-peers-'));
    fs.writeFileSync(path.join(scratch, 'package.json'), '{"private": true}\n');
    const inst = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', 'agentlinter', 'claude-code-lint'], { cwd: scratch, env, encoding: 'utf8', timeout: 300_000 });
    const binDir = path.join(scratch, 'node_modules', '.bin');
    if (inst.status === 0 && fs.existsSync(path.join(binDir, 'agentlinter')) && fs.existsSync(path.join(binDir, 'claudelint'))) {
      const version = (p) => JSON.parse(fs.readFileSync(path.join(scratch, 'node_modules', p, 'package.json'), 'utf8')).version;
      peerNote = `peers installed from npm: agentlinter ${version('agentlinter')}, claude-code-lint ${version('claude-code-lint')}`;
      // agentlinter uploads its report unless told --local; both run on copies (they may write caches).
      tools.push(['agentlinter', (dir) => [path.join(binDir, 'agentlinter'), ['--local', dir]]]);
      tools.push(['claudelint', (dir) => [path.join(binDir, 'claudelint'), ['check-all', '--no-color', '--cwd', dir]]]);
    } else {
      peerNote = `peers skipped: npm install failed or the registry cannot be reached (${(inst.error?.message ?? inst.stderr ?? '').split('\n').filter(Boolean).slice(-1)[0] ?? 'no output'})`;
    }
    console.log(peerNote);
  }
  const n = Math.max(1, Number(arg('corpus-runs', String(Math.min(runs, 3)))));
  for (const repo of repos) {
    let dir = path.join(corpus, repo);
    if (scratch) {
      const copy = path.join(scratch, 'corpus', repo);
      fs.cpSync(dir, copy, { recursive: true, verbatimSymlinks: true });
      dir = copy;
    }
    const nodeRun = node(['-e', '0'], dir, {}, n);
    corpusNodeSamples.push(...nodeRun.cpuSamples);
    const row = { repo, node: nodeRun.cpuMs };
    for (const [name, argv] of tools) {
      const [cmd, args] = argv(dir);
      // Each repository gets caches of its own, filled by its warm-up run: what its users see from
      // their second run on. (One directory for all would keep the code cache whichever run wrote
      // it first — a fork bench tree — and leave every other path to compile its code each run.)
      const extra = name === 'ctxlens' ? { CTXLENS_CACHE_DIR: path.join(env.CTXLENS_CACHE_DIR, 'corpus', repo) } : {};
      const m = measure(cmd, args, dir, extra, n);
      row[name] = m.cpuMs;
      row[`${name}Status`] = m.status;
      if (name === 'ctxlens' && m.error) console.log(`  ${repo}: ctxlens exit ${m.status}: ${m.error}`);
    }
    corpusRows.push(row);
    console.log(`corpus ${repo.padEnd(48)} node ${fmt(row.node).padStart(4)}  ${tools.map(([t]) => `${t} ${fmt(row[t]).padStart(5)}`).join('  ')} (cpu ms)`);
  }
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  // The target is per repository: ctxlens lint ≤ node's start-up + 40 ms on each one. Start-up
  // does not depend on the repository, so the reference is the median of every node -e 0 run of
  // the corpus section (a steadier figure than each repository's own few runs).
  corpusNode = median(corpusNodeSamples);
  for (const r of corpusRows) r.overNode = r.ctxlens - corpusNode;
  const worst = [...corpusRows].sort((a, b) => b.overNode - a.overNode);
  console.log(`corpus: node -e 0 ${fmt(corpusNode)} ms (median of ${corpusNodeSamples.length} runs); ctxlens lint − node: median ${fmt(median(corpusRows.map((r) => r.overNode)))} ms, worst ${worst.slice(0, 3).map((r) => `${r.repo} ${fmt(r.overNode)}`).join(', ')} ms`);
}

// Verdicts.
const get = (size, name) => rows.find((r) => r.size === size && r.name === name);
const verdicts = [];
for (const size of sizes) {
  verdicts.push([`lint ≤ 2× floor at ${size}`, get(size, 'lint').ratio <= 2, `${fmt(get(size, 'lint').ratio, 2)}×`]);
  verdicts.push([`audit ≤ 3× floor at ${size}`, get(size, 'audit').ratio <= 3, `${fmt(get(size, 'audit').ratio, 2)}×`]);
  const s = get(size, 'lint --staged (nothing relevant)');
  verdicts.push([`lint --staged, nothing relevant, ≤ node + 30 ms at ${size}`, s.overNode <= 30, `node + ${fmt(s.overNode)} ms`]);
  const rel = get(size, 'lint --staged (AGENTS.md staged)');
  verdicts.push([`lint --staged, AGENTS.md staged, ≤ 2× floor at ${size}`, rel.ratio <= 2, `${fmt(rel.ratio, 2)}×`]);
}
if (sizes.length > 1) {
  const s = sizes.map((z) => get(z, 'lint --staged (nothing relevant)').cpuMs);
  const growth = Math.max(...s) - Math.min(...s);
  verdicts.push([`lint --staged, nothing relevant, flat from ${Math.min(...sizes)} to ${Math.max(...sizes)} (spread ≤ 30 ms)`, growth <= 30, `spread ${fmt(growth)} ms`]);
}
const big = Math.max(...sizes);
for (const r of rows.filter((x) => x.size === big && x.name !== 'floor')) verdicts.push([`${r.name} peak RSS ≤ 150 MB at ${big}`, r.rssMb <= 150, `${fmt(r.rssMb)} MB`]);
if (corpusRows.length > 0) {
  const overs = corpusRows.filter((r) => !(r.overNode <= 40)).sort((a, b) => b.overNode - a.overNode);
  const worst = corpusRows.reduce((w, r) => (r.overNode > w.overNode ? r : w));
  const list = overs.length === 0 ? 'none over' : `over: ${overs.map((r) => `${r.repo} +${fmt(r.overNode)}`).join(', ')}`;
  verdicts.push([
    `corpus lint ≤ node + 40 ms on each repository (node ${fmt(corpusNode)} ms)`,
    overs.length === 0,
    `${overs.length}/${corpusRows.length} repositories over (${list}); median node + ${fmt(median(corpusRows.map((r) => r.overNode)))} ms, worst ${worst.repo} node + ${fmt(worst.overNode)} ms`,
  ]);
  for (const peer of ['agentlinter', 'claudelint']) {
    if (!(peer in corpusRows[0])) continue;
    const faster = corpusRows.filter((r) => r.ctxlens < r[peer]).length;
    verdicts.push([`corpus lint faster than ${peer}`, faster === corpusRows.length, `${faster}/${corpusRows.length} repositories; medians ctxlens ${fmt(median(corpusRows.map((r) => r.ctxlens)))} ms, ${peer} ${fmt(median(corpusRows.map((r) => r[peer])))} ms`]);
  }
}
console.log('\ntargets:');
for (const [what, ok, val] of verdicts) console.log(`  ${ok ? 'OK  ' : 'OVER'}  ${what}: ${val}`);

if (markdown) {
  console.log(`\n\`node -e 0\`: ${fmt(startup.cpuMs)} ms CPU, ${fmt(startup.wallMs)} ms wall, ${fmt(startup.rssMb)} MB\n`);
  if (caNote !== null) console.log(`Note: ${caNote}.\n`);
  console.log('| files | command | exit | cpu ms | × floor (cpu) | cpu − node | wall ms | peak RSS MB |\n|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.size} | ${r.name} | ${r.status} | ${fmt(r.cpuMs)} | ${fmt(r.ratio, 2)} | ${fmt(r.overNode)} | ${fmt(r.wallMs)} | ${fmt(r.rssMb)} |`);
  if (corpusRows.length > 0) {
    const tools = Object.keys(corpusRows[0]).filter((k) => k !== 'repo' && k !== 'node' && k !== 'overNode' && !k.endsWith('Status'));
    console.log(`\n| repository | node -e 0 | ${tools.join(' | ')} | ctxlens − node (${fmt(corpusNode)}) |\n|---|---:|${tools.map(() => '---:').join('|')}|---:|`);
    for (const r of corpusRows) console.log(`| ${r.repo} | ${fmt(r.node)} | ${tools.map((t) => fmt(r[t])).join(' | ')} | ${r.overNode <= 40 ? fmt(r.overNode) : `**${fmt(r.overNode)}**`} |`);
    console.log(`| **median** | ${fmt(median(corpusRows.map((r) => r.node)))} | ${tools.map((t) => fmt(median(corpusRows.map((r) => r[t])))).join(' | ')} | ${fmt(median(corpusRows.map((r) => r.overNode)))} |`);
  }
  console.log('\n| target | result | verdict |\n|---|---|---|');
  for (const [what, ok, val] of verdicts) console.log(`| ${what} | ${val} | ${ok ? 'met' : '**missed**'} |`);
}

if (profile) {
  const pdir = path.join(base, 'profile');
  fs.rmSync(pdir, { recursive: true, force: true });
  spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${pdir}`, bin, 'lint', path.join(base, String(big))], { cwd: path.join(base, String(big)), env });
  const file = fs.existsSync(pdir) ? fs.readdirSync(pdir).find((f) => f.endsWith('.cpuprofile')) : undefined;
  if (file) {
    const { summarise } = await import('./profile-summary.mjs');
    console.log(`\nCPU profile of lint at ${big}: ${path.join(pdir, file)}`);
    console.log(summarise(JSON.parse(fs.readFileSync(path.join(pdir, file), 'utf8')), 25));
  }
}
