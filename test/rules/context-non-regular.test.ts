import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/context-non-regular.js';
import { testRule } from '../helpers/rule-tester.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { at, opencodeJson } from './context-test-kit.js';

const cfg = opencodeJson(['AGENTS.md', 'run/'], { coder: { mode: 'append', paths: ['pipe.md'] } });

// A real directory with a real FIFO and a symlink to it.
const disk = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-fifo-')));
fs.writeFileSync(path.join(disk, '.opencode.json'), opencodeJson(['AGENTS.md', 'p.link']));
fs.writeFileSync(path.join(disk, 'AGENTS.md'), 'a');
execFileSync('mkfifo', [path.join(disk, 'p.fifo')]);
fs.symlinkSync('p.fifo', path.join(disk, 'p.link'));
const diskCfg = fs.readFileSync(path.join(disk, '.opencode.json'), 'utf8');
afterAll(() => fs.rmSync(disk, { recursive: true, force: true }));

testRule(rule, {
  valid: [{ name: 'regular files only', tree: { '.opencode.json': cfg, 'AGENTS.md': 'a', 'run/a.md': 'x', 'pipe.md': 'p' } }],
  invalid: [
    {
      name: 'a FIFO named by an agent and one inside a walked directory',
      tree: { '.opencode.json': cfg, 'AGENTS.md': 'a', 'run/a.md': 'x', 'run/agent.pipe': { fifo: true }, 'pipe.md': { fifo: true } },
      errors: [
        { messageId: 'fifo', data: { file: 'run/agent.pipe', entry: 'run/' }, file: '.opencode.json', ...at(cfg, '"run/"') },
        { messageId: 'fifo', data: { file: 'pipe.md', entry: 'pipe.md' }, ...at(cfg, '"pipe.md"') },
      ],
    },
    {
      name: 'a symlink to a real FIFO on disk',
      source: new WorktreeSource(),
      cwd: disk,
      errors: [{ messageId: 'fifo', data: { file: 'p.link', entry: 'p.link' }, file: '.opencode.json', ...at(diskCfg, '"p.link"') }],
    },
  ],
});
