/**
 * `resolve` for mainstream OpenCode names an instruction file over the 256 MiB cap as left out
 * because of its size (`too-large`, instruction-file-too-large), never as `empty`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_INSTRUCTION_FILE_BYTES } from '../../src/runtimes/opencode/sim/instructions.js';
import { CLI_ENTRY } from '../helpers/entries.js';

describe('resolve with an instruction file over the cap (mainstream OpenCode)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ctxlens-resolve-big-'));
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, 'opencode.json'), '{}\n');
  writeFileSync(join(dir, 'AGENTS.md'), ''); // sparse: never read
  truncateSync(join(dir, 'AGENTS.md'), MAX_INSTRUCTION_FILE_BYTES + 1);
  mkdirSync(join(dir, 'empty'));
  writeFileSync(join(dir, 'empty', 'AGENTS.md'), '');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[]) => spawnSync(process.execPath, [CLI_ENTRY, 'resolve', '--no-cache', ...args], { cwd: dir, encoding: 'utf8' });

  it('skips it as too-large with its size, in JSON and in the table', () => {
    const j = JSON.parse(run(['--format', 'json']).stdout) as { files: unknown[]; skipped: Array<{ path: string; reason: string; detail?: string }> };
    expect(j.files).toEqual([]);
    expect(j.skipped).toEqual([{ path: 'AGENTS.md', reason: 'too-large', detail: `${MAX_INSTRUCTION_FILE_BYTES + 1} bytes, over ${MAX_INSTRUCTION_FILE_BYTES}: not simulated (instruction-file-too-large)` }]);
    expect(run([]).stdout).toMatch(/AGENTS\.md +too-large \(268435457 bytes/);
  });

  it('still calls an empty file empty', () => {
    const j = JSON.parse(run(['--format', 'json', '--cwd', join(dir, 'empty')]).stdout) as { skipped: Array<{ path: string; reason: string }> };
    expect(j.skipped.find((s) => s.path === 'AGENTS.md')).toEqual({ path: 'AGENTS.md', reason: 'empty' });
  });
});
