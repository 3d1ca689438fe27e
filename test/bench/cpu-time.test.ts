import { describe, expect, it } from 'vitest';
// @ts-expect-error: bench/ is plain JavaScript without type declarations
import { parseTimes, runTimed, tools } from '../../bench/cpu-time.mjs';

/**
 * A node program that burns at least 30 ms of its own CPU in a busy loop, writes bytes that look
 * like the wrapper's own lines (and bytes that are not UTF-8) on stdout and stderr, prints its own
 * CPU total (user + sys, µs, start-up included) last on stdout, and exits with status 3.
 */
const BUSY = `
const t = process.cpuUsage();
let x = 0;
for (;;) { for (let i = 0; i < 1e5; i++) x += i; const u = process.cpuUsage(t); if (u.user + u.system >= 30000) break; }
process.stdout.write(Buffer.from([0x6f, 0x75, 0x74, 0x00, 0xff, 0x0a]));
process.stderr.write(Buffer.from('0m0.001s 0m0.002s\\n0m0.003s 0m0.004s\\n@@TIME 5\\n@@RUSAGE 1 2 3\\nerr \\xff', 'latin1'));
const c = process.cpuUsage();
process.stdout.write(String(c.user + c.system));
process.exitCode = 3;
`;
const STDERR = Buffer.from('0m0.001s 0m0.002s\n0m0.003s 0m0.004s\n@@TIME 5\n@@RUSAGE 1 2 3\nerr \xff', 'latin1');

/** A node program that runs BUSY as its child (spawnSync, so it reaps it) and burns 30 ms itself. */
const PARENT = `
const { spawnSync } = require('node:child_process');
const r = spawnSync(process.execPath, ['-e', ${JSON.stringify(BUSY)}]);
const t = process.cpuUsage();
let x = 0;
for (;;) { for (let i = 0; i < 1e5; i++) x += i; const u = process.cpuUsage(t); if (u.user + u.system >= 30000) break; }
const c = process.cpuUsage();
const child = Number(r.stdout.toString('latin1').split('\\n').pop());
process.stdout.write(String(c.user + c.system) + ' ' + child);
`;

/** The child's own CPU total in ms, from the last line of its stdout. */
const ownMs = (stdout: Buffer): number => Number(stdout.toString('latin1').split('\n').pop()) / 1000;

describe('bench/cpu-time.mjs runTimed', () => {
  const modes: [string, { bash: string | null; gnuTime: string | null }, boolean][] = [
    ['bash times and GNU time', tools, tools.bash !== null],
    ['bash times without GNU time (RSS from the preload)', { bash: tools.bash, gnuTime: null }, tools.bash !== null],
    ['without bash (the node preload)', { bash: null, gnuTime: null }, true],
  ];
  for (const [name, t, available] of modes) {
    it.skipIf(!available)(`${name}: CPU at least the child's own, output byte for byte, exit status`, () => {
      const r = runTimed(process.execPath, ['-e', BUSY], { tools: t });
      expect(r.status).toBe(3);
      const own = ownMs(r.stdout);
      expect(own).toBeGreaterThanOrEqual(30);
      // bash rounds each of user and sys to the millisecond: at most 1 ms below the truth in all.
      expect(r.cpuMs).toBeGreaterThanOrEqual(own - 1);
      expect(r.stdout.subarray(0, 6).equals(Buffer.from([0x6f, 0x75, 0x74, 0x00, 0xff, 0x0a]))).toBe(true);
      expect(r.stderr.equals(STDERR)).toBe(true);
      expect(r.rssMb).toBeGreaterThan(10);
    });
  }

  it.skipIf(tools.bash === null)("counts the processes the command waits for (ctxlens's git children)", () => {
    const r = runTimed(process.execPath, ['-e', PARENT]);
    expect(r.status).toBe(0);
    const [parent, child] = r.stdout.toString('latin1').split(' ').map((n: string) => Number(n) / 1000);
    expect(child).toBeGreaterThanOrEqual(30);
    expect(parent).toBeGreaterThanOrEqual(30);
    expect(r.cpuMs).toBeGreaterThanOrEqual(parent + child - 1);
  });

  it.skipIf(tools.bash === null)('passes stdin, exit status 0 and a command that is not node', () => {
    const r = runTimed('sh', ['-c', 'cat; printf "e\\n" >&2'], { input: 'in\n' });
    expect(r.status).toBe(0);
    expect(r.stdout.toString()).toBe('in\n');
    expect(r.stderr.toString()).toBe('e\n');
    expect(Number.isFinite(r.cpuMs)).toBe(true);
  });

  it('without bash a command that is not node has no CPU figure, and its output is kept', () => {
    const r = runTimed('sh', ['-c', 'echo o; echo e >&2; exit 4'], { tools: { bash: null, gnuTime: null } });
    expect(r.status).toBe(4);
    expect(r.stdout.toString()).toBe('o\n');
    expect(r.stderr.toString()).toBe('e\n');
    expect(r.cpuMs).toBeNaN();
  });
});

describe('bench/cpu-time.mjs parseTimes', () => {
  it("reads the children's line of bash times (rounded ms), minutes included, and GNU time's peak RSS", () => {
    const r = parseTimes('0m0.002s 0m0.001s\n1m2.345s 0m0.009s\nCommand exited with non-zero status 1\n@@TIME 51200\n');
    expect(r.cpuMs).toBeCloseTo(62354, 6);
    expect(r.rssMb).toBe(50);
  });
  it('bash times wins over the preload for CPU; the preload gives RSS when GNU time is missing', () => {
    expect(parseTimes('0m0.002s 0m0.001s\n0m0.052s 0m0.009s\n@@RUSAGE 40000 8000 40960\n')).toEqual({ cpuMs: 61, rssMb: 40 });
    expect(parseTimes('@@RUSAGE 40500 8250 40960\n')).toEqual({ cpuMs: 48.75, rssMb: 40 });
    expect(parseTimes('')).toEqual({ cpuMs: NaN, rssMb: NaN });
  });
});
