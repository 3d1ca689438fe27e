/**
 * A pull request on a mainstream OpenCode repository, emulated (docs/github-action.md, "What a
 * pull request shows"): base and head commits in a real git repository, the Action run on head
 * with the event payload naming base. The job summary leads with the finding new in the PR, then
 * draws the bars per Location (always-on instruction tokens, largest first; `instructions-budget`
 * use, closest to its cap first) and the budget table — with the same figures `ctxlens audit`
 * and the `instructions-budget` rule compute.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActionEnv, runAction } from '../../src/action/run.js';
import { TempRepo, cleanGitEnv } from '../source/git-repo.js';
import { CLI_ENTRY } from '../helpers/entries.js';
import { o200kCounter } from '../../src/report/tokens.js';

const ROOT_RULES = '# Rules\n' + 'Write small functions with clear names. '.repeat(60) + '\n';
const PKG_RULES = '# Package\nUse the shared logger.\n';

describe('a pull request on a mainstream OpenCode repository', () => {
  let repo: TempRepo;
  let base = '';
  let runner = '';
  beforeAll(() => {
    repo = new TempRepo('ctxlens-ocpr-');
    repo
      .write('opencode.json', '{\n  "instructions": [\n    "docs/style.md"\n  ]\n}\n')
      .write('docs/style.md', '# Style\nTabs.\n')
      .write('AGENTS.md', ROOT_RULES)
      .write('pkg/AGENTS.md', PKG_RULES)
      .write('ctxlens.config.json', JSON.stringify({ rules: { 'instructions-budget': { severity: 'warning', options: { maxBytes: 2000, maxTokens: 5000 } } } }));
    base = repo.commit('base');
    // Head: an `instructions` entry that matches nothing (a finding new in the PR).
    repo.write('opencode.json', '{\n  "instructions": [\n    "docs/style.md",\n    "docs/missing/*.md"\n  ]\n}\n');
    repo.commit('head');
    runner = fs.mkdtempSync(path.join(repo.root, '..', 'ctxlens-ocpr-runner-'));
    fs.writeFileSync(path.join(runner, 'event.json'), JSON.stringify({ pull_request: { number: 3, base: { sha: base } } }));
  });
  afterAll(() => {
    repo.dispose();
    fs.rmSync(runner, { recursive: true, force: true });
  });

  it('leads with the new finding, then bars per Location and the budget table, with the audit\'s numbers', async () => {
    const summaryFile = path.join(runner, 'summary.md');
    fs.writeFileSync(summaryFile, '');
    const env = readActionEnv({
      GITHUB_WORKSPACE: repo.root,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: path.join(runner, 'event.json'),
      GITHUB_STEP_SUMMARY: summaryFile,
      CTXLENS_INPUT_FAIL_ON: 'never',
    });
    let out = '';
    const r = await runAction(env, (s) => (out += s));
    const s = r.summary;
    expect(fs.readFileSync(summaryFile, 'utf8')).toBe(s + '\n');
    // The only annotation is the new finding, on the line the PR added.
    expect(out.trimEnd().split('\n')).toEqual([
      '::warning file=opencode.json,line=4,endLine=4,col=5,endColumn=24,title=ctxlens instructions-no-match::"docs/missing/*.md" matches no file when opencode starts in ., pkg (searched from there up to the repository root); the runtime drops it silently.',
    ]);

    // The instruction text per Location, built by hand: blocks joined by "\n", paths relative to the repository root.
    const block = (rel: string, text: string) => `Instructions from: ${rel}\n${text}`;
    const rootText = [block('AGENTS.md', ROOT_RULES), block('docs/style.md', '# Style\nTabs.\n')].join('\n');
    const pkgText = [block('pkg/AGENTS.md', PKG_RULES), block('AGENTS.md', ROOT_RULES), block('docs/style.md', '# Style\nTabs.\n')].join('\n');
    const count = await o200kCounter();
    const fig = (x: number) => x.toLocaleString('en-US');
    const [rootBytes, pkgBytes] = [Buffer.byteLength(rootText), Buffer.byteLength(pkgText)];
    const [rootTokens, pkgTokens] = [count(rootText), count(pkgText)];
    expect(pkgTokens).toBeGreaterThan(rootTokens);

    // Order: the PR's news, the bars, all findings, the budget table.
    const order = ['## ctxlens\n\n### New in this pull request\n', '### Context at a glance', '#### Always-on instructions (≈tokens, largest first)', '#### instructions-budget (closest to the cap first)', '### All findings', '### Budgets'];
    expect(s.startsWith(order[0]!)).toBe(true);
    const at = order.map((h) => s.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(s).toContain(`Compared with ${base.slice(0, 12)}: 1 new finding(s), 0 fixed.`);
    const news = s.slice(at[0]!, at[1]!);
    expect(news).toContain('| warning | opencode.json:4:5 | instructions-no-match |');
    expect(news).not.toContain('instructions-budget');

    // Bars per Location, largest first; the caps in use, closest first (bytes are over: ▶).
    expect(s).toContain(
      ['| Location | | |', '|---|---|---:|', `| pkg | \`████████████████████\` | ${fig(pkgTokens)} tokens, ${fig(pkgBytes)} bytes |`, `| . | \``].join('\n'),
    );
    const budgetBars = s.slice(at[3]!, at[4]!).split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Budget'));
    expect(budgetBars.map((l) => l.split(' | ')[0])).toEqual(['| pkg: bytes', '| .: bytes', '| pkg: tokens', '| .: tokens']);
    expect(budgetBars[0]).toContain(`▶\` | ${fig(pkgBytes)} / 2,000 bytes (${Math.round((pkgBytes / 2000) * 100)}%) |`);
    expect(budgetBars[2]).toContain(`≈${fig(pkgTokens)} / 5,000 tokens (${Math.round((pkgTokens / 5000) * 100)}%) |`);

    // The budget table: the Locations over a cap, with the figures the rule reports.
    expect(s.slice(at[5]!)).toBe(
      [
        '### Budgets',
        '',
        '| Budget | Location | Limit | Measured |',
        '|---|---|---:|---:|',
        `| instructions-budget: maxBytes | . | 2,000 bytes | ${fig(rootBytes)} bytes |`,
        `| instructions-budget: maxBytes | pkg | 2,000 bytes | ${fig(pkgBytes)} bytes |`,
        '',
      ].join('\n'),
    );
    expect(s).toContain(`When opencode starts in ., its instructions are ${rootBytes} bytes, over the budget of 2000 bytes;`);
    expect(s).toContain(`When opencode starts in pkg, its instructions are ${pkgBytes} bytes, over the budget of 2000 bytes;`);

    // One set of numbers: \`ctxlens audit\` reports the same totals.
    const audit = spawnSync(process.execPath, [CLI_ENTRY, 'audit', '-f', 'json', '--cwd', repo.root], { env: cleanGitEnv(), encoding: 'utf8' });
    const locs = (JSON.parse(audit.stdout) as { locations: { location: string; totalBytes: number; totalTokens: number }[] }).locations;
    expect(locs.map((l) => [l.location, l.totalBytes, l.totalTokens])).toEqual([
      ['.', rootBytes, rootTokens],
      ['pkg', pkgBytes, pkgTokens],
    ]);
  }, 60000);
});
