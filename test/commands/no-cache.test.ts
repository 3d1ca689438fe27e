/**
 * `--no-cache` turns the code cache off for any command (src/cli-cached.ts reads it before yargs
 * runs), so every command must accept it: it was declared by `lint` only, and `audit --no-cache`
 * exited 2 with "Unknown argument: cache".
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ENTRY } from '../helpers/entries.js';

describe('--no-cache on every command', () => {
  let dir: string;
  let cacheDir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-nocache-'));
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-nocache-dir-'));
    fs.writeFileSync(path.join(dir, '.opencode.json'), JSON.stringify({ contextPaths: ['AGENTS.md'] }));
    fs.writeFileSync(path.join(dir, 'AGENTS.md'), '# Rules\nUse tabs.\n');
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  const run = (args: string[]) => {
    const env = { ...process.env, CTXLENS_CACHE_DIR: cacheDir };
    delete env['CTXLENS_NO_CACHE'];
    return spawnSync(process.execPath, [CLI_ENTRY, ...args], { cwd: dir, env, encoding: 'utf8' });
  };

  it.each([
    ['lint', '--no-cache'],
    ['audit', '--no-cache'],
    ['render', '--no-cache'],
    ['resolve', '--no-cache'],
    ['manifest', '--no-cache'],
    ['rules', '--no-cache'],
    ['audit', '--cache'],
  ])('%s %s is accepted and gives the output it gives without the option', (command, option) => {
    const plain = run([command]);
    const r = run([command, option]);
    expect(r.stderr).not.toContain('Unknown argument');
    expect(r.status).toBe(plain.status);
    expect(r.status).not.toBe(2);
    expect(r.stdout).toBe(plain.stdout);
  });

  it('writes no code cache with --no-cache, and one without it', () => {
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.mkdirSync(cacheDir);
    expect(run(['audit', '--no-cache']).status).toBe(0);
    expect(fs.readdirSync(cacheDir).filter((n) => n.endsWith('.v8'))).toEqual([]);
    expect(run(['audit']).status).toBe(0);
    expect(fs.readdirSync(cacheDir).filter((n) => n.endsWith('.v8')).length).toBeGreaterThan(0);
  });
});
