import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActionEnv, runAction, pullRequestBase, ActionInputError } from '../../src/action/run.js';
import { TempRepo, cleanGitEnv } from '../source/git-repo.js';
import { ACTION_ENTRY, CLI_ENTRY } from '../helpers/entries.js';

const MAIN = ACTION_ENTRY;
const CLI = CLI_ENTRY;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Parse a GITHUB_OUTPUT file written with heredoc delimiters. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

describe('the GitHub Action script on a pull request', () => {
  let repo: TempRepo;
  let base = '';
  let runner = '';
  beforeAll(() => {
    repo = new TempRepo('ctxlens-action-');
    repo
      .write('AGENTS.md', '# Rules\n')
      .write('.opencode.json', JSON.stringify({ agents: { coder: { context: { paths: ['docs/style.md'], mode: 'append' } } } }))
      .write('docs/style.md', 'style v1\n')
      .write('app/.opencode.json', '{}');
    base = repo.commit('base');
    repo
      .write('.opencode.json', JSON.stringify({ agents: { coder: { context: { paths: ['docs/style.md', 'docs/missing.md'], mode: 'append' } } } }))
      .write('docs/style.md', 'style v2 longer text\n')
      .write('app/.opencode.json', '{"agents": {');
    repo.commit('head');
    runner = fs.mkdtempSync(path.join(repo.root, '..', 'ctxlens-runner-'));
    fs.writeFileSync(path.join(runner, 'event.json'), JSON.stringify({ action: 'opened', pull_request: { number: 7, base: { sha: base, ref: 'main' }, head: { sha: 'f'.repeat(40) } } }));
  });
  afterAll(() => {
    repo.dispose();
    fs.rmSync(runner, { recursive: true, force: true });
  });

  function ghEnv(tag: string, inputs: Record<string, string>): Record<string, string> {
    const summary = path.join(runner, `${tag}-summary.md`);
    const output = path.join(runner, `${tag}-output.txt`);
    fs.writeFileSync(summary, '# earlier step\n');
    fs.writeFileSync(output, '');
    return {
      GITHUB_WORKSPACE: repo.root,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: path.join(runner, 'event.json'),
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: output,
      ...inputs,
    };
  }

  it('annotates, summarises the context diff, writes SARIF and sets outputs (built script, real process)', () => {
    const env = ghEnv('main', { CTXLENS_INPUT_FAIL_ON: 'warning', CTXLENS_INPUT_SARIF_FILE: 'out/ctxlens.sarif', CTXLENS_INPUT_WORKING_DIRECTORY: '.' });
    fs.mkdirSync(path.join(repo.root, 'out'), { recursive: true });
    // the counts lint itself reports for this tree (rules keep growing; the outputs must match them)
    const lint = spawnSync(process.execPath, [CLI, 'lint', '-f', 'json', '--cwd', repo.root], { env: cleanGitEnv(), encoding: 'utf8' });
    const counts = JSON.parse(lint.stdout) as { errorCount: number; warningCount: number };
    expect(counts.warningCount).toBeGreaterThan(0);
    const r = spawnSync(process.execPath, [MAIN], { cwd: repo.root, env: cleanGitEnv(env), encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1); // fail-on: warning, and there is a warning
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toContain(
      '::warning file=.opencode.json,line=1,endLine=1,col=57,endColumn=74,title=ctxlens context-entry-missing::Context entry "docs/missing.md" names docs/missing.md, which does not exist: the runtime skips it silently.',
    );
    expect(lines[lines.length - 1]).toBe(`ctxlens: ${counts.errorCount} error(s), ${counts.warningCount} warning(s); SARIF written to ${path.join(repo.root, 'out/ctxlens.sarif')}`);

    const outputs = parseOutputs(fs.readFileSync(env.GITHUB_OUTPUT!, 'utf8'));
    expect(outputs).toEqual({ errors: String(counts.errorCount), warnings: String(counts.warningCount), 'sarif-file': path.join(repo.root, 'out/ctxlens.sarif') });

    const sarif = JSON.parse(fs.readFileSync(path.join(repo.root, 'out/ctxlens.sarif'), 'utf8')) as { version: string; runs: { results: { ruleId: string }[] }[] };
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0]!.results.map((x) => x.ruleId)).toContain('context-entry-missing');

    const summary = fs.readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8');
    expect(summary.startsWith('# earlier step\n## ctxlens\n')).toBe(true);
    expect(summary).toContain(`### Context diff: ${base.slice(0, 12)} → working tree`);
    expect(summary).toContain('| docs/style.md | changed | agent | 9 → 21 (+12) |');
    expect(summary).toContain('### Budgets');
    expect(summary).toMatch(/### New in this pull request[\s\S]*context-entry-missing[\s\S]*### All findings/);
  }, 60000);

  it('lints a working-directory below the workspace, with paths relative to the workspace', async () => {
    let stdout = '';
    const a = readActionEnv(ghEnv('sub', { CTXLENS_INPUT_WORKING_DIRECTORY: 'app', CTXLENS_INPUT_DIFF: 'false' }));
    const r = await runAction(a, (s) => (stdout += s), words);
    expect(r.diffBase).toBeNull();
    expect(r.errors).toBeGreaterThan(0);
    expect(r.exitCode).toBe(1);
    expect(stdout).toMatch(/^::error file=app\/\.opencode\.json,line=1,/m);
    expect(r.summary).not.toContain('Context diff');
  });

  it('does not fail with fail-on never, and skips the summary when asked', async () => {
    const a = readActionEnv(ghEnv('never', { CTXLENS_INPUT_FAIL_ON: 'never', CTXLENS_INPUT_SUMMARY: 'false', CTXLENS_INPUT_WORKING_DIRECTORY: 'app' }));
    const r = await runAction(a, () => {}, words);
    expect(r.exitCode).toBe(0);
    expect(r.summary).toBe('');
    expect(fs.readFileSync(a.stepSummary!, 'utf8')).toBe('# earlier step\n');
  });

  it('reads the base commit only from a well-formed pull_request payload', () => {
    expect(pullRequestBase(path.join(runner, 'event.json'))).toBe(base);
    fs.writeFileSync(path.join(runner, 'push.json'), JSON.stringify({ ref: 'refs/heads/main' }));
    expect(pullRequestBase(path.join(runner, 'push.json'))).toBeNull();
    fs.writeFileSync(path.join(runner, 'evil.json'), JSON.stringify({ pull_request: { base: { sha: '--output=/tmp/x' } } }));
    expect(pullRequestBase(path.join(runner, 'evil.json'))).toBeNull();
    expect(pullRequestBase(null)).toBeNull();
  });

  it('rejects invalid inputs', () => {
    expect(() => readActionEnv({ CTXLENS_INPUT_FAIL_ON: 'errors' })).toThrow(ActionInputError);
    expect(() => readActionEnv({ CTXLENS_INPUT_SUMMARY: 'yes' })).toThrow(ActionInputError);
  });
});

describe('capMarkdown', () => {
  it('keeps text that fits and cuts at a line boundary with a note otherwise', async () => {
    const { capMarkdown } = await import('../../src/action/run.js');
    expect(capMarkdown('a\nb\n', 10)).toBe('a\nb\n');
    const long = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    const cut = capMarkdown(long, 200);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(200);
    expect(cut.startsWith('line 0\nline 1\n')).toBe(true);
    expect(cut).toContain('cut to fit');
  });
});
