/**
 * Robustness: unreadable files and directories (permission denied). As root (CI containers),
 * `chmod 000` does not stop reads, so there the test checks only that the run is clean and the
 * files are treated as ordinary ones; the "cannot be read" expectations need a non-root user.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, expectSentinel, findings, runCli, SENTINEL, SIM_COMMANDS, tempDir, writeTree } from './helpers.js';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let root = '';
const locked = ['docs/secret.md', 'docs/locked', 'sub/locked', 'sub/file/AGENTS.md', '.opencode/agents/locked.md', '.opencode/flows/locked.yaml', 'ctx.md'];

beforeAll(() => {
  root = tempDir();
  writeTree(root, {
    ...SENTINEL,
    '.opencode.json': JSON.stringify({ contextPaths: ['AGENTS.md', 'docs/', 'ctx.md'] }),
    'AGENTS.md': '# Root\n',
    'ctx.md': 'locked global context\n',
    'docs/open.md': 'open doc\n',
    'docs/secret.md': 'secret doc\n',
    'docs/locked/inner.md': 'inner doc\n',
    'sub/locked/AGENTS.md': '# Locked dir\n',
    'sub/file/AGENTS.md': '# Locked file\n',
    'sub/open/AGENTS.md': '# Open\n',
    '.opencode/agents/locked.md': '---\ndescription: locked\n---\nbody\n',
    '.opencode/flows/locked.yaml': 'flow:\n  steps:\n    - id: a\n      prompt: p\n',
  });
  for (const rel of locked) fs.chmodSync(path.join(root, rel), 0o000);
});

afterAll(() => {
  if (!root) return;
  for (const rel of locked) fs.chmodSync(path.join(root, rel), 0o755);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('permission denied', { timeout: 120000 }, () => {
  it('lint ends cleanly and still lints the rest', async () => {
    const r = await runCli(['lint', '-f', 'json'], root);
    expectClean(r, 'lint');
    expectSentinel(r);
    if (!isRoot) {
      // An unreadable agent or flow fails to load in the runtime too: a finding names it.
      const files = findings(r).map((f) => f.file);
      expect(files).toContain('.opencode/agents/locked.md');
      expect(files).toContain('.opencode/flows/locked.yaml');
    }
  });

  it.each(SIM_COMMANDS.map((c) => [c.join(' '), c]))('%s ends cleanly', async (_n, args) => {
    expectClean(await runCli(args as string[], root), (args as string[]).join(' '));
  });

  it('render keeps the readable files and the open nested file', async () => {
    const r = await runCli(['render', '--agent', 'explorer'], root);
    expectClean(r, 'render');
    expect(r.stdout).toContain(`# From:${root}/docs/open.md\nopen doc\n`);
    expect(r.stdout).toContain('- sub/open/AGENTS.md');
    if (isRoot) {
      // Root reads through mode 000: the files are ordinary (what the runtime, as root, sees too).
      expect(r.stdout).toContain(`# From:${root}/docs/secret.md\nsecret doc\n`);
    } else {
      expect(r.stdout).not.toContain('secret doc');
      expect(r.stdout).not.toContain('sub/locked/AGENTS.md');
    }
  });
});
