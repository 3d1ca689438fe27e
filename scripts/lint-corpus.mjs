#!/usr/bin/env node
/**
 * Corpus check: run the built CLI, `ctxlens lint --format json <repo>`, on every repository
 * folder of the real-world corpus and assert that ctxlens survives it.
 *
 *   node scripts/lint-corpus.mjs [CORPUS_DIR] [--bin "node dist/src/cli.js"] [--verbose]
 *
 * CORPUS_DIR defaults to ../shared/corpus/real (relative to the ctxlens checkout). Each
 * sub-folder (`<owner>__<repo>`) is one working directory. For each, the script asserts:
 *   - the exit status is 0 (no error finding) or 1 (error findings), never 2/3, never a signal
 *     or a timeout (a hang);
 *   - stderr holds no stack trace and no "internal error";
 *   - stdout is one JSON object with a `findings` array and counts that match it
 *     (cli-contract.md `lint --format json`), and no finding has rule id `internal-error`.
 * It prints one summary line per repository (exit status, counts, findings per rule) and, with
 * --verbose, every finding as `file:line:col: severity rule-id: message`.
 * Exit status: 0 when every repository passed, 1 otherwise, 2 for a usage error.
 *
 * Build first (`npm run build`). This is not part of `npm test`: the tests must pass without
 * ../shared.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const opts = { corpus: path.resolve(repoRoot, '../shared/corpus/real'), bin: null, verbose: false, timeoutMs: 60_000 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--verbose' || a === '-v') opts.verbose = true;
    else if (a === '--bin') opts.bin = argv[++i];
    else if (a === '--timeout') opts.timeoutMs = Number(argv[++i]) * 1000;
    else if (a === '--help' || a === '-h') {
      process.stdout.write('usage: node scripts/lint-corpus.mjs [CORPUS_DIR] [--bin CMD] [--timeout SECONDS] [--verbose]\n');
      process.exit(0);
    } else if (a.startsWith('-')) usage(`unknown option ${a}`);
    else opts.corpus = path.resolve(a);
  }
  return opts;
}

function usage(msg) {
  process.stderr.write(`lint-corpus: ${msg}\n`);
  process.exit(2);
}

/** The command to run: `--bin` split on spaces, or node + the built CLI. */
function binCommand(bin) {
  if (bin) {
    const parts = bin.split(' ').filter(Boolean);
    return { cmd: parts[0], args: parts.slice(1) };
  }
  const cli = path.join(repoRoot, 'dist', 'src', 'cli.js');
  if (!existsSync(cli)) usage(`${cli} not found; run \`npm run build\` first`);
  return { cmd: process.execPath, args: [cli] };
}

const STACK_LINE = /^\s+at .+(:\d+:\d+\)?|\(native\))$/m;

/** Lint one repository folder; returns {problems: string[], summary: string, lines: string[]}. */
function lintRepo(dir, bin, timeoutMs) {
  const r = spawnSync(bin.cmd, [...bin.args, 'lint', '--format', 'json', dir], {
    cwd: dir,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  const problems = [];
  if (r.error) problems.push(`could not run: ${r.error.message}`);
  if (r.signal) problems.push(`killed by ${r.signal}${r.signal === 'SIGTERM' ? ' (timeout: a hang?)' : ''}`);
  if (r.status !== 0 && r.status !== 1) problems.push(`exit status ${r.status} (expected 0 or 1)`);
  if (STACK_LINE.test(r.stderr ?? '')) problems.push('stack trace on stderr');
  if (/internal error/i.test(r.stderr ?? '')) problems.push('"internal error" on stderr');
  let report = null;
  try {
    report = JSON.parse(r.stdout ?? '');
  } catch (e) {
    problems.push(`stdout is not JSON: ${e.message}`);
  }
  const lines = [];
  let summary = '';
  if (report) {
    const findings = Array.isArray(report.findings) ? report.findings : null;
    if (!findings) problems.push('no findings array');
    else {
      const count = (s) => findings.filter((f) => f.severity === s).length;
      for (const [key, sev] of [['errorCount', 'error'], ['warningCount', 'warning'], ['infoCount', 'info']]) {
        if (report[key] !== count(sev)) problems.push(`${key} is ${report[key]}, findings say ${count(sev)}`);
      }
      if (r.status === 0 && count('error') > 0) problems.push('exit 0 with error findings');
      if (r.status === 1 && count('error') === 0 && !/max-warnings/.test(r.stderr ?? '')) problems.push('exit 1 without error findings');
      const internal = findings.filter((f) => f.ruleId === 'internal-error');
      for (const f of internal) problems.push(`internal-error finding: ${f.message}`);
      const perRule = new Map();
      for (const f of findings) perRule.set(f.ruleId, (perRule.get(f.ruleId) ?? 0) + 1);
      const rules = [...perRule].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([id, n]) => `${id}×${n}`);
      summary = `${count('error')} errors, ${count('warning')} warnings, ${count('info')} info${rules.length ? ' — ' + rules.join(', ') : ''}`;
      for (const f of findings) {
        const where = f.file == null ? '-:-:-' : `${f.file}:${f.line ?? '-'}:${f.column ?? '-'}`;
        lines.push(`${where}: ${f.severity} ${f.ruleId}: ${String(f.message).replace(/\r?\n/g, '\\n')}`);
      }
    }
  }
  if (problems.length && r.stderr) lines.push(...r.stderr.trimEnd().split('\n').map((l) => `stderr| ${l}`));
  return { status: r.status, problems, summary, lines };
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!existsSync(opts.corpus) || !statSync(opts.corpus).isDirectory()) usage(`corpus directory ${opts.corpus} not found`);
  const bin = binCommand(opts.bin);
  const repos = readdirSync(opts.corpus)
    .filter((n) => statSync(path.join(opts.corpus, n)).isDirectory())
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  if (repos.length === 0) usage(`no repository folders in ${opts.corpus}`);
  let failed = 0;
  for (const name of repos) {
    const res = lintRepo(path.join(opts.corpus, name), bin, opts.timeoutMs);
    const ok = res.problems.length === 0;
    if (!ok) failed++;
    process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${name}: exit ${res.status}${res.summary ? ', ' + res.summary : ''}\n`);
    for (const p of res.problems) process.stdout.write(`       ! ${p}\n`);
    if (opts.verbose || !ok) for (const l of res.lines) process.stdout.write(`       ${l}\n`);
  }
  process.stdout.write(`\n${repos.length - failed}/${repos.length} repositories passed\n`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main();
