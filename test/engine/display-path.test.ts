/**
 * No absolute machine path in any message (docs/usage.md, "Numbers and paths"): paths inside the
 * repository are shown relative to the linted directory (`../..`, `../../docs/x.md`), paths
 * under $HOME as `~/…`; only paths outside both stay absolute. The end-to-end cases lint a
 * subfolder of a real temporary repository with HOME pointing nowhere, so only the repository
 * rule can hide the temporary directory's path.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayFile, displayPaths } from '../../src/engine/display-path.js';
import { CLI_ENTRY } from '../helpers/entries.js';
import { TempRepo, cleanGitEnv } from '../source/git-repo.js';

describe('displayPaths', () => {
  const W = '/r/pkg/web';
  it('W-relative inside W, ../ up to the repository root, ~ under home, absolute elsewhere', () => {
    expect(displayPaths('at /r/pkg/web/AGENTS.md and /r/pkg/web', W, '/h', '/r')).toBe('at AGENTS.md and .');
    // Through the nearest common ancestor: a sibling of W is `../web2/a`, never `../../pkg/web2/a`.
    expect(displayPaths('up to /r; read /r/docs/x.md and /r/pkg/web2/a', W, '/h', '/r')).toBe('up to ../..; read ../../docs/x.md and ../web2/a');
    expect(displayPaths('in /r/pkg, beside /r/pkg/web2', W, '/h', '/r')).toBe('in .., beside ../web2');
    expect(displayPaths('/h/.config/opencode/AGENTS.md and /etc/hostname', W, '/h', '/r')).toBe('~/.config/opencode/AGENTS.md and /etc/hostname');
    // A path that only starts with the root's text is not inside it.
    expect(displayPaths('/rx/a and x/r/a', W, null, '/r')).toBe('/rx/a and x/r/a');
    // No repository (or W is the root): as before.
    expect(displayPaths('/r/docs/x.md', W, null, null)).toBe('/r/docs/x.md');
    expect(displayPaths('/r/docs/x.md', '/r', null, '/r')).toBe('docs/x.md');
  });

  it('repository under home: the repository form wins', () => {
    expect(displayPaths('/home/me/repo/docs/a.md', '/home/me/repo/app', '/home/me', '/home/me/repo')).toBe('../docs/a.md');
  });

  it('span files: absolute inside the repository become relative to W; others stay', () => {
    expect(displayFile('/r/opencode.json', W, '/r')).toBe('../../opencode.json');
    expect(displayFile('/r', W, '/r')).toBe('../..');
    expect(displayFile('AGENTS.md', W, '/r')).toBe('AGENTS.md');
    expect(displayFile('/etc/x.json', W, '/r')).toBe('/etc/x.json');
    expect(displayFile('/r/opencode.json', W, null)).toBe('/r/opencode.json');
  });
});

describe('linting a subfolder of a repository: no message holds its absolute path', () => {
  let oc: TempRepo;
  let fork: TempRepo;
  const spawn = (cwd: string, args: string[]) => spawnSync(process.execPath, [CLI_ENTRY, ...args], { cwd, encoding: 'utf8', env: cleanGitEnv({ HOME: '/nonexistent-home', NO_COLOR: '1' }) });
  /** stdout and stderr together. */
  const run = (cwd: string, args: string[]) => {
    const r = spawn(cwd, args);
    return r.stdout + r.stderr;
  };
  const json = <T>(cwd: string, args: string[]) => JSON.parse(spawn(cwd, args).stdout) as T;
  beforeAll(() => {
    oc = new TempRepo('ctxlens-paths-oc-');
    oc.write('opencode.json', '{\n  "instructions": ["docs/*.md", "nothing/*.md"]\n}\n')
      .write('AGENTS.md', '# root\n')
      .write('docs/a.md', '# a\n')
      .write('packages/web/AGENTS.md', '# web\n')
      .write('packages/web/opencode.json', '{"instructions": ["missing.md"]}\n');
    oc.commit('init');
    fork = new TempRepo('ctxlens-paths-fork-');
    fork.write('docs/shared.md', '# shared\n').write('apps/api/.opencode.json', '{"contextPaths": ["../../docs/shared.md", "../../docs/missing.md"]}\n').write('apps/api/AGENTS.md', '# api\n');
    fork.commit('init');
  });
  afterAll(() => {
    oc.dispose();
    fork.dispose();
  });

  it('mainstream OpenCode: lint and audit in every format', () => {
    const cwd = oc.abs('packages/web');
    const outputs = [['lint'], ['lint', '-f', 'json'], ['lint', '-f', 'markdown'], ['lint', '-f', 'compact'], ['audit'], ['audit', '-f', 'markdown']].map((a) => run(cwd, a));
    for (const o of outputs) expect(o).not.toContain(oc.root);
    // SARIF: its base URI (SRCROOT) is absolute by the format; the results' messages and files are not.
    const sarif = json<{ runs: { results: { message: { text: string }; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] }>(cwd, ['lint', '-f', 'sarif']);
    const results = sarif.runs[0]!.results;
    expect(results.length).toBe(2);
    for (const r of results) {
      expect(r.message.text).not.toContain(oc.root);
      expect(r.locations[0]!.physicalLocation.artifactLocation.uri).not.toContain(oc.root);
    }
    // The findings sit on ../../opencode.json and name the repository root relative to here.
    const lint = json<{ findings: { ruleId: string; file: string; message: string }[] }>(cwd, ['lint', '-f', 'json']);
    const noMatch = lint.findings.filter((f) => f.ruleId === 'instructions-no-match');
    expect(noMatch.map((f) => f.file).sort()).toEqual(['../../opencode.json', 'opencode.json']);
    for (const f of noMatch) expect(f.message).toContain('(searched from there up to the repository root at ../..)');
    expect(outputs[4]).toContain('Worktree: ../..; token counts are approximate');
    expect(outputs[4]).toContain('../../docs/a.md');
    const audit = json<{ worktree: string; findings: { message: string }[] }>(cwd, ['audit', '-f', 'json']);
    expect(audit.worktree).toBe('../..');
    for (const f of audit.findings) expect(f.message).not.toContain(oc.root);
  });

  it('mainstream OpenCode: a Location the runtime refuses is named relative in audit', () => {
    const bad = new TempRepo('ctxlens-paths-refused-');
    try {
      bad.write('AGENTS.md', '# root\n').write('tools/opencode.json', '{"instructions": []}\n}\n');
      bad.commit('init');
      const text = run(bad.root, ['audit']);
      expect(text).toContain('the runtime does not start: Config file at tools/opencode.json is not valid JSON(C)');
      expect(text).not.toContain(bad.root);
      const audit = json<{ locations: { location: string; refusal: string | null }[] }>(bad.root, ['audit', '-f', 'json']);
      expect(audit.locations.find((l) => l.location === 'tools')!.refusal).toMatch(/^Config file at tools\/opencode\.json is not valid JSON\(C\)/);
    } finally {
      bad.dispose();
    }
  });

  it('the OpenCode Go fork: messages name ../../docs/…', () => {
    const cwd = fork.abs('apps/api');
    for (const a of [['lint'], ['lint', '-f', 'markdown'], ['audit']]) expect(run(cwd, a)).not.toContain(fork.root);
    const lint = json<{ findings: { ruleId: string; message: string }[] }>(cwd, ['lint', '-f', 'json']);
    const missing = lint.findings.find((f) => f.ruleId === 'context-entry-missing')!;
    expect(missing.message).toBe('Context entry "../../docs/missing.md" names ../../docs/missing.md, which does not exist: the runtime skips it silently.');
    expect(lint.findings.find((f) => f.ruleId === 'global-context-escapes')!.message).toContain('reads ../../docs/shared.md, outside the working directory');
    for (const f of lint.findings) expect(f.message).not.toContain(fork.root);
  });
});
