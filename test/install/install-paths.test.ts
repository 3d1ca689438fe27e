/**
 * The install paths, end to end with the real tools: the package as `npm pack` makes it, installed
 * into a fresh project with no network (`--offline`: ctxlens has no runtime dependencies, the bundle holds
 * them) and run through `npx`; `ctxlens init` activating the husky v9 hook so that a real `git
 * commit` runs it; the pre-commit framework installing the hook from a git repository into a
 * clean cache (when `pre-commit` is installed: on PATH, or `CTXLENS_PRE_COMMIT=/path/to/pre-commit`);
 * and the Action's entry running from the package alone.
 *
 * `npm test` builds first, so `bundle/` is the current code; the package is packed once.
 */
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { HUSKY_RUNNER } from '../../src/source/husky.js';
import { cleanGitEnv, TempRepo } from '../source/git-repo.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
/** A project config the runtime ignores as a whole (strict JSON, trailing comma): a `parse-error` error. */
const BROKEN = '{"contextPaths": ["AGENTS.md", "docs/missing.md",]}\n';

let scratch = '';
let tarball = '';
/** The unpacked package (what npm installs), with no node_modules beside it. */
let unpacked = '';

/** An environment without the developer's git variables, npm pointed at a private cache, no colours. */
function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // HUSKY=0 (set by .ci/run for its own install) would make husky skip both install and hooks.
  return cleanGitEnv({ HUSKY: '1', NO_COLOR: '1', npm_config_cache: path.join(scratch, 'npm-cache'), npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', ...extra });
}

/**
 * Run a command to its end, asynchronously: npm, npx and the pre-commit framework can take minutes
 * on a loaded machine, and a worker blocked that long in a synchronous spawn misses vitest's own
 * calls (unhandled "Timeout calling onTaskUpdate" errors).
 */
async function sh(cmd: string, args: string[], cwd: string, extra: Record<string, string> = {}) {
  const child = spawn(cmd, args, { cwd, env: env(extra), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (c) => resolve(c));
  });
  return { code, stdout, stderr, all: `${stdout}${stderr}` };
}

beforeAll(async () => {
  scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-install-')));
  const out = (await promisify(execFile)('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: ROOT, env: env(), encoding: 'utf8' })).stdout;
  tarball = path.join(scratch, (JSON.parse(out) as { filename: string }[])[0]!.filename);
  unpacked = path.join(scratch, 'unpacked');
  fs.mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
  unpacked = path.join(unpacked, 'package');
});

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

/** A fresh project (git repository with its own package.json) with the packed ctxlens installed offline. */
async function projectWithCtxlens(name: string): Promise<TempRepo> {
  const repo = new TempRepo(`ctxlens-${name}-`);
  repo.write('package.json', JSON.stringify({ name: 'host-project', version: '9.9.9', private: true }, null, 2) + '\n');
  const r = await sh('npm', ['install', '--offline', '--no-audit', '--no-fund', '--save-dev', tarball], repo.root);
  expect(r.code, r.all).toBe(0);
  return repo;
}

describe('the packed package', () => {
  it('holds the bundle, the schemas and the rule docs, and needs no dependency or build step', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(unpacked, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg['dependencies']).toBeUndefined();
    expect((pkg['scripts'] as Record<string, string>)['prepare']).toBeUndefined();
    expect((pkg['scripts'] as Record<string, string>)['install']).toBeUndefined();
    expect((pkg['scripts'] as Record<string, string>)['postinstall']).toBeUndefined();
    expect(pkg['bin']).toEqual({ ctxlens: 'bundle/ctxlens.cjs' });
    for (const f of ['bundle/ctxlens.cjs', 'bundle/ctxlens.mjs', 'bundle/quick.cjs', 'bundle/relevance.cjs', 'bundle/cli.cjs', 'bundle/action.mjs', 'schemas/opencode-config.schema.json', 'rules/context-entry-missing.md', 'action.yml']) {
      expect(fs.existsSync(path.join(unpacked, f)), f).toBe(true);
    }
    expect(fs.existsSync(path.join(unpacked, 'dist'))).toBe(false);
    expect(fs.existsSync(path.join(unpacked, 'src'))).toBe(false);
  });

  it('runs from the unpacked package with no node_modules anywhere above it', async () => {
    const dir = path.join(scratch, 'plain');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'AGENTS.md'), '# Rules\n');
    fs.writeFileSync(path.join(dir, '.opencode.json'), BROKEN);
    const r = await sh(process.execPath, [path.join(unpacked, 'bundle', 'ctxlens.cjs'), 'lint', dir], scratch);
    expect(r.stdout).toMatch(/1:\d+\s+error\s+The runtime silently ignores the whole project config: trailing comma\.\s+parse-error/);
    expect(r.code, r.stderr).toBe(1);
    // The executable's former name runs the same CLI.
    const audit = await sh(process.execPath, [path.join(unpacked, 'bundle', 'ctxlens.mjs'), 'audit', '--format', 'json', path.join(ROOT, 'examples', 'monorepo')], scratch);
    expect(audit.stderr).toBe('');
    expect(audit.stdout).toMatch(/"tokens":\s*[1-9]/);
  });
});

describe('npx ctxlens from the packed tarball', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await projectWithCtxlens('npx');
  });
  afterAll(() => repo.dispose());

  it('installs offline with nothing but ctxlens itself', () => {
    const installed = fs.readdirSync(path.join(repo.root, 'node_modules')).filter((n) => !n.startsWith('.'));
    expect(installed).toEqual(['ctxlens']);
  });

  it("--version prints ctxlens's version, not the host project's", async () => {
    const r = await sh('npx', ['--no-install', 'ctxlens', '--version'], repo.root);
    expect(r.code, r.all).toBe(0);
    expect(r.stdout).toBe(`${VERSION}\n`);
  });

  it('lints the host project', async () => {
    repo.write('AGENTS.md', '# Rules\n').write('.opencode.json', BROKEN);
    const r = await sh('npx', ['--no-install', 'ctxlens', 'lint'], repo.root);
    expect(r.code, r.all).toBe(1);
    expect(r.stdout).toMatch(/trailing comma\.\s+parse-error/);
  });
});

describe('ctxlens init with husky v9', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await projectWithCtxlens('husky');
  });
  afterAll(() => repo.dispose());

  it('activates the hook exactly as `npx husky` would, and a real commit runs it', async () => {
    const r = await sh('npx', ['--no-install', 'ctxlens', 'init'], repo.root);
    expect(r.code, r.all).toBe(0);
    expect(r.stdout).toMatch(/activated the hook/);
    expect(repo.git('config', 'core.hooksPath').trim()).toBe('.husky/_');

    // The real husky (ctxlens's pinned dev dependency) in another repository writes the same files.
    const ref = new TempRepo('ctxlens-husky-ref-');
    try {
      const h = await sh(process.execPath, [path.join(ROOT, 'node_modules', 'husky', 'bin.js')], ref.root);
      expect(h.code, h.all).toBe(0);
      expect(ref.git('config', 'core.hooksPath').trim()).toBe('.husky/_');
      const files = (dir: string) => fs.readdirSync(path.join(dir, '.husky', '_')).filter((f) => f !== 'husky.sh').sort();
      expect(files(repo.root)).toEqual(files(ref.root));
      for (const f of files(ref.root)) {
        expect(fs.readFileSync(path.join(repo.root, '.husky', '_', f), 'utf8'), f).toBe(fs.readFileSync(path.join(ref.root, '.husky', '_', f), 'utf8'));
      }
    } finally {
      ref.dispose();
    }

    // A broken config is stopped at commit time; a good one goes through.
    repo.write('AGENTS.md', '# Rules\n').write('.opencode.json', BROKEN).write('.gitignore', 'node_modules/\n');
    repo.git('add', '-A');
    const bad = await sh('git', ['commit', '-q', '-m', 'broken'], repo.root);
    expect(bad.code, bad.all).not.toBe(0);
    expect(bad.all).toMatch(/trailing comma/);
    repo.write('.opencode.json', '{"contextPaths": ["AGENTS.md"]}\n');
    repo.git('add', '-A');
    const good = await sh('git', ['commit', '-q', '-m', 'good'], repo.root);
    expect(good.code, good.all).toBe(0);
  });

  it('refuses without package.json, and outside git, writing nothing', async () => {
    const noPkg = new TempRepo('ctxlens-init-nopkg-');
    const noGit = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-init-nogit-')));
    try {
      const bin = path.join(repo.root, 'node_modules', '.bin', 'ctxlens');
      const a = await sh(bin, ['init'], noPkg.root);
      expect(a.code).toBe(2);
      expect(a.stderr).toMatch(/^ctxlens: no package\.json in .*: husky installs the hook through npm's "prepare" script\. Run "npm init -y" first.*Nothing written\.\n$/);
      expect(fs.readdirSync(noPkg.root)).toEqual(['.git']);
      fs.writeFileSync(path.join(noGit, 'package.json'), '{"name": "p"}\n');
      const b = await sh(bin, ['init'], noGit);
      expect(b.code).toBe(2);
      expect(b.stderr).toMatch(/is not inside a git work tree.*Run "git init" first\. Nothing written\.\n$/);
      expect(fs.readdirSync(noGit)).toEqual(['package.json']);
    } finally {
      noPkg.dispose();
      fs.rmSync(noGit, { recursive: true, force: true });
    }
  });

  it("embeds husky's own hook runner byte for byte", () => {
    expect(HUSKY_RUNNER).toBe(fs.readFileSync(path.join(ROOT, 'node_modules', 'husky', 'husky'), 'utf8'));
  });
});

describe('the GitHub Action', () => {
  it('runs its committed entry with no install and no compile step', async () => {
    const action = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { runs: { using: string; steps: { run?: string }[] } };
    const runs = action.runs.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).not.toMatch(/\bnpm\b|\btsc\b|npx/);
    const entry = /node "\$GITHUB_ACTION_PATH\/([^"]+)"/.exec(runs)?.[1];
    expect(entry).toBe('bundle/action.mjs');
    expect(execFileSync('git', ['ls-files', '--error-unmatch', entry!], { cwd: ROOT, env: env(), encoding: 'utf8' }).trim()).toBe(entry);

    // From the package alone (what `uses:` checks out holds the same files), on a workspace.
    const repo = new TempRepo('ctxlens-action-pkg-');
    try {
      repo.write('AGENTS.md', '# Rules\n').write('.opencode.json', BROKEN);
      repo.commit('one');
      const out = path.join(repo.root, '..', `${path.basename(repo.root)}-output.txt`);
      fs.writeFileSync(out, '');
      const r = await sh(process.execPath, [path.join(unpacked, entry!)], repo.root, {
        GITHUB_WORKSPACE: repo.root,
        GITHUB_EVENT_NAME: 'push',
        GITHUB_OUTPUT: out,
        CTXLENS_INPUT_WORKING_DIRECTORY: '.',
        CTXLENS_INPUT_FAIL_ON: 'error',
        CTXLENS_INPUT_SARIF_FILE: '',
        CTXLENS_INPUT_SUMMARY: 'false',
        CTXLENS_INPUT_DIFF: 'false',
      });
      expect(r.stdout).toMatch(/::error file=\.opencode\.json,line=1/);
      expect(r.stdout).toMatch(/^ctxlens: [1-9]\d* error\(s\), \d+ warning\(s\)$/m);
      expect(r.code).toBe(1);
      expect(fs.readFileSync(out, 'utf8')).toMatch(/^errors<</m);
      fs.rmSync(out);
    } finally {
      repo.dispose();
    }
  });
});

/** `pre-commit` from CTXLENS_PRE_COMMIT or PATH, or null. */
function preCommitTool(): string | null {
  const fromEnv = process.env['CTXLENS_PRE_COMMIT'];
  if (fromEnv) return fromEnv;
  const r = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? 'pre-commit' : null;
}
const PRE_COMMIT = preCommitTool();

describe.skipIf(PRE_COMMIT === null)('the pre-commit framework (.pre-commit-hooks.yaml, language: node)', () => {
  it('installs the hook from a git repository into a clean cache with no build, and stops a broken config', async () => {
    // The hook repository: the package's files as committed, plus the hooks manifest.
    const hookRepo = new TempRepo('ctxlens-hookrepo-');
    const user = new TempRepo('ctxlens-precommit-user-');
    try {
      fs.cpSync(unpacked, hookRepo.root, { recursive: true });
      fs.copyFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), path.join(hookRepo.root, '.pre-commit-hooks.yaml'));
      const rev = hookRepo.commit('ctxlens');
      user
        .write('.pre-commit-config.yaml', `repos:\n  - repo: ${hookRepo.root}\n    rev: ${rev}\n    hooks:\n      - id: ctxlens\n`)
        .write('AGENTS.md', '# Rules\n')
        .write('.opencode.json', BROKEN);
      user.git('add', '-A');
      const cache = { PRE_COMMIT_HOME: path.join(scratch, 'pre-commit-cache') };
      const install = await sh(PRE_COMMIT!, ['install-hooks'], user.root, cache);
      expect(install.code, install.all).toBe(0);
      const bad = await sh(PRE_COMMIT!, ['run'], user.root, cache);
      expect(bad.code, bad.all).toBe(1);
      expect(bad.all).toMatch(/trailing comma/);
      user.write('.opencode.json', '{"contextPaths": ["AGENTS.md"]}\n');
      user.git('add', '-A');
      const good = await sh(PRE_COMMIT!, ['run'], user.root, cache);
      expect(good.code, good.all).toBe(0);
    } finally {
      hookRepo.dispose();
      user.dispose();
    }
  });
});
