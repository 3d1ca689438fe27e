/**
 * `ctxlens paths` (issue 12 §2): the workflow `paths:` filter comes from the same rules as the
 * `lint --staged` relevance check, and covers every file the simulated runtime reads.
 */
import picomatch from 'picomatch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathsYaml } from '../../src/commands/paths.js';
import { relevantGlobs, STATIC_RELEVANT_GLOBS, stagedRelevance } from '../../src/precommit/relevance.js';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import { simulateAll } from '../../src/runtimes/fork/sim/simulate.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { TempRepo } from '../source/git-repo.js';

describe('ctxlens paths', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = new TempRepo('ctxlens-paths-');
    repo
      .write('.opencode.json', JSON.stringify({ contextPaths: ['docs/rules/', 'team.md', 'CLAUDE.local.md'], agents: { coder: { context: { paths: ['guides/coder.md'] } } } }))
      .write('docs/rules/a.md', 'a\n')
      .write('docs/rules/deep/b.md', 'b\n')
      .write('team.md', 'team\n')
      .write('CLAUDE.local.md', 'local\n')
      .write('guides/coder.md', 'coder\n')
      .write('.github/copilot-instructions.md', 'copilot\n')
      .write('src/pkg/team.md', 'nested\n')
      .write('src/main.go', 'package main\n');
    repo.commit('init');
  });
  afterAll(() => repo.dispose());

  it('lists the static globs, then what the config names', () => {
    const r = relevantGlobs(repo.root, {});
    expect(r.anything).toBeNull();
    const globs = r.globs.map((g) => g.glob);
    expect(globs.slice(0, STATIC_RELEVANT_GLOBS.length)).toEqual(STATIC_RELEVANT_GLOBS.map((g) => g.glob));
    expect(globs).toEqual(expect.arrayContaining(['**/team.md', 'docs/rules', 'docs/rules/**', 'guides/coder.md', '**/CLAUDE.local.md', '**/copilot-instructions.md', '**/CONTEXT.md']));
    const yaml = pathsYaml(r);
    expect(yaml).toContain("paths:\n  - '**/.opencode*'\n");
    expect(yaml).toContain("  - 'docs/rules/**'\n");
  });

  it('covers every file the simulated runtime reads, and no unrelated source file', () => {
    const match = picomatch(relevantGlobs(repo.root, {}).globs.map((g) => g.glob), { dot: true });
    const model = loadProject(new WorktreeSource(), { cwd: repo.root, env: {}, withGlobal: false });
    const sim = simulateAll(model);
    const read = new Set<string>([...model.documents.values()].map((d) => d.file));
    for (const t of sim.targets) for (const f of t.resolution.files) read.add(f.rel);
    for (const f of sim.discovery.files) read.add(f.rel);
    expect([...read].sort()).toEqual(expect.arrayContaining(['.opencode.json', 'docs/rules/a.md', 'docs/rules/deep/b.md', 'team.md', 'guides/coder.md', 'src/pkg/team.md']));
    for (const f of read) expect(match(f), f).toBe(true);
    expect(match('src/main.go')).toBe(false);
  });

  it('is the list lint --staged uses: a staged change to a listed file is relevant, another is not', () => {
    repo.write('src/main.go', 'package main // x\n');
    repo.git('add', 'src/main.go');
    expect(stagedRelevance(repo.root, {}).relevant).toBe(false);
    repo.write('.github/copilot-instructions.md', 'copilot v2\n');
    repo.git('add', '.github/copilot-instructions.md');
    expect(stagedRelevance(repo.root, {})).toMatchObject({ relevant: true, reason: '.github/copilot-instructions.md: a default context path (.github/copilot-instructions.md)' });
  });
});
