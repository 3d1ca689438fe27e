/**
 * nested-context-unreachable in a Git working tree: a pruned directory that Git ignores and that
 * holds no tracked file is not scanned (option `scanGitIgnored` scans it), in real temporary
 * repositories; the git index (`--staged`) gives the same findings; any failure of git scans.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import rule from '../../rules/nested-context-unreachable.js';
import { openIndexSource } from '../../src/source/git.js';
import type { FileSource } from '../../src/source/types.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { CLI_ENTRY } from '../helpers/entries.js';
import { runRuleOn } from '../helpers/rule-tester.js';
import { useTempDirs } from '../helpers/temp-dirs.js';
import { cleanGitEnv } from '../source/git-repo.js';

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
