import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERRUPT_BUDGET, tieringFlags } from '../../src/codecache/tiering.js';

const ROOT = path.resolve(__dirname, '..', '..');

describe('tieringFlags', () => {
  it('raises the interrupt budget when the user chose none', () => {
    expect(tieringFlags([])).toBe(`--interrupt-budget=${INTERRUPT_BUDGET}`);
    expect(tieringFlags(['--enable-source-maps', '--max-old-space-size=4096'])).toBe('--interrupt-budget=1000000');
  });

  it("keeps the user's own budget from node's command line", () => {
    expect(tieringFlags(['--interrupt-budget=5000'])).toBeNull();
    expect(tieringFlags(['--max-old-space-size=4096', '--interrupt_budget=5000'])).toBeNull();
  });
});

describe('the bundle with the flag applied', () => {
  it("lints as before, also when node's command line sets its own budget", () => {
    const example = path.join(ROOT, 'examples', 'opencode-app');
    const run = (nodeArgs: string[]) =>
      spawnSync(process.execPath, [...nodeArgs, path.join(ROOT, 'bundle', 'ctxlens.cjs'), 'lint', '-f', 'json'], { cwd: example, encoding: 'utf8', env: { ...process.env, CTXLENS_NO_CACHE: '1' } });
    const plain = run([]);
    const own = run(['--interrupt-budget=5000']);
    expect(plain.stderr).toMatch(/^ctxlens: \d+ finding\(s\)/);
    expect(plain.stderr).toBe(own.stderr);
    expect(JSON.parse(plain.stdout)).toEqual(JSON.parse(own.stdout));
    expect(plain.status).toBe(own.status);
    expect(plain.stdout.length).toBeGreaterThan(2);
  });
});
