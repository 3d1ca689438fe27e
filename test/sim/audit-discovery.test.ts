/**
 * Audit of discovery, labels, filtering and manifest rendering against docs/runtimes/fork.md §6.1–§6.5,
 * §8 U7, U16, U24: rules no other test pins. Real values, in-memory trees.
 */
import { describe, expect, it } from 'vitest';
import { Canonicaliser, probeCaseInsensitive, type CanonicalFs } from '../../src/runtimes/fork/sim/canonical.js';
import { discover } from '../../src/runtimes/fork/sim/discovery.js';
import { extractLabel } from '../../src/runtimes/fork/sim/labels.js';
import { buildManifest, MANIFEST_EXPLAINER, MANIFEST_HEADER, renderManifest } from '../../src/runtimes/fork/sim/manifest.js';
import { filterDiscovered } from '../../src/runtimes/fork/sim/filter.js';
import { MemorySource, type MemoryNode } from '../../src/source/memory.js';
import type { DiscoveredFile } from '../../src/runtimes/fork/sim/types.js';
import { agent, ctx, makeModel, target, type ModelOpts } from './disclosure-helpers.js';
import { FailingDirs } from '../helpers/failing-dirs.js';

const rels = (tree: Record<string, MemoryNode>, o: ModelOpts = {}) => discover(makeModel(tree, { contextPaths: ['AGENTS.md'], ...o })).files.map((f) => f.rel);

describe('§6.2 discovery walk', () => {
  it('order: per directory by byte order of names, recursing at once (AGENTS.md < b/ < opencode.md)', () => {
    expect(rels({ 'x/opencode.md': '', 'x/b/AGENTS.md': '', 'x/AGENTS.md': '' }, { contextPaths: ['AGENTS.md', 'opencode.md'] })).toEqual([
      'x/AGENTS.md',
      'x/b/AGENTS.md',
      'x/opencode.md',
    ]);
  });
  it('walk order of non-ASCII names is UTF-8 byte order (not UTF-16)', () => {
    expect(rels({ '\u{1F600}/AGENTS.md': '', '\uFF5A/AGENTS.md': '', 'é/AGENTS.md': '', 'z/AGENTS.md': '' })).toEqual([
      'z/AGENTS.md',
      'é/AGENTS.md',
      '\uFF5A/AGENTS.md',
      '\u{1F600}/AGENTS.md',
    ]);
  });
  it('basenames match exactly (case-sensitive) and come from nested global entries', () => {
    expect(rels({ 'a/agents.md': '', 'b/copilot-instructions.md': '' }, { contextPaths: ['AGENTS.md', '.github/copilot-instructions.md'] })).toEqual([
      'b/copilot-instructions.md',
    ]);
  });
  it('no basename (only trailing-/ entries) means no discovery', () => {
    expect(rels({ 'a/AGENTS.md': '' }, { contextPaths: ['docs/'] })).toEqual([]);
  });
  it('a global `./` entry is an inlined prefix covering all of W', () => {
    expect(rels({ 'a/AGENTS.md': '' }, { contextPaths: ['AGENTS.md', './'] })).toEqual([]);
  });
  it.each([
    [1, ['a/AGENTS.md']],
    [2, ['a/AGENTS.md', 'a/b/AGENTS.md']],
    [0, ['a/AGENTS.md', 'a/b/AGENTS.md', 'a/b/c/AGENTS.md']], // <= 0 → default 8
    [-3, ['a/AGENTS.md', 'a/b/AGENTS.md', 'a/b/c/AGENTS.md']],
  ])('maxDepth %d', (maxDepth, want) => {
    expect(rels({ 'a/AGENTS.md': '', 'a/b/AGENTS.md': '', 'a/b/c/AGENTS.md': '' }, { discovery: { maxDepth } })).toEqual(want);
  });
  it('exactly maxFiles candidates is not truncated; one more is, and the walk stops there', () => {
    const tree = { 'a/AGENTS.md': '', 'b/AGENTS.md': '' };
    const r2 = discover(makeModel(tree, { contextPaths: ['AGENTS.md'], discovery: { maxFiles: 2 } }));
    expect([r2.files.length, r2.truncated]).toEqual([2, false]);
    const r1 = discover(makeModel({ ...tree, 'c/x.md': '' }, { contextPaths: ['AGENTS.md'], discovery: { maxFiles: 1 } }));
    expect([r1.files.map((f) => f.rel), r1.truncated]).toEqual([['a/AGENTS.md'], true]);
  });
  it('rejections and prunes seen only after the cap are marked afterCap (the runtime stopped before them)', () => {
    const tree = { 'a/AGENTS.md': '', 'b/AGENTS.md': { symlink: '../a/AGENTS.md' }, 'c/AGENTS.md': '', 'd/AGENTS.md': { symlink: '../a/AGENTS.md' }, 'e/node_modules/AGENTS.md': '' };
    const r = discover(makeModel(tree, { contextPaths: ['AGENTS.md'], discovery: { maxFiles: 1 } }));
    expect(r.truncated).toBe(true);
    expect(r.trace!.rejected.map((x) => [x.rel, x.afterCap ?? false])).toEqual([
      ['b/AGENTS.md', false], // reached before the cap stopped the walk: the runtime logs its WARN
      ['d/AGENTS.md', true],
    ]);
    expect(r.trace!.pruned.map((x) => [x.rel, x.afterCap ?? false])).toEqual([['e/node_modules', true]]);
    expect(r.trace!.overflow.map((x) => x.rel)).toEqual(['c/AGENTS.md']);
  });
  it('a rejected candidate does not count towards maxFiles', () => {
    const r = discover(makeModel({ 'a/AGENTS.md': { symlink: '../b/AGENTS.md' }, 'b/AGENTS.md': '' }, { contextPaths: ['AGENTS.md'], discovery: { maxFiles: 1 } }));
    expect([r.files.map((f) => f.rel), r.truncated]).toEqual([['b/AGENTS.md'], false]);
  });
  it('prunes hidden dirs, the fixed name list (exact case), skipDirs (absolute, relative, cleaned) and data.directory', () => {
    const tree = {
      '.hidden/AGENTS.md': '',
      'env/AGENTS.md': '',
      'environment/AGENTS.md': '',
      'Build/AGENTS.md': '',
      'gen1/AGENTS.md': '',
      'gen2/AGENTS.md': '',
      'x/gen3/AGENTS.md': '',
      'store/AGENTS.md': '',
      'keep/AGENTS.md': '',
    };
    const r = discover(makeModel(tree, { contextPaths: ['AGENTS.md'], discovery: { skipDirs: ['/w/gen1', 'gen2/', './x/../x/gen3'] }, dataDirectory: 'store' }));
    expect(r.files.map((f) => f.rel)).toEqual(['Build/AGENTS.md', 'environment/AGENTS.md', 'keep/AGENTS.md']);
    expect(r.trace!.pruned.map((p) => [p.rel, p.reason])).toEqual([
      ['.hidden', 'hidden'],
      ['env', 'skip-list'],
      ['gen1', 'skip-dir'],
      ['gen2', 'skip-dir'],
      ['store', 'skip-dir'],
      ['x/gen3', 'skip-dir'],
    ]);
  });
  it('a walk error prunes only that directory', () => {
    const src = new FailingDirs('/w', { 'a/AGENTS.md': '', 'b/AGENTS.md': '' }, ['/w/a']);
    const r = discover(makeModel({}, { source: src, contextPaths: ['AGENTS.md'] }));
    expect(r.files.map((f) => f.rel)).toEqual(['b/AGENTS.md']);
    expect(r.trace!.pruned).toMatchObject([{ rel: 'a', reason: 'walk-error' }]);
  });
  it('check order decides the WARN: root-level symlink logs nothing; symlinks at root-matched or inlined paths are non-regular', () => {
    const tree = {
      'AGENTS.md': { symlink: 'x.md' },
      'x.md': '',
      'sub/AGENTS.md': { symlink: '../x.md' },
      'rules/AGENTS.md': { symlink: '../x.md' },
      'real/AGENTS.md': '',
      'inl/AGENTS.md': '',
    };
    const r = discover(makeModel(tree, { contextPaths: ['AGENTS.md', 'sub/AGENTS.md', 'real/AGENTS.md', 'rules/', 'inl/'] }));
    expect(r.files).toEqual([]);
    expect(r.trace!.rejected.map((x) => [x.rel, x.reason])).toEqual([
      ['inl/AGENTS.md', 'inlined-prefix'],
      ['real/AGENTS.md', 'root-matched'],
      ['rules/AGENTS.md', 'non-regular'],
      ['sub/AGENTS.md', 'non-regular'],
    ]);
  });
  it('with W = "/" nothing is discovered (prefix "//"), each candidate is an escape', () => {
    const r = discover(makeModel({}, { W: '/', source: new MemorySource('/', { 'a/AGENTS.md': '' }), contextPaths: ['AGENTS.md'] }));
    expect(r.files).toEqual([]);
    expect(r.trace!.rejected.map((x) => [x.rel, x.reason])).toEqual([['a/AGENTS.md', 'escapes']]);
  });
  it('a symlinked W disables discovery (U24), also with a trailing slash; a symlinked ancestor does not', () => {
    const src = new MemorySource('/', { 'real/a/AGENTS.md': '', w: { symlink: 'real' }, 'p/q/a/AGENTS.md': '', l: { symlink: 'p' } });
    expect(discover(makeModel({}, { W: '/w', source: src, contextPaths: ['AGENTS.md'] })).files).toEqual([]);
    expect(discover(makeModel({}, { W: '/w/', source: src, contextPaths: ['AGENTS.md'] })).trace!.wSymlink).toEqual({ target: '/real' });
    expect(discover(makeModel({}, { W: '/l/q', source: src, contextPaths: ['AGENTS.md'] })).files.map((f) => f.abs)).toEqual(['/l/q/a/AGENTS.md']);
  });
});

describe('§6.3 labels', () => {
  const label = (s: string | Buffer) => {
    const r = extractLabel(Buffer.isBuffer(s) ? s : Buffer.from(s, 'utf8'));
    return r.bytes === null ? null : r.bytes.toString('latin1');
  };
  const u = (s: string) => Buffer.from(s, 'utf8').toString('latin1');
  it.each([
    ['#!/bin/sh\necho', '!/bin/sh'],
    ['#tag', 'tag'],
    ['####   \n# real', null],
    ['#', null],
    ['\n\n  \t\n## Title  \r\nx', 'Title'],
    ['---\ndescription: " x "\n---', ' x '],
    ['---\ndescription: \'"q"\'\n---', 'q'],
    ['---\ndescription: ""\n---\n# H', null], // empty description: no heading fallback
    ['---\n  description:   Indented\n---', 'Indented'],
    ['---\ndescription: >\n  folded\n---', '>'],
    ['---\nDescription: X\n---\n# H', 'H'], // case-sensitive key
    ['---\nname: n\n---\n# After', 'After'],
    ['---\nname: n\n# never', null], // unclosed frontmatter
    ['  ---  \r\ndescription: CRLF\r\n---\r\n', 'CRLF'],
    ['\uFEFF---\ndescription: X\n---\n# H', 'H'], // BOM blocks frontmatter
    ['\u0085# NEL', 'NEL'], // U+0085 is space
    ['\u00A0\u3000# wide', 'wide'],
    ['prose\nmore prose', null],
    ['text\n---\ndescription: X\n---', null], // frontmatter only on the first non-blank line
  ])('%j → %j', (src, want) => {
    expect(label(src)).toBe(want === null ? null : u(want));
  });
  it('truncation counts code points: 120 kept whole, 121 cut to 120 + "…"', () => {
    const s120 = 'é'.repeat(120);
    expect(label('# ' + s120)).toBe(u(s120));
    expect(label('# ' + s120 + 'z')).toBe(u(s120 + '…'));
  });
  it('invalid UTF-8 bytes count as one code point: raw when untruncated, U+FFFD when cut', () => {
    const raw = Buffer.concat([Buffer.from('# '), Buffer.alloc(120, 0xff)]);
    expect(extractLabel(raw).bytes).toEqual(Buffer.alloc(120, 0xff));
    const long = Buffer.concat([Buffer.from('# '), Buffer.alloc(121, 0xff)]);
    expect(extractLabel(long).bytes).toEqual(Buffer.from('\uFFFD'.repeat(120) + '…', 'utf8'));
  });
  it('only the first 32768 bytes are looked at', () => {
    expect(label('\n'.repeat(32768) + '# late')).toBe(null);
    expect(label('\n'.repeat(32766) + '#x')).toBe('x');
  });
});

describe('§6.4 FilterDiscovered', () => {
  const tree = { 'services/auth/AGENTS.md': '', 'docs/AGENTS.md': '', alias: { symlink: 'services' } };
  const kept = (a: ReturnType<typeof ctx> | null, s?: ReturnType<typeof ctx> | null) => {
    const m = makeModel(tree, { contextPaths: ['AGENTS.md'], agents: [agent('coder', { context: a })] });
    const d = discover(m);
    return filterDiscovered(m, target(m, 'coder', s), d.files, new Canonicaliser(m.source, m.W, 'linux'));
  };
  it.each([
    [['alias/'], ['docs/AGENTS.md']], // symlinked dir root subtracts its target's files (U7, U16)
    [['alias/auth/AGENTS.md'], ['docs/AGENTS.md']], // canonical through a symlinked ancestor
    [['Services/auth/AGENTS.md'], ['docs/AGENTS.md', 'services/auth/AGENTS.md']], // case-sensitive fs
    [['./'], ['docs/AGENTS.md', 'services/auth/AGENTS.md']], // rejected by containment: subtracts nothing
    [['../w/services/'], ['docs/AGENTS.md']], // cleans inside W
    [['services'], ['docs/AGENTS.md', 'services/auth/AGENTS.md']], // a directory without `/` is not a prefix
    [['${agent}/'], ['docs/AGENTS.md', 'services/auth/AGENTS.md']],
    [['/docs/AGENTS.md'], ['services/auth/AGENTS.md']], // re-rooted
  ])('agent %j keeps %j', (paths, want) => {
    expect(kept(ctx(paths, 'append')).kept.map((f) => f.rel)).toEqual(want);
  });
  it('the symlinked-dir root is flagged', () => {
    expect(kept(ctx(['alias/'])).removed[0]).toMatchObject({ symlinkDirRoot: true, raw: 'alias/' });
  });
  it("A's own mode is irrelevant; a step replace drops A's entries, a step append keeps them", () => {
    expect(kept(ctx(['docs/'], 'replace'), ctx(['services/'], 'append')).kept.map((f) => f.rel)).toEqual([]);
    expect(kept(ctx(['docs/'], 'xyzzy'), ctx(['services/'], 'replace')).kept.map((f) => f.rel)).toEqual(['docs/AGENTS.md']);
    expect(kept(ctx(['docs/'], 'append'), ctx(null)).kept.map((f) => f.rel)).toEqual(['services/auth/AGENTS.md']);
  });
});

describe('§6.4 case-sensitivity probe', () => {
  const fs = (stats: Record<string, string>): CanonicalFs => ({
    stat: (p) => (p in stats ? { kind: 'dir', id: stats[p]! } : null),
    realpath: (p) => (p in stats ? p : null),
  });
  it.each([
    [{}, '/Work', 'darwin', true], // Stat(W) fails → platform default
    [{}, '/Work', 'linux', false],
    [{ '/1/2': 'a' }, '/1/2', 'darwin', true], // no ASCII letter → platform default
    [{ '/1/2': 'a' }, '/1/2', 'linux', false],
    [{ '/Work': 'a' }, '/Work', 'darwin', false], // flipped spelling missing → sensitive on every OS
    [{ '/Work': 'a', '/WorK': 'b' }, '/Work', 'darwin', false], // another file
    [{ '/Work': 'a', '/WorK': 'a' }, '/Work', 'linux', true], // same file → insensitive
    [{ '/w/é1': 'a', '/W/é1': 'a' }, '/w/é1', 'linux', true], // last ASCII letter is the `w`
  ])('%j W=%s on %s → %s', (stats, W, platform, want) => {
    expect(probeCaseInsensitive(fs(stats), W, platform)).toBe(want);
  });
});

describe('§6.5 manifest rendering', () => {
  const file = (rel: string, label: string | Buffer | null): DiscoveredFile => ({
    abs: '/w/' + rel,
    rel,
    depth: 1,
    label: label === null ? null : label.toString(),
    labelBytes: label === null ? null : Buffer.isBuffer(label) ? label : Buffer.from(label, 'utf8'),
    labelFrom: label === null ? null : 'heading',
    bytes: 0,
  });
  const H = MANIFEST_HEADER + '\n' + MANIFEST_EXPLAINER + '\n';
  it('header bytes: 251, or 292 when truncated; no trailing newline', () => {
    expect(Buffer.byteLength(H)).toBe(251);
    const r = renderManifest([file('a/AGENTS.md', null)], true);
    expect(r.sizes.header).toBe(292);
    expect(r.bytes.toString()).toBe(MANIFEST_HEADER + ' (listing truncated at the discovery cap)\n' + MANIFEST_EXPLAINER + '\n- a/AGENTS.md');
  });
  it('an empty list renders nothing', () => {
    expect(renderManifest([], true).bytes.length).toBe(0);
  });
  it('the cap compares UTF-8 bytes: a labelled manifest of exactly M bytes is kept, one byte more degrades', () => {
    const files = [file('a/AGENTS.md', 'é'.repeat(10)), file('b/AGENTS.md', null)];
    const exact = 251 + Buffer.byteLength('- a/AGENTS.md: ' + 'é'.repeat(10) + '\n- b/AGENTS.md');
    expect(renderManifest(files, false, exact).degrade).toBe(0);
    expect(renderManifest(files, false, exact - 1).degrade).toBe(1);
    expect(renderManifest(files, false, exact - 1).bytes.toString()).toBe(H + '- a/AGENTS.md\n- b/AGENTS.md');
  });
  it('invalid label bytes are emitted as-is', () => {
    const r = renderManifest([file('a/AGENTS.md', Buffer.from([0xff, 0x41]))], false);
    expect(r.bytes.subarray(r.bytes.length - 4)).toEqual(Buffer.from([0x3a, 0x20, 0xff, 0x41]));
  });
  it('greedy cut: keeps lines while line + 1 + trailer fits', () => {
    const files = ['a', 'b', 'c'].map((x) => file(`${x}/AGENTS.md`, null)); // each line 13 bytes
    // Paths-only size: 251 + 13*3 + 2 = 292. Cap 291 → greedy.
    // i=0: 251+13+1+len("\n... 3 more files not shown")=27 → 292 > 291? yes → nothing kept.
    expect(renderManifest(files, false, 291).bytes.toString()).toBe(H + '\n... 3 more files not shown');
    // Cap 292 fits exactly (no labels: labelled and paths-only are the same bytes).
    expect(renderManifest(files, false, 292).degrade).toBe(0);
    // 10 lines of 13 bytes: paths-only 251+130+9 = 390. Cap 389: keep while used+14+trailer(27 for <10) ≤ 389.
    const ten = 'abcdefghij'.split('').map((x) => file(`${x}/AGENTS.md`, null));
    const r = renderManifest(ten, false, 389);
    // used after k lines = 251+14k; line k fits iff 251+14k+14+len(trailer) ≤ 389; trailer(10-k) is 28 bytes for 10, 27 below.
    // k=6: 251+84+14+27 = 376 fits; k=7: 251+98+14+27 = 390 does not → 7 kept, 3 not shown, 251+97+27 = 375 bytes.
    expect(r.notShown).toBe(3);
    expect(r.bytes.toString()).toBe(H + ten.slice(0, 7).map((f) => '- ' + f.rel).join('\n') + '\n... 3 more files not shown');
    expect(r.bytes.length).toBe(375);
  });
});

describe('§6.1 gates', () => {
  const tree = { 'a/AGENTS.md': '# A' };
  it('a step `nested: true` cannot re-enable an agent `nested: false`', () => {
    const m = makeModel(tree, { contextPaths: ['AGENTS.md'], agents: [agent('coder', { context: ctx(null, null, false) })] });
    expect(buildManifest(m, target(m, 'coder', ctx(null, null, true)), discover(m)).gatedBy).toBe('agent-nested-false');
  });
  it('`enabled: false` gates before everything; a filtered-empty set gates as empty', () => {
    const off = makeModel(tree, { contextPaths: ['AGENTS.md'], discovery: { enabled: false } });
    expect(buildManifest(off, target(off), discover(off)).gatedBy).toBe('disabled');
    const m = makeModel(tree, { contextPaths: ['AGENTS.md'], agents: [agent('coder', { context: ctx(['a/'], 'append') })] });
    expect(buildManifest(m, target(m), discover(m))).toMatchObject({ gatedBy: 'empty', text: '' });
  });
  it('the manifest ignores tool enablement (U23)', () => {
    const m = makeModel(tree, { contextPaths: ['AGENTS.md'], agents: [agent('coder', { allowTools: ['bash'] })] });
    expect(buildManifest(m, target(m), discover(m)).text.endsWith('- a/AGENTS.md: A')).toBe(true);
  });
});
