import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkAliases, readIndexLinks } from '../../src/precommit/links.js';
import { indexLinks } from '../../src/source/git-listing.js';
import { TempRepo } from '../source/git-repo.js';

const ROOT = '/repo';
const paths = (got: Array<{ path: string; via: string }> | null) => (got === null ? null : got.map((a) => `${a.path} <- ${a.via}`).sort());

describe('linkAliases', () => {
  it('sees a changed link target under the link', () => {
    expect(paths(linkAliases(ROOT, ['x/agents.txt'], [['AGENTS.md', 'x/agents.txt']]))).toEqual(['AGENTS.md <- AGENTS.md']);
    expect(paths(linkAliases(ROOT, ['x/other.txt'], [['AGENTS.md', 'x/agents.txt']]))).toEqual([]);
  });

  it('resolves relative targets from the link folder, and `..`', () => {
    expect(paths(linkAliases(ROOT, ['shared/n.txt'], [['pkg/deep/NOTES.md', '../../shared/./n.txt']]))).toEqual(['pkg/deep/NOTES.md <- pkg/deep/NOTES.md']);
  });

  it('maps files below a symlinked folder', () => {
    expect(paths(linkAliases(ROOT, ['shared/cur/rules/x.md'], [['.cursor', 'shared/cur']]))).toEqual(['.cursor/rules/x.md <- .cursor']);
  });

  it('follows chains of links, both through a folder link on the way and link to link', () => {
    expect(paths(linkAliases(ROOT, ['real/a.txt'], [['AGENTS.md', 'lnk/a.txt'], ['lnk', 'real']]))).toEqual(['AGENTS.md <- AGENTS.md', 'lnk/a.txt <- lnk']);
    expect(paths(linkAliases(ROOT, ['c.md'], [['AGENTS.md', 'b.md'], ['b.md', 'c.md']]))).toEqual(['AGENTS.md <- AGENTS.md', 'b.md <- b.md']);
  });

  it('counts a changed path on the way to a target (a link retargeted, a folder removed) as the link', () => {
    expect(paths(linkAliases(ROOT, ['x'], [['AGENTS.md', 'x/a.txt'], ['x', 'z']]))).toEqual(['AGENTS.md <- AGENTS.md']);
    expect(paths(linkAliases(ROOT, ['b.md'], [['AGENTS.md', 'b.md'], ['b.md', 'c.md']]))).toEqual(['AGENTS.md <- AGENTS.md']);
  });

  it('takes absolute targets inside the repository, and leaves out targets outside it', () => {
    expect(paths(linkAliases(ROOT, ['t/g.txt'], [['guide.txt', '/repo/t/g.txt']]))).toEqual(['guide.txt <- guide.txt']);
    expect(paths(linkAliases(ROOT, ['t/g.txt'], [['guide.txt', '/elsewhere/t/g.txt'], ['up.txt', '../t/g.txt']]))).toEqual([]);
  });

  it('gives up (null) on a link to an ancestor, which makes endless paths, and stops on loops', () => {
    expect(linkAliases(ROOT, ['src/a.ts'], [['a/loop', '..']])).toBeNull();
    expect(paths(linkAliases(ROOT, ['src/a.ts'], [['p', 'q'], ['q', 'p']]))).toEqual([]);
  });
});

describe('readIndexLinks and indexLinks', () => {
  let repo: TempRepo | null = null;
  afterEach(() => {
    repo?.dispose();
    repo = null;
  });

  it('lists the symlinks of the index with their targets, and submodules', () => {
    const r = (repo = new TempRepo());
    r.write('x/agents.txt', 'a').write('src/a.ts', '1').symlink('AGENTS.md', 'x/agents.txt').symlink('pkg/lnk', '../x');
    r.commit('base');
    const file = path.join(r.root, '.git', 'index');
    expect(indexLinks(file, 40)?.links.map((l) => l.path)).toEqual(['AGENTS.md', 'pkg/lnk']);
    expect(indexLinks(file, 40)?.gitlinks).toBe(false);
    expect(readIndexLinks(r.root, indexLinks(file, 40))).toEqual({ links: [['AGENTS.md', 'x/agents.txt'], ['pkg/lnk', '../x']], gitlinks: false });
    // Without the index file: from git ls-files, the same.
    expect(readIndexLinks(r.root, null)).toEqual({ links: [['AGENTS.md', 'x/agents.txt'], ['pkg/lnk', '../x']], gitlinks: false });
    r.git('update-index', '--add', '--cacheinfo', `160000,${r.head()},sub`);
    expect(indexLinks(file, 40)?.gitlinks).toBe(true);
    expect(readIndexLinks(r.root, null).gitlinks).toBe(true);
    // Version 4 (prefix-compressed paths): not read here, git answers.
    r.git('update-index', '--index-version', '4');
    expect(indexLinks(file, 40)).toBeNull();
    expect(readIndexLinks(r.root, indexLinks(file, 40))).toEqual({ links: [['AGENTS.md', 'x/agents.txt'], ['pkg/lnk', '../x']], gitlinks: true });
  });
});
