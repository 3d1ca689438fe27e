import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Canonicaliser, probeCaseInsensitive } from '../../src/runtimes/fork/sim/canonical.js';
import { discover } from '../../src/runtimes/fork/sim/discovery.js';
import { buildManifest, MANIFEST_EXPLAINER, MANIFEST_HEADER, MANIFEST_TRUNCATED_SUFFIX, renderManifest } from '../../src/runtimes/fork/sim/manifest.js';
import type { DiscoveredFile } from '../../src/runtimes/fork/sim/types.js';
import { MemorySource } from '../../src/source/memory.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { agent, ctx, makeModel, target } from './disclosure-helpers.js';

const G = ['AGENTS.md', 'CLAUDE.md'];
const file = (rel: string, label: string | null = null): DiscoveredFile => ({ abs: '/w/' + rel, rel, depth: 1, label, labelFrom: label ? 'heading' : null, bytes: 1 });

describe('manifest constants (docs/runtimes/fork.md §6.5, §7)', () => {
  it('have the exact byte lengths', () => {
    expect([MANIFEST_HEADER, MANIFEST_TRUNCATED_SUFFIX, MANIFEST_EXPLAINER].map((s) => Buffer.byteLength(s))).toEqual([22, 41, 227]);
  });
});

describe('renderManifest (§6.5)', () => {
  it('the §6.5 example', () => {
    const r = renderManifest([file('a/AGENTS.md', 'A rules'), file('b/AGENTS.md')], false);
    expect(r.bytes.toString()).toBe(`${MANIFEST_HEADER}\n${MANIFEST_EXPLAINER}\n- a/AGENTS.md: A rules\n- b/AGENTS.md`);
    expect(r.degrade).toBe(0);
    expect(r.sizes.header).toBe(251);
  });

  it('empty list → empty manifest', () => {
    expect(renderManifest([], true).bytes.length).toBe(0);
  });

  it('9.2.13: truncated header (292-byte H)', () => {
    const r = renderManifest([file('a/AGENTS.md')], true);
    expect(r.bytes.toString().startsWith(MANIFEST_HEADER + MANIFEST_TRUNCATED_SUFFIX + '\n')).toBe(true);
    expect(r.sizes.header).toBe(292);
  });

  it('9.2.14: over the cap by one → paths only; paths only over by one → greedy cut', () => {
    const files = 'abcdefgh'.split('').map((c) => file(`${c}/AGENTS.md`, 'X'.repeat(60)));
    const full = renderManifest(files, false);
    const p = renderManifest(files, false, full.sizes.labelled - 1);
    expect(p.degrade).toBe(1);
    expect(p.bytes.toString()).toContain('- a/AGENTS.md\n');
    expect(p.bytes.toString()).not.toContain('XXX');
    expect(p.bytes.length).toBeLessThanOrEqual(full.sizes.labelled - 1);
    const cut = renderManifest(files, false, full.sizes.pathsOnly - 1);
    expect(cut.degrade).toBe(2);
    // H + 7*14 + 14 + 27 > H + 110 already at i = 5: five lines kept, three not shown.
    expect(cut.bytes.toString()).toMatch(/- e\/AGENTS\.md\n\.\.\. 3 more files not shown$/);
    expect(cut.bytes.length).toBeLessThanOrEqual(full.sizes.pathsOnly - 1);
    expect(cut.notShown).toBe(3);
  });

  it('the greedy check counts len(line)+1 per kept line, and keeps a line landing exactly on the cap', () => {
    const files = 'abcde'.split('').map((c) => file(`${c}/AGENTS.md`));
    // H=251; line=13; trailer = 27 bytes; paths only = 251+5*13+4 = 320.
    // i=0: 251+13+1+27=292 keep; i=1: 265+13+1+27=306 keep (equal to the cap); i=2: 279+13+1+27=320 cut.
    const r = renderManifest(files, false, 306);
    expect(r.bytes.toString().endsWith('\n- a/AGENTS.md\n- b/AGENTS.md\n... 3 more files not shown')).toBe(true);
    expect(r.bytes.length).toBe(251 + 13 + 1 + 13 + 27);
    const none = renderManifest(files, false, 291);
    expect(none.bytes.toString()).toBe(`${MANIFEST_HEADER}\n${MANIFEST_EXPLAINER}\n\n... 5 more files not shown`);
  });

  it('uses exact label bytes (invalid UTF-8 kept)', () => {
    const f = { ...file('a/AGENTS.md', 'x'), labelBytes: Buffer.from([0x61, 0xff]) };
    const r = renderManifest([f], false);
    expect([...r.bytes.subarray(r.bytes.length - 2)]).toEqual([0x61, 0xff]);
  });
});

describe('buildManifest: gates and the §6.4 filter', () => {
  const tree = { 'docs/AGENTS.md': '# Docs', 'services/auth/AGENTS.md': '# Auth', 'services/billing/AGENTS.md': '# Billing' };
  const listed = (m: ReturnType<typeof makeModel>, stepCtx?: Parameters<typeof target>[2]) => {
    const r = buildManifest(m, target(m, 'coder', stepCtx), discover(m));
    return r.files.map((f) => f.rel.split('/').slice(-2, -1)[0]);
  };

  it('9.2.11: labels, description over heading, path-only last line', () => {
    const m = makeModel(
      {
        'services/auth/AGENTS.md': '---\nname: auth\ndescription: Auth service conventions\n---\n# Ignored heading\n',
        'services/billing/AGENTS.md': '# Billing rules\n',
        'services/misc/AGENTS.md': 'no heading\n',
      },
      { contextPaths: G },
    );
    const t = buildManifest(m, target(m), discover(m)).text;
    expect(t).toContain('- services/auth/AGENTS.md: Auth service conventions');
    expect(t).toContain('- services/billing/AGENTS.md: Billing rules');
    expect(t.endsWith('- services/misc/AGENTS.md')).toBe(true);
    expect(t).toContain('NOT loaded into this prompt');
    expect(t).not.toContain('Ignored heading');
  });

  it('9.2.16: FilterDiscovered table', () => {
    const auth = ctx(['services/auth/AGENTS.md'], 'append');
    expect(listed(makeModel(tree, { contextPaths: G, agents: [agent('coder', { context: auth })] }))).toEqual(['docs', 'billing']);
    expect(listed(makeModel(tree, { contextPaths: G, agents: [agent('coder', { context: ctx(['services/'], 'append') })] }))).toEqual(['docs']);
    const withAuth = makeModel(tree, { contextPaths: G, agents: [agent('coder', { context: auth })] });
    expect(listed(withAuth, ctx(['docs/AGENTS.md'], 'append'))).toEqual(['billing']);
    expect(listed(withAuth, ctx(['docs/AGENTS.md'], 'replace'))).toEqual(['auth', 'billing']);
  });

  it('filter entries are token-expanded and containment-checked', () => {
    const m = makeModel(tree, {
      contextPaths: G,
      env: { DIR: 'docs' },
      agents: [agent('coder', { context: ctx(['${env.DIR}/AGENTS.md', '${nope}/x', '../x/', '.'], 'append') })],
    });
    expect(listed(m)).toEqual(['auth', 'billing']);
  });

  it('records what the filter removed and which entry did it', () => {
    const m = makeModel(tree, { contextPaths: G, agents: [agent('coder', { context: ctx(['docs/AGENTS.md'], 'append') })] });
    const r = buildManifest(m, target(m), discover(m));
    expect(r.filteredOut!.map((f) => [f.file.rel, f.layer, f.raw, f.symlinkDirRoot])).toEqual([['docs/AGENTS.md', 'agent', 'docs/AGENTS.md', false]]);
  });

  it('U7/U16: a scoped trailing-/ symlink-to-dir entry subtracts its target files', () => {
    const m = makeModel({ ...tree, 'alias': { symlink: 'services' } }, { contextPaths: G, agents: [agent('coder', { context: ctx(['alias/'], 'append') })] });
    const r = buildManifest(m, target(m), discover(m));
    expect(r.files.map((f) => f.rel)).toEqual(['docs/AGENTS.md']);
    expect(r.filteredOut!.map((f) => f.symlinkDirRoot)).toEqual([true, true]);
  });

  it('gates (§6.1): disabled, agent nested false, step nested false (a step true cannot re-enable), empty', () => {
    const on = (o: Parameters<typeof makeModel>[1], step?: Parameters<typeof target>[2]) => {
      const m = makeModel(tree, { contextPaths: G, ...o });
      return buildManifest(m, target(m, 'coder', step), discover(m)).gatedBy;
    };
    expect(on({ discovery: { enabled: false } })).toBe('disabled');
    expect(on({ agents: [agent('coder', { context: ctx(null, null, false) })] })).toBe('agent-nested-false');
    expect(on({ agents: [agent('coder', { context: ctx(null, null, false) })] }, ctx(null, null, true))).toBe('agent-nested-false');
    expect(on({}, ctx(null, null, false))).toBe('step-nested-false');
    expect(on({ agents: [agent('coder', { context: ctx(['services/', 'docs/'], 'append') })] })).toBe('empty');
    expect(on({})).toBeNull();
  });
});

describe('canonicalisation (§6.4 step 3)', () => {
  it('resolves symlinks on the deepest existing ancestor and re-appends the rest', () => {
    const src = new MemorySource('/w', { 'real/x': '', link: { symlink: 'real' } });
    const c = new Canonicaliser(src, '/w');
    expect(c.canonical('/w/link/missing/deeper')).toBe('/w/real/missing/deeper');
    expect(c.canonical('/w/link/x')).toBe('/w/real/x');
  });

  it('case probe: memory and Linux temp dirs are case-sensitive; no stat → platform default', () => {
    const src = new MemorySource('/w', { 'a/x': '' });
    expect(probeCaseInsensitive(src, '/w', 'linux')).toBe(false);
    expect(probeCaseInsensitive(src, '/nonexistent', 'darwin')).toBe(true);
    expect(probeCaseInsensitive(src, '/nonexistent', 'linux')).toBe(false);
    expect(probeCaseInsensitive(src, '/', 'darwin')).toBe(true);
  });

  it('case probe compares identity: a flipped spelling that is another directory means sensitive', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-case-'));
    try {
      fs.mkdirSync(path.join(tmp, 'w'));
      fs.mkdirSync(path.join(tmp, 'W'));
      const src = new WorktreeSource();
      expect(probeCaseInsensitive(src, path.join(tmp, 'w'), 'darwin')).toBe(false);
      // A fake source where both spellings are the same file: insensitive.
      const same = { stat: () => ({ kind: 'dir', id: '1:2' }), realpath: (p: string) => p };
      expect(probeCaseInsensitive(same, '/w', 'linux')).toBe(true);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe('filter on disk with a symlinked agent entry', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-filt-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  fs.mkdirSync(path.join(tmp, 'svc'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'svc/AGENTS.md'), '# Svc');
  fs.symlinkSync('svc/AGENTS.md', path.join(tmp, 'alias.md'));
  it('an exact entry that is a symlink to a discovered file removes it (canonical paths)', () => {
    const m = makeModel({}, { source: new WorktreeSource(), W: tmp, contextPaths: G, agents: [agent('coder', { context: ctx(['alias.md'], 'append') })] });
    expect(buildManifest(m, target(m), discover(m)).gatedBy).toBe('empty');
  });
});
