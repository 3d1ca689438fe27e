/**
 * The index source reads a staged blob from the working tree only when the bytes there hash to
 * the staged blob id: every way the working tree can differ from the index while git's stat
 * check calls it clean (a racy rewrite with the same size and mtime, CRLF conversion, a clean
 * filter) must still give the staged bytes, read from git.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIndexSource, openRevisionSource } from '../../src/source/git.js';
import { blobId, MAX_WORKTREE_COPY_BYTES, worktreeBlobCopy } from '../../src/source/git-worktree-copy.js';
import { TempRepo } from './git-repo.js';

/** The staged blob id of `rel` (`git ls-files -s`). */
const stagedOid = (repo: TempRepo, rel: string) => repo.git('ls-files', '-s', '--', rel).split(' ')[1]!;

const text = (r: ReturnType<ReturnType<typeof openIndexSource>['readFile']>) => (r.ok ? r.data.toString('utf8') : r.code);

describe('worktreeBlobCopy', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = new TempRepo();
    repo.write('same.md', 'same bytes\n').write('AGENTS.md', 'staged\n').symlink('link.md', 'same.md').commit('base');
  });
  afterAll(() => repo.dispose());

  it('hashes as git hash-object does', () => {
    const data = Buffer.from('héllo\0world\n');
    fs.writeFileSync(repo.abs('h.bin'), data);
    expect(blobId(data, 40)).toBe(repo.git('hash-object', 'h.bin').trim());
    expect(blobId(data, 64)).toMatch(/^[0-9a-f]{64}$/);
    expect(blobId(data, 12)).toBeNull();
  });

  it('gives the working tree bytes when they are the staged blob, and null when they are not', () => {
    const copy = worktreeBlobCopy(repo.abs('same.md'), stagedOid(repo, 'same.md'), false);
    expect(copy?.toString()).toBe('same bytes\n');
    repo.write('AGENTS.md', 'edited\n');
    expect(worktreeBlobCopy(repo.abs('AGENTS.md'), stagedOid(repo, 'AGENTS.md'), false)).toBeNull();
    expect(worktreeBlobCopy(repo.abs('missing.md'), stagedOid(repo, 'AGENTS.md'), false)).toBeNull();
  });

  it('gives a symlink its target, never the file it points to, and a regular entry never a symlink', () => {
    expect(worktreeBlobCopy(repo.abs('link.md'), stagedOid(repo, 'link.md'), true)?.toString()).toBe('same.md');
    expect(worktreeBlobCopy(repo.abs('link.md'), stagedOid(repo, 'same.md'), false)).toBeNull();
  });

  it('never blocks on a FIFO, never reads a directory, and leaves files over the cap to git', () => {
    const oid = stagedOid(repo, 'same.md');
    execFileSync('mkfifo', [repo.abs('fifo.md')]);
    expect(worktreeBlobCopy(repo.abs('fifo.md'), oid, false)).toBeNull();
    fs.mkdirSync(repo.abs('dir.md'));
    expect(worktreeBlobCopy(repo.abs('dir.md'), oid, false)).toBeNull();
    const big = Buffer.alloc(MAX_WORKTREE_COPY_BYTES + 1, 0x61);
    fs.writeFileSync(repo.abs('big.md'), big);
    expect(worktreeBlobCopy(repo.abs('big.md'), blobId(big, 40)!, false)).toBeNull();
  });
});

describe('the index source with a working tree git calls clean', () => {
  let repo: TempRepo;
  afterAll(() => repo?.dispose());

  it('reads the staged (and committed) bytes after a racy rewrite with the same size and mtime', () => {
    repo = new TempRepo();
    repo.write('AGENTS.md', 'staged A\n').write('other.md', 'o\n').commit('base');
    const before = fs.statSync(repo.abs('AGENTS.md'), { bigint: true });
    execFileSync('touch', ['-r', repo.abs('AGENTS.md'), repo.abs('.git/stamp')]); // the timestamp, to the nanosecond
    repo.write('AGENTS.md', 'working\n\n'); // the same size
    execFileSync('touch', ['-r', repo.abs('.git/stamp'), repo.abs('AGENTS.md')]);
    const after = fs.statSync(repo.abs('AGENTS.md'), { bigint: true });
    expect([after.size, after.mtimeNs, after.ino]).toEqual([before.size, before.mtimeNs, before.ino]);
    const src = openIndexSource(repo.root);
    expect(text(src.readFile(repo.abs('AGENTS.md')))).toBe('staged A\n');
    expect(src.stat(repo.abs('AGENTS.md'))?.size).toBe(9);
    expect(text(src.readFile(repo.abs('other.md')))).toBe('o\n');
    // The revision source takes the same shortcut, with the same proof.
    const rev = openRevisionSource(repo.root, 'HEAD');
    expect(text(rev.readFile(repo.abs('AGENTS.md')))).toBe('staged A\n');
    expect(text(rev.readFile(repo.abs('other.md')))).toBe('o\n');
  });

  it('reads the normalised blob, not the CRLF working copy (core.autocrlf)', () => {
    const r = new TempRepo();
    try {
      r.git('config', 'core.autocrlf', 'true');
      r.write('AGENTS.md', 'one\r\ntwo\r\n').commit('crlf');
      expect(r.git('status', '--porcelain')).toBe(''); // git calls the working tree clean
      const src = openIndexSource(r.root);
      expect(text(src.readFile(r.abs('AGENTS.md')))).toBe('one\ntwo\n');
    } finally {
      r.dispose();
    }
  });

  it('reads the cleaned blob, not the working copy, when a clean filter applies', () => {
    const r = new TempRepo();
    try {
      r.git('config', 'filter.upper.clean', 'tr a-z A-Z');
      r.git('config', 'filter.upper.smudge', 'cat');
      r.write('.gitattributes', 'AGENTS.md filter=upper\n').write('AGENTS.md', 'lower case\n').commit('filtered');
      const src = openIndexSource(r.root);
      expect(text(src.readFile(r.abs('AGENTS.md')))).toBe('LOWER CASE\n');
      expect(text(src.readFile(r.abs('.gitattributes')))).toBe('AGENTS.md filter=upper\n');
    } finally {
      r.dispose();
    }
  });

  it('reads a staged symlink stored as a plain file in the working tree (core.symlinks=false)', () => {
    const r = new TempRepo();
    try {
      r.write('target.md', 'T\n').write('link.md', 'target.md').commit('base');
      const oid = r.git('hash-object', '-w', 'link.md').trim();
      r.git('update-index', '--cacheinfo', `120000,${oid},link.md`);
      const src = openIndexSource(r.root);
      expect(src.lstat(r.abs('link.md'))?.kind).toBe('symlink');
      expect(src.readlink(r.abs('link.md'))).toBe('target.md');
      expect(text(src.readFile(r.abs('link.md')))).toBe('T\n');
    } finally {
      r.dispose();
    }
  });
});
