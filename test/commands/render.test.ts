/**
 * `ctxlens render` and `ctxlens resolve` end to end: the built CLI (`dist/src/cli.js`, built by
 * `npm test`) over real temporary directories.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanGitEnv, TempRepo } from '../source/git-repo.js';
import { CLI_ENTRY } from '../helpers/entries.js';

const CLI = CLI_ENTRY;
const HEADER = '\n\n# Project-Specific Context\n Make sure to follow the instructions in the context below\n';

function run(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [CLI, ...args], { env: cleanGitEnv({ HOME: '/nonexistent-home', ...env }) });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.toString('utf8') };
}

function tree(files: Record<string, string | Buffer | { symlink: string }>): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-render-')));
  for (const [rel, v] of Object.entries(files)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    if (typeof v === 'object' && !Buffer.isBuffer(v)) fs.symlinkSync(v.symlink, abs);
    else fs.writeFileSync(abs, v);
  }
  return root;
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('ctxlens render', () => {
  let W: string;
  const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]); // "café\n" in Latin-1: not UTF-8
  beforeAll(() => {
    W = tree({
      '.opencode.json': JSON.stringify({ contextPaths: ['AGENTS.md', 'docs/'], agents: { coder: { context: { mode: 'append', paths: ['A.${env.SUFFIX}.md'] } } } }),
      'AGENTS.md': 'root\n',
      'docs/latin1.md': latin1,
      'docs/empty.md': '',
      'A.x.md': 'agent x',
    });
    dirs.push(W);
  });

  it('prints the exact bytes, non-UTF-8 content included, with no newline of its own', () => {
    const r = run(['render', '--cwd', W, '--agent', 'coder', '--env', 'SUFFIX=x']);
    expect(r.code).toBe(0);
    const want = Buffer.concat([
      Buffer.from(`${HEADER}# From:${W}/AGENTS.md\nroot\n\n# From:${W}/docs/empty.md\n\n# From:${W}/docs/latin1.md\n`),
      latin1,
      Buffer.from(`\n# From:${W}/A.x.md\nagent x`),
    ]);
    expect(r.stdout).toEqual(want);
  });
  it('an unset env var skips the entry', () => {
    const r = run(['render', '--cwd', W, '--agent', 'coder']);
    expect(r.stdout.toString('utf8')).not.toContain('A.x.md');
  });
  it('defaults to agent coder', () => {
    expect(run(['render', '--cwd', W, '--env', 'SUFFIX=x']).stdout).toEqual(run(['render', '--cwd', W, '--agent', 'coder', '--env', 'SUFFIX=x']).stdout);
  });
  it('exits 2 (a usage error) for an agent the project does not define, with a suggestion', () => {
    const r = run(['render', '--cwd', W, '--agent', 'codr']);
    expect([r.code, r.stdout.length]).toEqual([2, 0]);
    expect(r.stderr).toMatch(/^ctxlens: --agent: no agent "codr" in this project; did you mean "coder"\?/);
  });
  it.each([
    [['--flow', 'nope', '--step', 's'], /flow not found: nope/],
  ])('refuses %j with exit 1 and empty stdout', (args, msg) => {
    const r = run(['render', '--cwd', W, ...args]);
    expect(r.code).toBe(1);
    expect(r.stdout.length).toBe(0);
    expect(r.stderr).toMatch(msg);
  });
  it('refuses a config that fails validation', () => {
    const bad = tree({ '.opencode.json': JSON.stringify({ agents: { coder: { prompt: 'x', langfusePromptPath: 'y' } } }), 'AGENTS.md': 'x' });
    dirs.push(bad);
    const r = run(['render', '--cwd', bad]);
    expect(r.code).toBe(1);
    expect(r.stdout.length).toBe(0);
    expect(r.stderr).toContain('config validation failed');
  });
  it('prints nothing for an empty context (replace with [])', () => {
    const empty = tree({ '.opencode/agents/solo.md': '---\ndescription: s\ncontext:\n  paths: []\n  nested: false\n---\nbody\n', 'AGENTS.md': 'x' });
    dirs.push(empty);
    const r = run(['render', '--cwd', empty, '--agent', 'solo', '--runtime', 'fork']);
    expect([r.code, r.stdout.length]).toEqual([0, 0]);
  });
  it.each([['render'], ['resolve'], ['manifest'], ['touch']])('%s with a --cwd that is missing or a file is a usage error (exit 2)', (cmd) => {
    const extra = cmd === 'touch' ? ['--calls', '/dev/null'] : [];
    for (const cwd of [path.join(W, 'missing'), path.join(W, 'AGENTS.md')]) {
      const r = run([cmd, '--cwd', cwd, '--agent', 'coder', ...extra]);
      expect([r.code, r.stdout.toString('utf8'), r.stderr]).toEqual([2, '', `ctxlens: not a directory: ${cwd}\n`]);
    }
  });

  it.each([
    [['--flow', 'f'], 'ctxlens: --flow needs --step STEP: name the step to simulate\n'],
    [['--step', 's'], 'ctxlens: --step needs --flow FLOW: name the flow the step belongs to\n'],
  ])('%j alone is a usage error that says what is missing', (flags, stderr) => {
    const r = run(['render', '--cwd', W, ...flags]);
    expect([r.code, r.stdout.length, r.stderr]).toEqual([2, 0, stderr]);
  });
  it('touch stops reading an endless --calls device at the cap, and reads /dev/null and a regular file', () => {
    const r = spawnSync(process.execPath, [CLI, 'touch', '--cwd', W, '--agent', 'coder', '--calls', '/dev/zero'], { encoding: 'utf8', timeout: 20000 });
    expect([r.status, r.stdout, r.stderr]).toEqual([2, '', 'ctxlens: cannot read --calls /dev/zero: larger than 67108864 bytes\n']);
    const none = run(['touch', '--cwd', W, '--agent', 'coder', '--calls', '/dev/null']);
    expect([none.code, none.stdout.length]).toEqual([0, 0]);
    const callsDir = tree({ 'calls.jsonl': '{"tool": "read", "input": {"file_path": "docs/empty.md"}}\n' });
    dirs.push(callsDir);
    const ok = run(['touch', '--cwd', W, '--agent', 'coder', '--calls', path.join(callsDir, 'calls.jsonl')]);
    expect(ok.code).toBe(0);
    expect(ok.stdout.toString('utf8').split('\n').map((l) => (l === '' ? l : (JSON.parse(l) as { appended: string }).appended))).toEqual(['', '']);
  });
  it('a refusal quoting the repository shows its control characters as escapes on stderr', () => {
    const bad = tree({ '.opencode/flows/f.yaml': 'flow:\n  steps:\n    - id: a\n      prompt: p\n      maxTurns: "\\e[2J\\e[31mX"\n' });
    dirs.push(bad);
    const r = run(['render', '--cwd', bad, '--flow', 'f', '--step', 'a']);
    expect([r.code, r.stdout.length]).toEqual([1, 0]);
    expect(r.stderr).toBe('ctxlens: flow "f" fails to load: invalid flow YAML: yaml: unmarshal errors:\n  line 5: cannot unmarshal !!str `\\u001b[2J\\u001b[31mX` into int\n');
  });
  it('a malformed --env is a usage error (exit 2)', () => {
    expect(run(['render', '--cwd', W, '--env', 'NOEQUALS']).code).toBe(2);
  });

  it('names a file over the simulation cap on stderr with its rule id, and exits 1', () => {
    const big = tree({ '.opencode.json': JSON.stringify({ contextPaths: ['AGENTS.md', 'huge.md'] }), 'AGENTS.md': 'root\n', 'huge.md': '' });
    dirs.push(big);
    fs.truncateSync(path.join(big, 'huge.md'), 256 * 1024 * 1024 + 1);
    const r = run(['render', '--cwd', big]);
    expect(r.stdout.toString('utf8')).toBe(`${HEADER}# From:${big}/AGENTS.md\nroot\n`);
    expect(r.stderr).toBe(`ctxlens: warning: huge.md: over ${256 * 1024 * 1024} bytes; the runtime appends it whole, this render leaves it out (context-file-too-large)\n`);
    expect(r.code).toBe(1);
  });

  // Noted in session 21: a config over ctxlens's 1 MiB cap made render print the defaults' context
  // silently, exit 0, although the runtime applies the file's settings (here: no CLAUDE.md).
  it('says on stderr when the config is over the 1 MiB cap ctxlens reads, for every simulation command', () => {
    const cfg = JSON.stringify({ contextPaths: ['AGENTS.md'], pad: 'x'.repeat(1024 * 1024) });
    const big = tree({ '.opencode.json': cfg, 'AGENTS.md': 'root\n', 'CLAUDE.md': 'claude\n' });
    dirs.push(big);
    const warning = (command: string) =>
      `ctxlens: warning: .opencode.json: it is ${Buffer.byteLength(cfg)} bytes, over the 1048576 bytes ctxlens reads; the runtime applies its settings, ctxlens does not read them, so this ${command} uses the defaults in their place (parse-error)\n`;
    const r = run(['render', '--cwd', big]);
    // The defaults' context (CLAUDE.md too), as before, but no longer passed off as exact.
    expect(r.stdout.toString('utf8')).toBe(`${HEADER}# From:${big}/AGENTS.md\nroot\n\n# From:${big}/CLAUDE.md\nclaude\n`);
    expect([r.code, r.stderr]).toEqual([1, warning('render')]);
    const calls = path.join(big, '..', `${path.basename(big)}-calls.jsonl`);
    fs.writeFileSync(calls, '');
    try {
      expect([run(['touch', '--cwd', big, '--calls', calls]).code, run(['touch', '--cwd', big, '--calls', calls]).stderr]).toEqual([1, warning('touch')]);
    } finally {
      fs.rmSync(calls);
    }
    for (const command of ['resolve', 'manifest']) {
      const o = run([command, '--cwd', big]);
      expect([o.code, o.stderr]).toEqual([0, warning(command)]);
    }
    // A config ctxlens reads: no warning.
    fs.writeFileSync(path.join(big, '.opencode.json'), JSON.stringify({ contextPaths: ['AGENTS.md'] }));
    expect(run(['render', '--cwd', big])).toMatchObject({ code: 0, stderr: '' });
  });
});

describe('ctxlens render --staged / --rev', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = new TempRepo('ctxlens-render-git-');
    repo.write('AGENTS.md', 'committed\n').commit('one');
    repo.write('AGENTS.md', 'staged\n');
    repo.git('add', 'AGENTS.md');
    repo.write('AGENTS.md', 'worktree\n');
  });
  afterAll(() => repo.dispose());
  it.each([
    [[], 'worktree\n'],
    [['--staged'], 'staged\n'],
    [['--rev', 'HEAD'], 'committed\n'],
  ])('%j reads %j', (flags, body) => {
    const r = run(['render', '--cwd', repo.root, '--runtime', 'fork', ...flags]);
    expect(r.code).toBe(0);
    expect(r.stdout.toString('utf8')).toBe(`${HEADER}# From:${repo.root}/AGENTS.md\n${body}`);
  });
  it.each([
    [[], 'worktree\n'],
    [['--staged'], 'staged\n'],
    [['--rev', 'HEAD'], 'committed\n'],
  ])('mainstream OpenCode (chosen automatically): %j reads %j', (flags, body) => {
    const r = run(['render', '--cwd', repo.root, ...flags]);
    expect(r.code).toBe(0);
    expect(r.stdout.toString('utf8')).toBe(`Instructions from: ${repo.root}/AGENTS.md\n${body}`);
  });
  it('--staged with --rev is a usage error', () => {
    const r = run(['render', '--cwd', repo.root, '--staged', '--rev', 'HEAD']);
    expect([r.code, r.stdout.length]).toEqual([2, 0]);
  });
});

describe('ctxlens resolve', () => {
  let W: string;
  beforeAll(() => {
    W = tree({
      '.opencode.json': JSON.stringify({ contextPaths: ['AGENTS.md', 'gone.md', 'docs/', '../up.md'], agents: { coder: { context: { mode: 'append', paths: ['AGENTS.${nope}.md', 'AGENTS.md', 'A.md'] } } } }),
      'AGENTS.md': 'root\n',
      'docs/a.md': 'a',
      'docs/dir': { symlink: '../other' },
      'other/x.md': 'x',
      'A.md': 'agent\n',
    });
    dirs.push(W);
    fs.writeFileSync(path.join(path.dirname(W), 'up.md'), 'up');
  });
  afterAll(() => fs.rmSync(path.join(path.dirname(W), 'up.md'), { force: true }));

  it('--format json lists files in rendered order and every skip', () => {
    const r = run(['resolve', '--cwd', W, '--format', 'json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout.toString('utf8'));
    expect(j.files).toEqual([
      // sorted by absolute path in byte order: <tmp>/ctxlens-render-…/AGENTS.md < <tmp>/up.md
      { path: 'AGENTS.md', layer: 'global', bytes: 5, entry: 'AGENTS.md' },
      { path: 'docs/a.md', layer: 'global', bytes: 1, entry: 'docs/' },
      { path: '../up.md', layer: 'global', bytes: 2, entry: '../up.md', realPath: path.join(path.dirname(W), 'up.md') },
      { path: 'A.md', layer: 'agent', bytes: 6, entry: 'A.md' },
    ]);
    expect(j.skipped).toEqual([
      { entry: 'gone.md', layer: 'global', reason: 'missing' },
      { entry: 'docs/', layer: 'global', reason: 'is-directory', path: 'docs/dir' },
      { entry: 'AGENTS.${nope}.md', layer: 'agent', reason: 'unknown-token', detail: 'nope' },
      { entry: 'AGENTS.md', layer: 'agent', reason: 'duplicate' },
    ]);
  });
  it('--tokens adds an approximate token count per file (between 1 and the block bytes)', () => {
    const j = JSON.parse(run(['resolve', '--cwd', W, '--format', 'json', '--tokens']).stdout.toString('utf8'));
    for (const f of j.files) {
      const block = Buffer.byteLength(`# From:${path.join(W, f.path)}\n`) + f.bytes;
      expect(Number.isInteger(f.tokens) && f.tokens > 0 && f.tokens <= block, JSON.stringify(f)).toBe(true);
    }
    const plain = JSON.parse(run(['resolve', '--cwd', W, '--format', 'json']).stdout.toString('utf8'));
    expect(plain.files.some((f: { tokens?: number }) => 'tokens' in f)).toBe(false);
  });
  it('shows control characters of repository paths and entries as escapes, never raw', () => {
    const evil = tree({ '.opencode.json': JSON.stringify({ contextPaths: ['docs/', '\u001b[31mgone.md'] }), 'docs/x\u001b[2J\u202e.md': 'x' });
    dirs.push(evil);
    const table = run(['resolve', '--cwd', evil, '--agent', 'coder']);
    expect(table.code).toBe(0);
    const text = table.stdout.toString('utf8');
    expect(text).not.toMatch(/[\u001b\u202e]/);
    expect(text).toContain('docs/x\\u001b[2J\\u202e.md');
    expect(text).toContain('"\\u001b[31mgone.md"');
    const json = run(['resolve', '--cwd', evil, '--agent', 'coder', '--format', 'json']).stdout.toString('utf8');
    expect(json).not.toMatch(/[\u001b\u202e]/);
    expect(JSON.parse(json).files).toEqual([{ path: 'docs/x\u001b[2J\u202e.md', layer: 'global', bytes: 1, entry: 'docs/' }]);
  });

  it('the default table names layer, bytes, path, entry and skip reasons', () => {
    const out = run(['resolve', '--cwd', W]).stdout.toString('utf8');
    expect(out.split('\n')[0]).toBe('Context of agent coder: global (append) → agent (append)');
    expect(out).toMatch(/global\s+5\s+AGENTS\.md\s+"AGENTS\.md"/);
    expect(out).toMatch(/Skipped:\n/);
    expect(out).toMatch(/agent\s+"AGENTS\.\$\{nope\}\.md"\s+unknown-token nope/);
  });
});
