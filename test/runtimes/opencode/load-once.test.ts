/**
 * One read per run (docs/runtimes/opencode.md §6.8): across every Location of a simulation, each
 * config document, agent file and instruction file is read once, and every Location ends up with
 * exactly what a load of that Location on its own gives (gray-matter's session cache included).
 */
import { describe, expect, it } from 'vitest';
import { loadOcProject, type OcProject } from '../../../src/runtimes/opencode/load/project.js';
import { findLocations, simulateLocation, simulateOpencode } from '../../../src/runtimes/opencode/sim/simulate.js';
import { MemorySource, type MemoryNode } from '../../../src/source/memory.js';
import type { DirEntry, FileSource, ReadResult } from '../../../src/source/types.js';

const R = '/r';

/** A memory tree that counts `readFile` per path (and can hide a directory's listing). */
class CountingSource extends MemorySource {
  readonly reads = new Map<string, number>();
  readonly unlisted = new Set<string>();
  override readFile(abs: string, maxBytes?: number): ReadResult {
    this.reads.set(abs, (this.reads.get(abs) ?? 0) + 1);
    return super.readFile(abs, maxBytes);
  }
  override readdir(abs: string): DirEntry[] | null {
    return this.unlisted.has(abs) ? null : super.readdir(abs);
  }
}

// Both frontmatters fail to parse; the retry does not change the first, so the runtime caches it unparsed.
const BROKEN = '---\ntags: [unclosed\n---\nBroken body.\n';
const TWOFAIL = '---\ndescription: Use this: for review\ntags: [unclosed\n---\nTwofail.\n';

const SUBDIRS = ['pkg/a', 'pkg/b', 'pkg/c', 'apps/web', 'apps/api'];

function tree(extra: Record<string, MemoryNode> = {}): Record<string, MemoryNode> {
  const t: Record<string, MemoryNode> = {
    '.git': { dir: true },
    'opencode.json': '{"instructions": ["docs/rules/*.md"], "default_agent": "build", "agent": {"cfg": {"mode": "subagent", "description": "From config"}}}',
    'AGENTS.md': '# Root\n',
    'docs/rules/style.md': 'Style.\n',
    'docs/rules/tests.md': 'Tests.\n',
    '.opencode/agent/review.md': '---\ndescription: Reviews\nmode: subagent\n---\nReview.\n',
    '.opencode/agent/team/lead.md': '---\ndescription: Leads\nmode: primary\n---\nLead.\n',
    '.opencode/agent/broken.md': BROKEN,
    '.opencode/agent/broken-twin.md': BROKEN,
    '.opencode/agent/twofail.md': TWOFAIL,
    '.opencode/mode/fast.md': '---\ndescription: Fast\n---\nFast.\n',
    // Read before the root's agents at pkg/a (nearest config directory first): there the root's broken copies come from the cache.
    'pkg/a/.opencode/agent/zz.md': BROKEN,
    ...extra,
  };
  for (const d of SUBDIRS) t[`${d}/AGENTS.md`] = `# ${d}\n`;
  return t;
}

const options = { cwd: R, env: {}, withGlobal: false, assumeRoot: R };

/** What a Location's start gives, as data (spans included; span functions evaluated at a few pointers). */
function shape(p: OcProject) {
  return {
    W: p.W,
    refusal: p.refusal,
    configs: p.config.docs.map((d) => [d.file, d.layer, d.data]),
    violations: p.configViolations,
    agents: p.agents,
    definitions: p.agentSet.definitions.map((d) => ({
      ...d,
      spanAt: ['', '/description', '/mode', '/prompt'].map((ptr) => d.spanAt(ptr, 'value')),
    })),
  };
}

describe('one read per run across Locations (docs/runtimes/opencode.md §6.8)', () => {
  it('reads each config, agent and instruction file once, whatever the number of Locations', () => {
    const source = new CountingSource(R, tree());
    const sim = simulateOpencode(loadOcProject(source, options));
    expect(sim.locations.map((l) => l.project.W)).toEqual([R, ...['apps/api', 'apps/web', 'pkg/a', 'pkg/b', 'pkg/c'].map((d) => `${R}/${d}`)]);
    // Every Location checks `default_agent`, so each loads its agents.
    for (const l of sim.locations) expect(l.project.agents.some((a) => a.id === 'team/lead')).toBe(true);
    for (const l of sim.locations) expect(l.set?.files.map((f) => f.abs.slice(R.length + 1))).toEqual([
      ...(l.project.W === R ? [] : [`${l.project.W.slice(R.length + 1)}/AGENTS.md`]),
      'AGENTS.md',
      'docs/rules/style.md',
      'docs/rules/tests.md',
    ]);
    const read = Object.fromEntries([...source.reads].map(([abs, n]) => [abs.slice(R.length + 1), n]));
    expect(read).toEqual({
      'opencode.json': 1,
      '.opencode/agent/review.md': 1,
      '.opencode/agent/team/lead.md': 1,
      '.opencode/agent/broken.md': 1,
      '.opencode/agent/broken-twin.md': 1,
      '.opencode/agent/twofail.md': 1,
      '.opencode/mode/fast.md': 1,
      'pkg/a/.opencode/agent/zz.md': 1,
      'AGENTS.md': 1,
      'docs/rules/style.md': 1,
      'docs/rules/tests.md': 1,
      ...Object.fromEntries(SUBDIRS.map((d) => [`${d}/AGENTS.md`, 1])),
    });
  });

  it('a Location below W reads no agent file when nothing asks for its agents', () => {
    const t = tree();
    t['opencode.json'] = '{"instructions": ["docs/rules/*.md"]}';
    const source = new CountingSource(R, t);
    const sim = simulateOpencode(loadOcProject(source, options));
    expect(sim.locations).toHaveLength(6);
    expect(source.reads.get(`${R}/.opencode/agent/review.md`)).toBeUndefined();
    expect(sim.locations[1]!.project.agentSet.definitions.filter((d) => d.markdown !== null)).toHaveLength(6);
    expect(source.reads.get(`${R}/.opencode/agent/review.md`)).toBe(1);
  });

  it('every Location gets what a load of it on its own gives, frontmatter cache quirks included', () => {
    const source = new CountingSource(R, tree());
    const sim = simulateOpencode(loadOcProject(source, options));
    for (const l of sim.locations) {
      // A fresh source: nothing is shared with the simulation's run.
      const alone = loadOcProject(new MemorySource(R, tree()), { ...options, cwd: l.project.W, root: R });
      expect(shape(l.project)).toEqual(shape(alone));
      expect(l.set).toEqual(simulateLocation(alone).set);
    }
    // The quirk itself, at a Location below W: the first broken copy read (`broken-twin.md`, byte order) is
    // unparsed (whole file as prompt), the second comes back from gray-matter's cache as parsed with no
    // settings, the twice-failing file is dropped.
    const sub = sim.locations[1]!.project.agentSet.definitions;
    const byPath = (p: string) => sub.find((d) => d.abs === `${R}/.opencode/agent/${p}`)!;
    expect([byPath('broken-twin.md').markdown!.outcome, byPath('broken.md').markdown!.outcome, byPath('twofail.md').markdown!.outcome]).toEqual(['unparsed', 'parsed', 'dropped']);
    expect(byPath('broken.md').file).toBe(`${R}/.opencode/agent/broken.md`);
    expect(sim.locations[0]!.project.agentSet.definitions.find((d) => d.abs.endsWith('broken.md'))!.file).toBe('.opencode/agent/broken.md');
    // At pkg/a its own broken copy is read first, so both root copies come back from the cache.
    const atA = sim.locations.find((l) => l.project.W === `${R}/pkg/a`)!.project.agentSet.definitions;
    expect(atA.map((d) => [d.file, d.markdown?.outcome])).toContainEqual(['.opencode/agent/zz.md', 'unparsed']);
    expect(atA.filter((d) => d.abs.startsWith(`${R}/.opencode/agent/broken`)).map((d) => d.markdown!.outcome)).toEqual(['parsed', 'parsed']);
  });

  it('a directory whose listing cannot be read is still checked for markers one by one', () => {
    const source = new CountingSource(R, tree());
    source.unlisted.add(`${R}/pkg/b`);
    expect(findLocations(source, R).dirs).toContain(`${R}/pkg/b`);
    const plain = new CountingSource(R, tree({ 'pkg/d/notes.md': 'x' }));
    expect(findLocations(plain, R).dirs).not.toContain(`${R}/pkg/d`);
  });

  it('Locations loaded with another file source share nothing with the first', () => {
    const first = loadOcProject(new CountingSource(R, tree()), options);
    const other: FileSource = new CountingSource(R, tree({ 'AGENTS.md': '# Other root\n' }));
    const p = loadOcProject(other, { ...first.options, cwd: R });
    expect(simulateLocation(p).set?.files[0]?.content).toBe('# Other root\n');
  });
});
