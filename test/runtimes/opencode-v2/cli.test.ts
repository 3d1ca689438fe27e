/**
 * `--runtime opencode-v2` end to end through the built CLI (`bundle/ctxlens.mjs`, built by `npm test`).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanGitEnv, TempRepo } from '../../source/git-repo.js';
import { CLI_ENTRY } from '../../helpers/entries.js';

/** The shipped bundle: the same code as `dist/`, at a fraction of its start-up cost per run. */
const CLI = CLI_ENTRY;

function run(args: string[]) {
  const env: Record<string, string> = { PATH: process.env['PATH'] ?? '', HOME: '/nonexistent-home' };
  const r = spawnSync(process.execPath, [CLI, ...args], { env });
  return { code: r.status, stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8') };
}

let W = '';
beforeAll(() => {
  W = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-v2-')));
  const files: Record<string, string> = {
    'AGENTS.md': 'root\n',
    'CLAUDE.md': 'claude\n',
    'web/AGENTS.md': 'web\n',
    'web/src/a.ts': 'a\n',
    '.opencode/agent/scout.md': '---\nname: Scout\n---\nfind things\n',
  };
  fs.mkdirSync(path.join(W, '.git'));
  for (const [rel, v] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(W, rel)), { recursive: true });
    fs.writeFileSync(path.join(W, rel), v);
  }
  fs.writeFileSync(path.join(W, 'calls.jsonl'), '{"tool":"read","input":{"path":"web/src/a.ts"}}\n{"tool":"read","input":{"path":"web"}}\n');
});
afterAll(() => fs.rmSync(W, { recursive: true, force: true }));

describe('ctxlens … --runtime opencode-v2', () => {
  it('render prints the baseline bytes and says "V2, from the documentation" on stderr', () => {
    const r = run(['render', '--runtime', 'opencode-v2', '--cwd', path.join(W, 'web')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`Instructions from: ${W}/web/AGENTS.md\nweb\n\n\nInstructions from: ${W}/AGENTS.md\nroot\n`);
    expect(r.stderr).toContain('V2, from the documentation');
  });

  it('touch prints appended "" and the synthetic message', () => {
    const r = run(['touch', '--runtime', 'opencode-v2', '--cwd', W, '--calls', path.join(W, 'calls.jsonl')]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l))).toEqual([
      {
        appended: '',
        message: { type: 'synthetic', text: 'Instructions from: ' + W + '/web/AGENTS.md\nweb\n', description: 'Loaded web/AGENTS.md', metadata: { instruction: { paths: [W + '/web/AGENTS.md'] } } },
      },
      { appended: '', message: null, inert: 'every AGENTS.md on the walk was already disclosed in this session' },
    ]);
  });

  it('resolve --format json lists files with layers and carries the basis', () => {
    const r = run(['resolve', '--runtime', 'opencode-v2', '--cwd', W, '--format', 'json']);
    const j = JSON.parse(r.stdout);
    expect(j.basis).toBe('V2, from the documentation');
    expect(j.files).toEqual([{ path: 'AGENTS.md', layer: 'project', bytes: Buffer.byteLength(`Instructions from: ${W}/AGENTS.md\nroot\n`) }]);
  });

  it('an agent V1 knew by its frontmatter name is refused under V2, naming its new ID', () => {
    const r = run(['render', '--runtime', 'opencode-v2', '--cwd', W, '--agent', 'Scout']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('V2 calls the agent V1 named "Scout" "scout"');
  });

  it('audit and diff --against opencode-v2 say which model they show', () => {
    const a = run(['audit', '--runtime', 'opencode-v2', '--cwd', W]);
    expect(a.code).toBe(0);
    expect(a.stdout.split('\n')[0]).toBe(`ctxlens audit — opencode-v2 (V2, from the documentation); Location ${W}`);
    // Run from the Location itself: named relative to where ctxlens was started, not by its absolute path.
    const here = spawnSync(process.execPath, [CLI, 'audit', '--runtime', 'opencode-v2'], { cwd: W, encoding: 'utf8' });
    expect(here.stdout.split('\n')[0]).toBe('ctxlens audit — opencode-v2 (V2, from the documentation); Location .');
    const d = run(['diff', '--runtime', 'opencode', '--against', 'opencode-v2', '--cwd', W]);
    expect(d.code).toBe(0);
    expect(d.stdout).toContain('→ V2 (V2, from the documentation)');
    expect(d.stdout).toContain('renamed     Scout → scout (.opencode/agent/scout.md)');
  });

  it('a command the V2 model does not offer is a usage error that lists what it offers', () => {
    const r = run(['lint', '--runtime', 'opencode-v2', '--cwd', W]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('ctxlens: "lint" is not available with the opencode-v2 model; with --runtime opencode-v2 use render, touch, resolve or audit, and diff --runtime opencode --against opencode-v2\n');
  });

  it('--rev reads a git revision: the committed AGENTS.md, not the working tree', () => {
    const repo = new TempRepo('ctxlens-v2-rev-');
    repo.write('AGENTS.md', 'committed\n');
    repo.commit('one');
    repo.write('AGENTS.md', 'edited\n');
    const r = spawnSync(process.execPath, [CLI, 'render', '--runtime', 'opencode-v2', '--cwd', repo.root, '--rev', 'HEAD'], { env: cleanGitEnv({ HOME: '/nonexistent-home' }) });
    expect(r.status).toBe(0);
    expect(r.stdout.toString('utf8')).toBe(`Instructions from: ${repo.root}/AGENTS.md\ncommitted\n`);
    fs.rmSync(repo.root, { recursive: true, force: true });
  });
});
