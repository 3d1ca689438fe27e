/**
 * The pre-commit framework's `files:` regex is generated from the one relevance list
 * (`STATIC_RELEVANT_GLOBS`, which `ctxlens paths` prints and `lint --staged` uses): the committed
 * `.pre-commit-hooks.yaml` must hold exactly what the list generates, and the regex must match
 * exactly the paths the globs match.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { STATIC_RELEVANT_GLOBS } from '../../src/precommit/relevance.js';
import { GlobShapeError, globsToSearchRegex, globToRegexBody } from '../../src/text/glob-regex.js';
import { pathsPreCommit } from '../../src/commands/paths.js';
import { CLI_ENTRY } from '../helpers/entries.js';
import { TempRepo, cleanGitEnv } from '../source/git-repo.js';

const file = fileURLToPath(new URL('../../.pre-commit-hooks.yaml', import.meta.url));
const globs = STATIC_RELEVANT_GLOBS.map((g) => g.glob);
const generated = globsToSearchRegex(globs);
const byGlobs = (p: string) => globs.some((g) => picomatch(g, { dot: true })(p));

describe('.pre-commit-hooks.yaml files:', () => {
  it('is what the relevance list generates (regenerate with node scripts/pre-commit-hooks.mjs)', () => {
    const hook = (parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[]).find((h) => h['id'] === 'ctxlens')!;
    expect(hook['files']).toBe(generated);
  });

  it('the relevance list holds the files rules read that the hand-written regex had', () => {
    for (const g of ['**/copilot-instructions.md', '**/.cursorrules', '**/.cursor/rules/**', '**/CONTEXT.md', '**/registry.json', '**/ctxlens-baseline.json', '**/.claude/agents/**']) expect(globs).toContain(g);
  });

  const re = new RegExp(generated);
  const table: [string, boolean][] = [
    ['AGENTS.md', true],
    ['services/auth/AGENTS.md', true],
    ['a/b/c/d/AGENTS.local.md', true],
    ['.opencode/agents/x.md', true],
    ['pkg/.opencode/agent/team/lead.md', true],
    ['.opencode', true],
    ['.opencode.json', true],
    ['sub/.opencode.jsonc', true],
    ['.agents/types/coder.md', true],
    ['.agents/flows/fix.yaml', true],
    ['docs/CONTEXT.md', true],
    ['CLAUDE.md', true],
    ['x/CLAUDE.local.md', true],
    ['OpenCode.md', true],
    ['OPENCODE.local.md', true],
    ['.github/copilot-instructions.md', true],
    ['.cursorrules', true],
    ['web/.cursor/rules/go.mdc', true],
    ['.cursor/rules', true],
    ['ctxlens.config.json', true],
    ['ctxlens-baseline.json', true],
    ['opencode.json', true],
    ['apps/api/opencode.jsonc', true],
    ['registry.json', true],
    ['.claude/agents/reviewer.md', true],
    ['src/a.ts', false],
    ['README.md', false],
    ['docs/AGENTS.md.bak', false],
    ['my.opencode.json', false],
    ['AGENTS.mdx', false],
    ['xAGENTS.md', false],
    ['CONTEXT.local.md', false],
    ['.cursor/other.md', false],
    ['.claude/settings.json', false],
    ['opencode.json5', false],
    ['agents/x.md', true], // a config repository's agent folder, at the root (agent-dir-not-read)
    ['agent/team/x.md', true],
    ['config.json', true], // makes the root a config repository
    ['pkg/agents/x.md', false],
    ['pkg/config.json', false],
    ['.tmp/sessions/s1/.manifest.json', true], // OpenAgentsControl's sessions (oac-session-*)
    ['pkg/.tmp/sessions/s1/notes.md', true],
    ['.tmp/cache/x', false],
  ];
  it.each(table)('%s: %s (globs and regex agree)', (p, want) => {
    expect(byGlobs(p)).toBe(want);
    expect(re.test(p)).toBe(want);
  });

  it('Python, as the pre-commit framework runs it, agrees (when python3 is on PATH)', () => {
    const py = spawnSync('python3', ['-c', 'import re,sys,json; r=re.compile(sys.argv[1]); print(json.dumps([bool(r.search(p)) for p in json.loads(sys.stdin.read())]))', generated], { input: JSON.stringify(table.map((t) => t[0])), encoding: 'utf8' });
    if (py.error) return; // no python3 here: the JavaScript check above stands
    expect(JSON.parse(py.stdout)).toEqual(table.map((t) => t[1]));
  });
});

describe('the example workflows', () => {
  it.each(['README.md', 'docs/github-action.md'])('%s: its paths: filter is the relevance list', (doc) => {
    const text = fs.readFileSync(fileURLToPath(new URL(`../../${doc}`, import.meta.url)), 'utf8');
    const block = /\n {4}paths:\n((?: {6}- '[^']*'\n)+)/.exec(text)![1]!;
    expect([...block.matchAll(/'([^']*)'/g)].map((m) => m[1])).toEqual(globs);
  });
});

describe('globToRegexBody', () => {
  it.each([
    ['**/AGENTS.md', '(?:.*/)?AGENTS\\.md'],
    ['**/.opencode*', '(?:.*/)?\\.opencode[^/]*'],
    ['**/.cursor/rules/**', '(?:.*/)?\\.cursor/rules(?:/.*)?'],
    ['docs/style.md', 'docs/style\\.md'],
    ['docs/**/x.md', 'docs/(?:.*/)?x\\.md'],
    ['**', '.*'],
  ])('%s → %s', (g, want) => expect(globToRegexBody(g)).toBe(want));

  it('matches what picomatch matches on generated paths', () => {
    const gs = ['**/AGENTS.md', '**/.opencode*', '**/.cursor/rules/**', 'docs/style.md', 'docs/style.md/**', 'a/**/b.md', 'x*y/**'];
    const paths = ['AGENTS.md', 'a/AGENTS.md', '.opencode', '.opencode.json', 'a/.opencodex', '.opencode/a', '.cursor/rules', '.cursor/rules/a/b', '.cursor/rulesx', 'docs/style.md', 'docs/style.md/x', 'docs/style.mdx', 'a/b.md', 'a/c/d/b.md', 'ab.md', 'xy', 'x-y/z', 'x/y', 'q/xy'];
    for (const g of gs) {
      const r = new RegExp(`^${globToRegexBody(g)}$`);
      for (const p of paths) expect([g, p, r.test(p)]).toEqual([g, p, picomatch(g, { dot: true })(p)]);
    }
  });

  it('refuses shapes it cannot translate', () => {
    for (const g of ['a?.md', '[ab].md', '{a,b}.md', 'a**/b', 'a//b', '!a']) expect(() => globToRegexBody(g)).toThrow(GlobShapeError);
  });
});

describe('ctxlens paths -f pre-commit', () => {
  it('prints the files: line for the project: the list plus what the config names', () => {
    const repo = new TempRepo('ctxlens-paths-pc-');
    try {
      repo.write('.opencode.json', JSON.stringify({ contextPaths: ['docs/guide.md', 'AGENTS.md'] })).write('AGENTS.md', '# a\n').write('docs/guide.md', 'g\n');
      repo.commit('init');
      const r = spawnSync(process.execPath, [CLI_ENTRY, 'paths', '-f', 'pre-commit'], { cwd: repo.root, env: cleanGitEnv(), encoding: 'utf8' });
      expect(r.status).toBe(0);
      const line = r.stdout.split('\n')[1]!;
      const regex = (parse(line) as { files: string }).files;
      const re = new RegExp(regex);
      for (const [p, want] of [['docs/guide.md', true], ['sub/guide.md', true], ['AGENTS.md', true], ['docs/other.md', false], ['src/a.ts', false]] as const) expect([p, re.test(p)]).toEqual([p, want]);
    } finally {
      repo.dispose();
    }
  });

  it('says files: \'\' when any path can matter', () => {
    expect(pathsPreCommit({ globs: [], anything: 'workingDir is set' })).toBe("# workingDir is set: any change can matter, so no files filter.\nfiles: ''\n");
  });
});
