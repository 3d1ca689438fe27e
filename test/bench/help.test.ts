import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../helpers/temp-dirs.js';
// @ts-expect-error: bench/ is plain JavaScript without type declarations
import { headerHelp } from '../../bench/help.mjs';

const bench = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench');
const url = (name: string): string => new URL(`file://${path.join(bench, name)}`).href;

describe('bench scripts: --help prints the usage and runs nothing', () => {
  const tempDir = useTempDirs();
  const scripts: [string, string][] = [
    ['run.mjs', 'Usage: node bench/run.mjs'],
    ['compare-builds.mjs', 'node bench/compare-builds.mjs --bin before='],
    ['compare-staged.mjs', 'node bench/compare-staged.mjs --bin before='],
    ['compare.mjs', 'node bench/compare.mjs --before DIR --after DIR'],
    ['precommit.mjs', 'node bench/precommit.mjs [--runs 15] [--check]'],
    ['generate.mjs', 'node bench/generate.mjs DIR'],
    ['walk.mjs', 'node bench/walk.mjs'],
    ['profile-summary.mjs', 'node bench/profile-summary.mjs FILE.cpuprofile'],
    ['floor.mjs', 'node bench/floor.mjs DIR'],
  ];
  for (const [script, usage] of scripts) {
    it(script, () => {
      // cwd: an empty scratch folder, where a script that took --help for a directory would write
      const cwd = tempDir('ctxlens-bench-help-');
      const r = spawnSync(process.execPath, [path.join(bench, script), '--help'], { cwd, encoding: 'utf8' });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(usage);
      expect(r.stdout).not.toMatch(/^machine:|^generated |"entries"|\*\/|^import /m);
      expect(fs.readdirSync(cwd)).toEqual([]);
    });
  }
});

describe('bench/help.mjs headerHelp', () => {
  it('takes a JSDoc header without its markers, and a // header after the shebang', () => {
    const doc = headerHelp(url('compare-builds.mjs'));
    expect(doc.startsWith('Side-by-side CPU comparison of ctxlens builds')).toBe(true);
    expect(doc.endsWith('measures cold.\n')).toBe(true);
    const slashes = headerHelp(url('precommit.mjs'));
    expect(slashes.startsWith('Benchmark of the pre-commit fast path')).toBe(true);
    expect(slashes).toContain('\n  node bench/precommit.mjs [--runs 15] [--check]');
    expect(slashes).not.toContain('//');
  });
});
