/**
 * The V8 code cache of the bundled CLI (`src/codecache/`, `src/cli-cached.ts`; docs/usage.md,
 * "Start-up code cache"): the loader on small CommonJS files, then the shipped executable
 * (`bundle/ctxlens.mjs`, built by `npm test`) with the cache cold, warm, off, corrupt, truncated
 * and unwritable. vitest.config.ts turns ctxlens's caches off for the suite (`CTXLENS_NO_CACHE`);
 * these tests turn them on in the children they start, each with its own cache directory.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cacheDirFromEnv } from '../../src/codecache/cache-dir.js';
import { MAX_CODE_CACHES, MODULE_WRAPPER, MODULE_WRAPPER_END, cachedDataOf, codeCacheFile, loadCommonJs, pruneCodeCaches } from '../../src/codecache/script.js';
import { cacheOffByArgs, codeCacheKey, insideLinted, lintedDirs } from '../../src/cli-cached.js';
import { CLI_ENTRY } from '../helpers/entries.js';
import { useTempDirs } from '../helpers/temp-dirs.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const tempDir = useTempDirs();

/** Every file and directory below `dir` with its size and modification time, sorted. */
function snapshot(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => {
      const st = fs.lstatSync(path.join(dir, rel));
      return `${rel} ${st.isDirectory() ? 'dir' : st.size} ${st.mtimeMs}`;
    })
    .sort();
}

const codeFiles = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.startsWith('code-')).sort() : []);

describe('the cache directory', () => {
  it('is CTXLENS_CACHE_DIR, else $XDG_CACHE_HOME/ctxlens, else ~/.cache/ctxlens; off with CTXLENS_NO_CACHE', () => {
    expect(cacheDirFromEnv({ CTXLENS_CACHE_DIR: '/c', XDG_CACHE_HOME: '/x', HOME: '/h' })).toBe('/c');
    expect(cacheDirFromEnv({ XDG_CACHE_HOME: '/x', HOME: '/h' })).toBe('/x/ctxlens');
    expect(cacheDirFromEnv({ XDG_CACHE_HOME: 'rel', HOME: '/h' })).toBe('/h/.cache/ctxlens');
    expect(cacheDirFromEnv({ HOME: '/h' })).toBe('/h/.cache/ctxlens');
    expect(cacheDirFromEnv({ CTXLENS_CACHE_DIR: 'relative', HOME: '/h' })).toBeNull();
    expect(cacheDirFromEnv({})).toBeNull();
    expect(cacheDirFromEnv({ CTXLENS_CACHE_DIR: '/c', CTXLENS_NO_CACHE: '1' })).toBeNull();
    expect(cacheDirFromEnv({ CTXLENS_CACHE_DIR: '/c', CTXLENS_NO_CACHE: '0' })).toBe('/c');
    expect(cacheDirFromEnv({ CTXLENS_CACHE_DIR: '/c', CTXLENS_NO_CACHE: '' })).toBe('/c');
  });

  it('names one file per command, build, node version and file', () => {
    const dir = tempDir('ctxlens-cc-');
    const file = path.join(dir, 'm.cjs');
    fs.writeFileSync(file, 'module.exports = 1;\n');
    const lint = codeCacheFile('/cache', file, 'build-a', 'lint');
    expect(lint).toMatch(/^\/cache\/code-[0-9a-f]{16}-lint\.v8$/);
    expect(codeCacheFile('/cache', file, 'build-a', 'lint')).toBe(lint);
    expect(codeCacheFile('/cache', file, 'build-b', 'lint')).not.toBe(lint);
    expect(codeCacheFile('/cache', file, 'build-a', 'audit')).toBe(lint!.replace(/-lint\.v8$/, '-audit.v8'));
    expect(codeCacheFile('/cache', file, 'build-a', 'Bad Name/..')).toMatch(/-other\.v8$/);
    expect(codeCacheFile('/cache', file, 'build-a', 'manifest-schema-agent-frontmatter')).toMatch(/-manifest-schema-agent-frontmatter\.v8$/);
    fs.writeFileSync(file, 'module.exports = 22;\n'); // another size
    expect(codeCacheFile('/cache', file, 'build-a', 'lint')).not.toBe(lint);
    // Rewritten with the same size and its old modification time restored (`cp -p`, `touch -r`):
    // the change time still differs, so the old bytecode is never reused for new source.
    const stamp = new Date(1_700_000_000_000);
    fs.utimesSync(file, stamp, stamp);
    const again = codeCacheFile('/cache', file, 'build-a', 'lint');
    const st = fs.statSync(file);
    const later = Date.now() + 5; // the change time must move on
    while (Date.now() < later) {
      /* wait a few milliseconds */
    }
    fs.writeFileSync(file, 'module.exports = 33;\n');
    fs.utimesSync(file, stamp, stamp);
    expect(fs.statSync(file).size).toBe(st.size);
    expect(fs.statSync(file).mtimeMs).toBe(st.mtimeMs);
    expect(codeCacheFile('/cache', file, 'build-a', 'lint')).not.toBe(again);
    expect(codeCacheFile('/cache', path.join(dir, 'missing.cjs'), 'build-a', 'lint')).toBeNull();
  });

  it('knows the folders a command line lints, and a cache directory inside one of them', () => {
    const root = tempDir('ctxlens-cc-linted-');
    const proj = path.join(root, 'proj');
    fs.mkdirSync(path.join(proj, 'sub'), { recursive: true });
    expect(lintedDirs(['lint'], proj)).toEqual([proj]);
    expect(lintedDirs(['lint', 'sub', '--format', 'json'], proj)).toEqual([path.join(proj, 'sub')]);
    expect(lintedDirs(['render', `--cwd=${root}`], proj)).toEqual([root]);
    expect(lintedDirs(['render', '--cwd', root], proj)).toEqual([root]);
    expect(insideLinted(path.join(proj, '.cache', 'ctxlens'), [proj])).toBe(true); // not there yet
    expect(insideLinted(proj, [proj])).toBe(true);
    expect(insideLinted(path.join(root, 'proj-cache'), [proj])).toBe(false);
    expect(insideLinted(path.join(root, 'cache'), [proj])).toBe(false);
    // Through a symlink into the project.
    fs.symlinkSync(proj, path.join(root, 'link'));
    expect(insideLinted(path.join(root, 'link', 'cache'), [proj])).toBe(true);
  });

  it('keys by command and turns off on --no-cache', () => {
    expect(codeCacheKey(['lint', '--staged'])).toBe('lint-options');
    expect(codeCacheKey(['lint'])).toBe('lint');
    expect(codeCacheKey(['lint', 'a', 'b c'])).toBe('lint');
    expect(codeCacheKey(['lint', 'a', 'help'])).toBe('lint-options');
    expect(codeCacheKey(['lint', '--', 'a'])).toBe('lint-options');
    expect(codeCacheKey(['audit', 'x'])).toBe('audit');
    expect(codeCacheKey(['--version', '--help'])).toBe('other');
    expect(codeCacheKey(['--help'])).toBe('other');
    expect(codeCacheKey(['lnt'])).toBe('other');
    expect(codeCacheKey([])).toBe('other');
    expect(cacheOffByArgs(['lint', '--staged', '--no-cache'])).toBe(true);
    expect(cacheOffByArgs(['lint', '--cache=false'])).toBe(true);
    expect(cacheOffByArgs(['lint', '--staged'])).toBe(false);
    expect(cacheOffByArgs(['lint', '--', '--no-cache'])).toBe(false);
  });
});

describe('loadCommonJs', () => {
  /** A CommonJS file with some functions, a `require`, and an `import()` of a file beside it that fails (see `SIDE`). */
  function module(dir: string): string {
    const file = path.join(dir, 'mod.cjs');
    fs.writeFileSync(path.join(dir, 'side.mjs'), 'export const side = "side";\n');
    fs.writeFileSync(
      file,
      [
        "const p = require('node:path');",
        'function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }',
        "exports.run = () => ({ fib: fib(15), base: p.basename(__filename), dir: __dirname, self: module.exports === exports });",
        "exports.side = () => import('./side.mjs').then((m) => m.side, (e) => e.code);",
        '',
      ].join('\n'),
    );
    return file;
  }
  /** What `import()` inside the script gives, cold and warm alike (see `loadCommonJs`). */
  const SIDE = 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING';

  /**
   * `loadCommonJs(file, cacheFile)` in a fresh node (the built `dist/`): within one process V8
   * finds a source it compiled before in its own cache and never looks at the cached data.
   * Returns the state, what `run()` and `side()` gave, and what `save(again)` returned.
   */
  function loadInChild(file: string, cacheFile: string | null, again = false): { state: string; run: unknown; side: string; saved: boolean } {
    const lib = pathToFileURL(path.join(ROOT, 'dist', 'src', 'codecache', 'script.js')).href;
    const code = `import { loadCommonJs } from ${JSON.stringify(lib)};
const m = loadCommonJs(${JSON.stringify(file)}, ${JSON.stringify(cacheFile)});
const run = m.exports.run(); const side = await m.exports.side();
const saved = m.save(${again});
process.stdout.write(JSON.stringify({ state: m.state, run, side, saved }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    return JSON.parse(r.stdout) as { state: string; run: unknown; side: string; saved: boolean };
  }

  it('runs the file, writes the cache when there is none, and V8 accepts it on the next load', () => {
    const dir = tempDir('ctxlens-cc-');
    const file = module(dir);
    const cacheFile = path.join(dir, 'cache', 'code-0123456789abcdef-x.v8');
    const expected = { fib: 610, base: 'mod.cjs', dir, self: true };
    expect(loadInChild(file, cacheFile)).toEqual({ state: 'missing', run: expected, side: SIDE, saved: true });
    expect((fs.statSync(path.join(dir, 'cache')).mode & 0o777).toString(8)).toBe('700');
    expect((fs.statSync(cacheFile).mode & 0o777).toString(8)).toBe('600');
    expect(fs.readdirSync(path.join(dir, 'cache'))).toEqual(['code-0123456789abcdef-x.v8']); // no temporary file left
    const before = fs.statSync(cacheFile);
    expect(loadInChild(file, cacheFile)).toEqual({ state: 'accepted', run: expected, side: SIDE, saved: false });
    expect(fs.statSync(cacheFile).ino).toBe(before.ino); // accepted: not rewritten
    expect(loadInChild(file, cacheFile, true)).toEqual({ state: 'accepted', run: expected, side: SIDE, saved: true }); // asked to add this run's functions
    expect(fs.statSync(cacheFile).ino).not.toBe(before.ino);
  });

  it('rejects a corrupt, truncated or foreign cache, runs the file all the same, and rewrites it', () => {
    const dir = tempDir('ctxlens-cc-');
    const file = module(dir);
    const cacheFile = path.join(dir, 'code-0123456789abcdef-x.v8');
    loadInChild(file, cacheFile);
    const good = fs.readFileSync(cacheFile);
    const other = path.join(dir, 'other.cjs');
    fs.writeFileSync(other, 'exports.run = () => 1;\nexports.side = async () => "";\n');
    loadInChild(other, path.join(dir, 'other.v8'));
    const variants: [string, Buffer][] = [
      ['garbage', Buffer.from('not a V8 code cache at all')],
      ['truncated', good.subarray(0, Math.floor(good.length / 2))],
      ['a bit flipped near the end', Buffer.from(good.map((b, i) => (i === good.length - 8 ? b ^ 0x01 : b)))],
      ['a byte changed in the middle', Buffer.from(good.map((b, i) => (i === good.length >> 1 ? b ^ 0xff : b)))],
      ['the header changed', Buffer.from(good.map((b, i) => (i === 0 ? b ^ 0xff : b)))],
      ['empty', Buffer.alloc(0)],
      ['only the header', good.subarray(0, 8)],
      ['one byte short', good.subarray(0, good.length - 1)],
      ['one byte more', Buffer.concat([good, Buffer.from([0])])],
      ['another source', fs.readFileSync(path.join(dir, 'other.v8'))],
      // V8's payload length (bytes 16-19 of its data, 24-27 of the file), which V8 itself would
      // take when smaller, and bytes through the payload, which only V8's checksum covers.
      ['V8 payload length changed', Buffer.from(good.map((b, i) => (i === 8 + 18 ? b ^ 0x01 : b)))],
      ...[0.25, 0.5, 0.75].map((f): [string, Buffer] => {
        const at = 40 + Math.floor((good.length - 41) * f);
        return [`payload byte ${at} changed`, Buffer.from(good.map((b, i) => (i === at ? b ^ 0x10 : b)))];
      }),
    ];
    for (const [name, bytes] of variants) {
      fs.writeFileSync(cacheFile, bytes);
      const r = loadInChild(file, cacheFile);
      expect([name, r.state, r.saved]).toEqual([name, 'rejected', true]);
      expect(r.run).toEqual({ fib: 610, base: 'mod.cjs', dir, self: true });
      expect(loadInChild(file, cacheFile).state).toBe('accepted');
    }
  });

  it("refuses data whose own header does not match, whichever of the first bytes of V8's data changed", () => {
    const dir = tempDir('ctxlens-cc-');
    const file = module(dir);
    const cacheFile = path.join(dir, 'code-0123456789abcdef-x.v8');
    loadInChild(file, cacheFile);
    const good = fs.readFileSync(cacheFile);
    expect(cachedDataOf(good)).toEqual(good.subarray(8));
    // V8's header (version, source and flag hashes, payload length, checksum) and what follows it.
    for (let i = 0; i < 8 + 64; i++) {
      for (const bit of [0x01, 0x80]) expect([i, bit, cachedDataOf(Buffer.from(good.map((b, j) => (j === i ? b ^ bit : b))))]).toEqual([i, bit, null]);
    }
    expect(cachedDataOf(good.subarray(0, good.length - 1))).toBeNull();
    expect(cachedDataOf(Buffer.concat([good, Buffer.alloc(1)]))).toBeNull();
    expect(cachedDataOf(Buffer.alloc(0))).toBeNull();
    expect(cachedDataOf(good.subarray(0, 8))).toBeNull();
  });

  it('reads and writes nothing without a cache file, and throws what the module throws', () => {
    const dir = tempDir('ctxlens-cc-');
    const file = module(dir);
    const r = loadCommonJs(file, null);
    expect(r.state).toBe('off');
    expect(r.save()).toBe(false);
    expect(fs.readdirSync(dir).sort()).toEqual(['mod.cjs', 'side.mjs']);
    const bad = path.join(dir, 'bad.cjs');
    fs.writeFileSync(bad, "throw new Error('boom');\n");
    expect(() => loadCommonJs(bad, null)).toThrow('boom');
    expect(() => loadCommonJs(path.join(dir, 'none.cjs'), null)).toThrow(/ENOENT/);
  });

  it('compiles a file written already wrapped as it is (the bundle writes cli.cjs so)', () => {
    const dir = tempDir('ctxlens-cc-');
    const file = path.join(dir, 'wrapped.cjs');
    fs.writeFileSync(file, `${MODULE_WRAPPER}exports.x = 42; exports.file = __filename;${MODULE_WRAPPER_END}`);
    // Wrapped a second time, the module's function would be defined and never called.
    expect(loadCommonJs(file, null).exports).toEqual({ x: 42, file });
    const plain = path.join(dir, 'plain.cjs');
    fs.writeFileSync(plain, 'exports.x = 43;\n');
    expect(loadCommonJs(plain, null).exports).toEqual({ x: 43 });
    expect(fs.readFileSync(path.join(ROOT, 'bundle', 'cli.cjs'), 'latin1').startsWith(MODULE_WRAPPER)).toBe(true);
  });

  it('hands the module the require it is given', () => {
    const dir = tempDir('ctxlens-cc-');
    const file = path.join(dir, 'r.cjs');
    fs.writeFileSync(file, "module.exports = require('anything');\n");
    const req = Object.assign((id: string) => `required ${id}`, { resolve: () => '', cache: {}, extensions: {}, main: undefined }) as unknown as NodeJS.Require;
    expect(loadCommonJs(file, null, req).exports).toBe('required anything');
  });

  it('writes nothing into a git work tree, nor where the directory cannot be made, without throwing', () => {
    const dir = tempDir('ctxlens-cc-');
    const file = module(dir);
    const work = path.join(dir, 'work');
    fs.mkdirSync(path.join(work, '.git'), { recursive: true });
    const inRepo = loadCommonJs(file, path.join(work, 'deep', 'cache', 'code-0123456789abcdef-x.v8'));
    expect(inRepo.save()).toBe(false);
    expect(fs.existsSync(path.join(work, 'deep'))).toBe(false);
    fs.writeFileSync(path.join(dir, 'plain'), 'a file, not a directory');
    const underFile = loadCommonJs(file, path.join(dir, 'plain', 'cache', 'code-0123456789abcdef-x.v8'));
    expect(underFile.state).toBe('missing');
    expect(underFile.save()).toBe(false);
  });

  it('keeps the newest cache files only', () => {
    const dir = tempDir('ctxlens-cc-');
    for (let i = 0; i < 5; i++) {
      const f = path.join(dir, `code-${String(i).repeat(16)}-lint.v8`);
      fs.writeFileSync(f, 'x');
      fs.utimesSync(f, 1000 + i, 1000 + i);
    }
    fs.writeFileSync(path.join(dir, 'interest-0123.json'), '{}');
    pruneCodeCaches(dir, 3);
    expect(fs.readdirSync(dir).sort()).toEqual(['code-2222222222222222-lint.v8', 'code-3333333333333333-lint.v8', 'code-4444444444444444-lint.v8', 'interest-0123.json']);
    expect(MAX_CODE_CACHES).toBe(64);
  });
});

describe('the shipped executable with the code cache', () => {
  /** Run the bundle in `cwd` with the caches on (unless `env` turns them off), no colour, no debug output. */
  const run = (cwd: string, args: string[], env: Record<string, string>) => {
    const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_') && k !== 'CTXLENS_DEBUG' && k !== 'NODE_OPTIONS' && k !== 'CTXLENS_NO_CACHE'));
    return spawnSync(process.execPath, [CLI_ENTRY, ...args], { cwd, env: { ...base, NO_COLOR: '1', ...env }, encoding: 'utf8' });
  };
  /** A copy of an example project outside the repository. */
  const project = (name: string): string => {
    const dir = path.join(tempDir('ctxlens-cc-project-'), name);
    fs.cpSync(path.join(ROOT, 'examples', name), dir, { recursive: true });
    return dir;
  };

  it('gives the same output cold and warm, writes the cache only into the cache directory and nothing into the linted project', () => {
    for (const name of ['monorepo', 'opencode-app']) {
      const dir = project(name);
      const cache = path.join(tempDir('ctxlens-cc-dir-'), 'nested', 'cache');
      const home = tempDir('ctxlens-cc-home-');
      const env = { CTXLENS_CACHE_DIR: cache, HOME: home };
      const before = snapshot(dir);
      const off = run(dir, ['lint', '--format', 'json'], { ...env, CTXLENS_NO_CACHE: '1' });
      expect(codeFiles(cache)).toEqual([]);
      const cold = run(dir, ['lint', '--format', 'json'], env);
      const written = codeFiles(cache);
      // cli.cjs, and for the fork's project at least one schema validator (opencode-app's agents and
      // config are plainly valid: its run loads none, src/load/schema-quick.ts).
      expect(written.length).toBeGreaterThanOrEqual(name === 'monorepo' ? 2 : 1);
      // `lint` with an option: the cache of lint command lines parsed by yargs (a plain `lint` has its own).
      expect(written.filter((f) => /^code-[0-9a-f]{16}-lint-options\.v8$/.test(f))).toHaveLength(1);
      expect(written.every((f) => /^code-[0-9a-f]{16}-lint(-[a-z0-9-]+)?\.v8$/.test(f))).toBe(true);
      const stamps = written.map((f) => fs.statSync(path.join(cache, f)).mtimeMs);
      const warm = run(dir, ['lint', '--format', 'json'], env);
      expect(codeFiles(cache)).toEqual(written);
      expect(written.map((f) => fs.statSync(path.join(cache, f)).mtimeMs)).toEqual(stamps); // accepted, not rewritten
      for (const r of [off, cold, warm]) {
        expect(r.stderr).toBe(off.stderr); // the summary line, no word of the cache
        expect(r.status).toBe(off.status);
        expect(r.stdout).toBe(off.stdout);
      }
      expect(JSON.parse(off.stdout)).toBeTruthy();
      expect(snapshot(dir)).toEqual(before);
      expect(fs.readdirSync(home)).toEqual([]); // CTXLENS_CACHE_DIR wins over ~/.cache
      // Another command has its own cache file.
      const audit = run(dir, ['audit', '--format', 'json'], env);
      expect([0, 1]).toContain(audit.status);
      expect(codeFiles(cache).filter((f) => /-audit\.v8$/.test(f))).toHaveLength(1);
    }
  });

  it('says what became of the cache with CTXLENS_DEBUG', () => {
    const dir = project('monorepo');
    const cache = tempDir('ctxlens-cc-dir-');
    const a = run(dir, ['lint'], { CTXLENS_CACHE_DIR: cache, CTXLENS_DEBUG: '1' });
    expect(a.stderr).toMatch(/code cache of cli\.cjs missing, written/);
    const b = run(dir, ['lint'], { CTXLENS_CACHE_DIR: cache, CTXLENS_DEBUG: '1' });
    expect(b.stderr).toMatch(/code cache of cli\.cjs accepted \(/);
    expect(b.stderr).not.toMatch(/written/);
    expect(b.stdout).toBe(a.stdout);
  });

  it('reads and writes nothing with --no-cache or CTXLENS_NO_CACHE', () => {
    const dir = project('monorepo');
    const cache = tempDir('ctxlens-cc-dir-');
    const home = tempDir('ctxlens-cc-home-');
    const a = run(dir, ['lint', '--no-cache'], { CTXLENS_CACHE_DIR: cache, HOME: home });
    const b = run(dir, ['lint'], { CTXLENS_CACHE_DIR: cache, HOME: home, CTXLENS_NO_CACHE: '1' });
    const c = run(dir, ['lint'], { HOME: home, CTXLENS_NO_CACHE: 'yes' });
    expect(fs.readdirSync(cache)).toEqual([]);
    expect(fs.readdirSync(home)).toEqual([]);
    expect(a.status).toBe(1); // the example has findings
    for (const r of [b, c]) {
      expect(r.status).toBe(a.status);
      expect(r.stdout).toBe(a.stdout);
    }
    // A cache that is there is not read either: a garbage file stays as it is.
    run(dir, ['lint'], { CTXLENS_CACHE_DIR: cache, HOME: home });
    const files = codeFiles(cache);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) fs.writeFileSync(path.join(cache, f), 'garbage');
    const d = run(dir, ['lint', '--no-cache'], { CTXLENS_CACHE_DIR: cache, HOME: home, CTXLENS_DEBUG: '1' });
    expect(d.stdout).toBe(a.stdout);
    expect(d.stderr).toMatch(/code cache of cli\.cjs off/);
    for (const f of files) expect(fs.readFileSync(path.join(cache, f), 'utf8')).toBe('garbage');
  });

  it('replaces a corrupt or truncated cache file and still gives the right output', () => {
    const dir = project('monorepo');
    const cache = tempDir('ctxlens-cc-dir-');
    const ref = run(dir, ['lint'], { CTXLENS_CACHE_DIR: cache });
    const main = codeFiles(cache).find((f) => /-lint\.v8$/.test(f))!;
    const good = fs.readFileSync(path.join(cache, main));
    for (const bytes of [Buffer.from('corrupt'), good.subarray(0, 1000), Buffer.alloc(0)]) {
      for (const f of codeFiles(cache)) fs.writeFileSync(path.join(cache, f), bytes);
      const r = run(dir, ['lint'], { CTXLENS_CACHE_DIR: cache, CTXLENS_DEBUG: '1' });
      expect(r.status).toBe(ref.status);
      expect(r.stdout).toBe(ref.stdout);
      expect(r.stderr).toMatch(/code cache of cli\.cjs rejected, written/);
      for (const f of codeFiles(cache)) expect(fs.statSync(path.join(cache, f)).size).toBeGreaterThan(bytes.length);
      expect(run(dir, ['lint'], { CTXLENS_CACHE_DIR: cache, CTXLENS_DEBUG: '1' }).stderr).toMatch(/code cache of cli\.cjs accepted/);
    }
  });

  it('is silent when the cache directory cannot be written, and writes nothing inside a git work tree', () => {
    const dir = project('monorepo');
    const scratch = tempDir('ctxlens-cc-dir-');
    fs.writeFileSync(path.join(scratch, 'file'), 'not a directory');
    const ref = run(dir, ['lint'], { CTXLENS_NO_CACHE: '1' });
    const r = run(dir, ['lint'], { CTXLENS_CACHE_DIR: path.join(scratch, 'file', 'cache') });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(ref.status);
    expect(r.stdout).toBe(ref.stdout);
    // A cache directory inside a git work tree (someone's repository) is never written.
    const work = path.join(scratch, 'work');
    fs.mkdirSync(path.join(work, '.git'), { recursive: true });
    const inside = run(dir, ['lint'], { CTXLENS_CACHE_DIR: path.join(work, 'sub', 'cache') });
    expect(inside.stderr).toBe('');
    expect(inside.stdout).toBe(ref.stdout);
    expect(fs.readdirSync(work)).toEqual(['.git']);
  });

  it('writes nothing into the linted folder when it is not a git repository', () => {
    const dir = project('opencode-app'); // a copy outside any git work tree
    const ref = run(dir, ['lint'], { CTXLENS_NO_CACHE: '1' });
    const before = snapshot(dir);
    for (const [cwd, args, cache] of [
      [dir, ['lint'], path.join(dir, '.cache', 'x')],
      [dir, ['lint'], '.'],
      [path.dirname(dir), ['lint', dir], path.join(dir, 'cache')],
    ] as const) {
      const r = run(cwd, [...args], { CTXLENS_CACHE_DIR: cache, CTXLENS_DEBUG: '1' });
      expect(r.stdout).toBe(ref.stdout);
      expect(r.stderr).toContain('code cache of cli.cjs off');
      expect(snapshot(dir)).toEqual(before);
    }
  });

  it('answers a lone --version without loading the CLI; another command line has a cache of its own', () => {
    const cache = tempDir('ctxlens-cc-dir-');
    const v = run(ROOT, ['--version'], { CTXLENS_CACHE_DIR: cache, CTXLENS_DEBUG: '1' });
    expect(v.stdout).toBe(`${(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version}\n`);
    expect(v.stderr).toBe('');
    expect(codeFiles(cache)).toEqual([]);
    const typo = run(ROOT, ['lnt'], { CTXLENS_CACHE_DIR: cache });
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain('did you mean "lint"?');
    expect(codeFiles(cache)).toEqual([expect.stringMatching(/^code-[0-9a-f]{16}-other\.v8$/)]);
    // yargs ends the process after --help: nothing is written, and the help is whole.
    const h = run(ROOT, ['lint', '--help'], { CTXLENS_CACHE_DIR: cache });
    expect(h.status).toBe(0);
    expect(h.stdout).toContain('--no-cache');
    expect(codeFiles(cache)).toHaveLength(1);
  });
});
