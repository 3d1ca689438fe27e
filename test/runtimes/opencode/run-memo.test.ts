/**
 * What one run does once (docs/runtimes/opencode.md §6.8), beyond reading each file once: the
 * Location search's listings answer later look-ups of absent names, hidden files' and worktrees'
 * real paths are resolved once, Locations share their file objects, and the bytes-only measures
 * give the bytes of the text they no longer build. Every figure is checked against the plain way.
 */
import { posix as path } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childPath, isCleanAbsolute } from '../../../src/runtimes/opencode/load/child-path.js';
import { DirNames } from '../../../src/runtimes/opencode/load/dir-names.js';
import { literalHead, scanGlob } from '../../../src/runtimes/opencode/load/glob.js';
import { FrontmatterReader } from '../../../src/runtimes/opencode/load/agent-markdown.js';
import { loadOcProject } from '../../../src/runtimes/opencode/load/project.js';
import { measureInstructionFile, measureInstructions, portableBlock } from '../../../src/runtimes/opencode/sim/measure.js';
import { findLocations, simulateLocation, simulateOpencode } from '../../../src/runtimes/opencode/sim/simulate.js';
import { MemorySource, type MemoryNode } from '../../../src/source/memory.js';
import type { FileStat } from '../../../src/source/types.js';
import { countTokens } from '../../../src/text/token-count.js';

const R = '/r';

/** A memory tree that counts `stat`, `lstat` and `realpath` per path. */
class CountingSource extends MemorySource {
  readonly stats = new Map<string, number>();
  readonly realpaths = new Map<string, number>();
  private bump(m: Map<string, number>, abs: string): void {
    m.set(abs, (m.get(abs) ?? 0) + 1);
  }
  override stat(abs: string): FileStat | null {
    this.bump(this.stats, abs);
    return super.stat(abs);
  }
  override lstat(abs: string): FileStat | null {
    this.bump(this.stats, abs);
    return super.lstat(abs);
  }
  override realpath(abs: string): string | null {
    this.bump(this.realpaths, abs);
    return super.realpath(abs);
  }
}

const entries = (...names: string[]): string[] => names;

describe('DirNames: absent only when a listing says so', () => {
  it('answers tracked names of listed directories, ignoring ASCII case, and nothing else', () => {
    const n = new DirNames(['docs']);
    n.record('/a', entries('README.md', 'agents.MD'));
    n.record('/b', entries('x.ts'));
    expect(n.absent('/b/AGENTS.md')).toBe(true);
    expect(n.absent('/b/docs')).toBe(true);
    expect(n.absent('/b/.git')).toBe(true);
    // `agents.MD` may be `AGENTS.md` on a case-insensitive file system.
    expect(n.absent('/a/AGENTS.md')).toBe(false);
    expect(n.absent('/a/CLAUDE.md')).toBe(true);
    // Not tracked, not listed, or a name normalisation would rewrite: the file source is asked.
    expect(n.absent('/b/README.md')).toBe(false);
    expect(n.absent('/c/AGENTS.md')).toBe(false);
    expect(n.absent('/b/..')).toBe(false);
    expect(n.absent('/b/./AGENTS.md')).toBe(false);
  });

  it('a missing directory makes what is below it absent; a non-ASCII or unreadable listing says nothing', () => {
    const n = new DirNames();
    n.record('/a', entries('x.ts'));
    expect(n.absent('/a/.opencode/opencode.json')).toBe(true);
    n.record('/u', entries('CLAUDE\u017f.md'));
    expect(n.absent('/u/AGENTS.md')).toBe(false);
    expect(n.record('/z', null)).toBe(0);
    expect(n.absent('/z/AGENTS.md')).toBe(false);
  });
});

describe('childPath and isCleanAbsolute', () => {
  it('join exactly as path.join does', () => {
    const dirs = ['/', '/a', '/a/b', '/a/b/', '/a//b', '/a/./b', '/a/../b', '/.hidden', '/a/..b', 'rel', '', '.'];
    const names = ['AGENTS.md', '.opencode', '..', '.', '', 'x/y', '...'];
    for (const d of dirs) for (const n of names) expect(childPath(d, n)).toBe(path.join(d, n));
    for (const d of dirs) expect(isCleanAbsolute(d)).toBe(d.startsWith('/') && path.normalize(d) === d && (d === '/' || !d.endsWith('/')));
  });
});

/** A repository with nested Locations, hidden CLAUDE.md files under AGENTS.md, an `instructions` glob and no config below the root. */
function tree(): Record<string, MemoryNode> {
  const t: Record<string, MemoryNode> = {
    '.git': { dir: true },
    'opencode.json': '{"instructions": ["docs/*.md"]}',
    'AGENTS.md': '# Root\n',
    'CLAUDE.md': '# Claude root\n',
    'docs/a.md': 'Doc a.\n',
    'docs/b.md': 'Doc b, ünïcode.\n',
  };
  for (const d of ['p/a', 'p/b', 'p/c', 'q/d/e']) {
    t[`${d}/AGENTS.md`] = `# ${d}\n`;
    t[`${d}/CLAUDE.md`] = `# Claude ${d}\n`;
    t[`${d}/main.ts`] = '';
  }
  return t;
}

const options = { cwd: R, env: {}, withGlobal: false, assumeRoot: R };

describe('one look-up per run across Locations (docs/runtimes/opencode.md §6.8)', () => {
  it('does not stat config files, instruction names or .git that the listings show absent, and resolves each hidden file once', () => {
    const source = new CountingSource(R, tree());
    const sim = simulateOpencode(loadOcProject(source, options));
    expect(sim.locations.map((l) => l.project.W)).toEqual([R, `${R}/p/a`, `${R}/p/b`, `${R}/p/c`, `${R}/q/d/e`]);
    // The root's config is looked up (once: the root is loaded before the search); its instruction names after it, from its listing.
    expect(source.stats.get(`${R}/opencode.json`)).toBe(1);
    // AGENTS.md: once when the instruction names are looked up, once (per run, not per Location) for its size before it is read (the 256 MiB cap, instruction-file-too-large).
    expect(source.stats.get(`${R}/AGENTS.md`)).toBe(2);
    expect(source.stats.get(`${R}/CONTEXT.md`)).toBeUndefined();
    const below = [`${R}/p`, `${R}/q`, `${R}/q/d`, `${R}/p/a`, `${R}/p/b`, `${R}/p/c`, `${R}/q/d/e`];
    for (const d of below) {
      for (const n of ['opencode.json', 'opencode.jsonc', '.opencode/opencode.json', '.opencode/opencode.jsonc', '.git', 'CONTEXT.md', 'docs']) expect(source.stats.get(`${d}/${n}`), `${d}/${n}`).toBeUndefined();
    }
    // The root's hidden CLAUDE.md is under every Location's walk; it is resolved once.
    expect(source.realpaths.get(`${R}/CLAUDE.md`)).toBe(1);
    expect(source.realpaths.get(R)).toBe(1);
    // The same sets as a plain simulation of each Location, with nothing shared.
    for (const l of sim.locations) {
      const alone = loadOcProject(new MemorySource(R, tree()), { ...options, cwd: l.project.W, root: R });
      expect(l.set).toEqual(simulateLocation(alone).set);
    }
    // Locations whose sets hold a file the same way share the object.
    const doc = (i: number) => sim.locations[i]!.set!.files.find((f) => f.abs === `${R}/docs/a.md`);
    expect(doc(1)).toBe(doc(2));
  });

  it('findLocations gives the same Locations with or without a DirNames, case variants and unreadable listings included', () => {
    const t = { ...tree(), 'm/agents.md': 'x', 'n/.opencode/opencode.json': '{}', 'o/plain.txt': '' };
    const source = new MemorySource(R, t);
    const names = new DirNames();
    const found = findLocations(source, R, names);
    // The memory source is case-sensitive: `m/agents.md` is no marker there, but the listing cannot say so.
    expect(found.dirs).toEqual([R, `${R}/n`, `${R}/p/a`, `${R}/p/b`, `${R}/p/c`, `${R}/q/d/e`]);
    expect(findLocations(source, R)).toEqual(found);
    expect(names.absent(`${R}/o/AGENTS.md`)).toBe(true);
    expect(names.absent(`${R}/m/AGENTS.md`)).toBe(false);
  });
});

describe('literalHead', () => {
  it('is the plain first segment every expansion shares, and a scan from a directory without it matches nothing', () => {
    expect(['docs/*.md', 'docs', 'do\\cs/x', '{docs,docs}/a.md', 'docs/{a,b}.md'].map(literalHead)).toEqual(['docs', 'docs', 'docs', 'docs', 'docs']);
    expect(['*.md', '**/x', './docs/a.md', '../a.md', '{a,b}/c.md', '', '/', 'd?cs/a', '@(docs)/a'].map(literalHead)).toEqual(Array(9).fill(null));
    const source = new MemorySource(R, { 'docs/a.md': 'a', 'sub/x.md': 'x' });
    expect(scanGlob(source, `${R}/sub`, 'docs/*.md').files).toEqual([]);
    expect(scanGlob(source, R, 'docs/*.md').files).toEqual([`${R}/docs/a.md`]);
  });
});

describe('bytes-only measures', () => {
  it('give the UTF-8 bytes of the joined portable text, inside and outside the worktree, with non-ASCII paths', () => {
    const file = (abs: string, content: string) => {
      const block = content === '' ? null : `Instructions from: ${abs}\n${content}`;
      return { abs, content, block, bytes: block === null ? 0 : Buffer.byteLength(block) };
    };
    const files = [file('/w/AGENTS.md', 'Root 🙂\n'), file('/w/dïr/ÄGENTS.md', 'x'), file('/elsewhere/g.md', '\udc00lone'), file('/w/empty.md', ''), file('/w/..x/a.md', 'dots\n'), file('/wö/ä.md', 'umlaut\n'), file('/w//x.md', 'double\n')];
    for (const worktree of ['/w', '/w/', '/', '/other', '/w/./', '/wö', '/w/..']) {
      const text = files.map((f) => portableBlock(f, worktree)).filter((b) => b !== null).join('\n');
      expect(measureInstructions({ files, worktree }, null)).toEqual({ bytes: Buffer.byteLength(text), tokens: null });
      expect(measureInstructions({ files, worktree }, countTokens)).toEqual({ bytes: Buffer.byteLength(text), tokens: countTokens(text) });
      for (const f of files) {
        const one = portableBlock(f, worktree) ?? '';
        expect(measureInstructionFile(f, worktree, null)).toEqual({ bytes: Buffer.byteLength(one), tokens: null });
        expect(measureInstructionFile(f, worktree, countTokens)).toEqual({ bytes: Buffer.byteLength(one), tokens: one === '' ? 0 : countTokens(one) });
      }
    }
    expect(portableBlock(files[1]!, '/w')).toBe('Instructions from: dïr/ÄGENTS.md\nx');
    expect(portableBlock(files[2]!, '/w')).toBe(files[2]!.block);
  });
});

describe('FrontmatterReader sessions', () => {
  it('a new session starts with an empty cache, as in a fresh process', () => {
    const broken = '---\ntags: [unclosed\n---\nBroken body.\n';
    const a = new FrontmatterReader();
    expect(a.read(broken).outcome).toBe('unparsed');
    // A second read in the same session comes back from gray-matter's cache.
    expect(a.read(broken).outcome).toBe('parsed');
    expect(new FrontmatterReader().read(broken).outcome).toBe('unparsed');
  });
});
