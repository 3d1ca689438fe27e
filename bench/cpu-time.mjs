/**
 * One timed child run for the benchmarks: CPU time (user + sys) of a command and of every process
 * it waited for, at 1 ms resolution, its peak RSS, and its own output untouched.
 *
 * How. The command runs under `bash -c '"$@" 2>&3 3>&-; s=$?; times >&2; exit $s'`: bash's `times`
 * builtin prints the user and sys time of the shell's reaped children in milliseconds (rounded,
 * `0m0.052s 0m0.009s`), and the children of the bash are the command and, through the kernel's
 * rusage accounting, everything the command reaped itself (ctxlens's git processes). GNU time's
 * `%U %S` (what the benchmarks used before) prints each of user and sys in 10 ms steps, cut down,
 * so a 50 ms figure could read up to 20 ms low. The whole runs under `/usr/bin/time -f '@@TIME %M'`
 * when GNU time is installed, for the peak RSS: its `%M` is the largest peak of the bash and its
 * children, i.e. the command's (node's 40+ MB, bash's 3 MB). The command's stdout is the child's
 * stdout; its stderr goes to fd 3 of the wrapper, and the `times` and `@@TIME` lines to the
 * wrapper's stderr, so the command's stdout and stderr come back byte for byte.
 *
 * Fallbacks: without GNU time, the peak RSS of a `node` command comes from the preload
 * `bench/rusage.cjs` (the node process alone), other commands get NaN; without bash, the CPU and
 * peak RSS of a `node` command come from that preload (the node process alone, no children; in
 * microseconds), other commands get NaN. `cpuMethod` names the method in use, for the headers.
 *
 * A command killed by a signal reads as bash reports it: status 128 + the signal's number
 * (`signal` is set only in the fallback without bash). `BASH_ENV` is removed from the command's
 * environment (bash would source it, and count what it runs).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const rusage = path.join(here, 'rusage.cjs');
const onPath = (name) => (process.env.PATH ?? '').split(path.delimiter).some((d) => d && fs.existsSync(path.join(d, name)));
/** The wrappers found on this machine: bash and GNU time (null when missing). */
export const tools = {
  bash: ['/bin/bash', '/usr/bin/bash'].find((f) => fs.existsSync(f)) ?? (onPath('bash') ? 'bash' : null),
  gnuTime: fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null,
};
const WRAP = '"$@" 2>&3 3>&-; s=$?; times >&2; exit $s';

/** How CPU and peak RSS are measured on this machine, in words for the benchmarks' headers. */
export const cpuMethod = tools.bash
  ? `CPU from bash times (1 ms; user + sys of the command and the processes it waited for), peak RSS from ${tools.gnuTime ? 'GNU time %M' : 'a node preload (node commands only)'}`
  : 'CPU and peak RSS from a node preload (node commands only, the node process alone, no children: bash is missing)';

/** `0m1.234s` (bash's `times`) in milliseconds. */
const bashTime = (s) => {
  const m = /^(\d+)m(\d+(?:[.,]\d+)?)s$/.exec(s);
  return m ? Number(m[1]) * 60000 + Number(m[2].replace(',', '.')) * 1000 : NaN;
};

/**
 * Parses the wrapper's own stderr: bash's `times` (two lines, the shell's then its children's
 * user and sys time), GNU time's `@@TIME <KiB>` and the preload's `@@RUSAGE <user µs> <sys µs> <KiB>`.
 *
 * @param {string} text what the wrapper wrote on its stderr
 * @returns {{cpuMs: number, rssMb: number}} CPU in ms (NaN when absent), peak RSS in MiB (NaN when absent)
 */
export function parseTimes(text) {
  let cpuMs = NaN;
  let rssMb = NaN;
  const lines = text.split('\n');
  const times = lines.filter((l) => /^\d+m\d+(?:[.,]\d+)?s \d+m\d+(?:[.,]\d+)?s$/.test(l));
  if (times.length >= 2) {
    const [u, s] = times[times.length - 1].split(' ');
    cpuMs = bashTime(u) + bashTime(s);
  }
  const t = /^@@TIME (\d+)$/m.exec(text);
  if (t) rssMb = Number(t[1]) / 1024;
  const r = /^@@RUSAGE (\d+) (\d+) (\d+)$/m.exec(text);
  if (r) {
    if (!Number.isFinite(cpuMs)) cpuMs = (Number(r[1]) + Number(r[2])) / 1000;
    if (!Number.isFinite(rssMb)) rssMb = Number(r[3]) / 1024;
  }
  return { cpuMs, rssMb };
}

/**
 * Runs `cmd args` once, to its end, and measures it.
 *
 * @param {string} cmd the program (a path, or a name looked up on PATH)
 * @param {string[]} args its arguments
 * @param {{cwd?: string, env?: Record<string, string | undefined>, input?: string | Buffer,
 *   tools?: {bash: string | null, gnuTime: string | null}}} [opts] working directory, environment
 *   (default `process.env`), bytes for its stdin (default none), the wrappers to use (default
 *   `tools`, those found; the tests pass nulls to exercise the fallbacks)
 * @returns {{wallMs: number, cpuMs: number, rssMb: number, status: number | null, signal: string | null,
 *   stdout: Buffer, stderr: Buffer}} wall time of the wrapper and CPU time (user + sys of the command
 *   and the processes it waited for) in ms, peak RSS in MiB (NaN when not measurable), the exit
 *   status, the command's own stdout and stderr byte for byte
 */
export function runTimed(cmd, args, opts = {}) {
  const { bash, gnuTime } = opts.tools ?? tools;
  const env = { ...(opts.env ?? process.env) };
  delete env.BASH_ENV;
  const isNode = cmd === process.execPath;
  const base = { cwd: opts.cwd, env, input: opts.input ?? '', maxBuffer: 1 << 30 };
  const t0 = process.hrtime.bigint();
  let r;
  let meta;
  let stderr;
  if (bash) {
    // Without GNU time, the preload gives a node command's peak RSS on fd 4 (the wrapper's stderr).
    const inner = [bash, '-c', gnuTime || !isNode ? WRAP : WRAP.replace('"$@" 2>&3', '"$@" 4>&2 2>&3'), 'bash', cmd, ...(gnuTime || !isNode ? args : ['--require', rusage, ...args])];
    const argv = gnuTime ? [gnuTime, '-f', '@@TIME %M', ...inner] : inner;
    if (!gnuTime && isNode) env.BENCH_RUSAGE_FD = '4';
    r = spawnSync(argv[0], argv.slice(1), { ...base, stdio: ['pipe', 'pipe', 'pipe', 'pipe'] });
    meta = r.stderr;
    stderr = r.output?.[3] ?? Buffer.alloc(0);
  } else {
    if (isNode) env.BENCH_RUSAGE_FD = '3';
    r = spawnSync(cmd, isNode ? ['--require', rusage, ...args] : args, { ...base, stdio: ['pipe', 'pipe', 'pipe', 'pipe'] });
    meta = r.output?.[3] ?? Buffer.alloc(0);
    stderr = r.stderr ?? Buffer.alloc(0);
  }
  const wallMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const { cpuMs, rssMb } = parseTimes(meta ? meta.toString('latin1') : '');
  return { wallMs, cpuMs, rssMb, status: r.status, signal: r.signal ?? null, stdout: r.stdout ?? Buffer.alloc(0), stderr: stderr ?? Buffer.alloc(0) };
}

/**
 * What a run printed, as one buffer to compare builds by: its stdout, a `--- stderr` line, its
 * stderr, and `exit <status>`.
 *
 * @param {{stdout: Buffer, stderr: Buffer, status: number | null}} r a result of `runTimed`
 * @returns {Buffer}
 */
export const printed = (r) => Buffer.concat([r.stdout, Buffer.from('\n--- stderr\n'), r.stderr, Buffer.from(`\nexit ${r.status}`)]);

/** The median of the finite numbers of `xs` (the upper one of an even count); NaN when there is none. */
export function median(xs) {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
}

/** `n` with `d` decimals, or `-` when it is not a finite number. */
export const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');

/**
 * The environment the benchmarks run ctxlens with: the caller's, less `GIT_*` (a hook's index
 * would leak in), `NODE_OPTIONS` and `CTXLENS_DEBUG`, plus `NO_COLOR=1`.
 *
 * @returns {Record<string, string | undefined>}
 */
export function benchEnv() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_') && k !== 'NODE_OPTIONS' && k !== 'CTXLENS_DEBUG'));
  env.NO_COLOR = '1';
  return env;
}
