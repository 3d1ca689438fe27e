/**
 * `instructions: ["docs/rules.md/**"]` with a FILE docs/rules.md: opencode 1.18.33 loads the file
 * (the final `**` matches no segment, docs/runtimes/opencode.md §6.3; observed with the oracle).
 * End to end through the shipped executable: `render` and `lint` on the working tree, `lint --staged`
 * on the index and `lint --rev` on a commit all see the file.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_ENTRY } from '../helpers/entries.js';
import { cleanGitEnv, TempRepo } from '../source/git-repo.js';

function ctxlens(cwd: string, args: string[]): { code: number | null; stdout: string } {
  const r = spawnSync(process.execPath, [CLI_ENTRY, ...args], { cwd, env: cleanGitEnv({ HOME: '/nonexistent-home', CTXLENS_NO_CACHE: '1' }) });
  return { code: r.status, stdout: r.stdout.toString('utf8') };
}

const BINARY = 'docs/rules.md is not UTF-8 text: a NUL byte at line 1, column 4.';

describe('a final ** after a file (mainstream OpenCode)', () => {
  const repo = new TempRepo('ctxlens-final-doublestar-');
  afterAll(() => repo.dispose());
  repo.write('opencode.json', '{"instructions": ["docs/rules.md/**", "d2/*.md/**"]}\n').write('docs/rules.md', 'bin\0ary\n').write('d2/r.md', 'not loaded\n');
  repo.commit('binary rules');
  repo.write('docs/rules.md', 'clean\n');
  repo.commit('clean rules');
  // staged: binary again; working tree: clean
  repo.write('docs/rules.md', 'bin\0ary staged\n');
  repo.git('add', 'docs/rules.md');
  repo.write('docs/rules.md', 'clean in the working tree\n');

  it('render loads the file, not the one a * before the ** names', () => {
    const r = ctxlens(repo.root, ['render', '--runtime', 'opencode']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`Instructions from: ${repo.root}/docs/rules.md\nclean in the working tree\n`);
  });

  it('lint on the working tree: only the entry with * before the ** matches nothing', () => {
    const r = ctxlens(repo.root, ['lint', '--runtime', 'opencode', '--format', 'json']);
    expect(r.code).toBe(0);
    const findings = (JSON.parse(r.stdout) as { findings: { ruleId: string; data: { entry?: string } }[] }).findings;
    expect(findings.map((f) => [f.ruleId, f.data.entry])).toEqual([['instructions-no-match', 'd2/*.md/**']]);
  });

  it('lint --staged reads the staged file through the entry', () => {
    const r = ctxlens(repo.root, ['lint', '--staged']);
    expect(r.stdout).toContain(BINARY);
    expect(r.stdout).not.toContain('"docs/rules.md/**" matches no file');
  });

  it('lint --rev reads the committed file through the entry', () => {
    expect(ctxlens(repo.root, ['lint', '--runtime', 'opencode', '--rev', 'HEAD~1']).stdout).toContain(BINARY);
    expect(ctxlens(repo.root, ['lint', '--runtime', 'opencode', '--rev', 'HEAD']).stdout).not.toContain('"docs/rules.md/**" matches no file');
  });
});
