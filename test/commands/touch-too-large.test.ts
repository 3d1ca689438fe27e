/**
 * `touch --runtime opencode` with a nested instruction file over the 256 MiB cap: the runtime
 * discloses it whole; ctxlens does not read it (sparse here: never read), lists it under `skipped`
 * as `too-large`, names instruction-file-too-large on stderr and exits 1, as `render` does.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_INSTRUCTION_FILE_BYTES } from '../../src/runtimes/opencode/sim/instructions.js';
import { CLI_ENTRY } from '../helpers/entries.js';
import { jsonStringPieces } from '../../src/commands/touch.js';

describe('touch with a nested instruction file over the cap (mainstream OpenCode)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ctxlens-touch-big-'));
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, 'opencode.json'), '{}\n');
  writeFileSync(join(dir, 'AGENTS.md'), '# Root\n');
  mkdirSync(join(dir, 'big', 'small'), { recursive: true });
  writeFileSync(join(dir, 'big', 'AGENTS.md'), '');
  truncateSync(join(dir, 'big', 'AGENTS.md'), MAX_INSTRUCTION_FILE_BYTES + 1);
  writeFileSync(join(dir, 'big', 'small', 'AGENTS.md'), '# Small\n');
  writeFileSync(join(dir, 'big', 'small', 'x.go'), 'package x\n');
  writeFileSync(join(dir, 'big', 'y.go'), 'package y\n');
  const read = (p: string) => JSON.stringify({ tool: 'read', input: { filePath: p }, session: 's' });
  writeFileSync(join(dir, 'calls.jsonl'), [read('big/small/x.go'), read('big/y.go')].join('\n') + '\n');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('discloses the small file, skips the large one once per session, warns with the rule id and exits 1', () => {
    const r = spawnSync(process.execPath, [CLI_ENTRY, 'touch', '--no-cache', '--calls', 'calls.jsonl'], { cwd: dir, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l) as unknown)).toEqual([
      {
        appended: `\n\n<system-reminder>\nInstructions from: ${join(dir, 'big', 'small', 'AGENTS.md')}\n# Small\n\n</system-reminder>`,
        injected: ['big/small/AGENTS.md'],
        skipped: [{ file: 'big/AGENTS.md', why: 'too-large' }],
      },
      // The runtime remembers it as disclosed: the second read in the session appends nothing.
      { appended: '' },
    ]);
    expect(r.stderr).toBe(`ctxlens: warning: big/AGENTS.md: over ${MAX_INSTRUCTION_FILE_BYTES} bytes; the runtime appends it whole, this touch leaves it out (instruction-file-too-large)\n`);
  });
});

describe('touch with a long nested instruction file (mainstream OpenCode)', () => {
  it('jsonStringPieces joins to exactly JSON.stringify, a surrogate pair never cut', () => {
    const n = 1 << 20;
    for (const text of ['', 'a', 'x'.repeat(n - 1) + '\u{1F600}' + 'y', '\0'.repeat(n + 3), '\ud800'.repeat(n + 1) + '"\\\n', 'é'.repeat(2 * n + 5)]) {
      expect([...jsonStringPieces(text)].join('')).toBe(JSON.stringify(text).slice(1, -1));
    }
  });

  it('writes the appended text of a file over a piece in pieces, the same line JSON.stringify gives', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ctxlens-touch-long-'));
    try {
      mkdirSync(join(dir, '.git'));
      writeFileSync(join(dir, 'opencode.json'), '{}\n');
      mkdirSync(join(dir, 'sub'));
      const body = '\0'.repeat(1 << 20) + '\u{1F600}"\n';
      writeFileSync(join(dir, 'sub', 'AGENTS.md'), body);
      writeFileSync(join(dir, 'sub', 'x.go'), 'package x\n');
      writeFileSync(join(dir, 'calls.jsonl'), JSON.stringify({ tool: 'read', input: { filePath: 'sub/x.go' } }) + '\n' + JSON.stringify({ tool: 'edit', input: {} }) + '\n');
      const r = spawnSync(process.execPath, [CLI_ENTRY, 'touch', '--no-cache', '--calls', 'calls.jsonl'], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 26 });
      expect(r.status, r.stderr).toBe(0);
      const appended = `\n\n<system-reminder>\nInstructions from: ${join(dir, 'sub', 'AGENTS.md')}\n${body}\n</system-reminder>`;
      expect(r.stdout).toBe(JSON.stringify({ appended, injected: ['sub/AGENTS.md'] }) + '\n' + JSON.stringify({ appended: '', inert: 'the runtime discloses instruction files on read only, not on edit' }) + '\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
