/**
 * The bundle's executable ends the process as soon as the command has finished and its output is
 * with the operating system (src/cli-cached.ts, `outputFlushed` in src/commands/main.ts). Output
 * that a slow reader has not taken yet must still arrive whole, and the exit status must be the
 * command's.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputFlushed } from '../../src/commands/main.js';
import { CLI_ENTRY } from '../helpers/entries.js';

describe('the executable ends the process when its output is flushed', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-early-exit-'));
    fs.writeFileSync(path.join(dir, '.opencode.json'), JSON.stringify({ contextPaths: ['AGENTS.md'], agents: { coder: { model: 'x' } } }));
    // 1.5 MB of prompt: far more than a pipe holds (64 KiB), so node must keep some of it.
    fs.writeFileSync(path.join(dir, 'AGENTS.md'), `# Rules\n${'Use tabs everywhere in this code base.\n'.repeat(40_000)}`);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('delivers the whole output to a reader that starts late', () => {
    const direct = spawnSync(process.execPath, [CLI_ENTRY, 'render', '--agent', 'coder'], { cwd: dir, maxBuffer: 1 << 26 });
    expect(direct.status).toBe(0);
    expect(direct.stdout.length).toBeGreaterThan(1_500_000);
    const script = `"${process.execPath}" "${CLI_ENTRY}" render --agent coder | (sleep 0.5; cat)`;
    const late = spawnSync('sh', ['-c', script], { cwd: dir, maxBuffer: 1 << 26 });
    expect(late.status).toBe(0);
    expect(late.stdout.equals(direct.stdout)).toBe(true);
  });

  it('keeps the exit status of the command (1 for an error finding, 2 for a usage error)', () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-early-exit-bad-'));
    try {
      fs.writeFileSync(path.join(bad, '.opencode.json'), '{"contextPaths": ["a.md",]}'); // trailing comma: parse-error
      const r = spawnSync(process.execPath, [CLI_ENTRY, 'lint'], { cwd: bad, encoding: 'utf8' });
      expect(r.stdout).toContain('parse-error');
      expect(r.status).toBe(1);
      expect(spawnSync(process.execPath, [CLI_ENTRY, 'lint', '--no-such-option'], { cwd: bad }).status).toBe(2);
    } finally {
      fs.rmSync(bad, { recursive: true, force: true });
    }
  });

  it.skipIf(!fs.existsSync('/dev/full'))('does not end with the findings\' exit status when stdout cannot be written (ENOSPC)', () => {
    const warn = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-early-exit-full-'));
    try {
      fs.writeFileSync(path.join(warn, '.opencode.json'), JSON.stringify({ contextPaths: ['missing.md', 'AGENTS.md'] }));
      fs.writeFileSync(path.join(warn, 'AGENTS.md'), '# Rules\nUse tabs.\n');
      const ok = spawnSync(process.execPath, [CLI_ENTRY, 'lint', '--no-cache'], { cwd: warn, encoding: 'utf8' });
      expect(ok.status).toBe(0); // warnings only
      expect(ok.stdout).toContain('missing.md');
      const full = fs.openSync('/dev/full', 'w');
      try {
        const r = spawnSync(process.execPath, [CLI_ENTRY, 'lint', '--no-cache'], { cwd: warn, stdio: ['ignore', full, 'pipe'] });
        // The report was lost: the run must not claim success.
        expect(r.status).toBe(2);
        const err = r.stderr.toString('utf8');
        expect(err).toContain('ctxlens: cannot write the output to standard output: ENOSPC');
        // One clear line, never a stack trace (or a line of the minified bundle).
        expect(err).not.toMatch(/^\s+at /m);
        expect(err.length).toBeLessThan(300);
        // render writes through a promise: the same one line there.
        const rr = spawnSync(process.execPath, [CLI_ENTRY, 'render', '--no-cache'], { cwd: warn, stdio: ['ignore', full, 'pipe'] });
        expect(rr.status).toBe(2);
        expect(rr.stderr.toString('utf8')).not.toMatch(/^\s+at /m);
      } finally {
        fs.closeSync(full);
      }
    } finally {
      fs.rmSync(warn, { recursive: true, force: true });
    }
  });

  it('reports flushed output when no stream was used or every byte was written', () => {
    // In this test process main() has not run, so no stream was recorded.
    expect(outputFlushed()).toBe(true);
  });
});
