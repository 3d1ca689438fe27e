import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stagedRelevance } from '../../src/precommit/relevance.js';
import { interestCacheFromEnv, quickRelevance, readInterestCache, type InterestCache } from '../../src/precommit/quick.js';
import { TempRepo, cleanGitEnv } from '../source/git-repo.js';
import { CLI_ENTRY } from '../helpers/entries.js';
import { useTempDirs } from '../helpers/temp-dirs.js';

const FLOW = (target: string) => `steps:\n  - id: s1\n    context:\n      paths: [${target}]\n`;

const cleanup: string[] = [];
afterEach(() => {
  for (const p of cleanup.splice(0)) fs.rmSync(p, { recursive: true, force: true });
});

const tempDir = useTempDirs();

/** A repository whose flow names `guides/style.txt`; `src/a.ts` and `guides/other.txt` are named by nothing. */
function repo(): TempRepo {
  const r = new TempRepo('ctxlens-cache-');
  cleanup.push(r.root);
  r.write('.opencode.json', '{"contextPaths": ["AGENTS.md"]}');
  r.write('.opencode/flows/review.yaml', FLOW('guides/style.txt'));
  r.write('guides/style.txt', '1').write('guides/other.txt', '1').write('src/a.ts', '1');
  r.commit('base');
  return r;
}

const stage = (r: TempRepo, rel: string, content: string) => r.write(rel, content).git('add', '--', rel);
const cacheIn = (dir: string, codeId = 'test-build'): InterestCache => ({ dir, codeId });
const entries = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.startsWith('interest-')) : []);

describe('interest cache', () => {
  it('locates the cache (hashing the running build) only when the static list has not decided', () => {
    const r = repo();
    const dir = path.join(tempDir('ctxlens-cachedir-'), 'ctxlens');
    let located = 0;
    const locate = () => {
      located++;
      return cacheIn(dir);
    };
    expect(quickRelevance(r.root, {}, false, locate)).toMatchObject({ relevant: false, reason: 'nothing is staged' });
    stage(r, 'AGENTS.md', '# staged\n');
    expect(quickRelevance(r.root, {}, false, locate)).toMatchObject({ relevant: true, reason: 'AGENTS.md: a default context path (AGENTS.md)' });
    expect(located).toBe(0);
    r.git('reset', '-q');
    stage(r, 'src/a.ts', '2');
    expect(quickRelevance(r.root, {}, false, locate)).toMatchObject({ pending: true, cache: { dir, codeId: 'test-build' } });
    expect(located).toBe(1);
  });

  it('misses, writes an entry, then answers from it without parsing, with the same verdicts', () => {
    const r = repo();
    const cache = cacheIn(path.join(tempDir('ctxlens-cachedir-'), 'nested', 'ctxlens'));
    stage(r, 'src/a.ts', '2');
    expect(quickRelevance(r.root, {}, false, cache)).toHaveProperty('pending', true); // no entry yet
    const first = stagedRelevance(r.root, {}, false, cache);
    expect(first.relevant).toBe(false);
    expect(first.reason).toContain('parsed');
    expect(entries(cache.dir)).toHaveLength(1);
    expect(fs.statSync(cache.dir).mode & 0o777).toBe(0o700);
    const hit = readInterestCache(cache, r.root, r.root, {});
    expect(hit?.interest.paths).toContain(path.join(r.root, 'guides/style.txt'));
    expect(hit?.heads).toEqual([r.git('rev-parse', 'HEAD').trim()]);

    const second = quickRelevance(r.root, {}, false, cache);
    expect(second).toMatchObject({ relevant: false });
    expect((second as { reason: string }).reason).toContain('cached interest');
    // A named path staged: relevant, decided from the entry too.
    stage(r, 'guides/style.txt', '2');
    const third = quickRelevance(r.root, {}, false, cache);
    expect(third).toMatchObject({ relevant: true, reason: `guides/style.txt: named by ${path.join(r.root, 'guides/style.txt')}` });
    // No temporary file left behind, nothing written into the repository.
    expect(fs.readdirSync(cache.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(r.git('status', '--porcelain', '--ignored')).toBe('M  guides/style.txt\nM  src/a.ts\n');
  });

  it('misses after a commit edits a flow: the newly named path is relevant', () => {
    const r = repo();
    const cache = cacheIn(tempDir('ctxlens-cachedir-'));
    stage(r, 'src/a.ts', '2');
    expect(stagedRelevance(r.root, {}, false, cache).relevant).toBe(false);
    r.git('reset', '-q');
    // The flow now names guides/other.txt; committed, so HEAD moves and the key changes.
    r.write('.opencode/flows/review.yaml', FLOW('guides/other.txt'));
    r.commit('flow names other');
    stage(r, 'guides/other.txt', '2');
    expect(quickRelevance(r.root, {}, false, cache)).toHaveProperty('pending', true);
    const v = stagedRelevance(r.root, {}, false, cache);
    expect(v.relevant, v.reason).toBe(true);
    expect(v.reason).toContain('guides/other.txt');
    // …and the entry is rewritten for the new flow.
    expect(readInterestCache(cache, r.root, r.root, {})?.interest.paths).toContain(path.join(r.root, 'guides/other.txt'));
  });

  it('misses when an agentPaths directory changes in the index (no commit): the new agent is read', () => {
    const r = new TempRepo('ctxlens-cache-');
    cleanup.push(r.root);
    r.write('.opencode.json', '{"agentPaths": ["team/agents"]}').write('team/agents/a.md', '---\ncontext:\n  paths: [docs/a.txt]\n---\n');
    r.write('docs/a.txt', '1').write('docs/b.txt', '1').write('src/x.ts', '1');
    r.commit('base');
    const cache = cacheIn(tempDir('ctxlens-cachedir-'));
    stage(r, 'src/x.ts', '2');
    expect(stagedRelevance(r.root, {}, false, cache).relevant).toBe(false);
    expect(readInterestCache(cache, r.root, r.root, {})?.interest.extraDirs).toEqual([path.join(r.root, 'team/agents')]);
    // An agent added in the custom directory is itself relevant; the cache must not hide it.
    stage(r, 'team/agents/b.md', '---\ncontext:\n  paths: [docs/b.txt]\n---\n');
    expect(stagedRelevance(r.root, {}, false, cache).relevant).toBe(true);
  });

  it("keeps the index's symlinks for HEAD, and reads them again when HEAD moves or a staged path is a symlink", () => {
    const r = repo();
    const cache = cacheIn(tempDir('ctxlens-cachedir-'));
    const head1 = r.git('rev-parse', 'HEAD').trim();
    stage(r, 'src/a.ts', '2');
    expect(stagedRelevance(r.root, {}, false, cache).relevant).toBe(false);
    expect(readInterestCache(cache, r.root, r.root, {})?.links).toEqual({ heads: [head1], list: [], gitlinks: false });
    // Used as recorded for HEAD: an entry claiming AGENTS.md -> x/t.txt makes x/t.txt relevant
    // without the index being read (it holds no symlink).
    const [name] = entries(cache.dir);
    const file = path.join(cache.dir, name!);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...doc, links: { heads: [head1], list: [['AGENTS.md', 'x/t.txt']], gitlinks: false } }));
    stage(r, 'x/t.txt', 't');
    expect(quickRelevance(r.root, {}, false, cache)).toMatchObject({ relevant: true, reason: 'AGENTS.md (through the symlink AGENTS.md): a default context path (AGENTS.md)' });
    fs.writeFileSync(file, JSON.stringify(doc));
    expect(quickRelevance(r.root, {}, false, cache)).toMatchObject({ relevant: false });
    // A symlink committed: HEAD moves, the index is read and the record replaced.
    r.git('reset', '-q');
    r.symlink('CLAUDE.md', 'x/t.txt');
    const head2 = r.commit('link');
    stage(r, 'src/a.ts', '3');
    expect(quickRelevance(r.root, {}, false, cache)).toMatchObject({ relevant: false });
    expect(readInterestCache(cache, r.root, r.root, {})?.links).toEqual({ heads: [head2], list: [['CLAUDE.md', 'x/t.txt']], gitlinks: false });
    stage(r, 'x/t.txt', 'changed');
    expect(quickRelevance(r.root, {}, false, cache)).toMatchObject({ relevant: true, reason: 'CLAUDE.md (through the symlink CLAUDE.md): a default context path (CLAUDE.md)' });
    // A staged symlink: the index is read (its target is not in the record), the record kept.
    r.git('reset', '-q');
    r.symlink('AGENTS.md', 'y/u.txt').git('add', '--', 'AGENTS.md');
    stage(r, 'y/u.txt', 'u');
    expect(quickRelevance(r.root, {}, false, cache)).toMatchObject({ relevant: true });
    expect(readInterestCache(cache, r.root, r.root, {})?.links?.heads).toEqual([head2]);
  });

  it('after a commit touching nothing listed, carries the entry to the new HEAD from the commits between (git diff-tree), else reads again', () => {
    const r = repo();
    const cache = cacheIn(tempDir('ctxlens-cachedir-'));
    const head1 = r.git('rev-parse', 'HEAD').trim();
    stage(r, 'src/a.ts', '2');
    expect(stagedRelevance(r.root, {}, false, cache).relevant).toBe(false);
    // The record claims a link for head1 that the index does not hold: carried over means not re-read.
    const [name] = entries(cache.dir);
    const file = path.join(cache.dir, name!);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...doc, links: { heads: [head1], list: [['AGENTS.md', 'x/t.txt']], gitlinks: false } }));
    const head2 = r.commit('source only');
    stage(r, 'x/t.txt', 't');
    expect(quickRelevance(r.root, {}, false, cache)).toMatchObject({ relevant: true, reason: 'AGENTS.md (through the symlink AGENTS.md): a default context path (AGENTS.md)' });
    expect(readInterestCache(cache, r.root, r.root, {})).toMatchObject({ heads: [head2, head1], links: { heads: [head2, head1] } });
    // A commit adding a nested mainstream config: listed, so the key is checked again and the
    // interest read anew (what it names matters).
    r.git('reset', '-q');
    fs.writeFileSync(file, JSON.stringify(doc));
    r.write('pkg/a/opencode.json', '{"instructions": ["plain.md"]}');
    r.commit('nested config');
    stage(r, 'pkg/a/plain.md', 'p');
    expect(quickRelevance(r.root, {}, false, cache)).toHaveProperty('pending', true);
    expect(stagedRelevance(r.root, {}, false, cache)).toMatchObject({ relevant: true, reason: 'pkg/a/plain.md: a context file name (contextPaths, discovery)' });
  });

  it('ignores a corrupt or tampered entry and repairs it', () => {
    const r = repo();
    const cache = cacheIn(tempDir('ctxlens-cachedir-'));
    stage(r, 'guides/style.txt', '2');
    expect(stagedRelevance(r.root, {}, false, cache).relevant).toBe(true);
    const [name] = entries(cache.dir);
    const file = path.join(cache.dir, name!);
    const good = fs.readFileSync(file, 'utf8');
    for (const bad of ['', '{', 'null', '[]', '{"format":1}', good.slice(0, good.length / 2), good.replace('guides/style.txt', 'guides/nothing.txt').replace(/"key":"/, '"key":"x')]) {
      fs.writeFileSync(file, bad);
      expect(quickRelevance(r.root, {}, false, cache)).toHaveProperty('pending', true);
      const v = stagedRelevance(r.root, {}, false, cache);
      expect(v.relevant, v.reason).toBe(true);
    }
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(JSON.parse(good));
    // An entry claiming no interest under the right key for other blobs: the listing disagrees.
    const doc = JSON.parse(good);
    doc.interest.paths = [];
    doc.heads = [];
    doc.key = doc.key.replace(/^100644 [0-9a-f]{4}/, '100644 0000');
    fs.writeFileSync(file, JSON.stringify(doc));
    expect(quickRelevance(r.root, {}, false, cache)).toHaveProperty('pending', true);
    expect(stagedRelevance(r.root, {}, false, cache).relevant).toBe(true);
  });

  it('never uses an entry of another build, working directory or OPENCODE_CONTEXTPATHS', () => {
    const r = repo();
    const dir = tempDir('ctxlens-cachedir-');
    stage(r, 'src/a.ts', '2');
    stagedRelevance(r.root, {}, false, cacheIn(dir, 'build-1'));
    expect(quickRelevance(r.root, {}, false, cacheIn(dir, 'build-2'))).toHaveProperty('pending', true);
    expect(quickRelevance(r.root, { OPENCODE_CONTEXTPATHS: 'src/a.ts' }, false, cacheIn(dir, 'build-1'))).toHaveProperty('pending', true);
    fs.mkdirSync(r.abs('src/sub'));
    expect(quickRelevance(r.abs('src/sub'), {}, false, cacheIn(dir, 'build-1'))).toHaveProperty('pending', true);
    expect(stagedRelevance(r.root, { OPENCODE_CONTEXTPATHS: 'src/a.ts' }, false, cacheIn(dir, 'build-1')).relevant).toBe(true);
    expect(quickRelevance(r.root, {}, false, cacheIn(dir, 'build-1'))).toMatchObject({ relevant: false });
  });

  it('works on when the cache directory cannot be written, and never writes one inside the repository', () => {
    const r = repo();
    const blocker = path.join(tempDir('ctxlens-cachedir-'), 'file');
    fs.writeFileSync(blocker, 'x');
    stage(r, 'src/a.ts', '2');
    const unwritable = cacheIn(path.join(blocker, 'ctxlens'));
    expect(stagedRelevance(r.root, {}, false, unwritable).relevant).toBe(false);
    stage(r, 'guides/style.txt', '2');
    expect(stagedRelevance(r.root, {}, false, unwritable).relevant).toBe(true);
    const inside = cacheIn(r.abs('.cache/ctxlens'));
    expect(stagedRelevance(r.root, {}, false, inside).relevant).toBe(true);
    expect(fs.existsSync(r.abs('.cache'))).toBe(false);
  });

  it('is configured by the environment: off switch, directories, build identity', () => {
    const entry = CLI_ENTRY;
    expect(interestCacheFromEnv({ HOME: '/h', CTXLENS_NO_CACHE: '1' }, entry)).toBeNull();
    expect(interestCacheFromEnv({ HOME: '/h', CTXLENS_NO_CACHE: '0' }, entry)?.dir).toBe('/h/.cache/ctxlens');
    expect(interestCacheFromEnv({ HOME: '/h', XDG_CACHE_HOME: '/x' }, entry)?.dir).toBe('/x/ctxlens');
    expect(interestCacheFromEnv({ HOME: '/h', XDG_CACHE_HOME: 'relative' }, entry)?.dir).toBe('/h/.cache/ctxlens');
    expect(interestCacheFromEnv({ CTXLENS_CACHE_DIR: '/c', HOME: '/h' }, entry)?.dir).toBe('/c');
    expect(interestCacheFromEnv({}, entry)).toBeNull();
    expect(interestCacheFromEnv({ HOME: '/h' }, '/no/such/entry.mjs')).toBeNull();
    expect(interestCacheFromEnv({ HOME: '/h' }, entry)?.codeId).toContain(fs.realpathSync(entry));
  });
});

describe('the shipped executable with the cache', () => {
  /** Run `ctxlens lint --staged` (the bundle) in `cwd`. */
  const run = (cwd: string, env: Record<string, string>, ...extra: string[]) =>
    spawnSync(process.execPath, [CLI_ENTRY, 'lint', '--staged', ...extra], { cwd, env: cleanGitEnv({ CTXLENS_NO_CACHE: '', CTXLENS_DEBUG: '1', NO_COLOR: '1', ...env }), encoding: 'utf8' });

  it('decides from the cache on the second run and lints when a named path is staged', () => {
    const r = repo();
    const dir = tempDir('ctxlens-cachedir-');
    stage(r, 'src/a.ts', '2');
    const a = run(r.root, { CTXLENS_CACHE_DIR: dir });
    expect(a.status).toBe(0);
    expect(a.stderr).toContain('parsed the config');
    const b = run(r.root, { CTXLENS_CACHE_DIR: dir });
    expect(b.status).toBe(0);
    expect(b.stderr).toContain('cached interest');
    const off = run(r.root, { CTXLENS_CACHE_DIR: dir }, '--no-cache');
    expect(off.stderr).toContain('parsed the config');
    const offEnv = run(r.root, { CTXLENS_CACHE_DIR: dir, CTXLENS_NO_CACHE: '1' });
    expect(offEnv.stderr).toContain('parsed the config');
    stage(r, 'guides/style.txt', '2');
    const c = run(r.root, { CTXLENS_CACHE_DIR: dir });
    expect(c.stderr).not.toContain('nothing to lint'); // the full lint ran
    expect([0, 1]).toContain(c.status);
    expect(run(r.root, { CTXLENS_CACHE_DIR: dir }, '--no-cache').stderr).not.toContain('nothing to lint');
  });
});
