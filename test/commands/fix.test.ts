/**
 * Safe fixes (docs/usage.md, "Fixing"): each fix has one right answer, `--fix-dry-run` prints a
 * diff and writes nothing, `--fix` never touches a file with unstaged changes, a symlink, or
 * anything outside the repository.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../src/commands/fix.js';
import { applyFixes, singleSuggestion, strictJson } from '../../src/engine/fixes.js';
import { TempRepo, cleanGitEnv } from '../source/git-repo.js';
import { CLI_ENTRY } from '../helpers/entries.js';

/** The shipped bundle: the same code as `dist/`, at a fraction of its start-up cost per run. */
const CLI = CLI_ENTRY;

const BROKEN = '{\n  // team config\n  "contextPaths": ["AGENTS.md", "docs"],\n  "agents": {"coder": {"context": {"path": ["AGENTS.md"], "mode": "Replace"}}},\n  "permissions": {},\n}\n';
const FIXED = '{\n  "contextPaths": ["AGENTS.md", "docs/"],\n  "agents": {"coder": {"context": {"paths": ["AGENTS.md"], "mode": "replace"}}},\n  "permission": {}\n}\n';

describe('fix data', () => {
  it('repairs strict JSON only by removing comments and trailing commas', () => {
    expect(strictJson('{"a": [1, 2,], /* x */ "b": 1, // y\n}')).toBe('{"a": [1, 2], "b": 1\n}');
    expect(strictJson('{"a": 1}')).toBeNull(); // nothing to fix
    expect(strictJson('{"a": }')).toBeNull(); // another syntax error: no fix
  });

  it('takes a suggestion only when there is exactly one', () => {
    expect(singleSuggestion(' Did you mean "replace"?')).toBe('replace');
    expect(singleSuggestion('; did you mean "a"? or did you mean "b"?')).toBeNull();
    expect(singleSuggestion('')).toBeNull();
  });

  it('applies non-overlapping fixes from the end, skipping an overlapping one', () => {
    const r = applyFixes('abc def ghi', [
      { file: 'f', start: { line: 1, column: 1 }, end: { line: 1, column: 4 }, text: 'ABC', description: '' },
      { file: 'f', start: { line: 1, column: 9 }, end: { line: 1, column: 12 }, text: 'GHI', description: '' },
      { file: 'f', start: { line: 1, column: 2 }, end: { line: 1, column: 6 }, text: 'x', description: '' },
    ]);
    expect(r.text).toBe('ABC def GHI');
    expect(r.applied).toHaveLength(2);
  });

  it('prints a unified diff with context', () => {
    expect(unifiedDiff('x.json', 'a\nb\nc\n', 'a\nB\nc\n')).toBe('--- a/x.json\n+++ b/x.json\n@@ -1,4 +1,4 @@\n a\n-b\n+B\n c\n \n');
  });
});

describe('ctxlens lint --fix', () => {
  let repo: TempRepo;
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd: repo.root, encoding: 'utf8', env: cleanGitEnv({ NO_COLOR: '1' }) });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const read = (f: string) => fs.readFileSync(path.join(repo.root, f), 'utf8');
  beforeEach(() => {
    repo = new TempRepo('ctxlens-fix-');
    repo.write('AGENTS.md', '# Rules\n').write('docs/a.md', 'a\n').write('.opencode.json', BROKEN).write('.opencode/agents/a.md', '---\ndescription: x\nmode: Subagent\n---\nbody\n');
    repo.commit('init');
  });
  afterEach(() => repo.dispose());

  it('--fix-dry-run prints the diff of every pass, writes nothing, and exits from what is left', () => {
    expect(run(['lint']).code).toBe(1); // parse-error and agent-mode-unknown before the fixes
    const r = run(['lint', '--fix-dry-run']);
    expect(r.code).toBe(0); // only an info finding is left once the fixes are applied
    expect(read('.opencode.json')).toBe(BROKEN);
    expect(r.stdout).toBe(
      unifiedDiff('.opencode.json', BROKEN, FIXED) + unifiedDiff('.opencode/agents/a.md', '---\ndescription: x\nmode: Subagent\n---\nbody\n', '---\ndescription: x\nmode: subagent\n---\nbody\n'),
    );
    expect(r.stderr).toContain('ctxlens: would fix .opencode.json:4:3: key "permissions" → "permission"\n');
    expect(r.stderr).toContain('3:14  info');
    expect(r.stderr).not.toContain('parse-error');
    expect(r.stderr).toContain('✖ 1 problem (0 errors, 0 warnings, 1 info)');
  });

  it('--fix-dry-run exits 1 when errors remain after the fixes, and reports them on stderr (or in --output)', () => {
    repo.write('.opencode/agents/b.md', '---\ndescription: x\nmode: bogus\n---\nbody\n');
    const r = run(['lint', '--fix-dry-run']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('+  "permission": {}\n');
    expect(r.stdout).not.toContain('bogus');
    expect(r.stderr).toContain('.opencode/agents/b.md\n  3:7  error  Mode "bogus"');
    expect(read('.opencode.json')).toBe(BROKEN);
    const j = run(['lint', '--fix-dry-run', '-f', 'json', '-o', 'left.json']);
    expect(j.code).toBe(1);
    const left = JSON.parse(read('left.json')) as { findings: { ruleId: string; severity: string }[] };
    expect(left.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId)).toEqual(['agent-mode-unknown']);
  });

  it('--fix repairs the config over several passes and the agent file, then reports what is left', () => {
    const r = run(['lint', '--fix', '-f', 'json']);
    expect(read('.opencode.json')).toBe(FIXED);
    expect(read('.opencode/agents/a.md')).toBe('---\ndescription: x\nmode: subagent\n---\nbody\n');
    const left = JSON.parse(r.stdout) as { findings: { ruleId: string }[] };
    expect(left.findings.map((f) => f.ruleId)).not.toContain('parse-error');
    expect(left.findings.map((f) => f.ruleId)).not.toContain('agent-mode-unknown');
    expect(r.stderr).toContain('ctxlens: fixed .opencode.json:4:3: key "permissions" → "permission"\n');
  });

  it('leaves a file with unstaged changes alone, and says so', () => {
    fs.appendFileSync(path.join(repo.root, '.opencode/agents/a.md'), 'my unstaged edit\n');
    const r = run(['lint', '--fix']);
    expect(read('.opencode/agents/a.md')).toBe('---\ndescription: x\nmode: Subagent\n---\nbody\nmy unstaged edit\n');
    expect(read('.opencode.json')).toBe(FIXED);
    expect(r.stderr).toContain('ctxlens: not fixing .opencode/agents/a.md: it has unstaged changes (stage or stash them, then run --fix again)\n');
  });

  it('does not write through a symlink', () => {
    fs.rmSync(path.join(repo.root, '.opencode/agents/a.md'));
    const outside = path.join(repo.root, '..', `${path.basename(repo.root)}-outside.md`);
    fs.writeFileSync(outside, '---\ndescription: x\nmode: Subagent\n---\n');
    fs.symlinkSync(outside, path.join(repo.root, '.opencode/agents/a.md'));
    repo.git('add', '-A');
    const r = run(['lint', '--fix']);
    expect(fs.readFileSync(outside, 'utf8')).toBe('---\ndescription: x\nmode: Subagent\n---\n');
    expect(r.stderr).toContain('ctxlens: not fixing .opencode/agents/a.md: it is a symlink\n');
    fs.rmSync(outside);
  });

  it('refuses --fix with --staged', () => {
    expect(run(['lint', '--fix', '--staged']).code).toBe(2);
  });
});
