import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { MAX_SIMULATED_FILE_BYTES } from '../../src/runtimes/fork/sim/read-cache.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import rule from '../../rules/context-entry-missing.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const cfg = opencodeJson(['AGENTS.md', 'CONTRIBUTNG.md', 'docs', 'empty/', 'locked.md'], { coder: { mode: 'append', paths: ['shared/', 'walk/'] } });
const tree = {
  '.opencode.json': cfg,
  'AGENTS.md': 'a',
  'docs/a.md': 'x',
  empty: { dir: true as const },
  'locked.md': { unreadable: 'x' },
  'real/x.md': 'x',
  shared: { symlink: 'real' },
  'walk/ok.md': 'y',
  'real2/y.md': 'y',
  'walk/sub': { symlink: '../real2' },
};

testRule(rule, {
  valid: [
    { name: 'default contextPaths are not reported', tree: { 'AGENTS.md': 'a' } },
    { name: 'every entry gives a file', tree: { '.opencode.json': opencodeJson(['AGENTS.md', 'docs/', 'AGENTS.md/']), 'AGENTS.md': 'a', 'docs/a.md': 'x' } },
  ],
  invalid: [
    {
      name: 'missing, directory without /, empty dir, unreadable, symlinked root, walked symlinked dir',
      tree,
      errors: [
        { messageId: 'missing', data: { entry: 'CONTRIBUTNG.md', path: 'CONTRIBUTNG.md' }, file: '.opencode.json', ...at(cfg, '"CONTRIBUTNG.md"') },
        { messageId: 'isDirectory', data: { fix: 'docs/' }, ...at(cfg, '"docs"') },
        { messageId: 'emptyDir', data: { path: 'empty/' }, ...at(cfg, '"empty/"') },
        { messageId: 'unreadable', data: { path: 'locked.md' }, ...at(cfg, '"locked.md"') },
        { messageId: 'symlinkDirRoot', data: { entry: 'shared/', target: '/w/real' }, ...at(cfg, '"shared/"') },
        { messageId: 'walkedSymlinkDir', data: { file: 'walk/sub', entry: 'walk/' }, ...at(cfg, '"walk/"') },
      ],
    },
  ],
});

// A sparse file over the simulator's size cap on a real disk: reported, not read.
const bigDir = mkdtempSync(join(tmpdir(), 'ctxlens-big-'));
const bigCfg = opencodeJson(['AGENTS.md', 'huge.md']);
writeFileSync(join(bigDir, '.opencode.json'), bigCfg);
writeFileSync(join(bigDir, 'AGENTS.md'), 'a\n');
writeFileSync(join(bigDir, 'huge.md'), '');
truncateSync(join(bigDir, 'huge.md'), MAX_SIMULATED_FILE_BYTES + 1);
afterAll(() => rmSync(bigDir, { recursive: true, force: true }));

testRule(rule, {
  valid: [{ name: 'files under the cap are read', tree: { '.opencode.json': opencodeJson(['AGENTS.md']), 'AGENTS.md': 'a' } }],
  invalid: [
    {
      name: 'a file over the simulation cap is reported with its size',
      source: new WorktreeSource(),
      cwd: bigDir,
      errors: [{ messageId: 'tooLarge', data: { entry: 'huge.md', bytes: MAX_SIMULATED_FILE_BYTES + 1 }, file: '.opencode.json', ...at(bigCfg, '"huge.md"') }],
    },
  ],
});
