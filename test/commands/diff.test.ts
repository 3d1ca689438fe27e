import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContextDiff } from '../../src/diff/run.js';
import { diffJson, diffMarkdown, diffStylish } from '../../src/diff/format.js';
import { findingKey, findingsOnlyIn } from '../../src/diff/compute.js';
import type { Finding } from '../../src/engine/finding.js';
import { UsageError } from '../../src/errors.js';
import { spawnSync } from 'node:child_process';
import { TempRepo, cleanGitEnv } from '../source/git-repo.js';
import { CLI_ENTRY } from '../helpers/entries.js';

const CLI = CLI_ENTRY;

/** A deterministic stand-in for the tokenizer: one token per whitespace-separated word. */
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const opts = (cwd: string, base: string, head: string | null) => ({ cwd, base, head, env: [], withGlobal: false, rule: [], runtime: 'fork' as const });

describe('ctxlens diff between two real commits', () => {
  let repo: TempRepo;
  let base = '';
  let head = '';
  beforeAll(() => {
    repo = new TempRepo('ctxlens-diff-');
    repo
      .write('AGENTS.md', '# Root rules\nBe nice.\n') // 22 bytes
      .write('.opencode.json', JSON.stringify({ agents: { coder: { context: { paths: ['docs/style.md', 'docs/old.md'], mode: 'append' } } }, contextDiscovery: { maxFileBytes: 20 } }))
      .write('docs/style.md', 'style v1\n') // 9 bytes
      .write('docs/old.md', 'old\n') // 4 bytes
      .write('svc/a/AGENTS.md', '# A rules\n'); // 10 bytes
    base = repo.commit('base');
    repo
      .write('AGENTS.md', '# Root rules\n') // 13 bytes
      .write('.opencode.json', JSON.stringify({ agents: { coder: { context: { paths: ['docs/style.md', 'docs/new.md'], mode: 'append' } } }, contextDiscovery: { maxFileBytes: 20 } }))
      .write('docs/style.md', 'style v2 longer text\n') // 21 bytes
      .write('docs/new.md', 'brand new\n') // 10 bytes
      .rm('docs/old.md')
      .write('svc/a/AGENTS.md', '# A rules\n' + 'x'.repeat(30) + '\n') // 41 bytes: over maxFileBytes 20
      .write('svc/b/AGENTS.md', '# B rules\n');
    head = repo.commit('head');
    repo.write('.opencode.json', '{"agents": {'); // broken in the working tree only
  });
  afterAll(() => repo.dispose());

  it('mainstream OpenCode: a usage error that says diff does not model it and what works instead', async () => {
    const err = await runContextDiff({ ...opts(repo.root, base, head), runtime: 'opencode' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UsageError);
    expect((err as Error).message).toMatch(/^ctxlens diff compares the context of the OpenCode Go fork only; it does not model mainstream OpenCode yet \(this directory is read as .*\)\. What works: `ctxlens render --runtime opencode`/);
  });

  it('reports the exact file and byte changes per agent', async () => {
    const d = await runContextDiff(opts(repo.root, base, head), words);
    expect(d.base).toBe(base.slice(0, 12));
    expect(d.head).toBe(head.slice(0, 12));
    const coder = d.targets.find((t) => t.target.agentId === 'coder')!;
    expect(coder.status).toBe('changed');
    const rows = coder.files.map((f) => [f.path, f.status, f.before?.bytes ?? null, f.after?.bytes ?? null, f.after?.layer ?? f.before?.layer]);
    // head files in head's rendered order, then removed ones
    expect(rows.slice(0, 3).sort()).toEqual([
      ['AGENTS.md', 'changed', 22, 13, 'global'],
      ['docs/new.md', 'added', null, 10, 'agent'],
      ['docs/style.md', 'changed', 9, 21, 'agent'],
    ]);
    expect(rows[3]).toEqual(['docs/old.md', 'removed', 4, null, 'agent']);
    const style = coder.files.find((f) => f.path === 'docs/style.md')!;
    expect([style.before!.tokens, style.after!.tokens]).toEqual([2, 4]);
    expect(coder.manifest.added).toEqual(['- svc/b/AGENTS.md: B rules']);
    expect(coder.manifest.removed).toEqual([]);
    const hivemind = d.targets.find((t) => t.target.agentId === 'hivemind')!;
    expect(hivemind.files.map((f) => f.path)).toEqual(['AGENTS.md']);
    // bytes/tokens: the content of the effective files (the audit's totals); renderedBytes adds the manifest line.
    expect(hivemind.bytes.after - hivemind.bytes.before).toBe(-9);
    expect(hivemind.renderedBytes.after - hivemind.renderedBytes.before).toBe(-9 + Buffer.byteLength('\n- svc/b/AGENTS.md: B rules'));
    expect(coder.bytes).toEqual({ before: 22 + 9 + 4, after: 13 + 10 + 21 });
  });

  it('reports a nested file crossing maxFileBytes', async () => {
    const d = await runContextDiff(opts(repo.root, base, head), words);
    expect(d.budgets).toEqual([{ budget: 'maxFileBytes', subject: 'svc/a/AGENTS.md', limit: 20, before: 10, after: 41, state: 'crossed' }]);
  });

  it('finds nothing between a commit and itself', async () => {
    const d = await runContextDiff(opts(repo.root, head, head), words);
    expect(d.targets).toEqual([]);
    expect(d.newFindings).toEqual([]);
    expect(d.compared).toBe(6);
  });

  it('compares against the working tree by default and reports new findings on head', async () => {
    const d = await runContextDiff(opts(repo.root, head, null), words);
    expect(d.head).toBe('working tree');
    expect(d.newFindings.length).toBeGreaterThan(0);
    expect(d.newFindings.map((f) => [f.ruleId, f.span?.file])).toContainEqual(['parse-error', '.opencode.json']);
    // the broken config drops maxFileBytes back to its default, so the oversized nested file is fine again
    expect(d.fixedFindings.map((f) => [f.ruleId, f.span?.file])).toContainEqual(['nested-file-too-large', 'svc/a/AGENTS.md']);
    // a fixed finding is one whose key is gone on head
    const keys = new Set(d.headFindings.map(findingKey));
    expect(d.fixedFindings.every((f) => !keys.has(findingKey(f)))).toBe(true);
    const md = diffMarkdown(d);
    expect(md).toContain('#### New findings');
    expect(md).toContain('| .opencode.json:1:12 | parse-error |');
    const json = JSON.parse(diffJson(d)) as { summary: { newFindings: number }; newFindings: { file: string }[] };
    expect(json.summary.newFindings).toBe(d.newFindings.length);
    expect(json.newFindings[0]!.file).toBe('.opencode.json');
    expect(diffStylish(d)).toMatch(/^ctxlens diff [0-9a-f]{12} → working tree/);
  });

  it('refuses an unknown base revision', async () => {
    await expect(runContextDiff(opts(repo.root, 'no-such-rev', null), words)).rejects.toThrow(UsageError);
  });
});

describe('findingsOnlyIn', () => {
  const f = (ruleId: string, file: string, pointer: string, messageId: string, message = 'm'): Finding => ({
    ruleId,
    messageId,
    data: {},
    severity: 'error',
    message,
    span: { file, pointer, start: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
  });
  it.each([
    ['same key, different text and line: not new', [f('r', 'a', '/x', 'm1', 'new text')], [f('r', 'a', '/x', 'm1', 'old text')], 0],
    ['different pointer, same fingerprint (an entry inserted above): not new', [{ ...f('r', 'a', '/y/1', 'm1'), fingerprint: 'c1' }], [{ ...f('r', 'a', '/y/0', 'm1'), fingerprint: 'c1' }], 0],
    ['same pointer, different fingerprint (other content): new', [{ ...f('r', 'a', '/y/0', 'm1'), fingerprint: 'c2' }], [{ ...f('r', 'a', '/y/0', 'm1'), fingerprint: 'c1' }], 1],
    ['different file: new', [f('r', 'b', '/x', 'm1')], [f('r', 'a', '/x', 'm1')], 1],
    ['different message id: new', [f('r', 'a', '/x', 'm2')], [f('r', 'a', '/x', 'm1')], 1],
    ['a repeat beyond the base count: new', [f('r', 'a', '/x', 'm1'), f('r', 'a', '/x', 'm1')], [f('r', 'a', '/x', 'm1')], 1],
  ] as const)('%s', (_n, head, base, count) => {
    expect(findingsOnlyIn(head, base)).toHaveLength(count);
  });
});

describe('ctxlens diff budgets and CLI', () => {
  let repo: TempRepo;
  let base = '';
  beforeAll(() => {
    repo = new TempRepo('ctxlens-diff-cap-');
    repo.write('AGENTS.md', '# Root\n').write('pkg0/AGENTS.md', `# ${'L'.repeat(100)}\n`);
    base = repo.commit('base');
    for (let i = 1; i < 70; i++) repo.write(`pkg${i}/AGENTS.md`, `# ${'L'.repeat(100)}\n`);
    repo.commit('many nested files');
  });
  afterAll(() => repo.dispose());

  it('reports the manifest crossing the 8192-byte cap for every agent', async () => {
    const d = await runContextDiff(opts(repo.root, base, 'HEAD'), words);
    const coder = d.targets.find((t) => t.target.agentId === 'coder')!;
    const header = 251;
    const line = (i: number) => `- pkg${i}/AGENTS.md: ${'L'.repeat(100)}`;
    const labelled = (n: number) => header + Array.from({ length: n }, (_, i) => Buffer.byteLength(line(i))).reduce((a, b) => a + b, 0) + (n - 1);
    expect(coder.budgets).toEqual([{ budget: 'manifestCap', subject: 'manifest', limit: 8192, before: labelled(1), after: labelled(70), state: 'crossed' }]);
    // over the cap the manifest degrades to paths only: the labelled line goes, path lines come
    expect(coder.manifest.removed).toEqual([line(0)]);
    expect(coder.manifest.added.slice(0, 2)).toEqual(['- pkg0/AGENTS.md', '- pkg1/AGENTS.md']);
    expect(d.targets.every((t) => t.budgets.some((b) => b.budget === 'manifestCap' && b.state === 'crossed'))).toBe(true);
  });

  it('runs from the built CLI with exit 0 and a stylish report', async () => {
    const d = await runContextDiff(opts(repo.root, base, 'HEAD'), words);
    const r = spawnSync(process.execPath, [CLI, 'diff', '--base', base, '--head', 'HEAD', '--cwd', repo.root, '--runtime', 'fork'], { encoding: 'utf8', env: cleanGitEnv() });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('manifest cap crossed: manifest');
    expect(r.stdout.trimEnd().split('\n').pop()).toBe(`6 of 6 agent(s) and flow step(s) changed; ${d.newFindings.length} new finding(s), ${d.fixedFindings.length} fixed.`);
    const bad = spawnSync(process.execPath, [CLI, 'diff', '--base', 'nope', '--cwd', repo.root], { encoding: 'utf8', env: cleanGitEnv() });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('ctxlens: unknown git revision: nope\n');
  });
});
