import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { indexLinks } from '../../src/source/git-listing.js';
import { TempRepo } from './git-repo.js';

describe('indexLinks', () => {
  let repo: TempRepo | null = null;
  afterEach(() => {
    repo?.dispose();
    repo = null;
  });
  const index = (r: TempRepo) => indexLinks(path.join(r.root, '.git', 'index'), 40);
  const names = (r: TempRepo) => index(r)?.links.map((l) => l.path) ?? null;

  it('reads versions 2 and 3: the symlinks anywhere (path and object id), or none', () => {
    const r = (repo = new TempRepo());
    r.write('a.md', 'a').write('b/c.md', 'c').git('add', '-A');
    expect(index(r)).toEqual({ links: [], gitlinks: false, configs: [] });
    r.git('update-index', '--index-version', '3');
    expect(names(r)).toEqual([]);
    r.symlink('z-link', 'a.md').symlink('b/y-link', '../a.md').git('add', 'z-link', 'b/y-link');
    const oid = r.git('rev-parse', ':z-link').trim();
    expect(index(r)?.links).toEqual([
      { path: 'b/y-link', oid: r.git('rev-parse', ':b/y-link').trim() },
      { path: 'z-link', oid },
    ]);
    r.git('update-index', '--index-version', '2');
    expect(names(r)).toEqual(['b/y-link', 'z-link']);
  });

  it('lists the entries named opencode.json or opencode.jsonc at any depth (mode, object id), and no other name', () => {
    const r = (repo = new TempRepo());
    r.write('opencode.json', '{}').write('pkg/a/.opencode/opencode.jsonc', '{}').write('pkg/xopencode.json', '{}').write('pkg/opencode.json5', '{}').write('pkg/opencode.jsonx', '{}');
    r.write('pkg/b/opencode.json/inner.md', 'dir of that name').symlink('pkg/c/opencode.json', '../../opencode.json');
    r.git('add', '-A');
    r.git('update-index', '--chmod=+x', 'opencode.json');
    const oid = (p: string) => r.git('rev-parse', `:${p}`).trim();
    expect(index(r)?.configs).toEqual([
      { path: 'opencode.json', mode: '100755', oid: oid('opencode.json') },
      { path: 'pkg/a/.opencode/opencode.jsonc', mode: '100644', oid: oid('pkg/a/.opencode/opencode.jsonc') },
      { path: 'pkg/c/opencode.json', mode: '120000', oid: oid('pkg/c/opencode.json') },
    ]);
  });

  it('says whether a submodule is listed (its own symlinks are elsewhere)', () => {
    const r = (repo = new TempRepo());
    r.write('a.md', 'a').git('add', '-A');
    r.git('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},sub`);
    expect(index(r)).toEqual({ links: [], gitlinks: true, configs: [] });
  });

  it('cannot tell for version 4, a missing file or another object id length', () => {
    const r = (repo = new TempRepo());
    r.write('a.md', 'a').git('add', '-A');
    r.git('update-index', '--index-version', '4');
    expect(index(r)).toBeNull();
    r.git('update-index', '--index-version', '2');
    expect(indexLinks(path.join(r.root, 'no-such-index'), 40)).toBeNull();
    expect(indexLinks(path.join(r.root, '.git', 'index'), 41)).toBeNull();
  });
});
