/**
 * `lint --staged` with a relevant change staged asks git only what it needs, once: the root, HEAD
 * and the index file (`rev-parse`), the staged paths (`diff --cached`), and the blobs the working
 * tree cannot prove (`cat-file --batch`, one call here); the index file is read directly. The CLI reuses the verdict and the
 * root the pre-commit fast path found (they live on `globalThis`: in the bundle the fast path and
 * the CLI are separate files). Git calls are counted through a logging `git` first in `PATH`.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alreadyKnownRelevant, knownRepository, rememberRelevant } from '../../src/precommit/quick.js';
import { CLI_ENTRY } from '../helpers/entries.js';
import { TempRepo, cleanGitEnv } from '../source/git-repo.js';

describe('lint --staged with AGENTS.md staged', () => {
  let repo: TempRepo;
  let shim: string;
  beforeAll(() => {
    repo = new TempRepo('ctxlens-git-calls-');
    repo.write('AGENTS.md', '# Rules\n').write('.opencode.json', '{"contextPaths": ["AGENTS.md"]}\n');
    for (let i = 0; i < 30; i++) repo.write(`pkg${i}/AGENTS.md`, `# Package ${i}\n`).write(`pkg${i}/index.ts`, 'export {};\n');
    repo.commit('base');
    repo.write('AGENTS.md', '# Rules\n\nStaged.\n');
    repo.git('add', 'AGENTS.md');
    repo.write('AGENTS.md', '# Rules\n\nStaged.\n\nNot staged.\n');
    shim = fs.mkdtempSync(path.join(repo.root, '..', 'ctxlens-git-shim-'));
    const real = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
    fs.writeFileSync(path.join(shim, 'git'), `#!/bin/sh\nfor a in "$@"; do case "$a" in -*|core.*) ;; *) echo "$a" >> "${shim}/log"; break;; esac; done\nexec "${real}" "$@"\n`, { mode: 0o755 });
  });
  afterAll(() => {
    repo.dispose();
    fs.rmSync(shim, { recursive: true, force: true });
  });

  it('runs git three times (the index file is read, not listed by git) and lints the staged content', () => {
    const env = cleanGitEnv({ PATH: `${shim}:${process.env['PATH'] ?? ''}`, NO_COLOR: '1', CTXLENS_NO_CACHE: '1' });
    const r = spawnSync(process.execPath, [CLI_ENTRY, 'lint', '--staged', '--format', 'stylish'], { cwd: repo.root, env, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(fs.readFileSync(path.join(shim, 'log'), 'utf8').trim().split('\n')).toEqual(['rev-parse', 'diff', 'cat-file']);
    // The staged AGENTS.md is what was linted: render through the CLI shows its bytes.
    const shown = spawnSync(process.execPath, [CLI_ENTRY, 'render', '--staged', '--agent', 'coder'], { cwd: repo.root, env, encoding: 'utf8' });
    expect(shown.stdout).toContain('Staged.');
    expect(shown.stdout).not.toContain('Not staged.');
  });
});

describe('the verdict of the fast path, shared with another copy of the module', () => {
  it('is read from globalThis, where another copy of quick.ts (the CLI bundle) wrote it', () => {
    const key = Symbol.for('ctxlens.precommit.knownRelevant');
    const g = globalThis as Record<symbol, unknown>;
    const saved = g[key];
    try {
      const repo = { root: '/repo', index: { path: '/repo/.git/index', oidLength: 40 } };
      g[key] = { cwd: '/repo/sub', envPaths: null, repo };
      expect(alreadyKnownRelevant('/repo/sub', {})).toBe(true);
      expect(alreadyKnownRelevant('/repo/sub', { OPENCODE_CONTEXTPATHS: 'X.md' })).toBe(false);
      expect(alreadyKnownRelevant('/repo', {})).toBe(false);
      expect(knownRepository('/repo/sub')).toEqual(repo);
      expect(knownRepository('/other')).toBeNull();
      rememberRelevant('/r2', { OPENCODE_CONTEXTPATHS: 'A.md' }, { root: '/r2', index: null });
      expect(g[key]).toEqual({ cwd: '/r2', envPaths: 'A.md', repo: { root: '/r2', index: null } });
    } finally {
      g[key] = saved;
    }
  });
});
