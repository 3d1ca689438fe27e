import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classifyGlobal, discover, effectiveDiscovery } from '../../src/runtimes/fork/sim/discovery.js';
import { ReadCache } from '../../src/runtimes/fork/sim/read-cache.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { agent, ctx, makeModel } from './disclosure-helpers.js';

const G = ['AGENTS.md', 'CLAUDE.md'];
const rels = (m: ReturnType<typeof makeModel>) => discover(m).files.map((f) => f.rel);

describe('discovery walk (docs/runtimes/fork.md §6.2, §9.2)', () => {
  it('9.2.1: root file is never a candidate; nested one is', () => {
    const r = discover(makeModel({ 'AGENTS.md': 'r', 'services/auth/AGENTS.md': 'a' }, { contextPaths: G }));
    expect(r.files.map((f) => f.abs)).toEqual(['/w/services/auth/AGENTS.md']);
    expect(r.truncated).toBe(false);
  });

  it('9.2.2: hidden, node_modules and vendor directories are pruned', () => {
    const m = makeModel(
      { '.git/sub/AGENTS.md': 'x', '.opencode/skills/AGENTS.md': 'x', 'node_modules/pkg/AGENTS.md': 'x', 'vendor/dep/AGENTS.md': 'x', 'src/AGENTS.md': 'x' },
      { contextPaths: G },
    );
    const r = discover(m);
    expect(r.files.map((f) => f.rel)).toEqual(['src/AGENTS.md']);
    expect(r.trace!.pruned.map((p) => [p.rel, p.reason])).toEqual([
      ['.git', 'hidden'],
      ['.opencode', 'hidden'],
      ['node_modules', 'skip-list'],
      ['vendor', 'skip-list'],
    ]);
  });

  it('prunes every name of the fixed list', () => {
    const names = ['__pycache__', 'node_modules', 'dist', 'build', 'target', 'vendor', 'bin', 'obj', 'zig-out', 'coverage', 'logs', 'venv', 'env', 'tmp', 'temp', 'cache'];
    const tree = Object.fromEntries(names.map((n) => [`${n}/AGENTS.md`, 'x']));
    expect(rels(makeModel({ ...tree, 'Build/AGENTS.md': 'kept: case differs' }, { contextPaths: G }))).toEqual(['Build/AGENTS.md']);
  });

  it('9.2.3: files under a global trailing-/ entry are excluded', () => {
    const r = discover(makeModel({ 'rules/AGENTS.md': 'x', 'src/AGENTS.md': 'y' }, { contextPaths: ['AGENTS.md', 'rules/'] }));
    expect(r.files.map((f) => f.rel)).toEqual(['src/AGENTS.md']);
    expect(r.trace!.rejected).toEqual([{ abs: '/w/rules/AGENTS.md', rel: 'rules/AGENTS.md', depth: 1, reason: 'inlined-prefix', kind: 'file', by: '/w/rules/' }]);
  });

  it('root-matched global paths are excluded', () => {
    const r = discover(makeModel({ 'docs/AGENTS.md': 'x', 'src/AGENTS.md': 'y' }, { contextPaths: ['docs/AGENTS.md'] }));
    expect(r.files.map((f) => f.rel)).toEqual(['src/AGENTS.md']);
    expect(r.trace!.rejected.map((x) => x.reason)).toEqual(['root-matched']);
  });

  it('9.2.4: maxDepth 2 keeps a/b/AGENTS.md and drops a/b/c/AGENTS.md', () => {
    const m = makeModel({ 'a/b/AGENTS.md': 'x', 'a/b/c/AGENTS.md': 'y' }, { contextPaths: G, discovery: { maxDepth: 2 } });
    const r = discover(m);
    expect(r.files.map((f) => [f.rel, f.depth])).toEqual([['a/b/AGENTS.md', 2]]);
    expect(r.trace!.pruned).toEqual([{ abs: '/w/a/b/c', rel: 'a/b/c', depth: 2, reason: 'depth' }]);
  });

  it('default maxDepth is 8', () => {
    const d8 = 'a/b/c/d/e/f/g/h/AGENTS.md';
    const d9 = 'a/b/c/d/e/f/g/h/i/AGENTS.md';
    expect(rels(makeModel({ [d8]: 'x', [d9]: 'y' }, { contextPaths: G }))).toEqual([d8]);
  });

  it('9.2.5: maxFiles 2 of 4 → 2 files, truncated; the rest is traced as overflow', () => {
    const m = makeModel({ 'a/AGENTS.md': '', 'b/AGENTS.md': '', 'c/AGENTS.md': '', 'd/AGENTS.md': '' }, { contextPaths: G, discovery: { maxFiles: 2 } });
    const r = discover(m);
    expect(r.files.map((f) => f.rel)).toEqual(['a/AGENTS.md', 'b/AGENTS.md']);
    expect(r.truncated).toBe(true);
    expect(r.trace!.overflow.map((o) => o.rel)).toEqual(['c/AGENTS.md', 'd/AGENTS.md']);
  });

  it('exactly maxFiles candidates is not truncated', () => {
    const r = discover(makeModel({ 'a/AGENTS.md': '', 'b/AGENTS.md': '' }, { contextPaths: G, discovery: { maxFiles: 2 } }));
    expect(r.truncated).toBe(false);
  });

  it('caps <= 0 fall back to the defaults', () => {
    const m = makeModel({}, { discovery: { maxFiles: 0, maxDepth: -3, maxFileBytes: 0, maxSessionBytes: -1 } });
    const e = effectiveDiscovery(m.config, m.W);
    expect([e.maxFiles, e.maxDepth, e.maxFileBytes, e.maxSessionBytes]).toEqual([100, 8, 32768, 131072]);
  });

  it('9.2.7: enabled false → empty, not truncated', () => {
    const r = discover(makeModel({ 'a/AGENTS.md': 'x' }, { contextPaths: G, discovery: { enabled: false } }));
    expect([r.files.length, r.truncated, r.trace!.disabled]).toEqual([0, false, true]);
  });

  it('9.2.8: symlinked nested files are rejected, inside or outside', () => {
    const m = makeModel(
      { 'docs/AGENTS.md': { symlink: '../../secret.md' }, '../secret.md': 'secret', 'alias/AGENTS.md': { symlink: '../src/AGENTS.md' }, 'src/AGENTS.md': 'x' },
      { contextPaths: G },
    );
    const r = discover(m);
    expect(r.files.map((f) => f.rel)).toEqual(['src/AGENTS.md']);
    expect(r.trace!.rejected.map((x) => [x.rel, x.reason, x.kind])).toEqual([
      ['alias/AGENTS.md', 'non-regular', 'symlink'],
      ['docs/AGENTS.md', 'non-regular', 'symlink'],
    ]);
  });

  it('a FIFO named AGENTS.md is rejected as non-regular', () => {
    const r = discover(makeModel({ 'p/AGENTS.md': { fifo: true } }, { contextPaths: G }));
    expect(r.files).toEqual([]);
    expect(r.trace!.rejected[0]!.kind).toBe('fifo');
  });

  it('9.2.9: labels', () => {
    const r = discover(makeModel({ 'a/AGENTS.md': '---\ndescription: Auth conventions\n---\nbody', 'b/AGENTS.md': 'plain prose' }, { contextPaths: G }));
    expect(r.files.map((f) => [f.label, f.labelFrom])).toEqual([
      ['Auth conventions', 'description'],
      [null, null],
    ]);
  });

  it('an unreadable file is listed without a label', () => {
    const r = discover(makeModel({ 'a/AGENTS.md': { unreadable: '# Secret' } }, { contextPaths: G }));
    expect(r.files.map((f) => [f.rel, f.label, f.labelUnreadable])).toEqual([['a/AGENTS.md', null, true]]);
  });

  it('9.2.10: skipDirs (relative and absolute) and data.directory are pruned', () => {
    const m = makeModel(
      { 'opencode-data/skills/AGENTS.md': 'x', 'abs/AGENTS.md': 'x', 'data/AGENTS.md': 'x', 'keep/AGENTS.md': 'x' },
      { contextPaths: G, discovery: { skipDirs: ['opencode-data', '/w/abs/./'] }, dataDirectory: 'data' },
    );
    const r = discover(m);
    expect(r.files.map((f) => f.rel)).toEqual(['keep/AGENTS.md']);
    expect(r.trace!.pruned.map((p) => [p.rel, p.reason])).toEqual([
      ['abs', 'skip-dir'],
      ['data', 'skip-dir'],
      ['opencode-data', 'skip-dir'],
    ]);
  });

  it('walk order: byte order per directory, recursing at once (AGENTS.md < b/ < opencode.md; CLAUDE/ < CLAUDE.md)', () => {
    const m = makeModel(
      { 'p/AGENTS.md': '', 'p/b/AGENTS.md': '', 'p/opencode.md': '', 'q/CLAUDE.md': '', 'q/CLAUDE/AGENTS.md': '' },
      { contextPaths: ['AGENTS.md', 'opencode.md', 'CLAUDE.md'] },
    );
    expect(rels(m)).toEqual(['p/AGENTS.md', 'p/b/AGENTS.md', 'p/opencode.md', 'q/CLAUDE/AGENTS.md', 'q/CLAUDE.md']);
  });

  it('names match exactly and case-sensitively; hidden files never match', () => {
    expect(rels(makeModel({ 'a/agents.md': '', 'a/.cursorrules': '', 'a/AGENTS.md.bak': '' }))).toEqual([]);
  });

  it('empty basename set → nothing (contextPaths [] or only directories)', () => {
    expect(rels(makeModel({ 'a/AGENTS.md': '' }, { contextPaths: [] }))).toEqual([]);
    expect(rels(makeModel({ 'a/AGENTS.md': '' }, { contextPaths: ['docs/'] }))).toEqual([]);
  });

  it('default basename set (§6.2 step 1)', () => {
    const c = classifyGlobal('/w', ['.github/copilot-instructions.md', '.cursorrules', '.cursor/rules/', 'CLAUDE.md', 'AGENTS.md']);
    expect(c).toEqual({
      basenames: ['copilot-instructions.md', '.cursorrules', 'CLAUDE.md', 'AGENTS.md'],
      rootMatched: ['/w/.github/copilot-instructions.md', '/w/.cursorrules', '/w/CLAUDE.md', '/w/AGENTS.md'],
      inlinedPrefixes: ['/w/.cursor/rules/'],
    });
  });

  it('W = / discovers nothing (prefix //)', () => {
    expect(rels(makeModel({ 'a/AGENTS.md': '' }, { W: '/', contextPaths: G }))).toEqual([]);
  });

  it('U8: scoped file names below W are traced, never discovered', () => {
    const m = makeModel({ 'svc/AGENTS.runtime.md': 'x' }, { contextPaths: G, agents: [agent('coder', { context: ctx(['AGENTS.runtime.md'], 'append') })] });
    const r = discover(m);
    expect(r.files).toEqual([]);
    expect(r.trace!.watched.map((w) => w.rel)).toEqual(['svc/AGENTS.runtime.md']);
  });
});

describe('discovery on disk', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-disc-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  fs.mkdirSync(path.join(tmp, 'real/svc'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'real/svc/AGENTS.md'), '# Svc\n');
  fs.symlinkSync('real', path.join(tmp, 'link'));
  fs.mkdirSync(path.join(tmp, 'real/lnk'));
  fs.symlinkSync('../svc/AGENTS.md', path.join(tmp, 'real/lnk/AGENTS.md'));
  const source = new WorktreeSource();

  it('finds the nested file in the real directory', () => {
    const r = discover(makeModel({}, { source, W: path.join(tmp, 'real'), contextPaths: G }));
    expect(r.files.map((f) => [f.rel, f.label])).toEqual([['svc/AGENTS.md', 'Svc']]);
    expect(r.trace!.rejected.map((x) => [x.rel, x.kind])).toEqual([['lnk/AGENTS.md', 'symlink']]);
  });

  it('U9 (9.2.6, 9.2.12): ctxlens walks fresh on every call, unlike the per-process runtime cache', () => {
    const m = makeModel({}, { source, W: path.join(tmp, 'real'), contextPaths: G });
    const before = discover(m).files.length;
    fs.mkdirSync(path.join(tmp, 'real/later'));
    fs.writeFileSync(path.join(tmp, 'real/later/AGENTS.md'), '# Later');
    expect(discover(m).files.length).toBe(before + 1);
    fs.rmSync(path.join(tmp, 'real/later'), { recursive: true });
  });

  it('U24: a symlinked W discovers nothing, also with a trailing slash', () => {
    for (const W of [path.join(tmp, 'link'), path.join(tmp, 'link') + '/']) {
      const r = discover(makeModel({}, { source, W, contextPaths: G }));
      expect(r.files).toEqual([]);
      expect(r.trace!.wSymlink).toEqual({ target: fs.realpathSync(path.join(tmp, 'real')) });
    }
  });

  it('a symlinked ancestor of W does not matter', () => {
    const r = discover(makeModel({}, { source, W: path.join(tmp, 'link/svc/..'), contextPaths: G }));
    // Clean(W) is <tmp>/link, itself a symlink: nothing.
    expect(r.files).toEqual([]);
    const r2 = discover(makeModel({}, { source, W: path.join(tmp, 'link'), contextPaths: G }));
    expect(r2.files).toEqual([]);
    fs.mkdirSync(path.join(tmp, 'real/inner/x'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'real/inner/x/AGENTS.md'), 'x');
    const r3 = discover(makeModel({}, { source, W: path.join(tmp, 'link/inner'), contextPaths: G }));
    expect(r3.files.map((f) => f.abs)).toEqual([path.join(tmp, 'link/inner/x/AGENTS.md')]);
  });

  it('asks the source no realpath per candidate and gives the run cache the real paths the kernel gives', () => {
    fs.mkdirSync(path.join(tmp, 'real/deep/a/b'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'real/deep/a/b/CLAUDE.md'), '# Deep\n');
    const asked: string[] = [];
    const counting = Object.assign(Object.create(source) as WorktreeSource, {
      realpath: (abs: string) => {
        asked.push(abs);
        return source.realpath(abs);
      },
    });
    // W below a symlinked ancestor: <tmp>/link/deep resolves to <tmp>/real/deep.
    const W = path.join(tmp, 'link/deep');
    const cache = new ReadCache(counting);
    const r = discover(makeModel({}, { source: counting, W, contextPaths: G }), cache);
    expect(r.files.map((f) => f.abs)).toEqual([path.join(W, 'a/b/CLAUDE.md')]);
    expect(asked).toEqual([W]);
    expect(cache.realpath(path.join(W, 'a/b/CLAUDE.md'))).toBe(fs.realpathSync(path.join(W, 'a/b/CLAUDE.md')));
    expect(cache.realpath(path.join(W, 'a/b/CLAUDE.md'))).toBe(path.join(fs.realpathSync(tmp), 'real/deep/a/b/CLAUDE.md'));
    expect(asked).toEqual([W]);
  });
});
