#!/usr/bin/env node
// Benchmark of the pre-commit fast path: `ctxlens lint --staged` when nothing staged can
// affect context must exit 0 in under 150 ms wall. Builds a throwaway repository in a temporary
// directory (2,000 source files, a config with scoped context, markdown agents, a flow), stages an
// irrelevant change, and times the built CLI. Then times a relevant change (full lint) for contrast.
//
//   node bench/precommit.mjs [--runs 15] [--check]     (run `npm run build` first)
//
// --check: exit 1 when the median of the fast path is over the target. CPU from bash's `times`
// (1 ms; bench/cpu-time.mjs).
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMethod, median, runTimed } from './cpu-time.mjs';
import { helpOrExit } from './help.mjs';

const TARGET_MS = 150;
const argv = process.argv.slice(2);
helpOrExit(import.meta.url);
const runs = Number(argv[argv.indexOf('--runs') + 1]) > 0 && argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 15;
const check = argv.includes('--check');
const cli = fileURLToPath(new URL('../dist/src/cli.js', import.meta.url));
const bin = fileURLToPath(new URL('../dist/src/bin.js', import.meta.url));
if (!fs.existsSync(bin)) {
  console.error('bench/precommit: dist/src/bin.js is missing; run npm run build first');
  process.exit(2);
}

const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));
const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-bench-')));
const git = (...args) => execFileSync('git', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

console.log(cpuMethod);
try {
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'bench');
  git('config', 'user.email', 'bench@example.invalid');
  for (let i = 0; i < 2000; i++) write(`src/mod${i % 40}/file${i}.ts`, `export const v${i} = ${i};\n`);
  write('AGENTS.md', '# Project rules\nUse TypeScript.\n');
  for (let i = 0; i < 10; i++) write(`services/s${i}/AGENTS.md`, `# Service ${i}\nRules for service ${i}.\n`);
  write('.opencode.json', JSON.stringify({ contextPaths: ['AGENTS.md', 'docs/context/'], agents: { coder: { context: { paths: ['docs/style.md'], mode: 'append' } } } }, null, 2));
  write('docs/style.md', '# Style\n');
  write('docs/context/a.md', 'context a\n');
  for (const a of ['reviewer', 'planner', 'tester']) write(`.opencode/agents/${a}.md`, `---\nmode: subagent\ncontext:\n  paths: [docs/${a}.md]\n---\nYou are the ${a}.\n`);
  write('.opencode/flows/release.yaml', 'id: release\nsteps:\n  - id: plan\n    prompt: plan it\n');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'base');

  // CPU time (user + sys, git children included; bash's `times` at 1 ms, bench/cpu-time.mjs):
  // steadier than wall time on a loaded machine.
  const time = (label, entry = bin) => {
    const ms = [];
    const cpu = [];
    let status = null;
    for (let i = 0; i < runs; i++) {
      const r = runTimed(process.execPath, [entry, 'lint', '--staged'], { cwd: root, env });
      ms.push(r.wallMs);
      cpu.push(r.cpuMs);
      status = r.status;
    }
    ms.sort((a, b) => a - b);
    const med = median(ms);
    const cpuText = Number.isFinite(median(cpu)) ? `; cpu median ${median(cpu).toFixed(0)} ms` : '';
    console.log(`${label}: exit ${status}, wall min ${ms[0].toFixed(1)} ms, median ${med.toFixed(1)} ms, max ${ms[ms.length - 1].toFixed(1)} ms${cpuText} (${runs} runs)`);
    return med;
  };

  const base = [];
  for (let i = 0; i < runs; i++) base.push(runTimed(process.execPath, ['-e', '0'], { env }));
  const baseCpu = median(base.map((r) => r.cpuMs));
  console.log(`node startup alone: median ${median(base.map((r) => r.wallMs)).toFixed(1)} ms${Number.isFinite(baseCpu) ? `, cpu median ${baseCpu.toFixed(0)} ms` : ''} (the floor of any measurement here)`);

  write('src/mod1/file1.ts', 'export const v1 = 2;\n');
  write('README.md', '# readme\n');
  git('add', '-A');
  const fast = time('irrelevant change, dist/src/bin.js (fast path)');
  time('irrelevant change, dist/src/cli.js (check in the lint handler, after loading everything)', cli);

  write('AGENTS.md', '# Project rules\nUse TypeScript strictly.\n');
  git('add', '-A');
  time('relevant change (full lint)');
  const { stagedRelevance } = await import('../dist/src/precommit/relevance.js');
  git('reset', '-q', 'AGENTS.md');
  const t1 = process.hrtime.bigint();
  const v = stagedRelevance(root, {});
  console.log(`stagedRelevance in-process (irrelevant change): ${(Number(process.hrtime.bigint() - t1) / 1e6).toFixed(1)} ms, relevant=${v.relevant}`);

  const ok = fast <= TARGET_MS;
  console.log(`fast path median ${fast.toFixed(1)} ms vs target ${TARGET_MS} ms: ${ok ? 'OK' : 'OVER'}`);
  if (check && !ok) process.exitCode = 1;
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
