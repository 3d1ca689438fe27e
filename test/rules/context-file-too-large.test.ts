import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { MAX_SIMULATED_FILE_BYTES } from '../../src/runtimes/fork/sim/read-cache.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import rule from '../../rules/context-file-too-large.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

// Sparse files over the simulator's size cap on a real disk: reported, never read.
const bigDir = mkdtempSync(join(tmpdir(), 'ctxlens-big-'));
const bigCfg = opencodeJson(['AGENTS.md', 'huge.md', 'logs/', 'dumps/']);
writeFileSync(join(bigDir, '.opencode.json'), bigCfg);
writeFileSync(join(bigDir, 'AGENTS.md'), 'a\n');
writeFileSync(join(bigDir, 'huge.md'), '');
truncateSync(join(bigDir, 'huge.md'), MAX_SIMULATED_FILE_BYTES + 1);
mkdirSync(join(bigDir, 'logs'));
writeFileSync(join(bigDir, 'logs', 'small.md'), 'ok\n');
writeFileSync(join(bigDir, 'logs', 'dump.md'), '');
truncateSync(join(bigDir, 'logs', 'dump.md'), MAX_SIMULATED_FILE_BYTES + 7);
// A walk whose only file is over the cap: the file is reported, not the directory.
mkdirSync(join(bigDir, 'dumps'));
writeFileSync(join(bigDir, 'dumps', 'core.md'), '');
truncateSync(join(bigDir, 'dumps', 'core.md'), MAX_SIMULATED_FILE_BYTES + 3);
afterAll(() => rmSync(bigDir, { recursive: true, force: true }));

testRule(rule, {
  valid: [
    { name: 'files under the cap are read', tree: { '.opencode.json': opencodeJson(['AGENTS.md', 'docs/']), 'AGENTS.md': 'a', 'docs/x.md': 'x'.repeat(1000) } },
    { name: 'a missing file is not this rule', tree: { '.opencode.json': opencodeJson(['nope.md']) } },
  ],
  invalid: [
    {
      name: 'a named file and walked files over the simulation cap (one the only file of its walk), each with its size',
      source: new WorktreeSource(),
      cwd: bigDir,
      errors: [
        { messageId: 'tooLarge', data: { entry: 'huge.md', path: 'huge.md', bytes: MAX_SIMULATED_FILE_BYTES + 1 }, file: '.opencode.json', ...at(bigCfg, '"huge.md"') },
        { messageId: 'walkedTooLarge', data: { entry: 'logs/', path: 'logs/dump.md', bytes: MAX_SIMULATED_FILE_BYTES + 7 }, file: '.opencode.json', ...at(bigCfg, '"logs/"') },
        { messageId: 'walkedTooLarge', data: { entry: 'dumps/', path: 'dumps/core.md', bytes: MAX_SIMULATED_FILE_BYTES + 3 }, file: '.opencode.json', ...at(bigCfg, '"dumps/"') },
      ],
    },
  ],
});
