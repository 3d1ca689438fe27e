import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { indexHoldsSymlink } from '../../src/source/git-listing.js';
import { TempRepo } from './git-repo.js';

describe('indexHoldsSymlink', () => {
  let repo: TempRepo | null = null;
  afterEach(() => {
    repo?.dispose();
    repo = null;
  });
  const index = (r: TempRepo): boolean | null => indexHoldsSymlink(path.join(r.root, '.git', 'index'), 40);

  it('reads versions 2 and 3: a symlink anywhere, or none', () => {
    const r = (repo = new TempRepo());
    r.write('a.md', 'a').write('b/c.md', 'c').git('add', '-A');
    expect(index(r)).toBe(false);
    r.git('update-index', '--index-version', '3');
    expect(index(r)).toBe(false);
    r.symlink('z-link', 'a.md').git('add', 'z-link');
    expect(index(r)).toBe(true);
    r.git('update-index', '--index-version', '2');
    expect(index(r)).toBe(true);
  });

  it('cannot tell for version 4, a submodule (its own symlinks are elsewhere) or a missing file', () => {
    const r = (repo = new TempRepo());
    r.write('a.md', 'a').git('add', '-A');
    r.git('update-index', '--index-version', '4');
    expect(index(r)).toBeNull();
    r.git('update-index', '--index-version', '2');
    r.git('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},sub`);
    expect(index(r)).toBeNull();
    expect(indexHoldsSymlink(path.join(r.root, 'no-such-index'), 40)).toBeNull();
    expect(indexHoldsSymlink(path.join(r.root, '.git', 'index'), 41)).toBeNull();
  });
});
