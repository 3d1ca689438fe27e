import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isatty } from 'node:tty';
import { afterAll, describe, expect, it } from 'vitest';
import { isTerminal, streamNeedsTty } from '../../src/codecache/terminal.js';

const dir = mkdtempSync(join(tmpdir(), 'ctxlens-terminal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('isTerminal / streamNeedsTty', () => {
  it('a regular file is no terminal and needs no tty', () => {
    const fd = openSync(join(dir, 'out.txt'), 'w');
    try {
      expect(isTerminal(fd)).toBe(false);
      expect(streamNeedsTty(fd)).toBe(false);
    } finally {
      closeSync(fd);
    }
  });

  it('/dev/null is no terminal and needs no tty', () => {
    const fd = openSync('/dev/null', 'w');
    try {
      expect(isTerminal(fd)).toBe(false);
      expect(streamNeedsTty(fd)).toBe(false);
    } finally {
      closeSync(fd);
    }
  });

  it('a closed descriptor is no terminal, as isatty says', () => {
    const fd = openSync(join(dir, 'closed.txt'), 'w');
    closeSync(fd);
    expect(isTerminal(fd)).toBe(isatty(fd));
    expect(isTerminal(fd)).toBe(false);
    expect(streamNeedsTty(fd)).toBe(false);
  });

  it('agrees with isatty on the standard streams of this process', () => {
    for (const fd of [0, 1, 2]) expect(isTerminal(fd)).toBe(isatty(fd));
  });

  it('a pipe needs tty (node writes a pipe through net) and is no terminal', () => {
    // The built module (npm test builds first), in a child whose stdout is a pipe.
    const mod = new URL('../../dist/src/codecache/terminal.js', import.meta.url).href;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', `import(${JSON.stringify(mod)}).then((m) => process.stdout.write(JSON.stringify([m.streamNeedsTty(1), m.isTerminal(1)])))`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual([true, false]);
  });
});
