/**
 * `ctxlens audit --location DIR` (docs/runtimes/opencode.md §6.6): mainstream OpenCode's audit of
 * one Location; refused, with a usage error, for the fork, which has one working directory.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_ENTRY } from '../helpers/entries.js';

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-audit-location-')));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const audit = (cwd: string, args: string[]) =>
  spawnSync(process.execPath, [CLI_ENTRY, 'audit', ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CTXLENS_NO_CACHE: '1' } });

/** The Location column of the audit's first table (rows whose first cell is not blank). */
const locations = (out: string): string[] =>
  out
    .split('\n\n')
    .find((block) => block.startsWith('Location'))!
    .split('\n')
    .slice(1)
    .filter((l) => /^\S/.test(l))
    .map((l) => l.split(/\s+/)[0]!);

describe('audit --location', () => {
  const dir = tree('mainstream', { 'opencode.json': '{}\n', 'AGENTS.md': '# Root\n', 'pkg/AGENTS.md': '# Package\n', 'other/AGENTS.md': '# Other\n' });

  it('keeps one Location of a mainstream OpenCode repository', () => {
    const all = audit(dir, []);
    expect(all.status).toBe(0);
    expect(locations(all.stdout)).toEqual(['.', 'other', 'pkg']);
    const one = audit(dir, ['--location', 'pkg']);
    expect(one.stderr).toBe('');
    expect(one.status).toBe(0);
    expect(locations(one.stdout)).toEqual(['pkg']);
    expect(one.stdout).toContain('pkg/AGENTS.md');
    expect(one.stdout).not.toContain('other/AGENTS.md');
  });

  it('says so when the Location is not a directory', () => {
    const r = audit(dir, ['--location', 'nope']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('ctxlens: --location: not a directory: nope\n');
  });

  it('is a usage error for the fork', () => {
    const fork = tree('fork', { '.opencode.json': '{}\n', 'AGENTS.md': '# Root\n' });
    const r = audit(fork, ['--location', '.']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--location applies to mainstream OpenCode');
  });
});
