/**
 * Robustness: symlink loops, dangling links, devices and FIFOs, in context directories, the
 * discovery tree and agent directories (docs/runtimes/fork.md §5.6, §6.2, §8 U25). Every
 * command ends by itself with exit 0 or 1, no stack trace, the sentinel flow still linted, and
 * no non-regular file is ever opened.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, expectSentinel, findings, runCli, SENTINEL, SIM_COMMANDS, tempDir, writeTree } from './helpers.js';

let root = '';
const fifos: string[] = [];

beforeAll(() => {
  root = tempDir();
  writeTree(root, {
    ...SENTINEL,
    '.opencode.json': JSON.stringify({ contextPaths: ['AGENTS.md', 'docs/', 'pipe.md', 'zero.md', 'dangling.md', 'self.md'] }),
    'AGENTS.md': '# Root rules\n',
    'docs/a.md': 'doc a\n',
    'docs/deep/b.md': 'doc b\n',
    'sub/ok/AGENTS.md': '# OK nested\n',
    '.opencode/agents/good.md': '---\ndescription: fine\nmode: subagent\n---\nprompt\n',
  });
  const link = (target: string, rel: string) => fs.symlinkSync(target, path.join(root, rel));
  const fifo = (rel: string) => {
    execFileSync('mkfifo', [path.join(root, rel)]);
    fifos.push(path.join(root, rel));
  };
  // Context directory walked through a trailing-/ entry.
  link('..', 'docs/up');
  link('.', 'docs/here');
  link('loop-b', 'docs/loop-a');
  link('loop-a', 'docs/loop-b');
  link('self-link', 'docs/self-link');
  link('/nonexistent/ctxlens', 'docs/dangling');
  link('/dev/zero', 'docs/zero');
  link('/dev/urandom', 'docs/random.md');
  fifo('docs/pipe');
  // Plain entries.
  fifo('pipe.md');
  link('/dev/zero', 'zero.md');
  link('nowhere.md', 'dangling.md');
  link('self.md', 'self.md');
  // Discovery tree.
  fs.mkdirSync(path.join(root, 'sub/fifo'), { recursive: true });
  fifo('sub/fifo/AGENTS.md');
  fs.mkdirSync(path.join(root, 'sub/dev'), { recursive: true });
  link('/dev/zero', 'sub/dev/AGENTS.md');
  fs.mkdirSync(path.join(root, 'sub/dangle'), { recursive: true });
  link('missing.md', 'sub/dangle/CLAUDE.md');
  link('../..', 'sub/loop');
  link('.', 'sub/ok/again');
  fs.mkdirSync(path.join(root, 'sub/selfdir'), { recursive: true });
  link('AGENTS.md', 'sub/selfdir/AGENTS.md');
  // Agent and flow directories.
  fifo('.opencode/agents/pipe.md');
  link('/dev/zero', '.opencode/agents/zero.md');
  link('loop.md', '.opencode/agents/loop.md');
  fifo('.opencode/flows/pipe.yaml');
  link('/dev/zero', '.opencode/flows/zero.yaml');
  link('..', '.opencode/flows/up.yaml');
});

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('symlink loops, dangling links, devices and FIFOs', { timeout: 120000 }, () => {
  it('lint reports them and still lints the rest', async () => {
    const r = await runCli(['lint', '-f', 'json'], root);
    expectClean(r, 'lint');
    expectSentinel(r);
    const fs_ = findings(r);
    const about = (needle: string) => fs_.filter((f) => f.message.includes(needle)).map((f) => f.ruleId);
    // A FIFO in a context entry: the runtime would hang (U25).
    expect(about('pipe.md')).toContain('context-non-regular');
    expect(about('docs/pipe')).toContain('context-non-regular');
    // The FIFO and the device in discovery are never listed.
    expect(fs_.some((f) => f.file === 'sub/fifo/AGENTS.md')).toBe(true);
    expect(fs_.some((f) => f.file === 'sub/dev/AGENTS.md')).toBe(true);
    // The FIFO agent file would block start-up.
    expect(fs_.some((f) => f.file === '.opencode/agents/pipe.md' && f.ruleId === 'parse-error')).toBe(true);
    // The regular agent still loads and the good nested file is still seen by the simulation.
    expect(fs_.some((f) => f.file === '.opencode/agents/good.md')).toBe(false);
  });

  it.each(SIM_COMMANDS.map((c) => [c.join(' '), c]))('%s ends cleanly', async (_name, args) => {
    const r = await runCli(args as string[], root);
    expectClean(r, (args as string[]).join(' '));
  });

  it('render still renders the regular files and the manifest lists the good nested file', async () => {
    const r = await runCli(['render'], root);
    expectClean(r, 'render');
    expect(r.stdout).toContain(`# From:${root}/AGENTS.md\n# Root rules\n`);
    expect(r.stdout).toContain(`# From:${root}/docs/a.md\ndoc a\n`);
    expect(r.stdout).toContain(`# From:${root}/docs/deep/b.md\ndoc b\n`);
    expect(r.stdout).toContain('- sub/ok/AGENTS.md');
    expect(r.stdout).not.toContain('sub/fifo/AGENTS.md');
  });

  it('touch into the hostile directories ends cleanly', async () => {
    const calls = path.join(root, '..', `${path.basename(root)}-calls.jsonl`);
    fs.writeFileSync(
      calls,
      ['sub/fifo/x.go', 'sub/dev/x.go', 'sub/loop/sub/ok/x.go', 'sub/ok/again/again/x.go', 'sub/ok/x.go', 'docs/up/x'].map((p) => JSON.stringify({ tool: 'read', input: { file_path: p }, ok: true, session: 's1' })).join('\n') + '\n',
    );
    try {
      const r = await runCli(['touch', '--calls', calls], root);
      expectClean(r, 'touch');
      expect(r.stdout).toContain('# From:' + root + '/sub/ok/AGENTS.md');
    } finally {
      fs.rmSync(calls, { force: true });
    }
  });

  it('no command ever opens a FIFO or a device', async () => {
    const devices = new Set(fifos.map((f) => fs.realpathSync(f)));
    const runs = await Promise.all([['lint', '-f', 'json'], ...SIM_COMMANDS].map(async (args) => [args, await runCli(args, root)] as const));
    for (const [args, r] of runs) {
      expectClean(r, args.join(' '));
      // The recorder works: the regular context files were opened (`manifest` reads only the nested ones).
      expect(r.trace.opens).toContain(args[0] === 'manifest' ? `${root}/sub/ok/AGENTS.md` : `${root}/AGENTS.md`);
      for (const p of r.trace.opens) {
        const real = (() => {
          try {
            return fs.realpathSync(p);
          } catch {
            return p;
          }
        })();
        expect(devices.has(real) || real.startsWith('/dev/'), `${args.join(' ')} opened ${p}`).toBe(false);
      }
    }
  });
});
