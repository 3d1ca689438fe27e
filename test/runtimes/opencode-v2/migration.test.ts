/**
 * The V1 → V2 migration report (docs/runtimes/opencode-v2.md §7) over small trees.
 */
import { describe, expect, it } from 'vitest';
import { MemorySource, type MemoryNode } from '../../../src/source/memory.js';
import { migrationReport } from '../../../src/runtimes/opencode-v2/sim/migration.js';
import { formatMigration } from '../../../src/report/opencode-v2-migration.js';
import { DEFAULT_V2_OPTIONS } from '../../../src/runtimes/opencode-v2/model/types.js';

function report(tree: Record<string, MemoryNode>, location: string, vars: Record<string, string> = {}, withGlobal = false) {
  return migrationReport(new MemorySource('/', tree), { location, vars, withGlobal }, DEFAULT_V2_OPTIONS);
}

describe('migration report (§7)', () => {
  it('a CLAUDE.md-only repository loses its instructions; an instructions entry is ignored', () => {
    const r = report({ 'r/.git': { dir: true }, 'r/CLAUDE.md': 'c\n', 'r/opencode.json': '{"instructions": ["docs/style.md"]}', 'r/docs/style.md': 's\n' }, '/r');
    expect(r.basis).toBe('V2, from the documentation');
    expect(r.locations[0]).toEqual({
      location: '.',
      v1: ['CLAUDE.md', 'docs/style.md'],
      v2: [],
      changes: [
        { file: 'CLAUDE.md', change: 'only-v1', why: 'V2 loads AGENTS.md only; the CLAUDE.md fallback is documented but not in the code (R2)' },
        { file: 'docs/style.md', change: 'only-v1', why: 'listed in "instructions" ("docs/style.md"): V2 ignores the key (R3)' },
      ],
      bytes: { v1: 'Instructions from: /r/CLAUDE.md\nc\n\nInstructions from: /r/docs/style.md\ns\n'.length, v2: 0 },
    });
  });

  it('files above the worktree under home arrive with V2; a nested Location is compared too', () => {
    const r = report(
      { 'home/u/AGENTS.md': 'h', 'home/u/r/.git': { dir: true }, 'home/u/r/AGENTS.md': 'a', 'home/u/r/pkg/CLAUDE.md': 'c' },
      '/home/u/r',
      { HOME: '/home/u' },
      true,
    );
    expect(r.locations.map((l) => [l.location, l.v1, l.v2])).toEqual([
      ['.', ['AGENTS.md'], ['AGENTS.md', '../AGENTS.md']],
      ['pkg', ['AGENTS.md'], ['AGENTS.md', '../AGENTS.md']],
    ]);
    expect(r.locations[0]!.changes).toEqual([{ file: '../AGENTS.md', change: 'only-v2', why: 'above the worktree (the repository root): V2 walks up to home (R1)' }]);
    expect(r.disclosure).toEqual([{ dir: 'pkg', v1: 'CLAUDE.md in the read result', v2: 'nothing: V2 reads AGENTS.md only' }]);
  });

  it('a symlinked AGENTS.md changes its header to the real path', () => {
    const r = report({ 'r/.git': { dir: true }, 'r/docs/guide.md': 'g', 'r/AGENTS.md': { symlink: 'docs/guide.md' } }, '/r');
    expect(r.locations[0]!.changes).toEqual([{ file: 'AGENTS.md', change: 'header-path', why: 'V2 names the real path docs/guide.md in "Instructions from:"' }]);
  });

  it('an agent named in frontmatter is renamed to its path ID', () => {
    const r = report({ 'r/.git': { dir: true }, 'r/.opencode/agent/sub/scout.md': '---\nname: ContextScout\ndescription: d\n---\n' }, '/r');
    expect(r.agents).toEqual([
      {
        v1Id: 'ContextScout',
        v2Id: 'sub/scout',
        file: '.opencode/agent/sub/scout.md',
        change: 'renamed',
        detail: 'frontmatter name "ContextScout" no longer sets the ID; calls to "ContextScout" stop resolving; legacy frontmatter migrated: name → request.body (the ID stays path-derived)',
      },
    ]);
  });

  it('two files V1 names alike: V1 keeps one at random, V2 keeps both under their paths', () => {
    const r = report({ 'r/.git': { dir: true }, 'r/.opencode/agent/a.md': '---\nname: Same\n---\n', 'r/.opencode/agent/b.md': '---\nname: Same\n---\n' }, '/r');
    expect(r.agents.map((a) => [a.v2Id, a.detail.includes('V1 gives the same ID to .opencode/agent/' + (a.v2Id === 'a' ? 'b' : 'a') + '.md and keeps one at random, V2 keeps both')])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });

  it('a directory with its own opencode.jsonc is a Location; the text report groups and explains', () => {
    const r = report(
      {
        'r/.git': { dir: true },
        'r/AGENTS.md': 'a\n',
        'r/h/opencode.jsonc': '{"instructions": ["rules.md"]}',
        'r/h/rules.md': 'rules\n',
        'r/pkg/CLAUDE.md': 'c\n',
      },
      '/r',
    );
    expect(formatMigration(r)).toBe(
      [
        'Migration report: OpenCode V1 (opencode-ai 1.18.33, as simulated by --runtime opencode) → V2 (V2, from the documentation).',
        'Options: walk stop home (R1), CLAUDE.md fallback off (R2), instructions key inert (R3).',
        '',
        'Instruction baseline per Location:',
        '  h: V1 2 files, 74 bytes → V2 1 file, 34 bytes',
        '    - h/rules.md: listed in "instructions" ("rules.md"): V2 ignores the key (R3)',
        '  2 other Locations load the same files (V2 separates blocks with a blank line, so the bytes differ when there are two or more).',
        '',
        'Agents (V2 migrates V1 frontmatter by itself; a renamed agent needs its callers updated):',
        '  no change',
        '',
        'Nested instructions at read time (V1 appends them to the read result; V2 adds AGENTS.md as a synthetic',
        'session message, also on a directory listing and when AGENTS.md itself is read):',
        '  - pkg: V1 CLAUDE.md in the read result; V2 nothing: V2 reads AGENTS.md only',
        '',
        'Warnings:',
        '  pkg/CLAUDE.md: CLAUDE.md without an AGENTS.md beside it: loaded only by builds that implement the documented CLAUDE.md fallback [r2-claude-fallback, docs/runtimes/opencode-v2.md §4.6]',
        '',
      ].join('\n'),
    );
  });

  it('a .opencode folder is not a Location, but its AGENTS.md is still listed for read-time disclosure', () => {
    const r = report({ 'r/.git': { dir: true }, 'r/AGENTS.md': 'a', 'r/.opencode/opencode.json': '{}', 'r/.opencode/AGENTS.md': 'o' }, '/r');
    expect(r.locations.map((l) => l.location)).toEqual(['.']);
    expect(r.disclosure.map((d) => d.dir)).toEqual(['.opencode']);
  });
});
