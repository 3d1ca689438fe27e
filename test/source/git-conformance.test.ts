import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTarget } from '../../src/run/target.js';
import { discover } from '../../src/runtimes/fork/sim/discovery.js';
import { simulateTarget } from '../../src/runtimes/fork/sim/simulate.js';
import { TempRepo } from './git-repo.js';

// The shared conformance cases, replayed through the git sources: each case's tree is committed
// (and staged) in a temporary repository whose root is W, and `render` / `resolve` must give
// exactly what the working tree gives when read with `--rev HEAD` and with `--staged`.
// (The comparison is with the working tree of the same copy, not with expected.out: a copy of
// ../shared may have lost its symlinks, which then differ from the expectations everywhere.)
const CASES = path.resolve(__dirname, '../../../shared/conformance/cases');
const present = fs.existsSync(CASES);
const cases = present
  ? fs
      .readdirSync(CASES)
      .filter((c) => {
        const args = (JSON.parse(fs.readFileSync(path.join(CASES, c, 'case.json'), 'utf8')) as { args: string[] }).args;
        return args[0] === 'render' || args[0] === 'resolve';
      })
      .sort()
  : [];

function chmodWritable(dir: string): void {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isSymbolicLink()) continue;
    fs.chmodSync(p, e.isDirectory() ? 0o755 : 0o644);
    if (e.isDirectory()) chmodWritable(p);
  }
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

describe.skipIf(!present)('conformance cases through git sources', () => {
  const repos: TempRepo[] = [];
  afterAll(() => repos.forEach((r) => r.dispose()));

  it.each(cases)('%s', async (name) => {
    const dir = path.join(CASES, name);
    const c = JSON.parse(fs.readFileSync(path.join(dir, 'case.json'), 'utf8')) as { args: string[]; env?: Record<string, string> };
    const repo = new TempRepo('ctxlens-conf-');
    repos.push(repo);
    fs.cpSync(path.join(dir, 'tree'), repo.root, { recursive: true, verbatimSymlinks: true });
    chmodWritable(repo.root);
    repo.commit('case');
    const run = async (mode: { staged: boolean; rev?: string }) => {
      const { model, rt } = await loadTarget({
        cwd: repo.root,
        agent: flag(c.args, '--agent'),
        flow: flag(c.args, '--flow'),
        step: flag(c.args, '--step'),
        env: Object.entries(c.env ?? {}).map(([k, v]) => `${k}=${v}`),
        withGlobal: false,
        ...mode,
      });
      const sim = simulateTarget(model, rt, discover(model));
      return {
        kind: model.source.kind,
        rendered: (sim.renderedBytes ?? Buffer.from(sim.rendered)).toString('utf8'),
        files: sim.resolution.files.map((f) => ({ path: f.rel, layer: f.layer, bytes: f.bytes })),
        manifest: sim.manifest.text,
      };
    };
    const work = await run({ staged: false });
    expect(work.kind).toBe('worktree');
    const rev = await run({ staged: false, rev: 'HEAD' });
    const staged = await run({ staged: true });
    expect([rev.kind, staged.kind]).toEqual(['rev', 'index']);
    expect({ ...rev, kind: 'worktree' }).toEqual(work);
    expect({ ...staged, kind: 'worktree' }).toEqual(work);
  });
});

describe('git sources agree with the working tree on a tree full of symlinks', () => {
  it('simulates every agent identically from the working tree, HEAD and the index', async () => {
    const { loadProject } = await import('../../src/runtimes/fork/load/project.js');
    const { simulateAll } = await import('../../src/runtimes/fork/sim/simulate.js');
    const { WorktreeSource } = await import('../../src/source/worktree.js');
    const { openIndexSource, openRevisionSource } = await import('../../src/source/git.js');
    const repo = new TempRepo('ctxlens-links-');
    try {
      repo
        .write('.opencode.json', JSON.stringify({ contextPaths: ['AGENTS.md', 'docs/'], agents: { coder: { context: { paths: ['A.md', 'alias.md', 'esc.md', 'docs/linkdir/x.md'], mode: 'append' } } } }))
        .write('AGENTS.md', '# global\n')
        .write('A.md', 'a\n')
        .write('docs/a.md', 'a\n')
        .write('docs/B.md', 'b\n')
        .write('shared/target.md', 'shared target\n')
        .write('other/x.md', 'other x\n')
        .write('svc/one/AGENTS.md', '# One\n')
        .write('svc/two/AGENTS.md', '# Two\n')
        .symlink('docs/link.md', '../shared/target.md')
        .symlink('docs/linkdir', '../other')
        .symlink('alias.md', 'AGENTS.md')
        .symlink('esc.md', '../../outside-of-everything.md')
        .symlink('svc/three', 'one');
      repo.commit('links');
      const opts = { cwd: repo.root, env: {}, withGlobal: false };
      const shape = (src: import('../../src/source/types.js').FileSource) =>
        simulateAll(loadProject(src, opts)).targets.map((t) => ({ target: t.target, rendered: t.rendered, manifest: t.manifest.text, files: t.resolution.files.map((f) => [f.rel, f.layer, f.bytes]) }));
      const work = shape(new WorktreeSource());
      expect(work.find((t) => t.target.agentId === 'coder')!.files.length).toBeGreaterThan(4);
      expect(shape(openRevisionSource(repo.root, 'HEAD'))).toEqual(work);
      expect(shape(openIndexSource(repo.root))).toEqual(work);
    } finally {
      repo.dispose();
    }
  });
});
