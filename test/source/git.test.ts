import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflictedPaths, indexEntriesAt, openIndexSource, openRevisionSource, stagedChanges, parseLsFiles, parseRawDiff } from '../../src/source/git.js';
import { UsageError } from '../../src/errors.js';
import { TempRepo } from './git-repo.js';
import { WorktreeSource } from '../../src/source/worktree.js';

describe('git revision source', () => {
  let repo: TempRepo;
  let sub: TempRepo;
  let first: string;
  beforeAll(() => {
    sub = new TempRepo('ctxlens-sub-');
    sub.write('README.md', 'sub\n').commit('sub');
    repo = new TempRepo();
    repo
      .write('AGENTS.md', 'root agents\n')
      .write('docs/guide.md', 'guide v1\n')
      .write('docs/deep/x.md', 'x\n')
      .write('weird\nname::x.md', 'newline and colons\n')
      .symlink('CLAUDE.md', 'docs/guide.md')
      .symlink('docs/up.md', '../AGENTS.md')
      .symlink('docs-link', 'docs')
      .symlink('outside.md', '../../etc/hostname')
      .symlink('loop-a', 'loop-b')
      .symlink('loop-b', 'loop-a')
      .symlink('abs-in.md', repo.abs('AGENTS.md'));
    repo.git('-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub.root, 'vendor/sub');
    first = repo.commit('first');
    repo.write('docs/guide.md', 'guide v2 longer\n').write('AGENTS.md', 'worktree only\n');
    repo.git('add', 'docs/guide.md');
    repo.git('rm', '-q', '--cached', 'docs/deep/x.md');
  });
  afterAll(() => {
    repo.dispose();
    sub.dispose();
  });

  it('reads regular files as of the revision, not the working tree', () => {
    const src = openRevisionSource(repo.root, first);
    expect(src.kind).toBe('rev');
    const r = src.readFile(repo.abs('AGENTS.md'));
    expect(r.ok && r.data.toString()).toBe('root agents\n');
    expect(src.stat(repo.abs('docs/guide.md'))).toEqual({ kind: 'file', size: 9 });
    const cut = src.readFile(repo.abs('docs/guide.md'), 5);
    expect(cut.ok && [cut.data.toString(), cut.size]).toEqual(['guide', 9]);
  });

  it('honours symlinks stored in git (relative, through directories, absolute inside the repo)', () => {
    const src = openRevisionSource(repo.root, 'HEAD');
    expect(src.lstat(repo.abs('CLAUDE.md'))).toEqual({ kind: 'symlink', size: 13 });
    expect(src.readlink(repo.abs('CLAUDE.md'))).toBe('docs/guide.md');
    const viaLink = src.readFile(repo.abs('CLAUDE.md'));
    expect(viaLink.ok && viaLink.data.toString()).toBe('guide v1\n');
    const up = src.readFile(repo.abs('docs/up.md'));
    expect(up.ok && up.data.toString()).toBe('root agents\n');
    expect(src.realpath(repo.abs('docs-link/deep/x.md'))).toBe(repo.abs('docs/deep/x.md'));
    expect(src.readdir(repo.abs('docs-link'))?.map((e) => `${e.name}:${e.kind}`)).toEqual(['deep:dir', 'guide.md:file', 'up.md:symlink']);
    const abs = src.readFile(repo.abs('abs-in.md'));
    expect(abs.ok && abs.data.toString()).toBe('root agents\n');
  });

  it('follows targets outside the repository into the working tree (as after checkout) and reports loops as ELOOP', () => {
    const src = openRevisionSource(repo.root, 'HEAD');
    const disk = new WorktreeSource();
    expect(src.lstat(repo.abs('outside.md'))?.kind).toBe('symlink');
    expect(src.stat(repo.abs('outside.md'))).toEqual(disk.stat('/etc/hostname'));
    expect(src.realpath(repo.abs('outside.md'))).toBe(disk.realpath('/etc/hostname'));
    expect(src.readFile(repo.abs('outside.md'))).toEqual(disk.readFile('/etc/hostname'));
    expect(src.readFile(repo.abs('loop-a'))).toEqual({ ok: false, code: 'ELOOP' });
    expect(src.realpath(repo.abs('loop-a'))).toBeNull();
  });

  it('treats a trailing slash as naming a directory only', () => {
    const src = openRevisionSource(repo.root, 'HEAD');
    expect(src.stat(repo.abs('docs/'))).toEqual({ kind: 'dir', size: 0 });
    expect(src.lstat(repo.abs('docs-link/'))).toEqual({ kind: 'dir', size: 0 });
    expect(src.lstat(repo.abs('docs-link'))?.kind).toBe('symlink');
    expect(src.readdir(repo.abs('docs/'))?.length).toBe(3);
    expect(src.stat(repo.abs('AGENTS.md/'))).toBeNull();
    expect(src.readFile(repo.abs('AGENTS.md/')).ok).toBe(false);
    expect(src.realpath(repo.abs('docs-link/'))).toBe(repo.abs('docs'));
  });

  it('shows submodules as directories that cannot be read', () => {
    const src = openRevisionSource(repo.root, 'HEAD');
    expect(src.lstat(repo.abs('vendor/sub'))).toEqual({ kind: 'dir', size: 0 });
    expect(src.readdir(repo.abs('vendor/sub'))).toBeNull();
    expect(src.readFile(repo.abs('vendor/sub'))).toEqual({ ok: false, code: 'EISDIR' });
    expect(src.stat(repo.abs('vendor/sub/README.md'))).toBeNull();
    expect(src.readdir(repo.abs('vendor'))).toEqual([{ name: 'sub', kind: 'dir' }]);
  });

  it('lists the root in byte order and keeps names with newlines and ::', () => {
    const src = openRevisionSource(repo.root, 'HEAD');
    const names = src.readdir(repo.root)!.map((e) => e.name);
    expect(names).toEqual(['.gitmodules', 'AGENTS.md', 'CLAUDE.md', 'abs-in.md', 'docs', 'docs-link', 'loop-a', 'loop-b', 'outside.md', 'vendor', 'weird\nname::x.md']);
    const w = src.readFile(repo.abs('weird\nname::x.md'));
    expect(w.ok && w.data.toString()).toBe('newline and colons\n');
  });

  it('rejects unknown revisions and revisions that look like options with a usage error', () => {
    expect(() => openRevisionSource(repo.root, 'no-such-branch')).toThrow(UsageError);
    expect(() => openRevisionSource(repo.root, '--output=/tmp/x')).toThrow(UsageError);
  });

  it('shows the .git marker (for config lookups) but nothing inside it', () => {
    const src = openRevisionSource(repo.root, 'HEAD');
    expect(src.lstat(repo.abs('.git'))?.kind).toBe('dir');
    expect(src.lstat(repo.abs('.git/HEAD'))).toBeNull();
    expect(src.readdir(repo.root)!.some((e) => e.name === '.git')).toBe(false);
  });

  it('works from a subdirectory (paths stay absolute at the repository root)', () => {
    const src = openRevisionSource(repo.abs('docs'), 'HEAD');
    const r = src.readFile(repo.abs('AGENTS.md'));
    expect(r.ok && r.data.toString()).toBe('root agents\n');
  });

  it('keeps the spelling of a --cwd that reaches the repository through a symlink', () => {
    const alias = repo.root + '-alias';
    fs.symlinkSync(repo.root, alias);
    try {
      const src = openRevisionSource(path.join(alias, 'docs'), 'HEAD');
      const r = src.readFile(path.join(alias, 'docs/guide.md'));
      expect(r.ok && r.data.toString()).toBe('guide v1\n');
      expect(src.readlink(path.join(alias, 'CLAUDE.md'))).toBe('docs/guide.md');
    } finally {
      fs.unlinkSync(alias);
    }
  });

  it('throws a usage error outside a repository', () => {
    expect(() => openIndexSource('/')).toThrow(UsageError);
  });
});

describe('git index source', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = new TempRepo();
    repo.write('AGENTS.md', 'line1\n').write('gone.md', 'x\n').write('keep.md', 'k\n').commit('base');
    // partially staged: the index holds v2, the working tree v3
    repo.write('AGENTS.md', 'line1\nstaged\n');
    repo.git('add', 'AGENTS.md');
    repo.write('AGENTS.md', 'line1\nstaged\nunstaged\n');
    repo.git('rm', '-q', '--cached', 'gone.md');
    repo.write('new.md', 'new\n');
    repo.git('add', 'new.md');
    repo.symlink('link.md', 'keep.md');
    repo.git('add', 'link.md');
  });
  afterAll(() => repo.dispose());

  it('reads the staged blob of a partially staged file', () => {
    const src = openIndexSource(repo.root);
    expect(src.kind).toBe('index');
    const r = src.readFile(repo.abs('AGENTS.md'));
    expect(r.ok && r.data.toString()).toBe('line1\nstaged\n');
  });

  it('treats files deleted in the index as missing even when the working tree has them', () => {
    const src = openIndexSource(repo.root);
    expect(src.lstat(repo.abs('gone.md'))).toBeNull();
    expect(src.readFile(repo.abs('gone.md'))).toEqual({ ok: false, code: 'ENOENT' });
    expect(src.readdir(repo.root)!.map((e) => e.name)).toEqual(['AGENTS.md', 'keep.md', 'link.md', 'new.md']);
  });

  it('follows staged symlinks', () => {
    const src = openIndexSource(repo.root);
    const r = src.readFile(repo.abs('link.md'));
    expect(r.ok && r.data.toString()).toBe('k\n');
  });

  it('lists the staged changed paths, both sides of a deletion or addition', () => {
    expect(stagedChanges(repo.root).paths).toEqual(['AGENTS.md', 'gone.md', 'link.md', 'new.md']);
  });

  it('says which staged changes are symlinks, on either side', () => {
    expect([...stagedChanges(repo.root).symlinks]).toEqual(['link.md']);
    const head = ':100644 100644 ' + '1'.repeat(40) + ' ' + '2'.repeat(40) + ' M';
    const out = Buffer.from([head, 'a.md', ':120000 100644 x y T', 'was-link', ':100644 120000 x y T', 'now-link', ':000000 000000 0 0 U', 'c.md', ':000000 100644 0 z U', 'c.md', ':160000 000000 x 0 D', 'was-sub', ':000000 160000 0 z A', 'now-sub'].join('\0') + '\0');
    expect(parseRawDiff(out)).toEqual({ paths: ['a.md', 'was-link', 'now-link', 'c.md', 'was-sub', 'now-sub'], symlinks: new Set(['was-link', 'now-link']), submodules: new Set(['c.md', 'was-sub', 'now-sub']) });
  });

  it('prefers stage 0, then "ours" for conflicted entries', () => {
    const oid = (c: string) => c.repeat(40);
    const raw = Buffer.from(
      [`100644 ${oid('1')} 1\ta.md`, `100644 ${oid('2')} 2\ta.md`, `100644 ${oid('3')} 3\ta.md`, `100644 ${oid('4')} 0\tb.md`].join('\0') + '\0',
    );
    expect(parseLsFiles(raw)).toEqual([
      { path: 'a.md', mode: '100644', oid: oid('2') },
      { path: 'b.md', mode: '100644', oid: oid('4') },
    ]);
  });

  it('names the conflicted paths of a listing, and none when every record is stage 0 (even a path holding " 1\\t")', () => {
    const oid = (c: string) => c.repeat(40);
    const rec = (stage: number, p: string) => `100644 ${oid('a')} ${stage}\t${p}`;
    const list = (...r: string[]) => Buffer.from(r.join('\0') + '\0');
    expect(conflictedPaths(list(rec(0, 'a.md'), rec(0, 'b.md')))).toEqual([]);
    expect(conflictedPaths(list(rec(0, 'x 1\ty.md'), rec(0, 'b 2\t')))).toEqual([]);
    expect(conflictedPaths(list(rec(0, 'a.md'), rec(1, 'c.md'), rec(2, 'c.md'), rec(3, 'c.md'), rec(2, 'd.md')))).toEqual(['c.md', 'd.md']);
  });
});

describe('git sources on a missing directory', () => {
  it('say the directory is missing, not that git is', () => {
    const missing = path.join(fs.mkdtempSync(path.join(tmpBase(), 'ctxlens-nogit-')), 'gone');
    expect(() => openIndexSource(missing)).toThrow(UsageError);
    expect(() => openIndexSource(missing)).toThrow(`not a directory: ${missing}`);
  });
});

function tmpBase(): string {
  return process.env['TMPDIR'] ?? '/tmp';
}

describe('indexEntriesAt (the pre-commit check asks git only for what it reads)', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = new TempRepo('ctxlens-scoped-');
    repo
      .write('.opencode.json', '{}')
      .write('.opencode.jsonc', '{}')
      .write('.opencode/agents/a.md', 'a')
      .write('.opencode/agents/sub/b.md', 'b')
      .write('src/big/one.ts', '1')
      .write('src/big/two.ts', '2')
      .write('docs/context/x.md', 'x')
      .write('weird[1]/f.md', 'w');
    repo.symlink('link', 'docs');
    repo.git('add', '-A');
  });
  afterAll(() => repo.dispose());
  const paths = (es: { path: string }[] | null) => es?.map((e) => e.path).sort() ?? null;

  it('lists subtrees whole, exact entries alone, and globs within one component', () => {
    expect(paths(indexEntriesAt(repo.root, ['.opencode/agents'], [], []))).toEqual(['.opencode/agents/a.md', '.opencode/agents/sub/b.md']);
    // An ancestor asked for exactly does not bring its subtree along; a symlink is its own entry.
    expect(paths(indexEntriesAt(repo.root, [], ['src', 'src/big', 'link'], []))).toEqual(['link']);
    expect(indexEntriesAt(repo.root, [], ['link'], [])?.[0]?.mode).toBe('120000');
    expect(paths(indexEntriesAt(repo.root, [], [], ['.opencode*']))).toEqual(['.opencode.json', '.opencode.jsonc']);
    expect(paths(indexEntriesAt(repo.root, ['docs'], ['src'], ['.opencode*']))).toEqual(['.opencode.json', '.opencode.jsonc', 'docs/context/x.md']);
  });

  it('answers null (list the whole index) for the root itself or a path git would read as a glob', () => {
    expect(indexEntriesAt(repo.root, [''], [], [])).toBeNull();
    expect(indexEntriesAt(repo.root, [], ['weird[1]'], [])).toBeNull();
    expect(paths(indexEntriesAt(repo.root, ['weird[1]'], [], []))).toEqual(['weird[1]/f.md']);
  });
});
