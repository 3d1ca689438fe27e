import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../../rules/opencode/instructions-budget.js';
import { MAX_INSTRUCTION_FILE_BYTES } from '../../../src/runtimes/opencode/sim/instructions.js';
import { WorktreeSource } from '../../../src/source/worktree.js';
import { testRule } from '../../helpers/rule-tester.js';

// A sparse AGENTS.md over the cap (never read) beside a small instructions file.
const bigDir = mkdtempSync(join(tmpdir(), 'ctxlens-budget-big-'));
mkdirSync(join(bigDir, '.git'));
mkdirSync(join(bigDir, 'docs'));
writeFileSync(join(bigDir, 'opencode.json'), JSON.stringify({ instructions: ['docs/*.md'] }));
writeFileSync(join(bigDir, 'docs', 'small.md'), 'small\n');
writeFileSync(join(bigDir, 'AGENTS.md'), '');
truncateSync(join(bigDir, 'AGENTS.md'), MAX_INSTRUCTION_FILE_BYTES + 1);
afterAll(() => rmSync(bigDir, { recursive: true, force: true }));
const smallBytes = 'Instructions from: docs/small.md\nsmall\n'.length;

const big = 'x'.repeat(100) + '\n';

testRule(rule, {
  valid: [
    { name: 'a file over the cap, with a byte budget above its size and no token budget', source: new WorktreeSource(), cwd: bigDir, options: { maxBytes: 2 * MAX_INSTRUCTION_FILE_BYTES, maxTokens: 0 } },
    { name: 'a file over the cap, both limits off', source: new WorktreeSource(), cwd: bigDir, options: { maxBytes: 0, maxTokens: 0 } },
    { name: 'under both budgets', tree: { '.git': { dir: true }, 'AGENTS.md': big }, options: { maxBytes: 1000, maxTokens: 1000 } },
    { name: 'limits of 0 are off', tree: { '.git': { dir: true }, 'AGENTS.md': big }, options: { maxBytes: 0, maxTokens: 0 } },
  ],
  invalid: [
    {
      name: 'over the byte budget (block header included, its path relative to the repository root)',
      tree: { '.git': { dir: true }, 'AGENTS.md': big },
      options: { maxBytes: 100, maxTokens: 0 },
      errors: [{ messageId: 'bytes', data: { location: '.', value: 'Instructions from: AGENTS.md\n'.length + 101, limit: 100, largest: 'AGENTS.md' }, file: 'AGENTS.md' }],
    },
    {
      name: 'over the token budget at a nested Location',
      tree: { '.git': { dir: true }, 'AGENTS.md': 'root\n', 'pkg/AGENTS.md': big },
      options: { maxBytes: 0, maxTokens: 40 },
      errors: [{ messageId: 'tokens', data: { location: 'pkg', limit: 40, largest: 'pkg/AGENTS.md' } }],
    },
    {
      name: 'a file over the cap: over the byte budget by its size (more than it and the rest), on that file, not on the largest file read',
      source: new WorktreeSource(),
      cwd: bigDir,
      options: { maxBytes: 32768, maxTokens: 8192 },
      errors: [{ messageId: 'tooLarge', data: { location: '.', value: MAX_INSTRUCTION_FILE_BYTES + 1 + smallBytes, limit: 32768, largest: 'AGENTS.md', size: MAX_INSTRUCTION_FILE_BYTES + 1 }, file: 'AGENTS.md' }],
    },
    {
      name: 'a file over the cap with a token budget only: its tokens cannot be counted, said so',
      source: new WorktreeSource(),
      cwd: bigDir,
      options: { maxBytes: 0, maxTokens: 8192 },
      errors: [{ messageId: 'tooLargeTokens', data: { location: '.', limit: 8192, largest: 'AGENTS.md', size: MAX_INSTRUCTION_FILE_BYTES + 1 }, file: 'AGENTS.md' }],
    },
  ],
});
