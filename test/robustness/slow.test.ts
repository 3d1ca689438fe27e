/**
 * Slow robustness cases, run only with `CTXLENS_SLOW=1` (kept out of `npm test` for time):
 * - a 2 GiB sparse file named in the global `contextPaths` (the runtime would read it whole);
 * - `audit` (token counting) over a 50 MB context file of ordinary text, and over a 64 KiB
 *   context file that is one long "word" (a base64 blob, say).
 * Each run must end by itself within 60 s with exit 0 or 1 and no stack trace.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, expectSentinel, findings, runCli, SENTINEL, tempDir, writeTree } from './helpers.js';

const slow = process.env['CTXLENS_SLOW'] === '1';
let root = '';

beforeAll(() => {
  if (!slow) return;
  root = tempDir();
  writeTree(root, { ...SENTINEL, '.opencode.json': JSON.stringify({ contextPaths: ['AGENTS.md', 'huge.md', 'fifty.md', 'blob.md'] }), 'AGENTS.md': '# Root\n' });
  fs.writeFileSync(path.join(root, 'huge.md'), '# huge\n');
  fs.truncateSync(path.join(root, 'huge.md'), 2 * 1024 * 1024 * 1024);
  const line = 'The quick brown fox jumps over the lazy dog again and again. '.repeat(4) + '\n';
  fs.writeFileSync(path.join(root, 'fifty.md'), line.repeat(Math.ceil(50e6 / line.length)));
  fs.writeFileSync(path.join(root, 'blob.md'), 'QUJD'.repeat(16384));
});

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!slow)('slow: huge global context files', { timeout: 300000 }, () => {
  it('lint reports the 2 GiB global entry and ends', async () => {
    const r = await runCli(['lint', '-f', 'json'], root, { timeoutMs: 60000 });
    expectClean(r, 'lint');
    expectSentinel(r);
    expect(findings(r).some((f) => f.message.includes('huge.md'))).toBe(true);
  });

  it.each([['render'], ['resolve', '--format', 'json'], ['audit', '-f', 'json'], ['resolve', '--tokens']])('%s ends within 60 s', async (...args) => {
    const r = await runCli(args, root, { timeoutMs: 60000 });
    expectClean(r, args.join(' '));
  });
});
