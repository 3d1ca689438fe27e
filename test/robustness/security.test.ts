/**
 * Security: ctxlens never executes anything from the repository, makes no network
 * request, never writes outside what `-o`, `--fix` or `init` name, never opens a non-regular
 * file (special-files.test.ts), and never reads through a symlink out of the repository without
 * reporting it.
 *
 * The repository here is a trap: a `postinstall` script, git hooks, executable context and agent
 * files, git config that runs programs (fsmonitor, textconv, clean/smudge filters, external
 * diff, pager), shell syntax in context entries — each would create a marker file if run. Every
 * command runs under `preload/trace.cjs`, which records child processes and refuses sockets.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, expectClean, findings, runCli, tempDir, writeTree, type CliRun } from './helpers.js';

let root = '';
let outside = '';
let home = '';
let tmp = '';
let marker = '';

/** Every path under `dir` (symlinks not followed) with its kind, mode, size, mtime and content hash. */
function snapshot(dir: string, skip: (rel: string) => boolean = () => false): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (abs: string) => {
    for (const name of fs.readdirSync(abs)) {
      const p = path.join(abs, name);
      const rel = path.relative(dir, p);
      if (skip(rel)) continue;
      const st = fs.lstatSync(p);
      const hash = st.isFile() ? createHash('sha256').update(fs.readFileSync(p)).digest('hex') : st.isSymbolicLink() ? fs.readlinkSync(p) : '';
      out.set(rel, `${st.mode.toString(8)} ${st.size} ${st.mtimeMs} ${hash}`);
      if (st.isDirectory()) visit(p);
    }
  };
  visit(dir);
  return out;
}

const trap = (name: string) => `#!/bin/sh\ntouch '${marker}.${name}'\n`;

beforeAll(() => {
  root = tempDir();
  outside = tempDir('ctxlens-outside-');
  home = tempDir('ctxlens-home-');
  tmp = tempDir('ctxlens-tmp-');
  marker = path.join(outside, 'MARKER');
  fs.writeFileSync(path.join(outside, 'secret.md'), 'secret outside the repository\n');
  writeTree(root, {
    'package.json': JSON.stringify({ name: 'trap', version: '1.0.0', scripts: { postinstall: `touch ${marker}.postinstall`, prepare: `touch ${marker}.prepare`, test: `touch ${marker}.test` } }, null, 2),
    '.opencode.json': JSON.stringify({
      contextPaths: ['AGENTS.md', 'docs/', `$(touch ${marker}.subst)`, `\`touch ${marker}.backtick\``, 'link-out.md', '${env.HOME}/x.md'],
      agents: { coder: { context: { paths: ['agent-link-out.md', `;touch ${marker}.semi`] } } },
    }),
    'AGENTS.md': trap('agentsmd'),
    'docs/run.sh': trap('docs'),
    'sub/AGENTS.md': trap('nested'),
    '.opencode/agents/evil.md': `---\ndescription: evil\nmode: subagent\n---\n${trap('agent')}`,
    '.opencode/flows/evil.yaml': `flow:\n  steps:\n    - id: a\n      prompt: "$(touch ${marker}.flow)"\n`,
    '.gitattributes': '* diff=evil filter=evil\n',
    'ctxlens.config.json': JSON.stringify({ rules: {} }),
  });
  for (const f of ['AGENTS.md', 'docs/run.sh', 'sub/AGENTS.md', '.opencode/agents/evil.md']) fs.chmodSync(path.join(root, f), 0o755);
  fs.symlinkSync(path.join(outside, 'secret.md'), path.join(root, 'link-out.md'));
  fs.symlinkSync(path.join(outside, 'secret.md'), path.join(root, 'agent-link-out.md'));
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 't');
  git('config', 'user.email', 't@example.invalid');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'base');
  // Changes in the index and the working tree, so there is something to stage and diff.
  fs.writeFileSync(path.join(root, 'staged.md'), 'staged\n');
  git('add', 'staged.md');
  fs.writeFileSync(path.join(root, 'AGENTS.md'), `${trap('agentsmd')}# changed\n`);
  // Programs git would run on its own (installed last, so the set-up above ran none of them).
  const hook = (name: string) => {
    fs.writeFileSync(path.join(root, '.git/hooks', name), trap(`hook-${name}`), { mode: 0o755 });
  };
  for (const h of ['pre-commit', 'post-checkout', 'post-index-change', 'reference-transaction', 'pre-auto-gc', 'fsmonitor-watchman']) hook(h);
  fs.writeFileSync(path.join(outside, 'prog.sh'), `#!/bin/sh\ntouch '${marker}.gitprog'\n`, { mode: 0o755 });
  const prog = path.join(outside, 'prog.sh');
  for (const [k, v] of [
    ['core.fsmonitor', prog],
    ['core.pager', prog],
    ['diff.external', prog],
    ['diff.evil.textconv', prog],
    ['filter.evil.clean', prog],
    ['filter.evil.smudge', prog],
    ['filter.evil.process', prog],
    ['core.editor', prog],
    ['core.sshCommand', prog],
    ['gc.auto', '1'],
  ] as const)
    git('config', k, v);
}, 60000);

afterAll(() => {
  for (const d of [root, outside, home, tmp]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

const markers = () => fs.readdirSync(outside).filter((n) => n.startsWith('MARKER'));

/** Commands that only read. */
const READ_ONLY: string[][] = [
  ['lint'],
  ['lint', '-f', 'json'],
  ['lint', '-f', 'sarif'],
  ['lint', '-f', 'github'],
  ['lint', '-f', 'markdown'],
  ['lint', '--staged', '-f', 'json'],
  ['lint', '--rev', 'HEAD', '-f', 'json'],
  ['audit'],
  ['audit', '--staged'],
  ['render'],
  ['render', '--rev', 'HEAD'],
  ['render', '--agent', 'evil'],
  ['resolve', '--format', 'json'],
  ['resolve', '--agent', 'evil', '--tokens'],
  ['manifest'],
  ['diff', '--base', 'HEAD'],
  ['diff', '--base', 'HEAD', '--head', 'HEAD', '-f', 'json'],
  ['init', '--dry-run'],
];

describe('security', { timeout: 300000 }, () => {
  const runs: [string[], CliRun][] = [];
  let before = new Map<string, string>();
  let after = new Map<string, string>();

  beforeAll(async () => {
    // `.git` changes only under git's own bookkeeping (index refresh); the checks below cover hooks and config.
    const skip = (rel: string) => rel === '.git/index' || rel.startsWith('.git/objects') || rel === '.git/index.lock';
    expect(markers()).toEqual([]);
    before = snapshot(root, skip);
    for (const args of READ_ONLY) runs.push([args, await runCli(args, root, { env: { HOME: home, TMPDIR: tmp } })]);
    runs.push([['bin.js lint --staged'], await runCli(['lint', '--staged'], root, { env: { HOME: home, TMPDIR: tmp }, entry: BIN })]);
    after = snapshot(root, skip);
  }, 300000);

  it('every command ends cleanly and makes no network request', () => {
    for (const [args, r] of runs) expectClean(r, args.join(' '));
  });

  it('nothing from the repository is executed (no marker file appears)', () => {
    expect(markers()).toEqual([]);
  });

  it('the only program ever started is git, with hooks and fsmonitor disabled', () => {
    const spawned = runs.flatMap(([, r]) => r.trace.spawns);
    expect(spawned.length).toBeGreaterThan(0); // --staged, --rev and diff read git
    for (const [cmd, args] of spawned) {
      expect(cmd).toBe('git');
      expect(args.slice(0, 6)).toEqual(['--no-optional-locks', '-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', ...args.slice(5, 6)]);
    }
  });

  it('read-only commands leave the repository, HOME and TMPDIR untouched', () => {
    expect([...after.entries()].filter(([k, v]) => before.get(k) !== v)).toEqual([]);
    expect([...before.keys()].filter((k) => !after.has(k))).toEqual([]);
    expect(fs.readdirSync(home)).toEqual([]);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it('a symlink read out of the repository is always reported', () => {
    const secret = path.join(outside, 'secret.md');
    const lint = runs.find(([a]) => a.join(' ') === 'lint -f json')![1];
    const render = runs.find(([a]) => a.join(' ') === 'render --agent evil')![1];
    // The global layer reads through the link (the runtime does, §5.5) and lint says so.
    expect(render.stdout).toContain('secret outside the repository');
    const fs_ = findings(lint);
    expect(fs_.some((f) => f.ruleId === 'global-context-escapes' && f.message.includes('link-out.md'))).toBe(true);
    // The agent layer is containment-checked: never rendered, and reported.
    expect(fs_.some((f) => f.message.includes('agent-link-out.md'))).toBe(true);
    // Every file read outside the repository (other than ctxlens's own package) is the reported one.
    const pkg = path.resolve(BIN, '..', '..', '..');
    for (const [, r] of runs) {
      for (const p of Object.keys(r.trace.bytes)) {
        const real = fs.existsSync(p) ? fs.realpathSync(p) : p;
        if (real.startsWith(root + '/') || real.startsWith(pkg + '/') || real.startsWith('/proc/') || real.startsWith('fd:')) continue;
        expect(real).toBe(fs.realpathSync(secret));
      }
    }
  });

  it('-o writes exactly the named file and nothing else', async () => {
    const out = path.join(tmp, 'report.json');
    const snap = snapshot(root, (rel) => rel.startsWith('.git'));
    const r = await runCli(['lint', '-f', 'json', '-o', out], root, { env: { HOME: home, TMPDIR: tmp } });
    expectClean(r, 'lint -o');
    expect(JSON.parse(fs.readFileSync(out, 'utf8'))).toHaveProperty('findings');
    expect(fs.readdirSync(tmp)).toEqual(['report.json']);
    expect(snapshot(root, (rel) => rel.startsWith('.git'))).toEqual(snap);
    fs.rmSync(out);
  });

  it('init writes only the hook and package.json, and runs nothing', async () => {
    const snap = snapshot(root, (rel) => rel.startsWith('.git'));
    const r = await runCli(['init'], root, { env: { HOME: home, TMPDIR: tmp } });
    expect([0, 1]).toContain(r.status);
    expect(r.trace.spawns.filter(([c]) => c !== 'git')).toEqual([]);
    const now = snapshot(root, (rel) => rel.startsWith('.git'));
    const changed = [...now.keys()].filter((k) => snap.get(k) !== now.get(k)).sort();
    expect(changed.every((k) => k === 'package.json' || k === '.husky' || k.startsWith('.husky/')), changed.join(', ')).toBe(true);
    expect(markers()).toEqual([]);
    expect(fs.readdirSync(home)).toEqual([]);
  });

  it('the traps are armed: git itself or a shell would have fired them (run last)', () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));
    spawnSync('git', ['status', '--porcelain'], { cwd: root, env, stdio: 'ignore' }); // fails on the hostile filter, after running it
    execFileSync('sh', [path.join(root, 'AGENTS.md')], { cwd: root, stdio: 'ignore' });
    expect(markers()).toEqual(expect.arrayContaining(['MARKER.gitprog', 'MARKER.agentsmd']));
  });
});
