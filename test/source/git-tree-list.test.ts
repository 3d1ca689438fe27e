/**
 * `GitTreeSource.list` and the directory scan under it (`IndexListing.scanDir`): over a listing,
 * every directory lists what the tree built whole lists — same names in UTF-8 byte order, same
 * kinds — for names with bytes below `/` (which git sorts before a subdirectory's `/`), non-ASCII
 * and astral names, long names, runs of files cut by subdirectories; through symlinks, outside the
 * root, into submodules and files; from `git ls-files` output, from the index file (aligned or not
 * in memory), and for random trees.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { IndexListing } from '../../src/source/git-listing.js';
import { GitTreeSource, type GitEntry } from '../../src/source/git-tree.js';
import { listDir } from '../../src/source/list.js';
import { MemorySource } from '../../src/source/memory.js';
import { TempRepo, cleanGitEnv } from './git-repo.js';

const oidOf = (i: number) => i.toString(16).padStart(40, '0');
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** `git ls-files -s -z` output for `entries`, sorted as git sorts the index. */
function lsFiles(entries: readonly GitEntry[]): Buffer {
  const sorted = [...entries].sort((a, b) => byBytes(a.path, b.path));
  return Buffer.concat(sorted.map((e) => Buffer.from(`${e.mode} ${e.oid} 0\t${e.path}\0`)));
}

type Spec = string | { link: string } | { submodule: true };

/** The entries of `files`, a tree built whole over them and one built from their listing, both rooted at `/r`, the outside a `MemorySource`. */
function both(files: Record<string, Spec>, outside: FileTree = {}) {
  const blobs = new Map<string, Buffer>();
  const entries: GitEntry[] = Object.entries(files).map(([p, v], i) => {
    const oid = oidOf(i + 1);
    if (typeof v === 'string') {
      blobs.set(oid, Buffer.from(v));
      return { path: p, mode: p.endsWith('.sh') ? '100755' : '100644', oid };
    }
    if ('link' in v) {
      blobs.set(oid, Buffer.from(v.link));
      return { path: p, mode: '120000', oid };
    }
    return { path: p, mode: '160000', oid };
  });
  const load = (oids: readonly string[]) => new Map(oids.map((o) => [o, blobs.get(o) ?? null]));
  const out = new MemorySource('/', outside);
  const listing = IndexListing.from(lsFiles(entries));
  expect(listing).not.toBeNull();
  return {
    eager: new GitTreeSource('index', 't', '/r', entries, load, out),
    lazy: new GitTreeSource('index', 't', '/r', listing!, load, out),
    entries,
  };
}
type FileTree = Record<string, string>;

/** Every directory of the paths (absolute under `/r`), and a few paths that are not directories. */
function dirsOf(paths: readonly string[]): string[] {
  const out = new Set<string>(['/r', '/r/', '/r/missing', '/r/..', '/elsewhere', '/r/.git']);
  for (const p of paths) {
    const parts = p.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const d = '/r/' + parts.slice(0, i).join('/');
      out.add(d).add(d + '/').add(d + '/./').add(d + '/missing');
    }
  }
  return [...out];
}

/** What `list` answers, and what `readdir` answers split the same way. */
function listAndReaddir(src: GitTreeSource, abs: string) {
  const ents = src.readdir(abs);
  return { list: src.list(abs), readdir: ents === null ? null : { names: ents.map((e) => e.name), kinds: ents.map((e) => e.kind) } };
}

/** Names that sort differently as paths than as names: bytes below '/' after a subdirectory's name. */
const TRICKY: Record<string, Spec> = {
  'x/a/1.md': 'a1',
  'x/a-b': 'dash',
  'x/a.c/AGENTS.md': 'dir with a dot',
  'x/a b': 'space',
  'x/a!': 'bang',
  'x/a\tt': 'tab',
  'x/a0': 'zero',
  'x/ab/2.md': 'ab2',
  'x/a.c-d': 'dot dash',
  'x/é/AGENTS.md': 'precomposed',
  'x/e\u0301.md': 'decomposed',
  'x/\uFF21.md': 'fullwidth A',
  'x/\u{1F600}.md': 'astral',
  'x/\u{1F600}/y.md': 'astral dir? no: same name as a file is not allowed',
  'y/a very long name that is longer than thirteen characters.md': 'long',
  'y/b': 'short',
  'y/c/deep/deeper/deepest/AGENTS.md': 'deep',
  'y/d-a-long-directory-name/AGENTS.md': 'long dir',
  'y/e.md': 'after dirs',
  'y/f.md': 'after dirs',
  'z.sh': '#!/bin/sh\n',
  'links/to-x': { link: '../x' },
  'links/to-file': { link: '../z.sh' },
  'links/out': { link: '../../outside' },
  'links/loop': { link: 'loop' },
  'vendor/sub': { submodule: true },
};
// A file and a directory of the same name cannot both be in an index.
delete TRICKY['x/\u{1F600}/y.md'];

describe('GitTreeSource.list over a listing', () => {
  it('lists every directory as readdir does and as the tree built whole does: byte order, kinds', () => {
    const { eager, lazy } = both(TRICKY, { '/outside/o.md': 'o' });
    for (const d of dirsOf(Object.keys(TRICKY)).concat(['/r/links/to-x', '/r/links/to-x/a', '/r/links/out', '/r/links/loop', '/r/vendor/sub', '/r/z.sh', '/r/links/to-file'])) {
      const got = listAndReaddir(lazy, d);
      expect({ d, ...got }).toEqual({ d, list: got.readdir, readdir: listAndReaddir(eager, d).readdir });
    }
    expect(lazy.list('/r/x')!.names).toEqual(['a', 'a\tt', 'a b', 'a!', 'a-b', 'a.c', 'a.c-d', 'a0', 'ab', 'e\u0301.md', 'é', '\uFF21.md', '\u{1F600}.md']);
    expect(lazy.list('/r/x')!.kinds).toEqual(['dir', 'file', 'file', 'file', 'file', 'dir', 'file', 'file', 'dir', 'file', 'dir', 'file', 'file']);
    expect(lazy.list('/r/links')).toEqual({ names: ['loop', 'out', 'to-file', 'to-x'], kinds: ['symlink', 'symlink', 'symlink', 'symlink'] });
    expect(lazy.list('/r/links/to-x')!.names).toEqual(lazy.list('/r/x')!.names);
    expect(lazy.list('/r/links/out')).toEqual({ names: ['o.md'], kinds: ['file'] });
    expect(lazy.list('/r/vendor')).toEqual({ names: ['sub'], kinds: ['dir'] });
    expect(lazy.list('/r/vendor/sub')).toBeNull();
    expect(lazy.list('/r/z.sh')).toBeNull();
    expect(listDir(lazy, '/r/y')!.names).toEqual(['a very long name that is longer than thirteen characters.md', 'b', 'c', 'd-a-long-directory-name', 'e.md', 'f.md']);
  });

  it('answers lstat, stat and reads below a listed directory as the tree built whole does', () => {
    const { eager, lazy } = both(TRICKY);
    for (const d of dirsOf(Object.keys(TRICKY))) lazy.list(d); // spans known first, as after a walk
    for (const p of Object.keys(TRICKY).map((k) => '/r/' + k)) {
      for (const f of ['lstat', 'stat', 'realpath', 'readlink'] as const) expect({ p, f, v: lazy[f](p) }).toEqual({ p, f, v: eager[f](p) });
      const [a, b] = [lazy.readFile(p), eager.readFile(p)];
      expect({ p, r: a.ok ? a.data.toString() : a.code }).toEqual({ p, r: b.ok ? b.data.toString() : b.code });
    }
  });

  it('hands each caller arrays of its own', () => {
    const { lazy } = both(TRICKY);
    const a = lazy.list('/r/y')!;
    a.names.length = 0;
    a.kinds.push('fifo');
    expect(lazy.list('/r/y')!.names).toHaveLength(6);
    expect(lazy.list('/r/y')!.kinds).not.toContain('fifo');
  });

  it('lists random trees as the tree built whole does (names with bytes below "/", non-ASCII, prefixes of each other)', () => {
    const component = fc.constantFrom('a', 'a-', 'a.', 'a b', 'a0', 'b', 'é', '\u{1F600}', 'a-b', 'AGENTS.md', 'x'.repeat(20));
    const pathArb = fc.array(component, { minLength: 1, maxLength: 4 }).map((c) => c.join('/'));
    fc.assert(
      fc.property(fc.uniqueArray(pathArb, { minLength: 1, maxLength: 40 }), (paths) => {
        // Drop paths that would make a name both a file and a directory (git refuses those).
        const set = new Set(paths);
        const kept = paths.filter((p) => ![...set].some((q) => q.startsWith(p + '/')));
        const files = Object.fromEntries(kept.map((p) => [p, p]));
        const { eager, lazy } = both(files);
        for (const d of dirsOf(kept)) {
          const got = listAndReaddir(lazy, d);
          expect({ d, ...got }).toEqual({ d, list: got.readdir, readdir: listAndReaddir(eager, d).readdir });
          expect({ d, s: lazy.lstat(d) }).toEqual({ d, s: eager.lstat(d) });
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('IndexListing.scanDir', () => {
  it('reports listing order that is not name order, and the records of each subdirectory', () => {
    const l = IndexListing.from(lsFiles(['a-b', 'a.c', 'a/x', 'a/y/z', 'a0', 'b/c'].map((p, i) => ({ path: p, mode: '100644', oid: oidOf(i) }))))!;
    const scan = { names: [] as string[], kinds: [] as string[], recs: [] as number[], subAt: [] as number[], subLo: [] as number[], subHi: [] as number[] };
    expect(l.scanDir(0, l.length, 0, scan as never)).toBe(false);
    expect(scan.names).toEqual(['a-b', 'a.c', 'a', 'a0', 'b']);
    expect(scan.recs).toEqual([0, 1, -1, 4, -1]);
    expect([scan.subAt, scan.subLo, scan.subHi]).toEqual([
      [2, 4],
      [2, 5],
      [4, 6],
    ]);
    const inner = { names: [] as string[], kinds: [] as string[], recs: [] as number[], subAt: [] as number[], subLo: [] as number[], subHi: [] as number[] };
    expect(l.scanDir(2, 4, 2, inner as never)).toBe(true);
    expect([inner.names, inner.kinds]).toEqual([
      ['x', 'y'],
      ['file', 'dir'],
    ]);
  });
});

describe('IndexListing.fromIndexFile, paths tested four bytes at a time', () => {
  const repos: TempRepo[] = [];
  afterAll(() => repos.forEach((r) => r.dispose()));
  const records = (l: IndexListing) => Array.from({ length: l.length }, (_, i) => `${l.mode(i)} ${l.oid(i)} ${l.path(i)}`);

  it('reads the same records from a buffer at any alignment in memory, non-ASCII paths of every length included', () => {
    const r = new TempRepo('ctxlens-index-words-');
    repos.push(r);
    for (const name of ['a', 'ab', 'abc', 'abcd', 'abcde', 'é', 'éé', 'aé', 'abé', 'abcé', '\u{1F600}', 'x/é/y', 'long-' + 'n'.repeat(200)]) r.write(`${name}.md`, name);
    r.commit('base');
    const file = fs.readFileSync(path.join(r.root, '.git', 'index'));
    const viaGit = IndexListing.from(Buffer.from(r.git('ls-files', '-s', '-z'), 'utf8'))!;
    for (let shift = 0; shift < 4; shift++) {
      const copy = Buffer.alloc(file.length + 8);
      const at = copy.subarray(shift + (8 - (copy.byteOffset & 7)) % 8).subarray(0, file.length);
      file.copy(at);
      const l = IndexListing.fromIndexFile(at, 40);
      expect({ shift, r: l && records(l) }).toEqual({ shift, r: records(viaGit) });
    }
  });

  it('declines an index holding a path that is not UTF-8 (git lists it instead)', () => {
    const r = new TempRepo('ctxlens-index-latin1-');
    repos.push(r);
    r.write('a.md', 'a').commit('base');
    const blob = r.git('hash-object', '-w', 'a.md').trim();
    execFileSync('git', ['update-index', '--add', '--cacheinfo', `100644,${blob},bad-\xff.md`], { cwd: r.root, env: cleanGitEnv() });
    // The argument reaches git as UTF-8 (c3 bf): its two bytes become ff ff in the index file
    // (same length; the checksum, which the listing does not verify, goes stale).
    const file = fs.readFileSync(path.join(r.root, '.git', 'index'));
    const at = file.indexOf(Buffer.from('bad-\xc3\xbf.md', 'latin1'));
    expect(at).toBeGreaterThan(0);
    expect(IndexListing.fromIndexFile(file, 40)).not.toBeNull();
    file[at + 4] = 0xff;
    file[at + 5] = 0xff;
    expect(IndexListing.fromIndexFile(file, 40)).toBeNull();
  });
});
