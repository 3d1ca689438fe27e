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
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TempRepo, cleanGitEnv } from '../source/git-repo.js';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'src', 'cli.js');
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
