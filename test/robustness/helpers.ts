/**
 * Helpers for the robustness suite: run the built CLI in a child process with a
 * timeout, under the `preload/trace.cjs` recorder, and check that the run ended cleanly.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { CLI_ENTRY } from '../helpers/entries.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built CLI entry (`npm test` builds first). */
export const CLI = CLI_ENTRY;
/** The pre-commit entry with the staged fast path. */
export const BIN = CLI_ENTRY;
const TRACE = path.join(here, 'preload', 'trace.cjs');

/** What one run of the CLI recorded (see preload/trace.cjs). */
export interface Trace {
  opens: string[];
  /** Bytes read per path, in total. */
  bytes: Record<string, number>;
  /** Most bytes read per path through one open file (one read of the file). */
  maxRead: Record<string, number>;
  spawns: [string, string[]][];
  network: string[];
}

export interface CliRun {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Wall time in milliseconds (for the timeout message only; never asserted). */
  ms: number;
  trace: Trace;
}

/** A fresh real temp directory (symlink-free path: `realpath` of the tmpdir). */
export function tempDir(prefix = 'ctxlens-rob-'): string {
  return fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
}

/**
 * `writeTree` without blocking the test worker: 10,000 files on a loaded machine took long
 * enough in one synchronous stretch for the worker to miss vitest's own calls.
 */
export async function writeTreeAsync(root: string, files: Record<string, string | Buffer>): Promise<void> {
  const entries = Object.entries(files);
  for (const dir of new Set(entries.map(([rel]) => path.dirname(path.join(root, rel))))) await fs.promises.mkdir(dir, { recursive: true });
  for (let i = 0; i < entries.length; i += 64) {
    await Promise.all(entries.slice(i, i + 64).map(([rel, body]) => fs.promises.writeFile(path.join(root, rel), body)));
  }
}

/** Write `files` (relative path → text or bytes) under `root`, creating directories. */
export function writeTree(root: string, files: Record<string, string | Buffer>): void {
  for (const [rel, body] of Object.entries(files)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, body);
  }
}

/** CPU time (user + system, milliseconds) a process has used so far, from `/proc`; null where there is none. */
function cpuMs(pid: number): number | null {
  try {
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15 (clock ticks).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * Run `node --require trace.cjs ctxlens.mjs ...args` in `cwd` with a hang guard, `HOME` pointed at
 * an empty directory unless `env.HOME` is given, and no colour. The guard counts the child's CPU
 * time, not the wall clock (a loaded machine stretches the wall time of a run many times over):
 * SIGKILL once the child has used `timeoutMs` of CPU (default 120 s), or after ten times that of
 * wall time where `/proc` cannot tell (or the child waits forever without using CPU).
 * Asynchronous, so the test worker stays responsive while the child runs.
 */
export async function runCli(args: string[], cwd: string, opts: { env?: Record<string, string>; timeoutMs?: number; entry?: string; input?: string } = {}): Promise<CliRun> {
  const traceFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-trace-')), 'trace.json');
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('GIT_') && k !== 'NODE_OPTIONS' && k !== 'CTXLENS_DEBUG') env[k] = v;
  Object.assign(env, { NO_COLOR: '1', CTXLENS_TRACE: traceFile, HOME: path.dirname(traceFile) }, opts.env ?? {});
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--require', TRACE, opts.entry ?? CLI, ...args], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  // A child that exits without reading its input closes the pipe first: EPIPE here is not a test failure.
  child.stdin.on('error', () => {});
  child.stdin.end(opts.input ?? '');
  const limit = opts.timeoutMs ?? 120000;
  const poll = setInterval(() => {
    const used = child.pid === undefined ? null : cpuMs(child.pid);
    if (used !== null && used > limit) child.kill('SIGKILL');
  }, 500);
  const wall = setTimeout(() => child.kill('SIGKILL'), limit * 10);
  const [status, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('close', (c, s) => resolve([c, s])));
  clearInterval(poll);
  clearTimeout(wall);
  const ms = performance.now() - t0;
  let trace: Trace = { opens: [], bytes: {}, maxRead: {}, spawns: [], network: [] };
  try {
    trace = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as Trace;
  } catch {
    // killed before exit: leave the empty trace
  }
  fs.rmSync(path.dirname(traceFile), { recursive: true, force: true });
  return { status, signal, stdout, stderr, ms, trace };
}

/**
 * The run ended by itself (no timeout), with exit 0 or 1, no internal error, no stack trace and
 * no rule failure, and made no network request.
 */
export function expectClean(r: CliRun, what = ''): void {
  const label = `${what} (exit ${r.status}, signal ${r.signal}, ${r.ms.toFixed(0)} ms)\nstderr: ${r.stderr.slice(0, 2000)}`;
  expect(r.signal, label).toBeNull();
  expect([0, 1], label).toContain(r.status);
  expect(r.stderr, label).not.toMatch(/internal error|\n\s+at .+:\d+:\d+|Error: |RangeError|TypeError/);
  expect(r.stdout, label).not.toMatch(/\n\s+at .+\.js:\d+:\d+/);
  expect(r.stdout, label).not.toContain('internal-error');
  expect(r.trace.network, label).toEqual([]);
}

/** Findings of `lint -f json` output as `{ruleId, file, message}`. */
export function findings(r: CliRun): { ruleId: string; file: string | null; message: string; severity: string }[] {
  const j = JSON.parse(r.stdout) as { findings?: unknown[] } | unknown[];
  const list = (Array.isArray(j) ? j : j.findings ?? []) as { ruleId: string; file?: string | null; message: string; severity: string }[];
  return list.map((f) => ({ ruleId: f.ruleId, file: f.file ?? null, message: f.message, severity: f.severity }));
}

/** A flow that fails to load, in every hostile tree: its finding shows the rest was still linted. */
export const SENTINEL: Record<string, string> = { '.opencode/flows/sentinel.yaml': 'name: sentinel\nflow: {}\n' };

/** The sentinel's finding is present: the hostile input did not stop the lint of everything else. */
export function expectSentinel(r: CliRun): void {
  expect(findings(r).some((f) => f.ruleId === 'flow-invalid' && f.file === '.opencode/flows/sentinel.yaml'), r.stdout.slice(0, 2000)).toBe(true);
}

/** The simulation commands every hostile tree is run through (besides `lint -f json`). */
export const SIM_COMMANDS: string[][] = [['audit'], ['audit', '-f', 'json'], ['render'], ['resolve', '--format', 'json'], ['manifest'], ['manifest', '--format', 'json']];
