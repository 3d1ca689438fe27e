import { describe, expect, it } from 'vitest';
import { MemorySource } from '../../../src/source/memory.js';
import { loadOac } from '../../../src/runtimes/oac/load/oac.js';
import { contextTree } from '../../rules/opencode/oac-trees.js';

const nav = [
  '# Core', // 1
  '', // 2
  '| `standards/code-quality.md` | critical |', // 3
  '| `backend/rest.md` [future] |', // 4
  '```', // 5
  '└── fenced.md', // 6
  '```', // 7
  '## Planned content', // 8
  '- `later.md`', // 9
  '### Detail', // 10
  '- `later-too.md`', // 11
  '## audio-content.md', // 12
  'See [docs](../README.md#top), `{topic}.md`, `*.md` and `.opencode/agent/x.md`.', // 13
  '',
].join('\n');

describe('loadOac (docs/runtimes/oac.md §1, §5)', () => {
  it('is off without a context tree or an OAC-shaped registry.json', () => {
    expect(loadOac(new MemorySource('/w', { 'registry.json': '{"name": "npm-like"}', '.opencode/agent/a.md': 'x' }), '/w')).toBeNull();
    expect(loadOac(new MemorySource('/w', { 'registry.json': '{not json' }), '/w')).toBeNull();
  });

  it('switches on for a registry alone and is frozen', () => {
    const m = loadOac(new MemorySource('/w', { 'registry.json': '{"components": {"agents": [{"id": "a", "path": "a.md"}]}}' }), '/w');
    expect(m?.triggers).toEqual(['registry']);
    expect(m?.tree).toBeNull();
    expect(Object.isFrozen(m?.registry?.entries[0])).toBe(true);
  });

  it('reads navigation references with positions, planned marks, and no fenced or placeholder text', () => {
    const m = loadOac(new MemorySource('/w', contextTree({ '.opencode/context/core/navigation.md': nav, '.opencode/context/README.md': 'x', '.opencode/agent/x.md': 'x' })), '/w')!;
    const refs = m.tree!.navigation.find((n) => n.path === '.opencode/context/core/navigation.md')!.references;
    expect(refs.map((r) => [r.text, r.span.start.line, r.span.start.column, r.span.end.column, r.planned, r.resolved])).toEqual([
      ['standards/code-quality.md', 3, 3, 30, false, '.opencode/context/core/standards/code-quality.md'],
      ['backend/rest.md', 4, 3, 20, true, null],
      ['later.md', 9, 3, 13, true, null],
      ['later-too.md', 11, 3, 17, true, null],
      ['audio-content.md', 12, 1, 20, false, null],
      ['../README.md', 13, 5, 29, false, '.opencode/context/README.md'],
      ['.opencode/agent/x.md', 13, 56, 78, false, '.opencode/agent/x.md'],
    ]);
  });

  it('records symlinks in the tree with where they land', () => {
    const m = loadOac(
      new MemorySource('/w', contextTree({ '.opencode/context/core/standards/code.md': { symlink: 'code-quality.md' }, '.opencode/context/out.md': { symlink: '../../README.md' }, 'README.md': 'x' })),
      '/w',
    )!;
    const links = m.tree!.entries.filter((e) => e.kind === 'symlink').map((e) => [e.treePath, e.linkResolved, e.linkInside]);
    expect(links).toEqual([
      ['core/standards/code.md', '.opencode/context/core/standards/code-quality.md', true],
      ['out.md', 'README.md', false],
    ]);
  });
});

describe('hostile input (docs/runtimes/oac.md §2, §9.2)', () => {
  it('refuses pathological nesting with a positioned problem instead of recursing', () => {
    const deep = '{"components":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}';
    const yamlDeep = '---\n' + Array.from({ length: 400 }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' 1\n---\n# x\n';
    const m = loadOac(
      new MemorySource(
        '/w',
        contextTree({
          'registry.json': deep,
          '.opencode/context/core/deep.md': yamlDeep,
          '.opencode/agent/deep.md': yamlDeep,
          '.tmp/sessions/s1/.manifest.json': '['.repeat(20_000),
        }),
      ),
      '/w',
    )!;
    expect(m.registry?.errors.map((e) => [e.message, e.span.start.column])).toEqual([['nested more than 512 levels deep; not checked', 526]]);
    expect(m.sessions[0]?.shapeIssues.map((i) => [i.messageId, i.data['error']])).toEqual([['invalidJson', 'nested more than 512 levels deep']]);
    const fm = m.tree!.entries.find((e) => e.treePath === 'core/deep.md')!.frontmatter;
    expect(fm).toMatchObject({ ok: false, message: 'nested more than 256 levels deep; not parsed' });
    expect(m.agents[0]?.parsed).toBe(false);
  });
});
