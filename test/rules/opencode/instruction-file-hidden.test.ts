import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../../rules/opencode/instruction-file-hidden.js';
import { MAX_INSTRUCTION_FILE_BYTES } from '../../../src/runtimes/opencode/sim/instructions.js';
import { WorktreeSource } from '../../../src/source/worktree.js';
import { testRule } from '../../helpers/rule-tester.js';

// A sparse AGENTS.md over the cap (never read): it loads (whole, in the runtime), it is not empty.
const bigDir = mkdtempSync(join(tmpdir(), 'ctxlens-hidden-big-'));
const beside = join(bigDir, 'beside');
const linked = join(bigDir, 'linked');
for (const d of [beside, linked]) {
  mkdirSync(join(d, '.git'), { recursive: true });
  writeFileSync(join(d, 'AGENTS.md'), '');
  truncateSync(join(d, 'AGENTS.md'), MAX_INSTRUCTION_FILE_BYTES + 1);
}
writeFileSync(join(beside, 'CLAUDE.md'), 'c\n');
symlinkSync('AGENTS.md', join(linked, 'CLAUDE.md'));
afterAll(() => rmSync(bigDir, { recursive: true, force: true }));

testRule(rule, {
  valid: [
    { name: 'CLAUDE.md alone', tree: { '.git': { dir: true }, 'CLAUDE.md': 'c' } },
    { name: 'CLAUDE.md is a symlink checked out as a plain file', tree: { '.git': { dir: true }, 'AGENTS.md': 'a', 'CLAUDE.md': 'AGENTS.md' } },
    { name: 'CLAUDE.md is a symlink to the AGENTS.md that loads', tree: { '.git': { dir: true }, 'AGENTS.md': 'a', 'CLAUDE.md': { symlink: 'AGENTS.md' } } },
    { name: 'AGENTS.md below CLAUDE.md (the root Location loads CLAUDE.md)', tree: { '.git': { dir: true }, 'CLAUDE.md': 'c', 'pkg/AGENTS.md': 'a' } },
    { name: 'CLAUDE.md is a symlink to an AGENTS.md over the cap (loaded whole by the runtime)', source: new WorktreeSource(), cwd: linked },
    { name: 'OPENCODE_DISABLE_CLAUDE_CODE_PROMPT: CLAUDE.md is off on purpose', tree: { '.git': { dir: true }, 'CLAUDE.md': 'c' }, env: { OPENCODE_DISABLE_CLAUDE_CODE_PROMPT: '1' } },
  ],
  invalid: [
    {
      name: 'AGENTS.md and CLAUDE.md side by side',
      tree: { '.git': { dir: true }, 'AGENTS.md': 'a', 'CLAUDE.md': 'c' },
      errors: [{ messageId: 'sameDirectory', data: { file: 'CLAUDE.md', winner: 'AGENTS.md', empty: '' }, file: 'CLAUDE.md' }],
    },
    {
      name: 'a root AGENTS.md hides a nested CLAUDE.md from its own Location',
      tree: { '.git': { dir: true }, 'AGENTS.md': 'a', 'pkg/CLAUDE.md': 'c' },
      errors: [{ messageId: 'walk', data: { file: 'pkg/CLAUDE.md', winner: 'AGENTS.md', dir: 'pkg', empty: '' } }],
    },
    {
      name: 'an empty AGENTS.md hides CONTEXT.md and loads nothing',
      tree: { '.git': { dir: true }, 'AGENTS.md': '', 'CONTEXT.md': 'x' },
      errors: [{ messageId: 'sameDirectory', data: { file: 'CONTEXT.md', winner: 'AGENTS.md', empty: ', which is empty and loads nothing itself' } }],
    },
    {
      name: 'an AGENTS.md over the cap hides CLAUDE.md and is not called empty',
      source: new WorktreeSource(),
      cwd: beside,
      errors: [{ messageId: 'sameDirectory', data: { file: 'CLAUDE.md', winner: 'AGENTS.md', empty: '' }, file: 'CLAUDE.md' }],
    },
  ],
});
