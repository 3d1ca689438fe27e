import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MANIFEST_CAP_BYTES } from '../../src/runtimes/fork/model/defaults.js';
import { Canonicaliser } from '../../src/runtimes/fork/sim/canonical.js';
import { discover } from '../../src/runtimes/fork/sim/discovery.js';
import { buildManifest, MANIFEST_EXPLAINER, MANIFEST_HEADER, MANIFEST_TRUNCATED_SUFFIX, renderManifest } from '../../src/runtimes/fork/sim/manifest.js';
import { ReadCache } from '../../src/runtimes/fork/sim/read-cache.js';
import { simulateAll } from '../../src/runtimes/fork/sim/simulate.js';
import type { DiscoveredFile } from '../../src/runtimes/fork/sim/types.js';
import { agent, ctx, makeModel, target } from './disclosure-helpers.js';

/**
 * The manifest rendering as first written (one buffer per line, joined with `Buffer.concat`):
 * the reference the single-allocation `renderManifest` must match byte for byte (§6.5).
 */
function referenceRender(files: readonly DiscoveredFile[], truncated: boolean, cap: number = MANIFEST_CAP_BYTES) {
  const H = Buffer.from(MANIFEST_HEADER + (truncated ? MANIFEST_TRUNCATED_SUFFIX : '') + '\n' + MANIFEST_EXPLAINER + '\n', 'utf8');
  if (files.length === 0) return { bytes: Buffer.alloc(0), degrade: 0, notShown: 0, sizes: { labelled: 0, pathsOnly: 0, header: H.length } };
  const NL = Buffer.from('\n');
  const pathLines = files.map((f) => Buffer.from('- ' + f.rel, 'utf8'));
  const labelledLines = files.map((f, i) => {
    const label = f.labelBytes ?? (f.label !== null ? Buffer.from(f.label, 'utf8') : null);
    return label !== null && label.length > 0 ? Buffer.concat([pathLines[i]!, Buffer.from(': '), label]) : pathLines[i]!;
  });
  const joinLines = (lines: Buffer[]): Buffer => Buffer.concat(lines.flatMap((l, i) => (i === 0 ? [l] : [NL, l])));
  const labelled = Buffer.concat([H, joinLines(labelledLines)]);
  const pathsOnly = Buffer.concat([H, joinLines(pathLines)]);
  const sizes = { labelled: labelled.length, pathsOnly: pathsOnly.length, header: H.length };
  if (labelled.length <= cap) return { bytes: labelled, degrade: 0, notShown: 0, sizes };
  if (pathsOnly.length <= cap) return { bytes: pathsOnly, degrade: 1, notShown: 0, sizes };
  const N = pathLines.length;
  let used = H.length;
  const kept: Buffer[] = [];
  for (let i = 0; i < N; i++) {
    const line = pathLines[i]!;
    const trailer = Buffer.from(`\n... ${N - i} more files not shown`, 'utf8');
    if (used + line.length + 1 + trailer.length > cap) return { bytes: Buffer.concat([H, joinLines(kept), trailer]), degrade: 2, notShown: N - i, sizes };
    kept.push(line);
    used += line.length + 1;
  }
  return { bytes: pathsOnly, degrade: 1, notShown: 0, sizes };
}

const discovered = (rel: string, label: string | null, labelBytes: Buffer | null): DiscoveredFile => ({
  abs: '/w/' + rel,
  rel,
  depth: 1,
  label,
  labelFrom: label !== null || labelBytes !== null ? 'heading' : null,
  bytes: 1,
  labelBytes,
});

describe('renderManifest builds the same bytes as the per-line reference (§6.5)', () => {
  const rel = fc.stringMatching(/^[a-zé€😀/_.-]{1,40}$/);
  const label = fc.oneof(fc.constant(null), fc.string({ maxLength: 130, unit: 'grapheme' }));
  const labelBytes = fc.oneof(fc.constant(null), fc.uint8Array({ maxLength: 60 }).map((a) => Buffer.from(a)));
  const files = fc.array(fc.tuple(rel, label, labelBytes).map(([r, l, b]) => discovered(r, l, b)), { maxLength: 60 });

  it('at every cap: labelled, paths only and the greedy cut (random lists, UTF-8 paths, raw label bytes)', () => {
    fc.assert(
      fc.property(files, fc.boolean(), fc.integer({ min: 0, max: 6000 }), (fs, truncated, cap) => {
        for (const c of [cap, MANIFEST_CAP_BYTES]) {
          const got = renderManifest(fs, truncated, c);
          const want = referenceRender(fs, truncated, c);
          expect(got.sizes).toEqual(want.sizes);
          expect([got.degrade, got.notShown]).toEqual([want.degrade, want.notShown]);
          expect(got.bytes.equals(want.bytes)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the exact cut points: every cap from the header to past the labelled size', () => {
    const fs = 'abcdefgh'.split('').map((c, i) => discovered(`${c}/AGENTS.md`, i % 3 === 0 ? null : 'L'.repeat(i * 7), null));
    const full = referenceRender(fs, false);
    for (let cap = 0; cap <= full.sizes.labelled + 2; cap++) {
      const got = renderManifest(fs, false, cap);
      const want = referenceRender(fs, false, cap);
      expect(got.bytes.equals(want.bytes), `cap ${cap}`).toBe(true);
      expect(got.notShown).toBe(want.notShown);
    }
  });
});

describe('manifest memo: rendered once per disclosed list of a run, never stale', () => {
  const tree = { 'docs/AGENTS.md': '# Docs', 'services/auth/AGENTS.md': '# Auth', 'services/billing/AGENTS.md': '# Billing' };
  const G = ['AGENTS.md', 'CLAUDE.md'];

  it('targets disclosing the same files share one rendering; a different filter gets its own', () => {
    const m = makeModel(tree, { contextPaths: G, agents: [agent('coder'), agent('reviewer'), agent('auth', { context: ctx(['services/auth/AGENTS.md'], 'append') })] });
    const d = discover(m);
    const a = buildManifest(m, target(m, 'coder'), d);
    const b = buildManifest(m, target(m, 'reviewer'), d);
    const c = buildManifest(m, target(m, 'auth'), d);
    expect(b.bytes).toBe(a.bytes);
    expect(b.text).toBe(a.text);
    expect(c.bytes).not.toBe(a.bytes);
    expect(c.text).not.toContain('services/auth');
    expect(a.text).toContain('- services/auth/AGENTS.md: Auth');
    expect(c.text).toBe(referenceRender(c.files, false).bytes.toString('utf8'));
  });

  it('a new discovery (the tree changed) is rendered afresh, not served from the previous one', () => {
    const m1 = makeModel(tree, { contextPaths: G });
    const first = buildManifest(m1, target(m1), discover(m1)).text;
    const m2 = makeModel({ ...tree, 'docs/AGENTS.md': '# Docs, renamed' }, { contextPaths: G });
    const second = buildManifest(m2, target(m2), discover(m2)).text;
    expect(first).toContain('- docs/AGENTS.md: Docs\n');
    expect(second).toContain('- docs/AGENTS.md: Docs, renamed\n');
    const m3 = makeModel({ ...tree, 'api/AGENTS.md': '# API' }, { contextPaths: G });
    expect(buildManifest(m3, target(m3), discover(m3)).text).toContain('- api/AGENTS.md: API');
  });

  it('simulateAll gives each target the manifest a lone buildManifest gives it', () => {
    const m = makeModel(tree, {
      contextPaths: G,
      agents: [agent('coder'), agent('auth', { context: ctx(['services/auth/AGENTS.md'], 'append') }), agent('svc', { context: ctx(['services/'], 'append') })],
    });
    const sim = simulateAll(m);
    for (const t of sim.targets) {
      const alone = buildManifest(m, target(m, t.target.agentId), discover(m));
      expect(t.manifest.text).toBe(alone.text);
      expect(t.manifest.files.map((f) => f.rel)).toEqual(alone.files.map((f) => f.rel));
    }
  });

  it('the run canonicaliser over the read cache answers as one over the file source', () => {
    const m = makeModel(tree, { contextPaths: G });
    const viaCache = new Canonicaliser(new ReadCache(m.source), m.W);
    const viaSource = new Canonicaliser(m.source, m.W);
    for (const p of ['/w/docs/AGENTS.md', '/w/docs/../docs/AGENTS.md', '/w/missing/x', '/w/docs/AGENTS.md']) expect(viaCache.canonical(p)).toBe(viaSource.canonical(p));
  });
});
