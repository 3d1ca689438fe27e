import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import rule from '../../rules/nested-context-unreachable.js';
import { openIndexSource } from '../../src/source/git.js';
import type { FileSource } from '../../src/source/types.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { CLI_ENTRY } from '../helpers/entries.js';
import { runRuleOn, testRule } from '../helpers/rule-tester.js';
import { useTempDirs } from '../helpers/temp-dirs.js';
import { cleanGitEnv } from '../source/git-repo.js';
import { at } from './context-test-kit.js';

const depthCfg = JSON.stringify({ contextDiscovery: { maxDepth: 2 } });
const skipCfg = JSON.stringify({ contextDiscovery: { skipDirs: ['generated'] }, data: { directory: 'state' } });

testRule(rule, {
  valid: [
    { name: 'reachable files', tree: { 'a/AGENTS.md': 'x', 'a/b/c/d/e/f/g/h/AGENTS.md': 'depth 8' } },
    { name: '.git is not scanned by default', tree: { '.git/x/AGENTS.md': 'x' } },
    { name: 'names outside the basename set', tree: { 'node_modules/p/README.md': 'x' } },
    { name: 'ignoreDirs option', tree: { 'vendor/x/AGENTS.md': 'x' }, options: { ignoreDirs: ['vendor'] } },
  ],
  invalid: [
    {
      name: 'fixed list and hidden dirs (file-level)',
      tree: { 'node_modules/pkg/AGENTS.md': 'x', '.github/AGENTS.md': 'x', 'build/out/CLAUDE.md': 'x' },
      errors: [
        { messageId: 'hidden', data: { file: '.github/AGENTS.md', dir: '.github' }, file: '.github/AGENTS.md', line: 0 },
        { messageId: 'skipList', data: { dir: 'build' }, file: 'build/out/CLAUDE.md' },
        { messageId: 'skipList', data: { dir: 'node_modules' }, file: 'node_modules/pkg/AGENTS.md' },
      ],
    },
    {
      name: 'many context files under one node_modules/ give one finding',
      tree: { 'node_modules/a/AGENTS.md': 'x', 'node_modules/b/AGENTS.md': 'x', 'node_modules/c/CLAUDE.md': 'x' },
      errors: [
        {
          messageId: 'skipList',
          data: { file: 'node_modules/a/AGENTS.md', dir: 'node_modules', more: ' (and 2 more context files under node_modules/)' },
          file: 'node_modules/a/AGENTS.md',
        },
      ],
    },
    {
      name: 'many context files under one hidden directory give one finding, on the first in walk order',
      tree: { '.cache/b/AGENTS.md': 'x', '.cache/a/x/CLAUDE.md': 'x', '.cache/a/AGENTS.md': 'x', '.tool/AGENTS.md': 'x' },
      errors: [
        {
          messageId: 'hiddenMore',
          data: { file: '.cache/a/AGENTS.md', dir: '.cache', more: ' (and 2 more context files under .cache/)' },
          file: '.cache/a/AGENTS.md',
          line: 0,
        },
        // A lone file keeps the message and data it always had.
        { messageId: 'hidden', data: { file: '.tool/AGENTS.md', dir: '.tool' }, file: '.tool/AGENTS.md', line: 0 },
      ],
    },
    {
      name: 'one more file in a hidden directory is counted in the singular',
      tree: { '.cache/a/AGENTS.md': 'x', '.cache/b/AGENTS.md': 'x' },
      errors: [{ messageId: 'hiddenMore', data: { file: '.cache/a/AGENTS.md', more: ' (and 1 more context file under .cache/)' }, file: '.cache/a/AGENTS.md' }],
    },
    {
      name: 'files in a skipDirs entry stay one finding each',
      tree: { '.opencode.json': skipCfg, 'generated/a/AGENTS.md': 'x', 'generated/b/AGENTS.md': 'y' },
      errors: [
        { messageId: 'skipDir', data: { file: 'generated/a/AGENTS.md', dir: 'generated' }, file: '.opencode.json', ...at(skipCfg, '"generated"') },
        { messageId: 'skipDir', data: { file: 'generated/b/AGENTS.md', dir: 'generated' }, file: '.opencode.json', ...at(skipCfg, '"generated"') },
      ],
    },
    {
      name: 'beyond maxDepth points at maxDepth',
      tree: { '.opencode.json': depthCfg, 'a/b/c/AGENTS.md': 'x' },
      errors: [{ messageId: 'depth', data: { file: 'a/b/c/AGENTS.md', depth: 3, maxDepth: 2, dir: 'a/b/c' }, file: '.opencode.json', ...at(depthCfg, '2}') }],
    },
    {
      name: 'scanGitIgnored: a source without Git (the in-memory tree) is scanned either way',
      tree: { 'node_modules/pkg/AGENTS.md': 'x' },
      options: { scanGitIgnored: true },
      errors: [{ messageId: 'skipList', data: { file: 'node_modules/pkg/AGENTS.md', dir: 'node_modules', more: '' }, file: 'node_modules/pkg/AGENTS.md' }],
    },
    {
      name: 'beyond the default depth 8 (file-level)',
      tree: { 'a/b/c/d/e/f/g/h/i/AGENTS.md': 'x' },
      errors: [{ messageId: 'depth', data: { depth: 9, maxDepth: 8 }, file: 'a/b/c/d/e/f/g/h/i/AGENTS.md', line: 0 }],
    },
    {
      name: 'skipDirs entry and data.directory point at their config values',
      tree: { '.opencode.json': skipCfg, 'generated/AGENTS.md': 'x', 'state/AGENTS.md': 'y' },
      errors: [
        { messageId: 'skipDir', data: { dir: 'generated' }, file: '.opencode.json', ...at(skipCfg, '"generated"') },
        { messageId: 'skipDir', data: { dir: 'state' }, file: '.opencode.json', ...at(skipCfg, '"state"') },
      ],
    },
  ],
});

/*
 * nested-context-unreachable in a Git working tree: a pruned directory that Git ignores and that
 * holds no tracked file is not scanned (option `scanGitIgnored` scans it), in real temporary
 * repositories; the git index (`--staged`) gives the same findings; any failure of git scans.
 */
const tempDir = useTempDirs();

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd: dir, encoding: 'utf8', env: cleanGitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
}

/** `files` in a fresh temporary directory; a git repository (nothing committed) when `init`. */
function tree(files: Record<string, string>, init = true): string {
  const root = tempDir('ctxlens-unreach-');
  if (init) git(root, 'init', '-q');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

/** The rule's findings on `root` as `file (dir)` lines, read through `source` (the working tree by default). */
function findings(root: string, options?: object, source: FileSource = new WorktreeSource()): string[] {
  return runRuleOn(rule, { name: 'git', cwd: root, source, ...(options ? { options } : {}) })
    .filter((f) => f.ruleId === rule.id || f.ruleId === 'internal-error')
    .map((f) => `${f.ruleId === rule.id ? String(f.data['file']) : f.message} (${String(f.data['dir'])})`);
}

const INSTALLED = {
  '.opencode.json': '{"contextPaths": ["AGENTS.md"]}\n',
  'AGENTS.md': '# Rules\n',
  '.gitignore': 'node_modules/\nbuild/\n',
  'node_modules/pkg/AGENTS.md': '# Package\n',
  'build/out/AGENTS.md': '# Build\n',
  'src/x/node_modules/dep/AGENTS.md': '# Nested\n',
};
const ALL = ['build/out/AGENTS.md (build)', 'node_modules/pkg/AGENTS.md (node_modules)', 'src/x/node_modules/dep/AGENTS.md (src/x/node_modules)'];

const savedPath = process.env['PATH'];
afterEach(() => {
  process.env['PATH'] = savedPath;
});

describe('nested-context-unreachable and Git-ignored directories', () => {
  it('does not scan ignored directories (at any depth) in a Git working tree; the same tree outside Git reports them', () => {
    expect(findings(tree(INSTALLED))).toEqual([]);
    expect(findings(tree(INSTALLED, false))).toEqual(ALL);
  });

  it('scans them with scanGitIgnored: true', () => {
    expect(findings(tree(INSTALLED), { scanGitIgnored: true })).toEqual(ALL);
  });

  it('scans an ignored directory that holds a tracked (force-added) file', () => {
    const root = tree(INSTALLED);
    git(root, 'add', '-f', 'build/out/AGENTS.md');
    expect(findings(root)).toEqual(['build/out/AGENTS.md (build)']);
  });

  it('scans a hidden directory Git does not ignore; ignoredDirs still applies', () => {
    const root = tree({ ...INSTALLED, '.cache/AGENTS.md': '# Cache\n' });
    expect(findings(root)).toEqual(['.cache/AGENTS.md (.cache)']);
    expect(findings(root, { ignoreDirs: ['.git', '.cache'] })).toEqual([]);
  });

  it('scans as before outside a Git work tree and when git cannot be run, without a crash', () => {
    expect(findings(tree(INSTALLED, false))).toEqual(ALL);
    const root = tree(INSTALLED);
    process.env['PATH'] = tempDir('ctxlens-nogit-');
    expect(findings(root)).toEqual(ALL);
  });

  it('scans as before when git reports an error but exits 0 (a damaged index read as holding less)', () => {
    const root = tree(INSTALLED);
    git(root, 'add', '-f', 'build/out/AGENTS.md');
    expect(findings(root)).toEqual(['build/out/AGENTS.md (build)']);
    // A git that says what git 2.x says of a damaged index, then answers without it (status 0):
    // build/ then looks untracked and ignored, and would be skipped.
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    const shim = tempDir('ctxlens-gitshim-');
    fs.writeFileSync(
      path.join(shim, 'git'),
      `#!/bin/sh\nfor a in "$@"; do case "$a" in check-ignore|ls-files) echo "error: index file corrupt" >&2; GIT_INDEX_FILE=/nonexistent exec "${real}" "$@";; esac; done\nexec "${real}" "$@"\n`,
      { mode: 0o755 },
    );
    process.env['PATH'] = `${shim}:${savedPath ?? ''}`;
    expect(findings(root)).toEqual(ALL);
    // Git's own trace output on stderr (GIT_TRACE) is not an error: left out of those calls.
    process.env['PATH'] = savedPath;
    process.env['GIT_TRACE'] = '1';
    try {
      expect(findings(root)).toEqual(['build/out/AGENTS.md (build)']);
    } finally {
      delete process.env['GIT_TRACE'];
    }
  });

  it('gives the same findings as the git index (--staged), which lists tracked files only', () => {
    const root = tree(INSTALLED);
    git(root, 'add', '.opencode.json', 'AGENTS.md', '.gitignore');
    git(root, 'add', '-f', 'build/out/AGENTS.md');
    const staged = findings(root, undefined, openIndexSource(root));
    expect(staged).toEqual(['build/out/AGENTS.md (build)']);
    expect(findings(root)).toEqual(staged);
  });

  it('the CLI without git on PATH: the same output and exit status as on the tree outside Git, no stack trace', () => {
    const run = (cwd: string, PATH: string) => {
      const env: NodeJS.ProcessEnv = { ...cleanGitEnv(), PATH, NO_COLOR: '1', CTXLENS_NO_CACHE: '1' };
      delete env['FORCE_COLOR'];
      delete env['GITHUB_WORKSPACE'];
      return spawnSync(process.execPath, [CLI_ENTRY, 'lint'], { cwd, encoding: 'utf8', env });
    };
    const noGit = tempDir('ctxlens-nogit-');
    const inGit = run(tree(INSTALLED), noGit);
    const outside = run(tree(INSTALLED, false), noGit);
    expect({ code: inGit.status, stdout: inGit.stdout, stderr: inGit.stderr }).toEqual({ code: outside.status, stdout: outside.stdout, stderr: outside.stderr });
    expect(inGit.stdout.match(/nested-context-unreachable/g)).toHaveLength(3);
    expect(inGit.stderr).not.toMatch(/at .*\.cjs|Error/);
    // With git on PATH, the ignored directories are skipped.
    expect(run(tree(INSTALLED), savedPath ?? '').stdout).not.toMatch(/nested-context-unreachable/);
  });
});
