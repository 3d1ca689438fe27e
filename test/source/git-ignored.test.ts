/**
 * `gitIgnoredDirs` (src/source/git-ignored.ts): which directories Git ignores and that hold no
 * tracked file, asked of real git in real temporary repositories.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ASK_WITH_INDEX, gitIgnoredDirs, holdsEntry } from '../../src/source/git-ignored.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { useTempDirs } from '../helpers/temp-dirs.js';
import { cleanGitEnv } from './git-repo.js';

const tempDir = useTempDirs();

/** Run git in `dir` (test set-up only). */
function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: cleanGitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Write files (parents created) below `root`. */
function write(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
}

/** A git repository in a fresh temporary directory holding `files` (nothing committed). */
function repo(files: Record<string, string>): string {
  const root = tempDir('ctxlens-ignored-');
  git(root, 'init', '-q');
  write(root, files);
  return root;
}

/** The answer for `rels` (relative to `base`), as relative paths in the order asked. */
function ignored(base: string, rels: string[]): string[] {
  const got = gitIgnoredDirs(base, rels.map((r) => `${base}/${r}`));
  return rels.filter((r) => got.has(`${base}/${r}`));
}

const savedPath = process.env['PATH'];
afterEach(() => {
  process.env['PATH'] = savedPath;
});

describe('gitIgnoredDirs', () => {
  it('reports nothing when the folder asked from is itself ignored (a folder the command line names is linted whole)', () => {
    const root = repo({ '.gitignore': 'scratch/\nnode_modules/\n', 'scratch/node_modules/AGENTS.md': 'x', 'sub/node_modules/AGENTS.md': 'x' });
    expect(ignored(path.join(root, 'scratch'), ['node_modules'])).toEqual([]);
    expect(ignored(path.join(root, 'sub'), ['node_modules'])).toEqual(['node_modules']); // below the top, not ignored: answered
    const many = Array.from({ length: ASK_WITH_INDEX + 2 }, (_, i) => `d${i}/node_modules`);
    write(path.join(root, 'scratch'), Object.fromEntries(many.map((d) => [`${d}/AGENTS.md`, 'x'])));
    expect(ignored(path.join(root, 'scratch'), many)).toEqual([]); // the --no-index way too
  });

  it('reports nothing when GIT_DIR is set without GIT_WORK_TREE (a hook in a linked worktree): git would take the folder for the top', () => {
    const root = repo({ '.gitignore': 'node_modules/\n', 'sub/node_modules/AGENTS.md': 'x' });
    const saved = { dir: process.env['GIT_DIR'], tree: process.env['GIT_WORK_TREE'] };
    try {
      process.env['GIT_DIR'] = path.join(root, '.git');
      delete process.env['GIT_WORK_TREE'];
      expect(ignored(path.join(root, 'sub'), ['node_modules'])).toEqual([]);
    } finally {
      if (saved.dir === undefined) delete process.env['GIT_DIR'];
      else process.env['GIT_DIR'] = saved.dir;
      if (saved.tree !== undefined) process.env['GIT_WORK_TREE'] = saved.tree;
    }
    expect(ignored(path.join(root, 'sub'), ['node_modules'])).toEqual(['node_modules']);
  });

  it('reports directories a .gitignore pattern ignores, with or without a trailing slash in the pattern, at any depth', () => {
    const root = repo({
      '.gitignore': 'node_modules/\nbuild\n',
      'node_modules/p/AGENTS.md': 'x',
      'build/AGENTS.md': 'x',
      'src/x/node_modules/AGENTS.md': 'x',
      '.github/AGENTS.md': 'x',
    });
    expect(ignored(root, ['node_modules', 'build', 'src/x/node_modules', '.github'])).toEqual(['node_modules', 'build', 'src/x/node_modules']);
  });

  it('leaves out a directory holding a tracked file (force-added), committed or only staged', () => {
    const root = repo({ '.gitignore': 'build/\ndist/\nout/\n', 'build/AGENTS.md': 'x', 'dist/AGENTS.md': 'x', 'out/AGENTS.md': 'x' });
    git(root, 'add', '.gitignore');
    git(root, 'add', '-f', 'build/AGENTS.md');
    git(root, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-q', '--no-verify', '-m', 'x');
    git(root, 'add', '-f', 'dist/AGENTS.md');
    expect(ignored(root, ['build', 'dist', 'out'])).toEqual(['out']);
  });

  it('follows a parent pattern, negations, .git/info/exclude and core.excludesFile', () => {
    const root = repo({
      '.gitignore': 'gen\n!keep/gen\n',
      'gen/.cache/AGENTS.md': 'x',
      'keep/gen/AGENTS.md': 'x',
      '.tool/AGENTS.md': 'x',
      '.other/AGENTS.md': 'x',
      '.seen/AGENTS.md': 'x',
    });
    fs.appendFileSync(path.join(root, '.git', 'info', 'exclude'), '.tool/\n');
    const excludes = path.join(tempDir('ctxlens-excludes-'), 'ignore');
    fs.writeFileSync(excludes, '.other\n');
    git(root, 'config', 'core.excludesFile', excludes);
    expect(ignored(root, ['gen/.cache', 'keep/gen', '.tool', '.other', '.seen'])).toEqual(['gen/.cache', '.tool', '.other']);
  });

  it('answers relative to a base below the top of the work tree', () => {
    const root = repo({ '.gitignore': '/pkg/node_modules/\n', 'pkg/node_modules/AGENTS.md': 'x', 'pkg/.cache/AGENTS.md': 'x' });
    expect(ignored(`${root}/pkg`, ['node_modules', '.cache'])).toEqual(['node_modules']);
  });

  it('is empty when nothing is ignored (git exits 1) and outside a Git work tree (exit 128)', () => {
    const root = repo({ '.github/AGENTS.md': 'x' });
    expect(gitIgnoredDirs(root, [`${root}/.github`])).toEqual(new Set());
    const plain = tempDir('ctxlens-plain-');
    write(plain, { '.gitignore': 'node_modules/\n', 'node_modules/AGENTS.md': 'x' });
    expect(gitIgnoredDirs(plain, [`${plain}/node_modules`])).toEqual(new Set());
  });

  it('is empty, without throwing, when git cannot be run', () => {
    const root = repo({ '.gitignore': 'node_modules/\n', 'node_modules/AGENTS.md': 'x' });
    expect(ignored(root, ['node_modules'])).toEqual(['node_modules']);
    process.env['PATH'] = tempDir('ctxlens-nogit-');
    expect(gitIgnoredDirs(root, [`${root}/node_modules`])).toEqual(new Set());
  });

  it('does not ask about directories inside a submodule or another repository, so the others still get their answer', () => {
    const sub = repo({ 'README': 'x' });
    git(sub, 'add', 'README');
    git(sub, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-q', '--no-verify', '-m', 'x');
    const root = repo({ '.gitignore': 'node_modules/\n', 'node_modules/AGENTS.md': 'x', 'inner/node_modules/AGENTS.md': 'x' });
    git(root, 'init', '-q', 'inner');
    git(root, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub, 'sub');
    write(root, { 'sub/node_modules/AGENTS.md': 'x' });
    // Asked about alone, git refuses a path in a submodule ("is in submodule", exit 128).
    expect(() => git(root, 'check-ignore', 'sub/node_modules')).toThrow();
    expect(ignored(root, ['node_modules', 'sub/node_modules', 'inner/node_modules'])).toEqual(['node_modules']);
  });

  it('does not ask about a name git would read as a pathspec, nor about a path outside the base', () => {
    const root = repo({ '.gitignore': 'node_modules/\n*.d/\n', 'node_modules/AGENTS.md': 'x', ':node_modules/AGENTS.md': 'x', 'x*.d/AGENTS.md': 'x' });
    expect(ignored(root, [':node_modules', 'x*.d', 'node_modules'])).toEqual(['node_modules']);
    const other = repo({ '.gitignore': 'node_modules/\n', 'node_modules/AGENTS.md': 'x' });
    expect(gitIgnoredDirs(root, [`${other}/node_modules`])).toEqual(new Set());
  });

  it('is the working tree source capability', () => {
    const root = repo({ '.gitignore': 'node_modules/\n', 'node_modules/AGENTS.md': 'x' });
    expect(new WorktreeSource().gitIgnoredDirs(root, [`${root}/node_modules`])).toEqual(new Set([`${root}/node_modules`]));
  });

  it(`past ${ASK_WITH_INDEX} directories (patterns alone, then the tracked files) gives the same answer as asking in small groups`, () => {
    const files: Record<string, string> = { '.gitignore': 'node_modules/\nout\n' };
    const rels: string[] = [];
    for (let i = 0; i < ASK_WITH_INDEX + 6; i++) {
      const p = `p${String(i).padStart(2, '0')}`;
      files[`${p}/node_modules/AGENTS.md`] = 'x';
      files[`${p}/.cache/AGENTS.md`] = 'x';
      rels.push(`${p}/node_modules`, `${p}/.cache`);
    }
    files['p03/node_modules-x/AGENTS.md'] = 'x';
    files['out/a/AGENTS.md'] = 'x';
    rels.push('out/a', 'p03/node_modules-x');
    const root = repo(files);
    git(root, 'add', '.gitignore', 'p03/node_modules-x/AGENTS.md');
    git(root, 'add', '-f', 'p01/node_modules/AGENTS.md', 'out/a/AGENTS.md');
    const all = ignored(root, rels);
    const grouped: string[] = [];
    for (let i = 0; i < rels.length; i += ASK_WITH_INDEX) grouped.push(...ignored(root, rels.slice(i, i + ASK_WITH_INDEX)));
    expect(all).toEqual(grouped);
    expect(all).not.toContain('p01/node_modules');
    expect(all).not.toContain('out/a');
    expect(all).toContain('p00/node_modules');
    expect(all).toHaveLength(ASK_WITH_INDEX + 6 - 1);
  });
});

describe('holdsEntry', () => {
  const list = (paths: string[]) => Buffer.from(paths.map((p) => p + '\0').join(''), 'utf8');
  it('finds a directory with a path below it, or the path itself, in byte order', () => {
    // Byte order: '-' and '.' sort before '/', '0' after it; 'z' before 'é'.
    const l = list(['a-b/x', 'a.b', 'a/x/y', 'a0', 'sub', 'z/1', 'é/x']);
    for (const dir of ['a', 'a-b', 'a.b', 'a/x', 'a/x/y', 'a0', 'sub', 'z', 'é']) expect(holdsEntry(l, dir), dir).toBe(true);
    for (const dir of ['a/y', 'a.', 'a-', 'b', 'su', 'subx', 'sub/x', 'é/y', '']) expect(holdsEntry(l, dir), dir).toBe(false);
    expect(holdsEntry(Buffer.alloc(0), 'a')).toBe(false);
    expect(holdsEntry(list(['a']), 'a')).toBe(true);
  });
});

