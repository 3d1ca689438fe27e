/**
 * Robustness: agent, flow and config files far over what ctxlens reads (sparse, 1 GiB: never
 * read, so the disk and the test stay small). Before, each made lint exit 2 ("Cannot create a
 * string longer than 0x1fffffe8 characters") after reading it whole. Each is now reported with
 * its own rule id, read at most as far as a size check needs, and the rest is still linted.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, expectSentinel, findings, runCli, SENTINEL, tempDir, writeTree } from './helpers.js';

const GiB = 1024 * 1024 * 1024;
let root = '';
const sparse = (rel: string): void => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), '---\n');
  fs.truncateSync(path.join(root, rel), GiB);
};

beforeAll(() => {
  root = tempDir();
  writeTree(path.join(root, 'fork'), { ...SENTINEL, '.opencode.json': JSON.stringify({ contextPaths: ['AGENTS.md'] }), 'AGENTS.md': '# Root\n' });
  writeTree(path.join(root, 'main'), { '.git/HEAD': 'ref: refs/heads/main\n', 'opencode.json': JSON.stringify({ agent: { build: { prompt: '{file:./prompt.md}' } } }), 'AGENTS.md': '# Root\n' });
  writeTree(path.join(root, 'main-config'), { '.git/HEAD': 'ref: refs/heads/main\n', 'AGENTS.md': '# Root\n' });
  fs.writeFileSync(path.join(root, 'calls.jsonl'), '{"tool":"read","input":{"filePath":"AGENTS.md"}}\n');
  for (const rel of ['fork/.opencode/agents/huge.md', 'fork/.opencode/flows/huge.yaml', 'main/.opencode/agent/huge.md', 'main/prompt.md', 'main-config/opencode.json']) sparse(rel);
});

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** Most bytes one read took from a file of the test trees (the CLI's own files aside). */
const maxRead = (r: Awaited<ReturnType<typeof runCli>>): number => Math.max(0, ...Object.entries(r.trace.maxRead).filter(([p]) => p.startsWith(root + '/')).map(([, n]) => n));

describe('huge agent, flow and config files', { timeout: 120000 }, () => {
  it('fork: the agent file is a parse-error with its size, the flow is refused by its size, neither is read', async () => {
    const r = await runCli(['lint', '-f', 'json'], path.join(root, 'fork'));
    expectClean(r, 'lint');
    expectSentinel(r);
    const f = findings(r);
    expect(f.find((x) => x.file === '.opencode/agents/huge.md')).toMatchObject({ ruleId: 'parse-error', message: expect.stringContaining(`it is ${GiB} bytes, over the 268435456 bytes ctxlens reads`) as unknown });
    expect(f.find((x) => x.file === '.opencode/flows/huge.yaml')?.message).toContain('file exceeds 307200 bytes');
    expect(maxRead(r)).toBeLessThan(1 << 20);
  });

  it.each([['lint', '-f', 'json'], ['audit', '-f', 'json'], ['render'], ['resolve', '--format', 'json']])('mainstream %s: the agent file and the {file:} target are file-too-large, not read', async (...args) => {
    const r = await runCli(args, path.join(root, 'main'));
    expectClean(r, args.join(' '));
    if (args[0] === 'lint') {
      const ids = findings(r).filter((x) => x.ruleId === 'file-too-large').map((x) => x.file);
      expect(ids.sort()).toEqual(['.opencode/agent/huge.md', 'opencode.json']);
    }
    expect(maxRead(r)).toBeLessThan(1 << 20);
  });

  it.each([['lint', '-f', 'json'], ['render'], ['touch', '--calls', '../calls.jsonl']])('mainstream %s: a 1 GiB opencode.json is file-too-large, not read, the rest simulated', async (...args) => {
    const r = await runCli(args, path.join(root, 'main-config'));
    expectClean(r, args.join(' '));
    if (args[0] === 'lint') expect(findings(r).map((x) => `${x.ruleId} ${x.file}`)).toContain('file-too-large opencode.json');
    if (args[0] === 'render') {
      expect(r.stdout).toBe(`Instructions from: ${path.join(root, 'main-config', 'AGENTS.md')}\n# Root\n`);
      // Its `instructions` may be missing from that text: said on stderr with the rule id, exit 1 (as for an instruction file over the cap).
      expect(r.stderr).toBe('ctxlens: warning: opencode.json: over 268435456 bytes; ctxlens does not read it, so this render may leave out what it adds (file-too-large)\n');
      expect(r.status).toBe(1);
    }
    expect(maxRead(r)).toBeLessThan(1 << 20);
  });
});
