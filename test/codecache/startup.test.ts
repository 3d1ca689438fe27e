/**
 * What the shipped executable (`bundle/ctxlens.cjs`, built by `npm test`) makes node load when it
 * starts (docs/usage.md, "Start-up"): node's ES module loader never, node built-ins only where a
 * run needs them, stdout only when something is written. Each child prints the built-ins node
 * loaded (`process.moduleLoadList`) on its way out, through a preload script.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_ENTRY } from '../helpers/entries.js';
import { useTempDirs } from '../helpers/temp-dirs.js';

const tempDir = useTempDirs();

/**
 * Run the executable in `cwd` with stdout going to a file (node then makes stdout a
 * SyncWriteStream, whose module it loads only when stdout is made). Returns the exit status, what
 * was written to stdout, and the node built-ins loaded (`NativeModule` names).
 */
function started(cwd: string, args: string[], env: Record<string, string> = {}): { status: number | null; stdout: string; builtins: string[] } {
  const dir = tempDir('ctxlens-startup-');
  const probe = path.join(dir, 'probe.cjs');
  const list = path.join(dir, 'builtins.txt');
  fs.writeFileSync(probe, `process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(list)}, process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13)).join('\\n')));\n`);
  const out = path.join(dir, 'stdout.txt');
  const fd = fs.openSync(out, 'w');
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_') && k !== 'NODE_OPTIONS' && !k.startsWith('CTXLENS_')));
  try {
    const r = spawnSync(process.execPath, ['--require', probe, CLI_ENTRY, ...args], { cwd, env: { ...base, NO_COLOR: '1', CTXLENS_CACHE_DIR: path.join(dir, 'cache'), ...env }, stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' });
    return { status: r.status, stdout: fs.readFileSync(out, 'utf8'), builtins: fs.readFileSync(list, 'utf8').split('\n') };
  } finally {
    fs.closeSync(fd);
  }
}

describe('the executable at start-up', () => {
  it('is two lines naming its code by a hash of that code (what the pre-commit interest cache identifies the build by)', () => {
    const text = fs.readFileSync(CLI_ENTRY, 'utf8');
    expect(text.startsWith('#!/usr/bin/env node\n')).toBe(true);
    const name = /require\('\.\/(ctxlens-([0-9a-f]{12})\.cjs)'\)/.exec(text);
    expect(name).not.toBeNull();
    const code = fs.readFileSync(path.join(path.dirname(CLI_ENTRY), name![1]!));
    expect(createHash('sha256').update(code).digest('hex').slice(0, 12)).toBe(name![2]);
    expect(text.length).toBeLessThan(300);
  });

  it('answers --version without the ES module loader, crypto, child_process or assert', () => {
    const r = started(os.tmpdir(), ['--version']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(r.builtins).toContain('fs'); // the list is real
    // (node's `module` built-in, which the code cache's loader uses, loads a part of the ES module loader's code; it never runs.)
    for (const m of ['internal/modules/esm/translators', 'internal/modules/esm/module_job', 'crypto', 'child_process', 'assert', 'readline']) expect(r.builtins).not.toContain(m);
  });

  it('lints an empty folder without the ES module loader, child_process or assert, and never makes stdout', () => {
    const dir = tempDir('ctxlens-startup-empty-');
    for (const env of [{}, { CTXLENS_NO_CACHE: '1' }]) {
      for (let i = 0; i < 2; i++) {
        const r = started(dir, ['lint'], env); // cold, then warm (with the cache)
        expect(r.status).toBe(0);
        expect(r.stdout).toBe('');
        expect(r.builtins).toContain('vm'); // the CLI was loaded
        // crypto and os too: ctxlens's own imports of them are functions that load them on first call (scripts/bundle.mjs, `lazyBuiltins`).
        for (const m of ['internal/modules/esm/translators', 'internal/modules/esm/module_job', 'child_process', 'assert', 'readline', 'crypto', 'os', 'internal/fs/sync_write_stream']) expect(r.builtins).not.toContain(m);
      }
    }
  });

  it('makes stdout when it has something to write', () => {
    const dir = tempDir('ctxlens-startup-broken-');
    fs.writeFileSync(path.join(dir, '.opencode.json'), '{"agents": {');
    fs.writeFileSync(path.join(dir, 'AGENTS.md'), '# Rules\n');
    const r = started(dir, ['lint']);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('parse-error');
    expect(r.builtins).toContain('internal/fs/sync_write_stream');
  });
});
