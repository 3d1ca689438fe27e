/**
 * Robustness: huge context files. Where a cap decides — nested files over
 * `maxFileBytes` (docs/runtimes/fork.md §6.8), labels (first 32 KiB, §6.3) — ctxlens never reads the
 * whole file: a 2 GiB sparse nested `AGENTS.md` costs at most 32 KiB per read in every command,
 * and `touch` reads at most `maxFileBytes + 1`. A 50 MB global context file is read (the runtime
 * renders it whole) and lint/render/manifest still end within the timeout.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, expectSentinel, findings, runCli, SENTINEL, tempDir, writeTree } from './helpers.js';

const GiB2 = 2 * 1024 * 1024 * 1024;
const MB50 = 50 * 1000 * 1000;
let root = '';

beforeAll(() => {
  root = tempDir();
  writeTree(root, {
    ...SENTINEL,
    '.opencode.json': JSON.stringify({ contextPaths: ['AGENTS.md', 'fifty.md'] }),
    'AGENTS.md': '# Root\n',
    'sub/small/AGENTS.md': '# Small\n',
  });
  // Sparse: no disk blocks, but stat says 2 GiB.
  fs.mkdirSync(path.join(root, 'sub/huge'), { recursive: true });
  fs.writeFileSync(path.join(root, 'sub/huge/AGENTS.md'), '# Huge heading\n');
  fs.truncateSync(path.join(root, 'sub/huge/AGENTS.md'), GiB2);
  // 50 MB of ordinary text, lines of words.
  const line = 'The quick brown fox jumps over the lazy dog again and again. '.repeat(4) + '\n';
  fs.writeFileSync(path.join(root, 'fifty.md'), line.repeat(Math.ceil(MB50 / line.length)));
  fs.mkdirSync(path.join(root, 'sub/fifty'), { recursive: true });
  fs.copyFileSync(path.join(root, 'fifty.md'), path.join(root, 'sub/fifty/AGENTS.md'));
});

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('huge files', { timeout: 120000 }, () => {
  it('lint reports the nested files over maxFileBytes and reads at most 32 KiB of each', async () => {
    const r = await runCli(['lint', '-f', 'json'], root);
    expectClean(r, 'lint');
    expectSentinel(r);
    const tooLarge = findings(r).filter((f) => f.ruleId === 'nested-file-too-large').map((f) => f.file);
    expect(tooLarge).toEqual(['sub/fifty/AGENTS.md', 'sub/huge/AGENTS.md']);
    expect(r.trace.maxRead[`${root}/sub/huge/AGENTS.md`]).toBeLessThanOrEqual(32768);
    expect(r.trace.maxRead[`${root}/sub/fifty/AGENTS.md`]).toBeLessThanOrEqual(32768);
  });

  it.each([['render'], ['manifest'], ['manifest', '--format', 'json'], ['resolve', '--format', 'json']])('%s reads at most 32 KiB of each capped nested file', async (...args) => {
    const r = await runCli(args, root);
    expectClean(r, args.join(' '));
    expect(r.trace.maxRead[`${root}/sub/huge/AGENTS.md`] ?? 0).toBeLessThanOrEqual(32768);
    expect(r.trace.maxRead[`${root}/sub/fifty/AGENTS.md`] ?? 0).toBeLessThanOrEqual(32768);
    expect(JSON.stringify(r.trace.bytes).length).toBeGreaterThan(2);
  });

  it('render lists the huge nested file by its label and renders the 50 MB global file whole', async () => {
    const r = await runCli(['render'], root);
    expectClean(r, 'render');
    expect(r.stdout).toContain('- sub/huge/AGENTS.md: Huge heading');
    expect(r.trace.maxRead[`${root}/fifty.md`]).toBe(fs.statSync(path.join(root, 'fifty.md')).size);
  });

  it('touch reads at most maxFileBytes + 1 of a capped file and injects only the small one', async () => {
    const calls = `${root}.calls.jsonl`;
    fs.writeFileSync(calls, ['sub/huge/x.go', 'sub/fifty/y.go', 'sub/small/z.go'].map((p) => JSON.stringify({ tool: 'read', input: { file_path: p }, ok: true, session: 's' })).join('\n') + '\n');
    try {
      const r = await runCli(['touch', '--calls', calls], root);
      expectClean(r, 'touch');
      const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { appended: string });
      expect(lines.map((l) => l.appended)).toEqual(['', '', `\n\n<system-reminder>\n# From:${root}/sub/small/AGENTS.md\n# Small\n</system-reminder>`]);
      expect(r.trace.maxRead[`${root}/sub/huge/AGENTS.md`] ?? 0).toBeLessThanOrEqual(32768 + 1);
      expect(r.trace.maxRead[`${root}/sub/fifty/AGENTS.md`] ?? 0).toBeLessThanOrEqual(32768 + 1);
    } finally {
      fs.rmSync(calls, { force: true });
    }
  });
});
