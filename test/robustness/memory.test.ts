/**
 * Memory on one huge context file, run only with `CTXLENS_SLOW=1` (it writes a 240 MiB file and
 * runs the CLI a few dozen times). A property, not a time: the peak resident set size a command
 * adds over the same repository with a small context file, as a ratio to the file's size.
 * - A command that needs the bytes holds one copy of the file plus a fixed amount: `lint` and
 *   `audit` (tokens), `render` (the bytes). The fork keeps the bytes as read; mainstream OpenCode
 *   keeps the decoded text, and the bytes and the text are both alive while a file is decoded.
 * - A command that needs only sizes (`manifest`) holds none of it.
 * - A file over the 256 MiB cap (a sparse 1 GiB file) is never read: reported with its rule id,
 *   never exit 2.
 * - The token counter is linear and safe on 1 GiB without whitespace.
 * - The same 1 GiB file staged and committed in git: `--staged` and `--rev` size it without
 *   reading the blob (git's output is bounded), never exit 2 (it was ENOBUFS at 2.1 GB).
 */
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTokensInBytes } from '../../src/text/token-count.js';
import { CLI, tempDir, writeTree } from './helpers.js';

const slow = process.env['CTXLENS_SLOW'] === '1';
const MAX_RSS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'preload', 'max-rss.cjs');
const MiB = 1 << 20;
/** The huge file: under the 256 MiB cap, large enough for the fixed part of a run to be small beside it. */
const SIZE = 240 * MiB;
let root = '';

/** ASCII prose: a 1 MiB block of lines of words (no two lines alike inside it), repeated. */
function prose(size: number): Buffer {
  const words = 'the of and to in is that for it as with was on be by this are from or at an which have not but had they agent context file rules tests'.split(' ');
  let s = 1;
  const next = (): number => (s = (Math.imul(s, 1103515245) + 12345) >>> 0);
  const lines: string[] = [];
  let len = 0;
  while (len < MiB) {
    const line = Array.from({ length: 12 }, () => words[next() % words.length]).join(' ') + '\n';
    lines.push(line);
    len += line.length;
  }
  const block = Buffer.from(lines.join('')).subarray(0, MiB);
  const out = Buffer.allocUnsafe(size);
  for (let o = 0; o < size; o += block.length) block.copy(out, o);
  return out;
}

const FORK: Record<string, string> = {
  '.opencode.json': JSON.stringify({
    contextPaths: ['AGENTS.md', 'docs/context/'],
    agents: { a0: { model: 'm', context: { paths: ['docs/agents/a0.md'], mode: 'append' } }, a1: { model: 'm' }, a2: { model: 'm', context: { paths: ['docs/agents/a0.md'], mode: 'replace' } } },
  }),
  'docs/context/one.md': '# One\n',
  'docs/agents/a0.md': '# Agent\n',
  'sub/AGENTS.md': '# Sub\n',
};
const MAIN: Record<string, string> = { '.git/HEAD': 'ref: refs/heads/main\n', 'opencode.json': JSON.stringify({ instructions: ['docs/*.md'] }), 'docs/one.md': '# One\n', 'sub/AGENTS.md': '# Sub\n' };

/** Run the CLI in `cwd`; its exit status, stderr and peak RSS in bytes. */
async function run(cwd: string, args: string[]): Promise<{ status: number | null; stderr: string; stdout: string; rss: number }> {
  const rssFile = path.join(root, `rss-${process.hrtime.bigint()}`);
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== 'NODE_OPTIONS') env[k] = v;
  Object.assign(env, { NO_COLOR: '1', CTXLENS_MAX_RSS: rssFile, CTXLENS_CACHE_DIR: path.join(root, 'cache'), HOME: root });
  const child = spawn(process.execPath, ['--require', MAX_RSS, CLI, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Drained and thrown away (render prints the whole file): only the size of stdout is kept.
  let stdoutBytes = 0;
  let stdoutHead = '';
  child.stdout.on('data', (d: Buffer) => {
    if (stdoutBytes < 4096) stdoutHead += d.subarray(0, 4096).toString('utf8');
    stdoutBytes += d.length;
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const status = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  const rss = Number(fs.readFileSync(rssFile, 'utf8')) * 1024;
  return { status, stderr, stdout: stdoutHead, rss };
}

beforeAll(() => {
  if (!slow) return;
  root = tempDir('ctxlens-mem-');
  const big = prose(SIZE);
  for (const [name, tree] of [['fork', FORK], ['main', MAIN]] as const) {
    writeTree(path.join(root, name), tree);
    fs.writeFileSync(path.join(root, name, 'AGENTS.md'), big);
    writeTree(path.join(root, name + '-small'), { ...tree, 'AGENTS.md': big.subarray(0, 100 * 1024) });
    writeTree(path.join(root, name + '-huge'), { ...tree, 'AGENTS.md': '' });
    fs.truncateSync(path.join(root, name + '-huge', 'AGENTS.md'), 1024 * MiB);
    // In git: committed (tag big) and staged over an empty first commit, so --staged reads it too.
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: path.join(root, name + '-git'), stdio: 'ignore' });
    const { ['.git/HEAD']: _head, ...plain } = tree;
    writeTree(path.join(root, name + '-git'), { ...plain, 'AGENTS.md': '' });
    fs.truncateSync(path.join(root, name + '-git', 'AGENTS.md'), 1024 * MiB);
    git('init', '-q', '-b', 'main');
    git('commit', '-q', '--allow-empty', '-m', 'empty');
    git('add', '-A');
    git('commit', '-q', '-m', 'big');
    git('tag', 'big');
    git('reset', '-q', '--soft', 'HEAD~1');
  }
}, 600000);

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!slow)('slow: peak memory on one huge context file', { timeout: 600000 }, () => {
  // Most memory a command may add per byte of the file, over the same repository with a 100 KiB file.
  const cases: [string, string[], number][] = [
    ['fork', ['lint'], 1.6],
    ['fork', ['audit'], 1.6],
    ['fork', ['render', '--agent', 'coder'], 1.25],
    ['fork', ['manifest'], 0.05],
    ['main', ['lint'], 2.6],
    ['main', ['audit'], 2.6],
    ['main', ['render', '--agent', 'build'], 2.6],
    ['main', ['manifest'], 0.05],
  ];
  it.each(cases)('%s %j adds at most %d times the file size', async (name, args, most) => {
    const small = await run(path.join(root, name + '-small'), args);
    const big = await run(path.join(root, name), args);
    for (const r of [small, big]) {
      expect([0, 1], r.stderr).toContain(r.status);
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    }
    const ratio = (big.rss - small.rss) / SIZE;
    expect(ratio, `peak RSS ${Math.round(small.rss / MiB)} MiB with a 100 KiB file, ${Math.round(big.rss / MiB)} MiB with ${SIZE / MiB} MiB`).toBeLessThanOrEqual(most);
  });

  it.each([
    ['fork', 'context-file-too-large', ['render', '--agent', 'coder']],
    ['main', 'instruction-file-too-large', ['render', '--agent', 'build']],
  ])('%s: a 1 GiB file over the cap is not read; lint, audit and render name %s', async (name, rule, renderArgs) => {
    const dir = path.join(root, name + '-huge');
    for (const args of [['lint'], ['audit']]) {
      const r = await run(dir, args);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain(rule);
      expect(r.rss).toBeLessThan(SIZE / 2);
    }
    const r = await run(dir, renderArgs);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`(${rule})`);
    expect(r.rss).toBeLessThan(SIZE / 2);
  });

  it.each([
    ['fork', 'context-file-too-large', ['render', '--staged', '--agent', 'coder']],
    ['main', 'instruction-file-too-large', ['render', '--staged', '--agent', 'build']],
  ])('%s: the 1 GiB file in git is sized, not read; lint --staged, lint --rev and render --staged name %s', async (name, rule, renderArgs) => {
    const dir = path.join(root, name + '-git');
    // Far below the 1 GiB the blob would take (reading it whole peaked at 2.1 GB). From a shell both
    // runtimes peak at about 85 MB; inside this suite the fork's lint --staged was measured at 246 MiB
    // (not explained yet), hence the looser bound here than for the working tree above.
    const most = 1.5 * SIZE;
    for (const args of [['lint', '--staged'], ['lint', '--rev', 'big'], ['audit', '--rev', 'big']]) {
      const r = await run(dir, args);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain(rule);
      expect(r.rss, args.join(' ')).toBeLessThan(most);
    }
    const r = await run(dir, renderArgs);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toContain(`(${rule})`);
    expect(r.rss).toBeLessThan(most);
  });

  it('the token counter ends on 1 GiB without whitespace, counting a fixed part', () => {
    const gib = Buffer.alloc(1024 * MiB, 'QUJD');
    const n = countTokensInBytes([gib]);
    expect(Number.isFinite(n)).toBe(true);
    // Runs of letters are counted in 64-character slices: some tokens per slice, and at most one per byte.
    expect(n).toBeGreaterThan(gib.length / 64);
    expect(n).toBeLessThan(gib.length);
  });
});
