/**
 * `render` and `touch --runtime opencode` with a `--cwd` reached through a symlink
 * (docs/runtimes/opencode.md §6.7): the runtime starts in the physical directory, while the agent
 * names files under the directory it was started in. Expected values observed with opencode 1.18.33.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanGitEnv } from '../source/git-repo.js';
import { CLI_ENTRY } from '../helpers/entries.js';

const roots: string[] = [];
afterAll(() => {
  for (const d of roots) fs.rmSync(d, { recursive: true, force: true });
});

function tree(files: Record<string, string | { symlink: string }>): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-oc-symcwd-')));
  roots.push(root);
  fs.mkdirSync(path.join(root, '.git'));
  for (const [rel, v] of Object.entries(files)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    if (typeof v === 'object') fs.symlinkSync(v.symlink, abs);
    else fs.writeFileSync(abs, v);
  }
  return root;
}

function ctxlens(args: string[]): { code: number | null; stdout: string } {
  const r = spawnSync(process.execPath, [CLI_ENTRY, ...args], { env: cleanGitEnv({ HOME: '/nonexistent-home' }) });
  return { code: r.status, stdout: r.stdout.toString('utf8') };
}

describe('--cwd through a symlink (mainstream OpenCode)', () => {
  it('render walks and prints paths from the physical directory', () => {
    const root = tree({ 'real/AGENTS.md': 'real\n', 'real/opencode.json': '{"instructions": ["r.md", "../top.md"]}', 'real/r.md': 'r\n', 'top.md': 'top\n', lnk: { symlink: 'real' }, 'AGENTS.md': 'root\n' });
    const r = ctxlens(['render', '--runtime', 'opencode', '--cwd', path.join(root, 'lnk')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [`Instructions from: ${root}/real/AGENTS.md\nreal\n`, `Instructions from: ${root}/AGENTS.md\nroot\n`, `Instructions from: ${root}/real/r.md\nr\n`, `Instructions from: ${root}/top.md\ntop\n`].join('\n'),
    );
  });

  it('touch: a relative path names a file under the symlink, outside the physical Location; via the real path it is inside', () => {
    const root = tree({ 'real/m/x.py': 'x\n', 'real/m/y.py': 'y\n', 'real/m/AGENTS.md': 'm\n', lnk: { symlink: 'real' } });
    const calls = path.join(root, 'calls.jsonl');
    fs.writeFileSync(calls, '{"tool":"read","input":{"filePath":"m/y.py"}}\n{"tool":"read","input":{"filePath":"../real/m/x.py"}}\n');
    const r = ctxlens(['touch', '--runtime', 'opencode', '--cwd', path.join(root, 'lnk'), '--calls', calls]);
    expect(r.code).toBe(0);
    const appended = r.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { appended: string }).appended);
    expect(appended).toEqual(['', `\n\n<system-reminder>\nInstructions from: ${root}/real/m/AGENTS.md\nm\n\n</system-reminder>`]);
  });
});
