import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../../rules/opencode/instruction-file-too-large.js';
import { MAX_INSTRUCTION_FILE_BYTES } from '../../../src/runtimes/opencode/sim/instructions.js';
import { WorktreeSource } from '../../../src/source/worktree.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at } from '../context-test-kit.js';

// Sparse files over the cap on a real disk: reported, never read.
const bigDir = mkdtempSync(join(tmpdir(), 'ctxlens-big-oc-'));
const repo = join(bigDir, 'repo');
const cfg = JSON.stringify({ instructions: ['docs/*.md', join(bigDir, 'shared', 'huge.md')] }, null, 2) + '\n';
mkdirSync(join(repo, '.git'), { recursive: true });
mkdirSync(join(repo, 'docs'));
mkdirSync(join(repo, 'pkg'));
mkdirSync(join(bigDir, 'shared'));
writeFileSync(join(repo, 'opencode.json'), cfg);
writeFileSync(join(repo, 'AGENTS.md'), '');
truncateSync(join(repo, 'AGENTS.md'), MAX_INSTRUCTION_FILE_BYTES + 1);
writeFileSync(join(repo, 'docs', 'small.md'), 'ok\n');
writeFileSync(join(repo, 'pkg', 'AGENTS.md'), 'pkg\n');
writeFileSync(join(bigDir, 'shared', 'huge.md'), '');
truncateSync(join(bigDir, 'shared', 'huge.md'), MAX_INSTRUCTION_FILE_BYTES + 5);
// Exactly at the cap: read (the cap is "over", not "at").
const atCap = join(bigDir, 'at-cap');
mkdirSync(join(atCap, '.git'), { recursive: true });
writeFileSync(join(atCap, 'AGENTS.md'), '');
truncateSync(join(atCap, 'AGENTS.md'), MAX_INSTRUCTION_FILE_BYTES);
afterAll(() => rmSync(bigDir, { recursive: true, force: true }));

testRule(rule, {
  valid: [
    { name: 'files under the cap are read', tree: { '.git': { dir: true }, 'AGENTS.md': 'a\n', 'docs/x.md': 'x'.repeat(1000) } },
    { name: 'a file of exactly 256 MiB is read', source: new WorktreeSource(), cwd: atCap },
  ],
  invalid: [
    {
      name: 'the root AGENTS.md (loaded at every Location, reported once) and an instructions file outside the repository (on its entry), each with its size',
      source: new WorktreeSource(),
      cwd: repo,
      errors: [
        { messageId: 'tooLarge', data: { file: 'AGENTS.md', bytes: MAX_INSTRUCTION_FILE_BYTES + 1, limit: MAX_INSTRUCTION_FILE_BYTES }, file: 'AGENTS.md', line: 0, column: 0 },
        { messageId: 'tooLarge', data: { file: join(bigDir, 'shared', 'huge.md'), bytes: MAX_INSTRUCTION_FILE_BYTES + 5 }, file: 'opencode.json', ...at(cfg, JSON.stringify(join(bigDir, 'shared', 'huge.md'))) },
      ],
    },
  ],
});
