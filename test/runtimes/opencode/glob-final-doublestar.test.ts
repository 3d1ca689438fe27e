/**
 * The `instructions` glob walker (docs/runtimes/opencode.md §6.3) on a final `**` that matches no
 * segment, on segments node-glob reads as literal names, and on patterns ending in `/` or `/.`.
 * Expected values are what opencode 1.18.33 loaded (captured with ../shared/oracle/capture.mjs;
 * the probes are in scripts/oracle-probes.mjs, `glob-final-doublestar-*` and
 * `glob-ends-in-slash-or-dot`). The same walker serves every file source: the tree is checked in
 * memory, in a real working tree, in the git index and in a commit.
 */
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { literalSegment, scanGlob } from '../../../src/runtimes/opencode/load/glob.js';
import { openIndexSource, openRevisionSource } from '../../../src/source/git.js';
import { MemorySource, type MemoryNode } from '../../../src/source/memory.js';
import type { FileSource } from '../../../src/source/types.js';
import { WorktreeSource } from '../../../src/source/worktree.js';
import { TempRepo } from '../../source/git-repo.js';

describe('literalSegment (a segment minimatch finds no magic in is a plain name)', () => {
  it.each([
    ['rules.md', 'rules.md'],
    ['[r]x.md', 'rx.md'],
    ['x[r][s].md', 'xrs.md'],
    ['[a-a]b', 'ab'],
    ['[.]h.md', '.h.md'],
    ['[]]', ']'],
    ['[\\]]', ']'],
    ['[\\a]', 'a'],
    ['[*]', '*'],
    ['r\\*.md', 'r*.md'],
    ['\\[x]', '[x]'],
    ['\\@(x)', '@(x)'],
    ['x[', 'x['],
    ['[]', '[]'],
    ['a\\', 'a\\'],
    ['a!(b', 'a!(b'],
    ['a(b)', 'a(b)'],
  ])('%s is the name %s', (seg, name) => {
    expect(literalSegment(seg)).toBe(name);
  });

  it.each(['*.md', 'r?md', '[rs].md', '[rr]', '[a-b]', '[b-a]', '[a-]', '[!a]', '[^a]', '[[:alpha:]]', '@(r).md', '+(x)', '!(x)'])('%s is a pattern', (seg) => {
    expect(literalSegment(seg)).toBeNull();
  });
});

const md = (n: string): string => `# ${n}\n`;

/** One tree holding every case: each pattern below names its own folder. */
const TREE: Record<string, MemoryNode> = {
  'd1/r.md': md('d1'),
  'd2/r.md': md('d2'),
  'd3/.r.md': md('d3'),
  'd4/r.md/in.md': md('d4-in'),
  'a5/r.md': md('a5'),
  'x/d6/r.md': md('d6'),
  'b7/sub/r.md': md('b7'),
  'd8/rx.md': md('d8'),
  'd9/r*.md': md('d9-star'),
  'd9/rx.md': md('d9-x'),
  'p1/r.md': md('p1'),
  'p2/r.md': md('p2'),
  'p3/r.md': md('p3'),
  'p4/r.md': md('p4'),
  'pp5/r.md': md('p5'),
  'pp5/x/r.md': md('p5x'),
  'r6.md': md('r6'),
  'real/f1.md': md('f1'),
  's1/r.md': { symlink: '../real/f1.md' },
  'real/f2.md': md('f2'),
  's2/s.md': { symlink: '../real/f2.md' },
  's2/p.md': md('s2-plain'),
  'realdir3/k.md': md('k3'),
  's3/r.md': { symlink: '../realdir3' },
  's4/r.md': { symlink: 'nowhere.md' },
  'real/f5.md': md('f5'),
  'y5/r5.md': { symlink: '../real/f5.md' },
  'realz/r.md': md('realz'),
  'z/lnk': { symlink: '../realz' },
  'z/r.md': md('z'),
  'z/sub/r.md': md('z-sub'),
  't1/x.md': md('t1'),
};

/** Pattern → the files it matches from the tree's root (relative), as the binary loaded them. */
const CASES: [string, string[]][] = [
  // a literal part before a final `**`: a file there matches
  ['d1/r.md/**', ['d1/r.md']],
  ['d1/r.md/**/**', ['d1/r.md']],
  ['d1/r.md/./**', ['d1/r.md']],
  ['./d1/r.md/**', ['d1/r.md']],
  ['d1/r.md//**', ['d1/r.md']],
  ['x/../d2/r.md/**', ['d2/r.md']],
  ['d3/.r.md/**', ['d3/.r.md']],
  ['d4/r.md/**', ['d4/r.md/in.md']],
  ['?5/r.md/**', ['a5/r.md']],
  ['**/d6/r.md/**', ['x/d6/r.md']],
  ['{d1,zz}/r.md/**', ['d1/r.md']],
  ['?7/sub/r.md/**', ['b7/sub/r.md']],
  ['d8/[r]x.md/**', ['d8/rx.md']],
  ['d9/r\\*.md/**', ['d9/r*.md']],
  ['r6.md/**', ['r6.md']],
  // a pattern part before it, or a literal part a `**` before reaches without a segment: no plain file
  ['p1/*.md/**', []],
  ['p2/r?md/**', []],
  ['p3/@(r).md/**', []],
  ['p4/[rs].md/**', []],
  ['**/r6.md/**', []],
  ['pp5/**/r.md/**', []],
  ['p1/r.md/**/*.md', []],
  // symlinks: a literal part follows one to a file; a pattern part, or a literal after `**`, matches the link itself
  ['s1/r.md/**', ['s1/r.md']],
  ['s2/*.md/**', ['s2/s.md']],
  ['s3/r.md/**', ['s3/r.md/k.md']],
  ['s4/r.md/**', []],
  ['**/r5.md/**', ['y5/r5.md']],
  ['z/**/r.md/**', ['z/lnk/r.md']],
  // a final `**` never walks into a symlinked directory; a later `**` with a rest matches the rest
  // directly inside it; a literal segment enters it (the session-21 breaker's oracle probes c204–c226)
  ['z/**', ['z/r.md', 'z/sub/r.md']],
  ['./z/**', ['z/r.md', 'z/sub/r.md']],
  ['z/**/**', ['z/r.md', 'z/sub/r.md']],
  ['z/**/*.md', ['z/r.md', 'z/lnk/r.md', 'z/sub/r.md']],
  ['z/lnk/**', ['z/lnk/r.md']],
  // a pattern ending in `/` or `/.` asks for directories: nothing
  ['t1/**/', []],
  ['t1/x.md/', []],
  ['t1/x.md/.', []],
  ['t1/*.md/', []],
  ['t1/**/.', []],
  ['t1/x.md/**/', []],
];

function scanAll(source: FileSource, root: string): [string, string[]][] {
  return CASES.map(([p]) => [p, scanGlob(source, root, p).files.map((f) => path.relative(root, f))]);
}

describe('scanGlob: a final ** may match no segment (observed with opencode 1.18.33)', () => {
  const source = new MemorySource('/r', TREE);
  it.each(CASES)('%s matches %j', (pattern, files) => {
    expect(scanGlob(source, '/r', pattern).files).toEqual(files.map((f) => `/r/${f}`));
  });

  it('an absolute entry: `**` in a folder that is a file matches that file; `/.` at the end nothing', () => {
    // The runtime globs an absolute entry's last segment in its folder (path.dirname / path.basename).
    const abs = (entry: string) => scanGlob(source, path.posix.dirname(entry), path.posix.basename(entry), { dot: false }).files;
    expect(abs('/r/d1/r.md/**')).toEqual(['/r/d1/r.md']);
    expect(abs('/r/s1/r.md/**')).toEqual(['/r/s1/r.md']);
    expect(abs('/r/d1/r.md/**/**')).toEqual([]);
    expect(abs('/r/t1/x.md/')).toEqual(['/r/t1/x.md']);
    expect(abs('/r/t1/x.md/.')).toEqual([]);
    expect(abs('/r/t1/x.md/**/')).toEqual(['/r/t1/x.md']);
    expect(abs('/r/d3/[.]r.md')).toEqual(['/r/d3/.r.md']);
    expect(abs('/r/d3/?r.md')).toEqual([]);
  });
});

describe('scanGlob: the same matches from the working tree, the index and a commit', () => {
  const repo = new TempRepo('ctxlens-globfix-');
  afterAll(() => repo.dispose());
  for (const [rel, node] of Object.entries(TREE)) {
    if (typeof node === 'object' && !Buffer.isBuffer(node) && 'symlink' in node) repo.symlink(rel, node.symlink);
    else repo.write(rel, node as string);
  }
  repo.commit('tree');
  const expected = CASES.map(([p, files]): [string, string[]] => [p, files]);

  it('working tree', () => {
    expect(scanAll(new WorktreeSource(), repo.root)).toEqual(expected);
  });
  it('index (lint --staged)', () => {
    expect(scanAll(openIndexSource(repo.root), repo.root)).toEqual(expected);
  });
  it('commit (lint --rev)', () => {
    expect(scanAll(openRevisionSource(repo.root, 'HEAD'), repo.root)).toEqual(expected);
  });
});
