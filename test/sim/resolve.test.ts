import { describe, expect, it } from 'vitest';
import { resolveContext } from '../../src/runtimes/fork/sim/resolve.js';
import { simulateTarget, CONTEXT_HEADER } from '../../src/runtimes/fork/sim/simulate.js';
import { MemorySource, type MemoryNode } from '../../src/source/memory.js';
import { ctx, model, target, type ModelSpec } from './resolve-helpers.js';

/** A tree where every file holds `"<relpath>: test content"` (docs/runtimes/fork.md §9.1). */
function testTree(paths: string[], extra: Record<string, MemoryNode> = {}): Record<string, MemoryNode> {
  return { ...Object.fromEntries(paths.map((p) => [p, `${p}: test content`])), ...extra };
}

function resolveGlobal(tree: Record<string, MemoryNode>, contextPaths: string[]) {
  const m = model(new MemorySource('/w', tree), '/w', { contextPaths });
  return resolveContext(m, target(m, 'coder'));
}

function resolveWith(tree: Record<string, MemoryNode>, spec: ModelSpec, id = 'coder', step?: Parameters<typeof target>[2]) {
  const m = model(new MemorySource('/w', tree), '/w', spec);
  return resolveContext(m, target(m, id, step));
}

describe('resolver facts (docs/runtimes/fork.md §9.1)', () => {
  it('1. reads a named file', () => {
    expect(resolveGlobal(testTree(['a.txt']), ['a.txt']).text).toBe('# From:/w/a.txt\na.txt: test content');
  });
  it('2. walks a trailing-/ entry', () => {
    expect(resolveGlobal(testTree(['docs/one.txt', 'docs/two.txt']), ['docs/']).text).toBe(
      '# From:/w/docs/one.txt\ndocs/one.txt: test content\n# From:/w/docs/two.txt\ndocs/two.txt: test content',
    );
  });
  it('3. a file and a symlink to it appear once', () => {
    const r = resolveGlobal(testTree(['real.txt'], { 'link.txt': { symlink: 'real.txt' } }), ['real.txt', 'link.txt']);
    expect(r.files.map((f) => f.rel)).toEqual(['real.txt']);
    expect(r.collisions).toMatchObject([{ key: '/w/real.txt', winner: { abs: '/w/real.txt' }, loser: { abs: '/w/link.txt' }, race: true, samePath: false }]);
  });
  it('4. a dir and a symlinked dir appear once (the symlinked root reads nothing)', () => {
    const r = resolveGlobal(testTree(['realdir/file.txt'], { linkdir: { symlink: 'realdir' } }), ['realdir/', 'linkdir/']);
    expect(r.text).toBe('# From:/w/realdir/file.txt\nrealdir/file.txt: test content');
    expect(r.entries[1]).toMatchObject({ raw: 'linkdir/', skip: 'symlink-dir-root' });
  });
  it('5. the same entry twice appears once', () => {
    const r = resolveGlobal(testTree(['dup.txt']), ['dup.txt', 'dup.txt']);
    expect(r.files).toHaveLength(1);
    expect(r.collisions[0]).toMatchObject({ samePath: true, race: true });
  });
  it('6. a dir entry and a file inside it appear once', () => {
    const r = resolveGlobal(testTree(['ctx/notes.txt']), ['ctx/', 'ctx/notes.txt']);
    expect(r.text).toBe('# From:/w/ctx/notes.txt\nctx/notes.txt: test content');
  });
  it('7. a missing file gives ""', () => {
    const r = resolveGlobal({}, ['does-not-exist.txt']);
    expect(r.text).toBe('');
    expect(r.entries[0]).toMatchObject({ skip: 'missing' });
  });
  it('8. [] gives ""', () => {
    expect(resolveGlobal(testTree(['a.txt']), []).text).toBe('');
  });
  it('9. a walked symlink to an already-named file appears once', () => {
    const r = resolveGlobal(testTree(['source.txt'], { 'dir/link.txt': { symlink: '../source.txt' } }), ['source.txt', 'dir/']);
    expect(r.files.map((f) => f.rel)).toEqual(['source.txt']);
  });
  it('10. sorts a layer by path', () => {
    expect(resolveGlobal(testTree(['a.txt', 'b.txt']), ['b.txt', 'a.txt']).text).toBe(
      '# From:/w/a.txt\na.txt: test content\n# From:/w/b.txt\nb.txt: test content',
    );
  });

  describe('12. ResolveForAgent', () => {
    const tree = testTree(['AGENTS.md', 'AGENTS.agent.md', 'AGENTS.step.md', 'AGENTS.workhorse.md']);
    const G = '# From:/w/AGENTS.md\nAGENTS.md: test content';
    const A = '# From:/w/AGENTS.agent.md\nAGENTS.agent.md: test content';
    const S = '# From:/w/AGENTS.step.md\nAGENTS.step.md: test content';
    const step = (c: ReturnType<typeof ctx> | null) => ({ flowId: 'f', stepId: 's', context: c });
    const table: [string, ReturnType<typeof ctx> | null, ReturnType<typeof ctx> | null | undefined, string][] = [
      ['none / none', null, undefined, G],
      ['none / replace', null, ctx(['AGENTS.step.md']), S],
      ['mode omitted / none', ctx(['AGENTS.agent.md']), undefined, A],
      ['replace / append', ctx(['AGENTS.agent.md'], 'replace'), ctx(['AGENTS.step.md'], 'append'), A + '\n' + S],
      ['append / append', ctx(['AGENTS.agent.md'], 'append'), ctx(['AGENTS.step.md'], 'append'), G + '\n' + A + '\n' + S],
      ['agent names AGENTS.md again', ctx(['AGENTS.md', 'AGENTS.agent.md'], 'append'), undefined, G + '\n' + A],
      ['mode xyzzy', ctx(['AGENTS.agent.md'], 'xyzzy'), undefined, G + '\n' + A],
      ['mode Replace (case-sensitive)', ctx(['AGENTS.agent.md'], 'Replace'), undefined, G + '\n' + A],
      ['[] replace', ctx([], 'replace'), undefined, ''],
      ['[] append', ctx([], 'append'), undefined, G],
      ['append / [] replace', ctx(['AGENTS.agent.md'], 'append'), ctx([]), ''],
      ['undeclared step (nested only)', ctx(['AGENTS.agent.md'], 'append'), ctx(null), G + '\n' + A],
    ];
    for (const [name, a, s, want] of table) {
      it(name, () => {
        const r = resolveWith(tree, { agents: { coder: a } }, 'coder', s === undefined ? undefined : step(s));
        expect(r.text).toBe(want);
      });
    }
    it('expands ${agent}', () => {
      const r = resolveWith(tree, { agents: { workhorse: ctx(['AGENTS.${agent}.md']) } }, 'workhorse');
      expect(r.files.map((f) => f.rel)).toEqual(['AGENTS.workhorse.md']);
    });
    it('lists the participating layers with their modes', () => {
      const r = resolveWith(tree, { agents: { coder: ctx(['AGENTS.agent.md'], 'xyzzy') } }, 'coder', step(ctx(['AGENTS.step.md'], 'append')));
      expect(r.layers).toEqual([
        { name: 'global', mode: 'append', rawMode: null, declared: true },
        { name: 'agent', mode: 'append', rawMode: 'xyzzy', declared: true },
        { name: 'step', mode: 'append', rawMode: 'append', declared: true },
      ]);
    });
  });

  it('14. containment: traversal-only agent replace layer gives ""; escaping symlink rejected', () => {
    const tree = testTree(['AGENTS.md', 'safe.md'], { 'evil.md': { symlink: '../outside.txt' }, '../outside.txt': 'secret' });
    expect(resolveWith(tree, { agents: { coder: ctx(['../../../etc/passwd']) } }).text).toBe('');
    const r = resolveWith(tree, { agents: { coder: ctx(['evil.md']) } });
    expect(r.text).toBe('');
    expect(r.entries[0]).toMatchObject({ skip: 'escapes', detail: '/outside.txt' });
    expect(resolveWith(tree, { agents: { coder: ctx(['safe.md', '..']) } }).files.map((f) => f.rel)).toEqual(['safe.md']);
  });
});

describe('layer resolution details (docs/runtimes/fork.md §5.3–§5.6)', () => {
  it('never expands or checks the global layer', () => {
    const r = resolveGlobal({ 'AGENTS.${agent}.md': 'literal', '../up.md': 'up' }, ['AGENTS.${agent}.md', '../up.md']);
    expect(r.files.map((f) => [f.rel, f.outsideW])).toEqual([
      ['../up.md', true],
      ['AGENTS.${agent}.md', false],
    ]);
  });
  it('case 18: rejects ., ./, .., ../x and an escaping symlink; re-roots /docs/abs.md', () => {
    const r = resolveWith(
      { 'AGENTS.md': 'global rules\n', 'docs/abs.md': 're-rooted absolute entry\n', 'safe.md': 'safe\n', 'evil.md': { symlink: '../outside.txt' }, '../outside.txt': 'outside' },
      { agents: { coder: ctx(['.', './', '..', '../outside.txt', 'evil.md', '/docs/abs.md', 'safe.md'], 'append') } },
    );
    expect(r.text).toBe('# From:/w/AGENTS.md\nglobal rules\n\n# From:/w/docs/abs.md\nre-rooted absolute entry\n\n# From:/w/safe.md\nsafe\n');
    expect(r.entries.filter((e) => e.layer === 'agent').map((e) => e.skip)).toEqual(['escapes', 'escapes', 'escapes', 'escapes', 'escapes', null, null]);
    expect(r.entries.find((e) => e.raw === '/docs/abs.md')?.reRooted).toBe(true);
  });
  it('case 16: token skips never probe decoy files', () => {
    const r = resolveWith(
      {
        'AGENTS.md': 'global rules\n',
        'AGENTS.coder.md': 'coder\n',
        'docs/fromenv.md': 'env\n',
        'AGENTS.${unknown}.md': 'MUST NOT APPEAR',
        'AGENTS..md': 'MUST NOT APPEAR',
        'notes/.md': 'MUST NOT APPEAR',
        '${}.md': 'MUST NOT APPEAR',
      },
      { env: { DOC: 'fromenv' }, agents: { coder: ctx(['AGENTS.${agent}.md', 'docs/${env.DOC}.md', 'AGENTS.${unknown}.md', 'AGENTS.${flow.id}.md', 'notes/${env.UNSET}.md', '${}.md'], 'append') } },
    );
    expect(r.files.map((f) => f.rel)).toEqual(['AGENTS.md', 'AGENTS.coder.md', 'docs/fromenv.md']);
    expect(r.entries.slice(3).map((e) => [e.skip, e.detail])).toEqual([
      ['unknown-token', 'unknown'],
      ['empty-token', 'flow.id'],
      ['empty-token', 'env.UNSET'],
      ['unknown-token', ''],
    ]);
  });
  it('case 17: flow tokens in a step layer', () => {
    const r = resolveWith({ 'ship/check.md': 'x', 'AGENTS.ship.md': 'y' }, {}, 'coder', {
      flowId: 'ship',
      stepId: 'check',
      context: ctx(['${flow.id}/${flow.step}.md', 'AGENTS.${flow.id}.md']),
    });
    expect(r.files.map((f) => [f.rel, f.layer])).toEqual([
      ['AGENTS.ship.md', 'step'],
      ['ship/check.md', 'step'],
    ]);
  });
  it('case 19: a global file named again, or through a symlink, keeps its global position', () => {
    const r = resolveWith(
      { 'AGENTS.md': 'agents rules\n', 'CLAUDE.md': 'claude rules\n', 'A.md': 'agent extra\n', 'docs/alias.md': { symlink: '../AGENTS.md' } },
      { contextPaths: ['CLAUDE.md', 'AGENTS.md'], agents: { coder: ctx(['docs/alias.md', 'AGENTS.md', 'A.md'], 'append') } },
    );
    expect(r.text).toBe('# From:/w/AGENTS.md\nagents rules\n\n# From:/w/CLAUDE.md\nclaude rules\n\n# From:/w/A.md\nagent extra\n');
    expect(r.collisions.map((c) => [c.winner.abs, c.loser.abs, c.race])).toEqual([
      ['/w/AGENTS.md', '/w/docs/alias.md', false],
      ['/w/AGENTS.md', '/w/AGENTS.md', false],
    ]);
  });
  it('case 03: walk includes hidden files, reads symlinked files, skips symlinked dirs, sorts by bytes', () => {
    const r = resolveWith(
      {
        'docs/.hdir/x.md': 'h\n',
        'docs/.hidden.md': 'hf\n',
        'docs/B.md': 'B\n',
        'docs/a.md': 'a\n',
        'docs/link.md': { symlink: '../shared/target.md' },
        'docs/linkdir': { symlink: '../other' },
        'docs/sub-x.md': 'dash\n',
        'docs/sub.md': 'dot\n',
        'docs/sub/deep/z.md': 'deep\n',
        'other/o.md': 'MUST NOT APPEAR',
        'shared/target.md': 'shared target\n',
        'A.md': 'agent file\n',
      },
      { contextPaths: ['docs/', 'docs/a.md'], agents: { coder: ctx(['A.md'], 'append') } },
    );
    expect(r.files.map((f) => f.rel)).toEqual([
      'docs/.hdir/x.md',
      'docs/.hidden.md',
      'docs/B.md',
      'docs/a.md',
      'docs/link.md',
      'docs/sub-x.md',
      'docs/sub.md',
      'docs/sub/deep/z.md',
      'A.md',
    ]);
    const docs = r.entries[0]!;
    expect(docs.candidates!.find((c) => c.abs === '/w/docs/linkdir')).toMatchObject({ kind: 'symlink', skip: 'is-directory' });
    expect(r.files.find((f) => f.rel === 'docs/link.md')).toMatchObject({ realPath: '/w/shared/target.md', outsideW: false });
  });
  it('a regular file named with a trailing / is read under its joined path (U16)', () => {
    const r = resolveGlobal({ 'AGENTS.md': 'x' }, ['AGENTS.md/']);
    expect(r.text).toBe('# From:/w/AGENTS.md\nx');
  });
  it('a directory named without / reads nothing', () => {
    expect(resolveGlobal({ 'docs/a.md': 'x' }, ['docs']).entries[0]).toMatchObject({ skip: 'is-directory' });
  });
  it('an empty directory and a missing root', () => {
    const r = resolveGlobal({ 'empty': { dir: true } }, ['empty/', 'nope/']);
    expect(r.entries.map((e) => e.skip)).toEqual(['empty-dir', 'missing']);
  });
  it('a walked symlink out of W is read through the link (U22)', () => {
    const r = resolveWith({ 'ctx/leak.md': { symlink: '../../secret.md' }, '../secret.md': 'secret' }, { contextPaths: [], agents: { coder: ctx(['ctx/']) } });
    expect(r.files).toMatchObject([{ abs: '/w/ctx/leak.md', realPath: '/secret.md', outsideW: true, layer: 'agent' }]);
    expect(r.text).toBe('# From:/w/ctx/leak.md\nsecret');
  });
  it('a FIFO claims its key and contributes nothing (U25); an unreadable file likewise', () => {
    const r = resolveGlobal({ pipe: { fifo: true }, 'locked.md': { unreadable: 'x' }, 'ok.md': '' }, ['pipe', 'locked.md', 'ok.md', 'PIPE']);
    expect(r.entries.map((e) => e.skip)).toEqual(['not-regular', 'unreadable', null, 'duplicate']);
    expect(r.text).toBe('# From:/w/ok.md\n');
  });
  it('keeps content bytes as they are (no UTF-8 round trip)', () => {
    const bytes = Buffer.from([0xff, 0xfe, 0x41, 0x0d, 0x0a]);
    const r = resolveGlobal({ 'bin.md': bytes }, ['bin.md']);
    expect(r.raw).toEqual(Buffer.concat([Buffer.from('# From:/w/bin.md\n'), bytes]));
  });
  it('sorts by UTF-8 bytes, not UTF-16 units', () => {
    const r = resolveGlobal({ 'd/\uFF21.md': '1', 'd/\u{1F600}.md': '2' }, ['d/']);
    expect(r.files.map((f) => f.rel)).toEqual(['d/\uFF21.md', 'd/\u{1F600}.md']);
  });
});

describe('deterministic dedupe (docs/runtimes/fork.md §8 U5, U6)', () => {
  it('a missing lower-case default spelling hides OpenCode.md in the same layer', () => {
    const r = resolveGlobal({ 'OpenCode.md': 'mixed' }, ['opencode.md', 'OpenCode.md']);
    expect(r.text).toBe('');
    expect(r.collisions).toMatchObject([{ key: '/w/opencode.md', winner: { abs: '/w/opencode.md', exists: false }, loser: { abs: '/w/OpenCode.md', exists: true }, race: true }]);
  });
  it('of two distinct case-variant files the first declared survives', () => {
    const r = resolveGlobal({ 'OpenCode.md': 'mixed', 'OPENCODE.md': 'upper' }, ['OPENCODE.md', 'OpenCode.md']);
    expect(r.files.map((f) => f.rel)).toEqual(['OPENCODE.md']);
  });
  it('across layers a missing global spelling hides the agent file, without a race', () => {
    const r = resolveWith({ 'OpenCode.md': 'x' }, { contextPaths: ['opencode.md'], agents: { coder: ctx(['OpenCode.md'], 'append') } });
    expect(r.text).toBe('');
    expect(r.collisions).toMatchObject([{ winner: { layer: 'global' }, loser: { layer: 'agent' }, race: false }]);
  });
  it('a symlinked component makes the keys differ', () => {
    const r = resolveGlobal({ 'real/OpenCode.md': 'x', 'lnk': { symlink: 'real' } }, ['lnk/opencode.md', 'lnk/OpenCode.md']);
    expect(r.files.map((f) => f.rel)).toEqual(['lnk/OpenCode.md']);
    expect(r.collisions).toEqual([]);
  });
  it('keys use Go ToLower per code point (final sigma, dotted I)', () => {
    const r = resolveGlobal({ 'ΟΔΟΣ.md': 'x' }, ['οδοσ.md', 'ΟΔΟΣ.md']);
    expect(r.collisions.map((c) => c.key)).toEqual(['/w/οδοσ.md']);
  });
});

describe('prompt assembly (docs/runtimes/fork.md §9.3, §5.7)', () => {
  it('1. header + context, no manifest', () => {
    const m = model(new MemorySource('/w', { 'AGENTS.md': 'root instructions\n', 'docs/extra.md': 'extra\n' }), '/w', { contextPaths: ['AGENTS.md', 'docs/'] });
    const sim = simulateTarget(m, target(m, 'coder'), { files: [], truncated: false });
    expect(CONTEXT_HEADER).toHaveLength(88);
    expect(sim.renderedBytes!.toString()).toBe(
      '\n\n# Project-Specific Context\n Make sure to follow the instructions in the context below\n# From:/w/AGENTS.md\nroot instructions\n\n# From:/w/docs/extra.md\nextra\n',
    );
  });
  it('5. a step replace layer shows the step text, not the root text', () => {
    const m = model(new MemorySource('/w', { 'AGENTS.md': 'root\n', 'STEP.md': 'step text\n' }), '/w');
    const sim = simulateTarget(m, target(m, 'coder', { flowId: 'f', stepId: 's', context: ctx(['STEP.md']) }), { files: [], truncated: false });
    expect(sim.rendered).toContain('step text');
    expect(sim.rendered).not.toContain('root');
  });
  it('an empty resolution prints nothing, not even the header', () => {
    const m = model(new MemorySource('/w', { 'AGENTS.md': 'root\n' }), '/w', { agents: { coder: ctx([]) } });
    expect(simulateTarget(m, target(m, 'coder'), { files: [], truncated: false }).renderedBytes).toEqual(Buffer.alloc(0));
  });
});

describe('per-run memo', () => {
  it('targets sharing one cache stay independent: a later layer never leaks into another target', async () => {
    const { ReadCache } = await import('../../src/runtimes/fork/sim/read-cache.js');
    const m = model(new MemorySource('/w', { 'AGENTS.md': 'g', 'A.md': 'a', 'alias.md': { symlink: 'AGENTS.md' } }), '/w', {
      agents: { one: ctx(['alias.md', 'A.md'], 'append'), two: ctx(['A.md'], 'append'), three: ctx(['A.md'], 'replace') },
    });
    const cache = new ReadCache(m.source);
    const [one, two, three] = ['one', 'two', 'three'].map((id) => resolveContext(m, target(m, id), cache));
    expect(one!.collisions).toHaveLength(1);
    expect(two!.collisions).toEqual([]);
    expect(two!.files.map((f) => [f.rel, f.layer])).toEqual([
      ['AGENTS.md', 'global'],
      ['A.md', 'agent'],
    ]);
    expect(three!.files.map((f) => [f.rel, f.layer])).toEqual([['A.md', 'agent']]);
    // the global layer's traces are resolved once and shared
    expect(one!.entries[0]).toBe(two!.entries[0]);
  });
  it('two flow steps without context running one agent share its resolution', async () => {
    const { ReadCache } = await import('../../src/runtimes/fork/sim/read-cache.js');
    const m = model(new MemorySource('/w', { 'AGENTS.md': 'g' }), '/w');
    const cache = new ReadCache(m.source);
    const a = resolveContext(m, target(m, 'coder', { flowId: 'f', stepId: 's1', context: null }), cache);
    const b = resolveContext(m, target(m, 'coder', { flowId: 'f', stepId: 's2', context: null }), cache);
    expect(a.files).toBe(b.files);
    expect([a.target.stepId, b.target.stepId]).toEqual(['s1', 's2']);
  });
  it('token values are part of the key: ${flow.step} differs per step', async () => {
    const { ReadCache } = await import('../../src/runtimes/fork/sim/read-cache.js');
    const m = model(new MemorySource('/w', { 'AGENTS.md': 'g', 's1.md': '1', 's2.md': '2' }), '/w', { agents: { coder: ctx(['${flow.step}.md'], 'append') } });
    const cache = new ReadCache(m.source);
    const texts = ['s1', 's2'].map((s) => resolveContext(m, target(m, 'coder', { flowId: 'f', stepId: s, context: null }), cache).files.map((f) => f.rel));
    expect(texts).toEqual([
      ['AGENTS.md', 's1.md'],
      ['AGENTS.md', 's2.md'],
    ]);
  });
});
