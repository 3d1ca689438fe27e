/**
 * The V2 instruction baseline (docs/runtimes/opencode-v2.md §4; spec runtime-opencode.md §6.2),
 * one small tree per rule, expected bytes written out. V2 is modelled from the documentation:
 * these expectations are worked out from the spec and the referenced source, not captured.
 */
import { describe, expect, it } from 'vitest';
import { MemorySource, type MemoryNode } from '../../../src/source/memory.js';
import { loadV2 } from '../../../src/runtimes/opencode-v2/sim/model.js';
import { DEFAULT_V2_OPTIONS, type V2Options } from '../../../src/runtimes/opencode-v2/model/types.js';

const HOME = '/home/u';
const XDG = '/home/u/.config';

function run(tree: Record<string, MemoryNode>, location: string, opts: Partial<V2Options> = {}, vars: Record<string, string> = {}, withGlobal = true) {
  const source = new MemorySource('/', tree);
  return loadV2(source, { location, vars: { HOME, XDG_CONFIG_HOME: XDG, ...vars }, withGlobal }, { ...DEFAULT_V2_OPTIONS, ...opts });
}

describe('V2 instruction baseline (§4)', () => {
  it('docs example: Location packages/web loads global, then web, packages, root — nearest first, blank line between blocks', () => {
    const m = run(
      {
        'home/u/.config/opencode/AGENTS.md': 'G\n',
        'home/u/p/.git': { dir: true },
        'home/u/p/AGENTS.md': 'R\n',
        'home/u/p/packages/AGENTS.md': 'P\n',
        'home/u/p/packages/web/AGENTS.md': 'W\n',
      },
      '/home/u/p/packages/web',
    );
    expect(m.rendered).toBe(
      'Instructions from: /home/u/.config/opencode/AGENTS.md\nG\n' +
        '\n\n' +
        'Instructions from: /home/u/p/packages/web/AGENTS.md\nW\n' +
        '\n\n' +
        'Instructions from: /home/u/p/packages/AGENTS.md\nP\n' +
        '\n\n' +
        'Instructions from: /home/u/p/AGENTS.md\nR\n',
    );
    expect(m.baseline.files.map((f) => f.origin)).toEqual(['global', 'project', 'project', 'project']);
  });

  it('content is raw: no trimming, CRLF and a missing final newline kept; a BOM is dropped', () => {
    const m = run({ 'w/.git': { dir: true }, 'w/AGENTS.md': Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0x0d, 0x0a, 0x62]) }, '/w', {}, {}, false);
    expect(m.rendered).toBe('Instructions from: /w/AGENTS.md\na\r\nb');
  });

  it('only AGENTS.md: CLAUDE.md and CONTEXT.md are not loaded (R2 off by default) and each CLAUDE-only directory gets a warning', () => {
    const m = run({ 'w/.git': { dir: true }, 'w/CLAUDE.md': 'c', 'w/sub/CONTEXT.md': 'x', 'w/sub/AGENTS.md': 'a' }, '/w/sub', {}, {}, false);
    expect(m.rendered).toBe('Instructions from: /w/sub/AGENTS.md\na');
    expect(m.notes.filter((n) => n.id === 'r2-claude-fallback').map((n) => n.file)).toEqual(['/w/CLAUDE.md']);
  });

  it('R2 option: CLAUDE.md read in a directory without AGENTS.md; AGENTS.md in the same directory wins', () => {
    const tree = { 'w/.git': { dir: true }, 'w/CLAUDE.md': 'c', 'w/sub/CLAUDE.md': 'no', 'w/sub/AGENTS.md': 'a' } as const;
    const m = run({ ...tree }, '/w/sub', { claudeFallback: true }, {}, false);
    expect(m.rendered).toBe('Instructions from: /w/sub/AGENTS.md\na\n\nInstructions from: /w/CLAUDE.md\nc');
    const off = run({ ...tree }, '/w/sub', { claudeFallback: true }, { OPENCODE_DISABLE_CLAUDE_CODE_PROMPT: '1' }, false);
    expect(off.rendered).toBe('Instructions from: /w/sub/AGENTS.md\na');
  });

  it('R2 option: ~/.claude/CLAUDE.md stands in for a missing global AGENTS.md', () => {
    const m = run({ 'home/u/.claude/CLAUDE.md': 'cc', 'srv/w/.git': { dir: true } }, '/srv/w', { claudeFallback: true });
    expect(m.rendered).toBe('Instructions from: /home/u/.claude/CLAUDE.md\ncc');
    expect(run({ 'home/u/.claude/CLAUDE.md': 'cc', 'srv/w/.git': { dir: true } }, '/srv/w').rendered).toBe('');
  });

  it('R1 default: under home the walk goes past the project root up to home, and the stop directory is searched', () => {
    const tree = { 'home/u/AGENTS.md': 'H', 'home/u/code/AGENTS.md': 'C', 'home/u/code/p/.git': { dir: true }, 'home/u/code/p/AGENTS.md': 'P', 'home/AGENTS.md': 'never' };
    const m = run(tree, '/home/u/code/p');
    expect(m.rendered).toBe('Instructions from: /home/u/code/p/AGENTS.md\nP\n\nInstructions from: /home/u/code/AGENTS.md\nC\n\nInstructions from: /home/u/AGENTS.md\nH');
    const r1 = m.notes.find((n) => n.id === 'r1-walk-stop');
    expect(r1?.message).toBe('under the earlier revision (stop at the project root) V2 would not load /home/u/code/AGENTS.md, /home/u/AGENTS.md');
  });

  it('without --with-global the walk stays in the project root, and a note names what V2 would add above it', () => {
    const m = run({ 'home/u/AGENTS.md': 'H', 'home/u/p/.git': { dir: true }, 'home/u/p/AGENTS.md': 'P' }, '/home/u/p', {}, {}, false);
    expect(m.rendered).toBe('Instructions from: /home/u/p/AGENTS.md\nP');
    expect(m.notes.find((n) => n.id === 'walk-above-root-not-read')?.message).toBe(
      '/home/u/AGENTS.md lies above the project root on the walk to home: V2 (docs and later revisions) loads it; pass --with-global to include user-level files',
    );
  });

  it('R1 option root: the walk stops at the project root', () => {
    const m = run({ 'home/u/AGENTS.md': 'H', 'home/u/p/.git': { dir: true }, 'home/u/p/AGENTS.md': 'P' }, '/home/u/p', { walkStop: 'root' });
    expect(m.rendered).toBe('Instructions from: /home/u/p/AGENTS.md\nP');
    expect(m.notes.some((n) => n.id === 'r1-walk-stop' && n.message.includes('would also load /home/u/AGENTS.md'))).toBe(true);
  });

  it('outside home the walk stops at the project root; without .git the project root is the Location', () => {
    expect(run({ 'srv/AGENTS.md': 'S', 'srv/p/.git': { dir: true }, 'srv/p/AGENTS.md': 'P' }, '/srv/p', {}, {}, false).rendered).toBe('Instructions from: /srv/p/AGENTS.md\nP');
    expect(run({ 'srv/AGENTS.md': 'S', 'srv/p/AGENTS.md': 'P', 'srv/p/q/AGENTS.md': 'Q' }, '/srv/p/q', {}, {}, false).rendered).toBe('Instructions from: /srv/p/q/AGENTS.md\nQ');
  });

  it('realpath dedupe: a symlinked duplicate loads once, under its real path, at its first position', () => {
    const m = run({ 'w/.git': { dir: true }, 'w/docs/guide.md': 'g\n', 'w/AGENTS.md': { symlink: 'docs/guide.md' }, 'w/sub/AGENTS.md': { symlink: '../docs/guide.md' } }, '/w/sub', {}, {}, false);
    expect(m.rendered).toBe('Instructions from: /w/docs/guide.md\ng\n');
    expect(m.baseline.files.map((f) => f.foundAt)).toEqual(['/w/sub/AGENTS.md']);
  });

  it('the global file on the walk loads once, at the global position', () => {
    const m = run({ 'home/u/.config/opencode/AGENTS.md': 'G', 'home/u/.config/opencode/.git': { dir: true } }, '/home/u/.config/opencode');
    expect(m.rendered).toBe('Instructions from: /home/u/.config/opencode/AGENTS.md\nG');
  });

  it('a directory named AGENTS.md and a broken symlink are skipped; an empty file still renders its header', () => {
    const m = run({ 'w/.git': { dir: true }, 'w/AGENTS.md': { dir: true }, 'w/a/AGENTS.md': { symlink: 'missing.md' }, 'w/a/b/AGENTS.md': '' }, '/w/a/b', {}, {}, false);
    expect(m.rendered).toBe('Instructions from: /w/a/b/AGENTS.md\n');
    expect(m.notes.map((n) => n.id)).toContain('instruction-skipped');
  });

  it('OPENCODE_DISABLE_PROJECT_CONFIG keeps only the global file', () => {
    const m = run({ 'home/u/.config/opencode/AGENTS.md': 'G', 'srv/w/.git': { dir: true }, 'srv/w/AGENTS.md': 'P' }, '/srv/w', {}, { OPENCODE_DISABLE_PROJECT_CONFIG: '1' });
    expect(m.rendered).toBe('Instructions from: /home/u/.config/opencode/AGENTS.md\nG');
    expect(m.baseline.projectOff).toBe('OPENCODE_DISABLE_PROJECT_CONFIG is set');
  });

  it('R3 default: "instructions" loads nothing and each entry gets a warning; option resolve loads plain paths', () => {
    const tree = { 'w/.git': { dir: true }, 'w/opencode.json': '{"instructions": ["docs/rules.md", "https://x.test/a.md"]}', 'w/docs/rules.md': 'r' };
    const m = run(tree, '/w', {}, {}, false);
    expect(m.rendered).toBe('');
    expect(m.notes.filter((n) => n.id === 'r3-instructions-inert').map((n) => n.message)).toEqual([
      'V2 ignores the "instructions" entry "docs/rules.md": move its content into an AGENTS.md',
      'V2 ignores the "instructions" entry "https://x.test/a.md": move its content into an AGENTS.md',
    ]);
    expect(run(tree, '/w', { instructionsKey: 'resolve' }, {}, false).rendered).toBe('Instructions from: /w/docs/rules.md\nr');
  });

  it('without --with-global nothing user-level is read', () => {
    expect(run({ 'home/u/.config/opencode/AGENTS.md': 'G', 'srv/w/.git': { dir: true } }, '/srv/w', {}, {}, false).rendered).toBe('');
  });
});
