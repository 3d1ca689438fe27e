/**
 * `--fix` for the fork's `agent-dir-not-read` (issue 12): agents in `.opencode/agent/`
 * (singular) move to `.opencode/agents/`; refused, writing nothing, when a file of the same name
 * is there, a file has unstaged changes, a file is a symlink, or the target is outside the
 * repository. Real temp repositories, the built CLI.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TempRepo, cleanGitEnv } from '../source/git-repo.js';
import { CLI_ENTRY } from '../helpers/entries.js';

/** The shipped bundle: the same code as `dist/`, at a fraction of its start-up cost per run. */
const CLI = CLI_ENTRY;
const AGENT = (d: string) => `---\ndescription: ${d}\nmode: subagent\n---\nbody\n`;

describe('ctxlens lint --fix: .opencode/agent/ → .opencode/agents/', () => {
  let repo: TempRepo;
  let outside = '';
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd: repo.root, encoding: 'utf8', env: cleanGitEnv({ NO_COLOR: '1' }) });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const exists = (f: string) => fs.existsSync(path.join(repo.root, f));
  const ruleIds = () => (JSON.parse(run(['lint', '-f', 'json']).stdout) as { findings: { ruleId: string }[] }).findings.map((f) => f.ruleId);
  const untouched = () => {
    expect(exists('.opencode/agent/reviewer.md')).toBe(true);
    expect(exists('.opencode/agent/coder.md')).toBe(true);
    expect(ruleIds()).toContain('agent-dir-not-read');
  };
  beforeEach(() => {
    repo = new TempRepo('ctxlens-fix-agentdir-');
    repo.write('AGENTS.md', '# Rules\n').write('.opencode.json', '{}\n').write('.opencode/agent/reviewer.md', AGENT('reviews')).write('.opencode/agent/coder.md', AGENT('codes'));
  });
  afterEach(() => {
    repo.dispose();
    if (outside) fs.rmSync(outside, { recursive: true, force: true });
    outside = '';
  });

  it('moves the agents, and the finding is gone on the next lint', () => {
    repo.commit('init');
    expect(ruleIds()).toContain('agent-dir-not-read');
    const r = run(['lint', '--fix']);
    expect(r.stderr).toContain('moved .opencode/agent/reviewer.md → .opencode/agents/reviewer.md');
    expect(fs.readFileSync(path.join(repo.root, '.opencode/agents/reviewer.md'), 'utf8')).toBe(AGENT('reviews'));
    expect(exists('.opencode/agents/coder.md')).toBe(true);
    expect(exists('.opencode/agent/reviewer.md')).toBe(false);
    expect(exists('.opencode/agent/coder.md')).toBe(false);
    expect(ruleIds()).not.toContain('agent-dir-not-read');
  });

  it('--fix-dry-run prints the renames and moves nothing', () => {
    repo.commit('init');
    const r = run(['lint', '--fix-dry-run']);
    expect(r.stdout).toContain('diff --git a/.opencode/agent/coder.md b/.opencode/agents/coder.md\nsimilarity index 100%\nrename from .opencode/agent/coder.md\nrename to .opencode/agents/coder.md\n');
    expect(r.stdout).toContain('rename from .opencode/agent/reviewer.md\nrename to .opencode/agents/reviewer.md\n');
    untouched();
  });

  it('--fix-dry-run reports what is left with the files moved (in memory), and a fix found after the move', () => {
    repo.write('.opencode/agent/coder.md', '---\ndescription: codes\nmode: Subagent\n---\nbody\n');
    repo.commit('init');
    const r = run(['lint', '--fix-dry-run', '-f', 'json', '-o', 'left.json']);
    expect(r.code).toBe(0);
    // agent-mode-unknown is checked only for agents the fork reads: found in the second pass, after the move.
    expect(r.stdout).toContain('--- a/.opencode/agent/coder.md\n+++ b/.opencode/agent/coder.md\n@@ -1,6 +1,6 @@\n ---\n description: codes\n-mode: Subagent\n+mode: subagent\n');
    expect(r.stderr).toContain('would fix .opencode/agents/coder.md:3:7: mode "Subagent" → "subagent"');
    const left = (JSON.parse(fs.readFileSync(path.join(repo.root, 'left.json'), 'utf8')) as { findings: { ruleId: string }[] }).findings.map((f) => f.ruleId);
    expect(left).not.toContain('agent-dir-not-read');
    expect(left).not.toContain('agent-mode-unknown');
    expect(exists('.opencode/agents/coder.md')).toBe(false);
    expect(run(['lint']).code).toBe(0); // nothing was written: the agents are still unread, mode and all
  });

  it('refuses when a file of the same name is in .opencode/agents/', () => {
    repo.write('.opencode/agents/reviewer.md', AGENT('other'));
    repo.commit('init');
    const r = run(['lint', '--fix']);
    expect(r.stderr).toContain('.opencode/agents/reviewer.md already exists');
    untouched();
    expect(fs.readFileSync(path.join(repo.root, '.opencode/agents/reviewer.md'), 'utf8')).toBe(AGENT('other'));
    expect(exists('.opencode/agents/coder.md')).toBe(false);
  });

  it('refuses when a file has unstaged changes', () => {
    repo.commit('init');
    repo.write('.opencode/agent/coder.md', AGENT('edited'));
    const r = run(['lint', '--fix']);
    expect(r.stderr).toContain('.opencode/agent/coder.md has unstaged changes');
    untouched();
    expect(exists('.opencode/agents')).toBe(false);
  });

  it('refuses a symlink', () => {
    repo.symlink('.opencode/agent/linked.md', '../../AGENTS.md');
    repo.commit('init');
    const r = run(['lint', '--fix']);
    expect(r.stderr).toContain('.opencode/agent/linked.md is a symlink');
    untouched();
    expect(exists('.opencode/agents')).toBe(false);
  });

  it('refuses when .opencode/agents/ leads outside the repository', () => {
    outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-outside-')));
    repo.symlink('.opencode/agents', outside);
    repo.commit('init');
    const r = run(['lint', '--fix']);
    expect(r.stderr).toContain('.opencode/agents/ is not a plain directory');
    untouched();
    expect(fs.readdirSync(outside)).toEqual([]);
  });
});

/**
 * Subfolders of `.opencode/agent/`: the fork reads `.opencode/agents/` non-recursively
 * (docs/runtimes/fork.md §3.2), so `.opencode/agents/team/x.md` would not load either. The fix
 * moves the files directly in `.opencode/agent/` and leaves the subfolders, saying why.
 */
describe('ctxlens lint --fix: subfolders of .opencode/agent/ stay', () => {
  let repo: TempRepo;
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd: repo.root, encoding: 'utf8', env: cleanGitEnv({ NO_COLOR: '1' }) });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const exists = (f: string) => fs.existsSync(path.join(repo.root, f));
  const dirFindings = () =>
    (JSON.parse(run(['lint', '-f', 'json']).stdout) as { findings: { ruleId: string; message: string }[] }).findings.filter((f) => f.ruleId === 'agent-dir-not-read').map((f) => f.message);
  const note = (dir: string, n: number) =>
    `ctxlens: not moving ${dir} (${n} agent file(s)): the fork reads .opencode/agents/ without its subfolders, so they would not load below it either; move them up by hand (the ID becomes the file name) or name the folder in agentPaths\n`;
  beforeEach(() => {
    repo = new TempRepo('ctxlens-fix-agentsub-');
    repo
      .write('AGENTS.md', '# Rules\n')
      .write('.opencode.json', '{}\n')
      .write('.opencode/agent/reviewer.md', AGENT('reviews'))
      .write('.opencode/agent/team/lead.md', AGENT('leads'))
      .write('.opencode/agent/team/deep/helper.md', AGENT('helps'))
      .write('.opencode/agent/core/openagent.md', AGENT('open'));
  });
  afterEach(() => repo.dispose());

  it('moves the direct files, leaves the subfolders and names them on stderr', () => {
    repo.commit('init');
    const r = run(['lint', '--fix']);
    expect(r.stderr).toContain('ctxlens: moved .opencode/agent/reviewer.md → .opencode/agents/reviewer.md\n');
    expect(r.stderr).toContain(note('.opencode/agent/core/', 1));
    expect(r.stderr).toContain(note('.opencode/agent/team/', 2));
    expect(r.stderr).not.toContain('moved .opencode/agent/team');
    expect(exists('.opencode/agents/reviewer.md')).toBe(true);
    for (const f of ['.opencode/agent/team/lead.md', '.opencode/agent/team/deep/helper.md', '.opencode/agent/core/openagent.md']) expect(exists(f)).toBe(true);
    expect(exists('.opencode/agents/team')).toBe(false);
    expect(exists('.opencode/agents/core')).toBe(false);
    // The finding stays for what is left, and none appears for .opencode/agents/.
    const msgs = dirFindings();
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatch(/^3 agent file\(s\) under \.opencode\/agent\/ are never loaded by the fork/);
  });

  it('--fix-dry-run shows the one rename and the same note, and moves nothing', () => {
    repo.commit('init');
    const r = run(['lint', '--fix-dry-run']);
    expect(r.stdout).toBe('diff --git a/.opencode/agent/reviewer.md b/.opencode/agents/reviewer.md\nsimilarity index 100%\nrename from .opencode/agent/reviewer.md\nrename to .opencode/agents/reviewer.md\n');
    expect(r.stderr).toContain(note('.opencode/agent/team/', 2));
    expect(exists('.opencode/agent/reviewer.md')).toBe(true);
    expect(exists('.opencode/agents')).toBe(false);
  });

  it('only subfolders: nothing moves, and stderr says why', () => {
    repo.rm('.opencode/agent/reviewer.md');
    repo.commit('init');
    const r = run(['lint', '--fix']);
    expect(r.stderr).not.toContain('moved');
    expect(r.stderr).toContain(note('.opencode/agent/team/', 2));
    expect(exists('.opencode/agents')).toBe(false);
    expect(dirFindings()[0]).toMatch(/^3 agent file\(s\) under \.opencode\/agent\//);
  });

  it('a refusal still moves nothing, subfolders included', () => {
    repo.write('.opencode/agents/reviewer.md', AGENT('other'));
    repo.commit('init');
    const r = run(['lint', '--fix']);
    expect(r.stderr).toContain('.opencode/agents/reviewer.md already exists');
    expect(exists('.opencode/agent/reviewer.md')).toBe(true);
    expect(exists('.opencode/agent/team/lead.md')).toBe(true);
    expect(fs.readdirSync(path.join(repo.root, '.opencode/agents'))).toEqual(['reviewer.md']);
  });
});
