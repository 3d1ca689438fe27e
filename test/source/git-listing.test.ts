import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openIndexSource, parseLsTree } from '../../src/source/git.js';
import { catFileBatch } from '../../src/source/git-exec.js';
import { IndexListing } from '../../src/source/git-listing.js';
import { GitTreeSource, type GitEntry } from '../../src/source/git-tree.js';
import type { FileSource } from '../../src/source/types.js';
import { TempRepo, cleanGitEnv } from './git-repo.js';

/** `git ls-files -s -z` output for `entries` (stage 0), sorted as git sorts the index: by the path's bytes. */
function lsFiles(entries: readonly GitEntry[], stage = 0): Buffer {
  const sorted = [...entries].sort((a, b) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path)));
  return Buffer.concat(sorted.map((e) => Buffer.from(`${e.mode} ${e.oid} ${stage}\t${e.path}\0`)));
}

const oidOf = (i: number) => i.toString(16).padStart(40, '0');

/** Entries for `files` (content, `{link}` or `{submodule}`), their blobs, and both trees over them: built whole, and from the listing. */
function trees(files: Record<string, string | { link: string } | { submodule: true }>) {
  const blobs = new Map<string, Buffer>();
  const entries: GitEntry[] = Object.entries(files).map(([p, v], i) => {
    const oid = oidOf(i + 1);
    if (typeof v === 'string') {
      blobs.set(oid, Buffer.from(v));
      return { path: p, mode: '100644', oid };
    }
    if ('link' in v) {
      blobs.set(oid, Buffer.from(v.link));
      return { path: p, mode: '120000', oid };
    }
    return { path: p, mode: '160000', oid };
  });
  const calls: number[] = [];
  const load = (oids: readonly string[]) => {
    calls.push(oids.length);
    return new Map(oids.map((o) => [o, blobs.get(o) ?? null]));
  };
  const listing = IndexListing.from(lsFiles(entries));
  expect(listing).not.toBeNull();
  return { eager: new GitTreeSource('index', 't', '/r', entries, load), lazy: new GitTreeSource('index', 't', '/r', listing!, load), calls };
}

/** Everything a `FileSource` answers about `p`, for comparing two sources. */
function answers(src: FileSource, p: string) {
  const r = src.readFile(p);
  return { lstat: src.lstat(p), stat: src.stat(p), readdir: src.readdir(p), read: r.ok ? r.data.toString('latin1') : r.code, realpath: src.realpath(p), readlink: src.readlink(p) };
}

/** Every path of the tree, its directories, each with a trailing `/`, `..` forms, and paths that do not exist. */
function probes(files: Record<string, unknown>): string[] {
  const out = new Set<string>(['/r', '/r/', '/r/missing', '/r/.git', '/elsewhere', '/r/..']);
  for (const p of Object.keys(files)) {
    const parts = p.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const sub = '/r/' + parts.slice(0, i).join('/');
      out.add(sub).add(sub + '/').add(sub + '/missing').add(sub + '/../x').add(sub + '/./');
    }
  }
  return [...out];
}

const TREE = {
  'a-b': 'dash',
  'a.c': 'dot',
  'a/x.md': 'ax',
  'a/y/z.md': 'ayz',
  'a/y/AGENTS.md': 'nested',
  a0: 'zero',
  'AGENTS.md': 'root',
  'b/AGENTS.md': 'b',
  'b/c d/e\tf.md': 'odd names',
  'b/ünï/cödé.md': 'non-ascii',
  'b/emoji 🎉.md': 'astral',
  'docs/link.md': { link: '../a/x.md' },
  'docs/dirlink': { link: '../a/y' },
  'docs/loop': { link: 'loop' },
  'docs/out': { link: '../../outside.md' },
  'vendor/sub': { submodule: true },
  'z/AGENTS.md': 'z',
} as const;

describe('IndexListing', () => {
  it('lists a directory once per name, subdirectories once, in listing order', () => {
    const { lazy } = trees(TREE);
    const l = IndexListing.from(lsFiles(Object.keys(TREE).map((p, i) => ({ path: p, mode: '100644', oid: oidOf(i) }))))!;
    expect(l.children('').map(([n, r]) => [n, r < 0 ? 'dir' : 'file'])).toEqual([
      ['AGENTS.md', 'file'],
      ['a-b', 'file'],
      ['a.c', 'file'],
      ['a', 'dir'],
      ['a0', 'file'],
      ['b', 'dir'],
      ['docs', 'dir'],
      ['vendor', 'dir'],
      ['z', 'dir'],
    ]);
    expect(l.children('a').map(([n]) => n)).toEqual(['x.md', 'y']);
    expect(l.children('a/y').map(([n]) => n)).toEqual(['AGENTS.md', 'z.md']);
    expect(l.children('b').map(([n]) => n)).toEqual(['AGENTS.md', 'c d', 'emoji 🎉.md', 'ünï']);
    expect(l.children('missing')).toEqual([]);
    expect(l.children('a.c')).toEqual([]);
    // readdir sorts by name bytes: "a" before "a-b" although "a/…" comes after "a-b" in the index.
    expect(lazy.readdir('/r')!.map((e) => e.name)).toEqual(['AGENTS.md', 'a', 'a-b', 'a.c', 'a0', 'b', 'docs', 'vendor', 'z']);
  });

  it('finds the records named like a file at any depth, and not a longer name ending alike', () => {
    const paths = ['AGENTS.md', 'a/AGENTS.md', 'a/NOT-AGENTS.md', 'b/c/AGENTS.md', 'AGENTS.md.bak', 'x\tAGENTS.md'];
    const l = IndexListing.from(lsFiles(paths.map((p, i) => ({ path: p, mode: '100644', oid: oidOf(i) }))))!;
    expect(l.named('AGENTS.md').map((r) => l.path(r))).toEqual(['AGENTS.md', 'a/AGENTS.md', 'b/c/AGENTS.md']);
    expect(l.named('missing.md')).toEqual([]);
  });

  it('reads mode, object id and path of each record, SHA-256 ids too', () => {
    const e = [{ path: 'a b/c.md', mode: '100755', oid: 'ab'.repeat(32) }];
    const l = IndexListing.from(lsFiles(e))!;
    expect([l.length, l.mode(0), l.oid(0), l.path(0)]).toEqual([1, '100755', 'ab'.repeat(32), 'a b/c.md']);
    expect(IndexListing.from(Buffer.alloc(0))!.length).toBe(0);
  });

  it('declines what only the record-by-record parse handles: conflicts, non-UTF-8 paths, other modes, malformed records', () => {
    const one = (mode: string, p: string | Buffer, stage = 0) => Buffer.concat([Buffer.from(`${mode} ${oidOf(1)} ${stage}\t`), Buffer.from(p), Buffer.from('\0')]);
    expect(IndexListing.from(one('100644', 'a.md'))).not.toBeNull();
    expect(IndexListing.from(one('100644', 'a.md', 2))).toBeNull();
    expect(IndexListing.from(one('100644', Buffer.from([0x61, 0xff, 0x2e])))).toBeNull();
    expect(IndexListing.from(one('040000', 'dir/'))).toBeNull();
    expect(IndexListing.from(one('100644', ''))).toBeNull();
    expect(IndexListing.from(Buffer.from(`100644 ${oidOf(1)} 0\ta.md`))).toBeNull(); // no terminating NUL
    expect(IndexListing.from(Buffer.from(`100644 abc 0\ta.md\0`))).toBeNull();
  });
});

describe('GitTreeSource over an IndexListing', () => {
  it('answers every query as the tree built whole does', () => {
    const { eager, lazy } = trees(TREE);
    for (const p of probes(TREE)) expect({ p, ...answers(lazy, p) }).toEqual({ p, ...answers(eager, p) });
    expect([...lazy.paths()]).toEqual([...eager.paths()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
    expect([...lazy.symlinks()].sort()).toEqual([...eager.symlinks()].sort());
  });

  it('reads nested files of the same name in one git call, as the tree built whole does', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 50; i++) files[`pkg${i}/AGENTS.md`] = `# ${i}\n`;
    files['src/index.ts'] = 'x';
    const { lazy, calls } = trees(files);
    for (let i = 0; i < 50; i++) {
      const r = lazy.readFile(`/r/pkg${i}/AGENTS.md`);
      expect(r.ok && r.data.toString()).toBe(`# ${i}\n`);
    }
    expect(calls).toEqual([50]);
  });

  it('asks the shortcut first and git only for what it cannot prove', () => {
    const entries: GitEntry[] = [
      { path: 'a.md', mode: '100644', oid: oidOf(1) },
      { path: 'b.md', mode: '100644', oid: oidOf(2) },
      { path: 'l.md', mode: '120000', oid: oidOf(3) },
    ];
    const asked: string[] = [];
    const loaded: string[][] = [];
    const src = new GitTreeSource(
      'index',
      't',
      '/r',
      IndexListing.from(lsFiles(entries))!,
      (oids) => {
        loaded.push([...oids]);
        return new Map(oids.map((o) => [o, Buffer.from(`git ${o.slice(-1)}`)]));
      },
      null,
      (abs, oid, symlink) => {
        asked.push(`${abs} ${oid.slice(-1)} ${symlink}`);
        return abs === '/r/a.md' ? Buffer.from('copy a') : abs === '/r/l.md' ? Buffer.from('a.md') : null;
      },
    );
    const a = src.readFile('/r/a.md');
    expect(a.ok && a.data.toString()).toBe('copy a');
    expect(loaded).toEqual([]);
    const viaLink = src.readFile('/r/l.md');
    expect(viaLink.ok && viaLink.data.toString()).toBe('copy a');
    const b = src.readFile('/r/b.md');
    expect(b.ok && b.data.toString()).toBe('git 2');
    expect(asked).toEqual(['/r/a.md 1 false', '/r/l.md 3 true', '/r/b.md 2 false']);
    expect(loaded).toEqual([[oidOf(2)]]);
  });
});

/** Every record of a listing as `mode oid path`. */
const records = (l: IndexListing) => Array.from({ length: l.length }, (_, i) => `${l.mode(i)} ${l.oid(i)} ${l.path(i)}`);

describe('IndexListing.fromIndexFile (the index read without git ls-files)', () => {
  const repos: TempRepo[] = [];
  afterAll(() => repos.forEach((r) => r.dispose()));
  const made = (init?: (r: TempRepo) => void) => {
    const r = new TempRepo('ctxlens-index-file-');
    repos.push(r);
    init?.(r);
    return r;
  };
  const fromFile = (r: TempRepo) => IndexListing.fromIndexFile(fs.readFileSync(path.join(r.root, '.git', 'index')), r.head().length);
  const fromGit = (r: TempRepo) => IndexListing.from(Buffer.from(r.git('ls-files', '-s', '-z', '--full-name'), 'utf8'))!;

  /** A repository with the entries the fast path must read like git: symlinks, an executable, a submodule, non-ASCII and long names. */
  const rich = () =>
    made((r) => {
      r.write('AGENTS.md', 'root\n').write('a-b', 'x').write('a.c', 'y').write('a/x.md', 'ax').write('b/ünï/cödé.md', 'u').write('b/emoji 🎉.md', 'e');
      r.write('run.sh', '#!/bin/sh\n');
      fs.chmodSync(r.abs('run.sh'), 0o755);
      r.symlink('docs/link.md', '../AGENTS.md');
      r.commit('base');
      // A path longer than the 12 bits of an entry's name length (4095), staged without a file.
      const blob = r.git('hash-object', '-w', 'AGENTS.md').trim();
      r.git('update-index', '--add', '--cacheinfo', `100644,${blob},deep/${Array(20).fill('d'.repeat(220)).join('/')}/x.md`);
      r.git('update-index', '--add', '--cacheinfo', `160000,${r.head()},vendor/sub`);
      r.write('new.md', 'staged\n');
      r.git('add', 'new.md');
    });

  it('lists what git ls-files -s lists (index version 2)', () => {
    const r = rich();
    expect(fs.readFileSync(path.join(r.root, '.git', 'index')).readUInt32BE(4)).toBe(2);
    expect(records(fromFile(r)!)).toEqual(records(fromGit(r)));
    expect(records(fromFile(r)!).some((x) => x.startsWith('160000 '))).toBe(true);
    expect(records(fromFile(r)!).some((x) => x.endsWith('.md') && x.length > 4200)).toBe(true);
  });

  it('reads version 3 (extended flags: intent-to-add, skip-worktree) and declines version 4', () => {
    const r = rich();
    r.write('later.md', 'not yet\n');
    r.git('add', '-N', 'later.md');
    r.git('update-index', '--skip-worktree', 'a.c');
    expect(fs.readFileSync(path.join(r.root, '.git', 'index')).readUInt32BE(4)).toBe(3);
    expect(records(fromFile(r)!)).toEqual(records(fromGit(r)));
    r.git('update-index', '--index-version', '4');
    expect(fromFile(r)).toBeNull();
  });

  it('declines a split index, a sparse index and a conflicted index (git lists those)', () => {
    const split = rich();
    split.git('update-index', '--split-index');
    split.write('AGENTS.md', 'changed\n');
    split.git('add', 'AGENTS.md');
    expect(fromFile(split)).toBeNull();

    const sparse = made((r) => r.write('in/a.md', 'a').write('out/b.md', 'b').commit('base'));
    sparse.git('sparse-checkout', 'set', '--cone', '--sparse-index', 'in');
    expect(fs.readFileSync(path.join(sparse.root, '.git', 'index')).includes(Buffer.from('sdir'))).toBe(true);
    expect(fromFile(sparse)).toBeNull();

    const conflicted = made((r) => r.write('f.md', 'base\n').commit('base'));
    conflicted.git('checkout', '-q', '-b', 'other');
    conflicted.write('f.md', 'other\n').commit('other');
    conflicted.git('checkout', '-q', 'main');
    conflicted.write('f.md', 'main\n').commit('main');
    spawnSync('git', ['merge', '-q', 'other'], { cwd: conflicted.root, env: cleanGitEnv() });
    expect(conflicted.git('ls-files', '-u')).not.toBe('');
    expect(fromFile(conflicted)).toBeNull();
  });

  it('reads a SHA-256 repository\'s index (64-digit object ids) when git can make one', () => {
    const r = made();
    const init = spawnSync('git', ['init', '-q', '--object-format=sha256', '-b', 'main', r.root + '/s'], { env: cleanGitEnv(), encoding: 'utf8' });
    if (init.status !== 0) return; // an old git without the SHA-256 object format
    const root = r.root + '/s';
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', '-c', 'commit.gpgsign=false', ...args], { cwd: root, env: cleanGitEnv(), encoding: 'utf8' });
    fs.mkdirSync(root + '/a');
    fs.writeFileSync(root + '/a/AGENTS.md', 'sha256\n');
    fs.writeFileSync(root + '/AGENTS.md', 'root\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    const head = git('rev-parse', 'HEAD').trim();
    expect(head).toHaveLength(64);
    const file = IndexListing.fromIndexFile(fs.readFileSync(root + '/.git/index'), 64)!;
    expect(records(file)).toEqual(records(IndexListing.from(Buffer.from(git('ls-files', '-s', '-z'), 'utf8'))!));
    expect(file.oid(0)).toHaveLength(64);
    expect(IndexListing.fromIndexFile(fs.readFileSync(root + '/.git/index'), 40)).toBeNull();
  });

  it('declines what does not parse: another object id length, a truncated file, another signature', () => {
    const r = rich();
    const file = fs.readFileSync(path.join(r.root, '.git', 'index'));
    expect(IndexListing.fromIndexFile(file, 64)).toBeNull();
    expect(IndexListing.fromIndexFile(file, 41)).toBeNull();
    expect(IndexListing.fromIndexFile(file.subarray(0, file.length - 200), 40)).toBeNull();
    expect(IndexListing.fromIndexFile(Buffer.concat([Buffer.from('XXXX'), file.subarray(4)]), 40)).toBeNull();
  });

  it('lints through the index file as through git ls-files', () => {
    const r = rich();
    const viaGit = openIndexSource(r.root);
    const viaFile = openIndexSource(r.root, r.root, { path: path.join(r.root, '.git', 'index'), oidLength: 40 });
    for (const p of ['', 'a', 'b', 'b/ünï', 'docs', 'deep', 'vendor', 'vendor/sub']) {
      const abs = p === '' ? r.root : r.abs(p);
      expect(viaFile.readdir(abs)).toEqual(viaGit.readdir(abs));
    }
    for (const p of ['AGENTS.md', 'new.md', 'docs/link.md', 'run.sh', 'a-b']) {
      const [x, y] = [viaFile.readFile(r.abs(p)), viaGit.readFile(r.abs(p))];
      expect(x.ok && x.data.toString()).toBe(y.ok && y.data.toString());
    }
    // A hint naming a file that is not there: git lists the index instead.
    const missing = openIndexSource(r.root, r.root, { path: path.join(r.root, '.git', 'nothing'), oidLength: 40 });
    expect(missing.readdir(r.root)).toEqual(viaGit.readdir(r.root));
  });
});

describe('IndexListing.fromLsTree (a revision built directory by directory)', () => {
  let r: TempRepo;
  afterAll(() => r?.dispose());

  it('lists what parseLsTree lists, sizes included, and the revision source answers as when built whole', () => {
    r = new TempRepo('ctxlens-ls-tree-');
    r.write('AGENTS.md', 'root\n').write('a-b', 'x').write('a.c', 'y').write('a/x.md', 'ax').write('a/y/AGENTS.md', 'nested\n').write('b/ünï/cödé.md', 'u');
    r.write('big.md', 'z'.repeat(12_345_678));
    r.symlink('docs/link.md', '../a/x.md').symlink('docs/dirlink', '../a/y').symlink('docs/loop', 'loop');
    r.commit('base');
    r.git('update-index', '--add', '--cacheinfo', `160000,${r.head()},vendor/sub`);
    r.git('commit', '-q', '-m', 'submodule');
    const out = execFileSync('git', ['ls-tree', '-r', '-l', '-z', '--full-tree', 'HEAD'], { cwd: r.root, env: cleanGitEnv() });
    const lazy = IndexListing.fromLsTree(out)!;
    const whole = parseLsTree(out);
    expect(records(lazy)).toEqual(whole.map((e) => `${e.mode} ${e.oid} ${e.path}`));
    expect(Array.from({ length: lazy.length }, (_, i) => lazy.size(i))).toEqual(whole.map((e) => e.size));
    expect(lazy.size(whole.findIndex((e) => e.path === 'big.md'))).toBe(12_345_678);
    const load = (oids: readonly string[]) => catFileBatch(r.root, oids);
    const eager = new GitTreeSource('rev', 't', r.root, whole, load);
    const built = new GitTreeSource('rev', 't', r.root, lazy, load);
    const rel = ['', 'a', 'a/y', 'a/y/AGENTS.md', 'a-b', 'big.md', 'b/ünï/cödé.md', 'docs', 'docs/link.md', 'docs/dirlink', 'docs/dirlink/AGENTS.md', 'docs/loop', 'docs/loop/x', 'vendor/sub', 'vendor/sub/x', 'missing', 'a/x.md/'];
    for (const p of rel) {
      const abs = p === '' ? r.root : `${r.root}/${p}`;
      expect({ p, ...answers(built, abs) }).toEqual({ p, ...answers(eager, abs) });
    }
    expect(IndexListing.fromLsTree(Buffer.from('100644 blob abc 1\tx\0'))).toBeNull();
    expect(IndexListing.fromLsTree(Buffer.alloc(0))!.length).toBe(0);
  });
});
