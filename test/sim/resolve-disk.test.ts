/** The resolver over real temporary directories (symlinks, a FIFO, a symlinked W) through WorktreeSource. */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveContext } from '../../src/runtimes/fork/sim/resolve.js';
import { simulateAll } from '../../src/runtimes/fork/sim/simulate.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import type { FileSource } from '../../src/source/types.js';
import { ctx, model, target } from './resolve-helpers.js';

let tmp: string;
let W: string;

beforeAll(() => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-resolve-')));
  W = path.join(tmp, 'w');
  fs.mkdirSync(path.join(W, 'docs/sub'), { recursive: true });
  fs.mkdirSync(path.join(W, 'other'));
  fs.writeFileSync(path.join(tmp, 'outside.md'), 'outside\n');
  fs.writeFileSync(path.join(W, 'AGENTS.md'), 'agents\n');
  fs.writeFileSync(path.join(W, 'docs/a.md'), 'a\n');
  fs.writeFileSync(path.join(W, 'docs/sub/b.md'), 'b\n');
  fs.writeFileSync(path.join(W, 'other/o.md'), 'o\n');
  fs.symlinkSync('../../outside.md', path.join(W, 'docs/leak.md'));
  fs.symlinkSync('../other', path.join(W, 'docs/linkdir'));
  fs.symlinkSync('other', path.join(W, 'otherlink'));
  fs.symlinkSync('../outside.md', path.join(W, 'evil.md'));
  execFileSync('mkfifo', [path.join(W, 'pipe.md')]);
  fs.symlinkSync('w', path.join(tmp, 'wlink'));
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('resolver on disk', () => {
  it('walks docs/: reads a symlinked file out of W (U22), skips a symlinked dir', () => {
    const m = model(new WorktreeSource(), W, { contextPaths: ['AGENTS.md', 'docs/'] });
    const r = resolveContext(m, target(m, 'coder'));
    expect(r.files.map((f) => [f.rel, f.outsideW])).toEqual([
      ['AGENTS.md', false],
      ['docs/a.md', false],
      ['docs/leak.md', true],
      ['docs/sub/b.md', false],
    ]);
    expect(r.text).toContain(`# From:${W}/docs/leak.md\noutside\n`);
    expect(r.entries[1]!.candidates!.find((c) => c.abs.endsWith('linkdir'))).toMatchObject({ kind: 'symlink', skip: 'is-directory' });
  });
  it('never opens a FIFO: it claims its key and contributes nothing (U25)', () => {
    const m = model(new WorktreeSource(), W, { contextPaths: ['pipe.md', 'AGENTS.md'] });
    const r = resolveContext(m, target(m, 'coder'));
    expect(r.entries[0]).toMatchObject({ skip: 'not-regular' });
    expect(r.entries[0]!.candidates![0]).toMatchObject({ kind: 'fifo' });
    expect(r.files.map((f) => f.rel)).toEqual(['AGENTS.md']);
  });
  it('rejects a scoped symlink out of W, reads nothing for a symlinked dir root (U16)', () => {
    const m = model(new WorktreeSource(), W, { contextPaths: [], agents: { coder: ctx(['evil.md', 'otherlink/', 'docs/a.md']) } });
    const r = resolveContext(m, target(m, 'coder'));
    expect(r.entries.map((e) => e.skip)).toEqual(['escapes', 'symlink-dir-root', null]);
    expect(r.entries[0]!.detail).toBe(path.join(tmp, 'outside.md'));
  });
  it('with a symlinked W, paths keep the link and scoped entries are still inside', () => {
    const WL = path.join(tmp, 'wlink');
    const m = model(new WorktreeSource(), WL, { contextPaths: ['AGENTS.md'], agents: { coder: ctx(['docs/a.md'], 'append') } });
    const r = resolveContext(m, target(m, 'coder'));
    expect(r.files.map((f) => [f.abs, f.outsideW])).toEqual([
      [`${WL}/AGENTS.md`, false],
      [`${WL}/docs/a.md`, false],
    ]);
  });
});

describe('read memoisation per run', () => {
  it('reads each file once across 50 agents', () => {
    const inner = new WorktreeSource();
    const counts = new Map<string, number>();
    const counting: FileSource = {
      kind: inner.kind,
      description: inner.description,
      lstat: (p) => inner.lstat(p),
      stat: (p) => inner.stat(p),
      readdir: (p) => inner.readdir(p),
      realpath: (p) => inner.realpath(p),
      readlink: (p) => inner.readlink(p),
      readFile: (p, n) => {
        counts.set(p, (counts.get(p) ?? 0) + 1);
        return inner.readFile(p, n);
      },
    };
    const agents = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`a${i}`, ctx(['docs/', 'AGENTS.md'], 'append')]));
    const m = model(counting, W, { contextPaths: ['AGENTS.md', 'docs/'], agents });
    const sim = simulateAll(m);
    expect(sim.targets).toHaveLength(50);
    expect(sim.targets.every((t) => t.resolution.files.length === 4)).toBe(true);
    expect(Math.max(...counts.values())).toBe(1);
  });
});

describe('walk errors', () => {
  it('a directory that cannot be listed stops the walk: nothing at the root, files before it kept below', () => {
    const inner = new WorktreeSource();
    const failing = (bad: string): FileSource => ({
      kind: inner.kind,
      description: inner.description,
      lstat: (p) => inner.lstat(p),
      stat: (p) => inner.stat(p),
      readdir: (p) => (p === bad ? null : inner.readdir(p)),
      realpath: (p) => inner.realpath(p),
      readlink: (p) => inner.readlink(p),
      readFile: (p, n) => inner.readFile(p, n),
    });
    const atRoot = model(failing(path.join(W, 'docs')), W, { contextPaths: ['docs/'] });
    expect(resolveContext(atRoot, target(atRoot, 'coder')).entries[0]).toMatchObject({ skip: 'unreadable', files: [] });
    const below = model(failing(path.join(W, 'docs/sub')), W, { contextPaths: ['docs/'] });
    const e = resolveContext(below, target(below, 'coder')).entries[0]!;
    // walk order: a.md, leak.md, linkdir, sub/ (fails: the walk stops there)
    expect(e.files.map((f) => path.relative(W, f))).toEqual(['docs/a.md', 'docs/leak.md']);
    expect(e.detail).toBe(`cannot read directory ${path.join(W, 'docs/sub')}`);
  });
});
