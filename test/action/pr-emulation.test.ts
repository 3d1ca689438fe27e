/**
 * A pull request, emulated (issue 12 §2): a base commit and a head commit in a real git
 * repository, the Action's script run on head with the event payload naming base. New findings
 * lead the annotations and the summary; a finding that only moved (an entry inserted above it in
 * `contextPaths`, so its JSON-pointer index changed) is neither new nor fixed; with
 * `annotate: changed` a finding on an untouched line of an untouched file is not annotated.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActionEnv, runAction } from '../../src/action/run.js';
import { changedLines, parseUnifiedZero } from '../../src/diff/changed-lines.js';
import { TempRepo } from '../source/git-repo.js';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('a pull request emulated end to end', () => {
  let repo: TempRepo;
  let base = '';
  let runner = '';
  beforeAll(() => {
    repo = new TempRepo('ctxlens-pr-');
    repo
      .write('AGENTS.md', '# Rules\n')
      .write('CLAUDE.md', '# Claude\n')
      .write('.opencode.json', '{\n  "contextPaths": [\n    "old-missing.md",\n    "AGENTS.md"\n  ]\n}\n')
      .write('.opencode/agents/broken.md', 'no frontmatter\n');
    base = repo.commit('base');
    // Head: an entry inserted at the top (old-missing.md moves from index 0 to 1, its line is untouched) and a new missing entry.
    repo.write('.opencode.json', '{\n  "contextPaths": [\n    "CLAUDE.md",\n    "old-missing.md",\n    "AGENTS.md",\n    "new-missing.md"\n  ]\n}\n');
    repo.commit('head');
    runner = fs.mkdtempSync(path.join(repo.root, '..', 'ctxlens-pr-runner-'));
    fs.writeFileSync(path.join(runner, 'event.json'), JSON.stringify({ pull_request: { number: 1, base: { sha: base } } }));
  });
  afterAll(() => {
    repo.dispose();
    fs.rmSync(runner, { recursive: true, force: true });
  });

  function env(tag: string, annotate?: string) {
    const summary = path.join(runner, `${tag}.md`);
    fs.writeFileSync(summary, '');
    return readActionEnv({
      GITHUB_WORKSPACE: repo.root,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: path.join(runner, 'event.json'),
      GITHUB_STEP_SUMMARY: summary,
      CTXLENS_INPUT_FAIL_ON: 'never',
      ...(annotate ? { CTXLENS_INPUT_ANNOTATE: annotate } : {}),
    });
  }

  it('leads with the new finding, matches the moved one, and annotates only what the PR touches', async () => {
    let out = '';
    const r = await runAction(env('changed'), (s) => (out += s), words);
    const annotations = out.trimEnd().split('\n');
    // Only the new finding: old-missing.md sits on an untouched line, broken.md is an untouched file.
    expect(annotations).toEqual([
      '::warning file=.opencode.json,line=6,endLine=6,col=5,endColumn=21,title=ctxlens context-entry-missing::Context entry "new-missing.md" names new-missing.md, which does not exist: the runtime skips it silently.',
    ]);
    const s = r.summary;
    expect(s.startsWith('## ctxlens\n\n### New in this pull request\n')).toBe(true);
    expect(s).toContain(`Compared with ${base.slice(0, 12)}: 1 new finding(s), 0 fixed.`);
    // The new finding is the first row of the new-findings table and of the full table.
    const newTable = s.slice(s.indexOf('### New in this pull request'), s.indexOf('### All findings'));
    expect(newTable).toContain('new-missing.md');
    expect(newTable).not.toContain('old-missing.md');
    const all = s.slice(s.indexOf('### All findings'));
    const rows = all.split('\n').filter((l) => l.startsWith('| 🔴') || l.startsWith('| 🟡') || l.startsWith('| 🔵'));
    expect(rows[0]).toContain('new-missing.md');
    expect(rows.some((l) => l.includes('old-missing.md'))).toBe(true);
    expect(rows.some((l) => l.includes('broken.md'))).toBe(true);
    expect(s.indexOf('### New in this pull request')).toBeLessThan(s.indexOf('### All findings'));
    expect(s).toContain('finding(s) on lines this pull request does not touch are listed here but not annotated');
  }, 60000);

  it('annotate: all annotates every finding, new first within its severity', async () => {
    let out = '';
    await runAction(env('all', 'all'), (s) => (out += s), words);
    const lines = out.trimEnd().split('\n');
    expect(lines.some((l) => l.startsWith('::error file=.opencode/agents/broken.md,'))).toBe(true);
    const warnings = lines.filter((l) => l.startsWith('::warning'));
    expect(warnings[0]).toContain('new-missing.md');
    expect(warnings.some((l) => l.includes('old-missing.md'))).toBe(true);
  }, 60000);

  it('rejects an unknown annotate value', () => {
    expect(() => env('bad', 'some')).toThrow(/annotate must be changed or all/);
  });
});

describe('parseUnifiedZero', () => {
  it('reads added, changed and deleted lines per file from git diff --unified=0', () => {
    const text = [
      'diff --git a/x.json b/x.json',
      '--- a/x.json',
      '+++ b/x.json',
      '@@ -3 +3,2 @@',
      '@@ -10,2 +11,0 @@',
      'diff --git a/gone.md b/gone.md',
      '--- a/gone.md',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '+++ "b/t\\303\\251st.md"',
      '@@ -0,0 +1 @@',
    ].join('\n');
    const m = parseUnifiedZero(text);
    expect([...m.keys()]).toEqual(['x.json', 'tést.md']);
    expect([...m.get('x.json')!].sort((a, b) => a - b)).toEqual([3, 4, 12]);
    expect([...m.get('tést.md')!]).toEqual([1]);
  });

  it('changedLines: a text file has its lines; a binary file has none and is not listed (as one over DIFF_TEXT_MAX_BYTES, which git diffs as binary)', () => {
    const repo = new TempRepo('ctxlens-changed-bin-');
    try {
      repo.write('a.md', 'one\n');
      const base = repo.commit('base');
      repo.write('a.md', 'one\ntwo\n').write('blob.md', Buffer.from([0, 1, 2, 0]));
      repo.commit('head');
      const m = changedLines(repo.root, base);
      expect([...m.entries()].map(([k, v]) => [k, [...v]])).toEqual([
        ['a.md', [2]],
      ]);
    } finally {
      repo.dispose();
    }
  });
});
