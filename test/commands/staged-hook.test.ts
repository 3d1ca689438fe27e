import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo, cleanGitEnv } from '../source/git-repo.js';
import { CLI_ENTRY } from '../helpers/entries.js';

const CLI = fileURLToPath(new URL('../../dist/src/cli.js', import.meta.url));
const BIN = CLI_ENTRY;
const GOOD = JSON.stringify({ agents: { coder: { context: { paths: ['AGENTS.md'] } } } });
const BROKEN = '{"agents": {"coder": ';

/** A repository whose pre-commit hook runs the built CLI (`lint --staged`). */
function repoWithHook(entry: string): TempRepo {
  const r = new TempRepo('ctxlens-hook-');
  r.write('AGENTS.md', '# Rules\n').write('.opencode.json', GOOD).write('src/a.ts', 'export {};\n');
  r.commit('base');
  const hook = path.join(r.root, '.git/hooks/pre-commit');
  fs.writeFileSync(hook, `#!/bin/sh\nexec "${process.execPath}" "${entry}" lint --staged\n`, { mode: 0o755 });
  return r;
}

function commit(r: TempRepo, ...args: string[]) {
  return spawnSync('git', ['commit', '-q', '-m', 'change', ...args], { cwd: r.root, env: cleanGitEnv(), encoding: 'utf8' });
}

describe.each([
  ['cli.js', CLI],
  ['bin.js (fast path)', BIN],
])('pre-commit hook running %s', (_name, entry) => {
  let repo: TempRepo | null = null;
  afterEach(() => {
    repo?.dispose();
    repo = null;
  });

  it('blocks a commit whose staged .opencode.json is broken while the working copy is fixed', () => {
    const r = (repo = repoWithHook(entry));
    const head = r.git('rev-parse', 'HEAD');
    r.write('.opencode.json', BROKEN).git('add', '.opencode.json');
    r.write('.opencode.json', GOOD); // fixed in the working tree only
    const status = r.git('status', '--porcelain');
    const res = commit(r);
    expect(res.status).not.toBe(0);
    expect(res.stdout + res.stderr).toContain('.opencode.json');
    expect(r.git('rev-parse', 'HEAD')).toBe(head);
    // the hook touched neither the index nor the working tree
    expect(r.git('status', '--porcelain')).toBe(status);
    expect(fs.readFileSync(r.abs('.opencode.json'), 'utf8')).toBe(GOOD);
    expect(r.git('show', ':.opencode.json')).toBe(BROKEN);
  });

  it('passes the reverse: staged fixed, working copy broken', () => {
    const r = (repo = repoWithHook(entry));
    r.write('.opencode.json', GOOD.replace('AGENTS.md', 'AGENTS.md", "CLAUDE.md')).write('CLAUDE.md', '# Claude\n').git('add', '-A');
    r.write('.opencode.json', BROKEN);
    const res = commit(r);
    expect(res.stderr).not.toMatch(/^\s+\d+:\d+\s+error\s/m); // no error finding (info/warnings may print)
    expect(res.status).toBe(0);
    expect(r.git('show', 'HEAD:.opencode.json')).toContain('CLAUDE.md');
    expect(fs.readFileSync(r.abs('.opencode.json'), 'utf8')).toBe(BROKEN);
  });

  it('lints the temporary index of "git commit -a"', () => {
    const r = (repo = repoWithHook(entry));
    r.write('.opencode.json', BROKEN);
    expect(commit(r, '-a').status).not.toBe(0);
  });

  it('lets an irrelevant change through even when the unstaged config is broken', () => {
    const r = (repo = repoWithHook(entry));
    r.write('src/a.ts', 'export const x = 1;\n').git('add', 'src/a.ts');
    r.write('.opencode.json', BROKEN);
    const res = commit(r);
    expect(res.status).toBe(0);
    expect(r.git('show', '--name-only', '--format=', 'HEAD').trim()).toBe('src/a.ts');
  });
});

describe.each([
  ['cli.js', CLI],
  ['bin.js (fast path)', BIN],
])('lint --staged --config FILE through %s', (_name, entry) => {
  let repo: TempRepo | null = null;
  afterEach(() => {
    repo?.dispose();
    repo = null;
  });

  // Found by the session-21 breaker: the relevance check knows only ctxlens.config.json by name,
  // so a staged change to the file --config names passed the hook unlinted.
  it('lints a commit that changes only the named config file', () => {
    const r = (repo = new TempRepo('ctxlens-hook-config-'));
    r.write('opencode.json', '{}').write('AGENTS.md', 'word '.repeat(9000)).write('cfg/strict.json', '{"rules":{"instructions-budget":"off"}}');
    r.commit('base');
    r.write('cfg/strict.json', '{"rules":{"instructions-budget":{"severity":"error","options":{"maxBytes":100}}}}').git('add', 'cfg/strict.json');
    const res = spawnSync(process.execPath, [entry, 'lint', '--staged', '--config', 'cfg/strict.json'], { cwd: r.root, env: { ...cleanGitEnv(), CTXLENS_NO_CACHE: '1' }, encoding: 'utf8' });
    expect(res.status).toBe(1);
    expect(res.stdout).toMatch(/error .*instructions-budget/);
  });
});

describe.each([
  ['cli.js', CLI],
  ['bin.js (fast path)', BIN],
])('lint --staged usage errors through %s', (_name, entry) => {
  let repo: TempRepo | null = null;
  afterEach(() => {
    repo?.dispose();
    repo = null;
  });

  // Reported as old in session 21: with nothing relevant staged, a bad --rule or --max-warnings
  // exited 0 silently (the full CLI, on any other command line, says so and exits 2).
  it.each([
    [['--rule', 'bogus:error'], 'ctxlens: --rule: unknown rule "bogus"'],
    [['--rule=context-budget:warn'], 'ctxlens: --rule context-budget: severity must be off, info, warning or error, got "warn"'],
    [['--max-warnings', 'abc'], 'ctxlens: --max-warnings expects an integer >= -1 (a number, not text)'],
    [['--max-warnings=-2'], 'ctxlens: --max-warnings expects an integer >= -1, got -2'],
  ])('%j is a usage error with nothing relevant staged', (args, message) => {
    const r = (repo = new TempRepo('ctxlens-hook-usage-'));
    r.write('AGENTS.md', '# Rules\n').write('src/a.ts', 'export {};\n');
    r.commit('base');
    r.write('src/a.ts', 'export const a = 1;\n').git('add', 'src/a.ts');
    const run = (extra: string[]) => spawnSync(process.execPath, [entry, 'lint', '--staged', ...extra], { cwd: r.root, env: { ...cleanGitEnv(), CTXLENS_NO_CACHE: '1' }, encoding: 'utf8' });
    expect(run([])).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const bad = run(args);
    expect(bad.status).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe(message);
    // Valid values keep the early exit.
    expect(run(['--rule', 'context-budget:off', '--max-warnings', '0'])).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });
});
