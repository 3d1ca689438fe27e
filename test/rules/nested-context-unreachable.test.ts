import rule from '../../rules/nested-context-unreachable.js';
import { testRule } from '../helpers/rule-tester.js';
import { at } from './context-test-kit.js';

const depthCfg = JSON.stringify({ contextDiscovery: { maxDepth: 2 } });
const skipCfg = JSON.stringify({ contextDiscovery: { skipDirs: ['generated'] }, data: { directory: 'state' } });

testRule(rule, {
  valid: [
    { name: 'reachable files', tree: { 'a/AGENTS.md': 'x', 'a/b/c/d/e/f/g/h/AGENTS.md': 'depth 8' } },
    { name: '.git is not scanned by default', tree: { '.git/x/AGENTS.md': 'x' } },
    { name: 'names outside the basename set', tree: { 'node_modules/p/README.md': 'x' } },
    { name: 'ignoreDirs option', tree: { 'vendor/x/AGENTS.md': 'x' }, options: { ignoreDirs: ['vendor'] } },
  ],
  invalid: [
    {
      name: 'fixed list and hidden dirs (file-level)',
      tree: { 'node_modules/pkg/AGENTS.md': 'x', '.github/AGENTS.md': 'x', 'build/out/CLAUDE.md': 'x' },
      errors: [
        { messageId: 'hidden', data: { file: '.github/AGENTS.md', dir: '.github' }, file: '.github/AGENTS.md', line: 0 },
        { messageId: 'skipList', data: { dir: 'build' }, file: 'build/out/CLAUDE.md' },
        { messageId: 'skipList', data: { dir: 'node_modules' }, file: 'node_modules/pkg/AGENTS.md' },
      ],
    },
    {
      name: 'many context files under one node_modules/ give one finding',
      tree: { 'node_modules/a/AGENTS.md': 'x', 'node_modules/b/AGENTS.md': 'x', 'node_modules/c/CLAUDE.md': 'x' },
      errors: [
        {
          messageId: 'skipList',
          data: { file: 'node_modules/a/AGENTS.md', dir: 'node_modules', more: ' (and 2 more context files under node_modules/)' },
          file: 'node_modules/a/AGENTS.md',
        },
      ],
    },
    {
      name: 'many context files under one hidden directory give one finding, on the first in walk order',
      tree: { '.cache/b/AGENTS.md': 'x', '.cache/a/x/CLAUDE.md': 'x', '.cache/a/AGENTS.md': 'x', '.tool/AGENTS.md': 'x' },
      errors: [
        {
          messageId: 'hiddenMore',
          data: { file: '.cache/a/AGENTS.md', dir: '.cache', more: ' (and 2 more context files under .cache/)' },
          file: '.cache/a/AGENTS.md',
          line: 0,
        },
        // A lone file keeps the message and data it always had.
        { messageId: 'hidden', data: { file: '.tool/AGENTS.md', dir: '.tool' }, file: '.tool/AGENTS.md', line: 0 },
      ],
    },
    {
      name: 'one more file in a hidden directory is counted in the singular',
      tree: { '.cache/a/AGENTS.md': 'x', '.cache/b/AGENTS.md': 'x' },
      errors: [{ messageId: 'hiddenMore', data: { file: '.cache/a/AGENTS.md', more: ' (and 1 more context file under .cache/)' }, file: '.cache/a/AGENTS.md' }],
    },
    {
      name: 'files in a skipDirs entry stay one finding each',
      tree: { '.opencode.json': skipCfg, 'generated/a/AGENTS.md': 'x', 'generated/b/AGENTS.md': 'y' },
      errors: [
        { messageId: 'skipDir', data: { file: 'generated/a/AGENTS.md', dir: 'generated' }, file: '.opencode.json', ...at(skipCfg, '"generated"') },
        { messageId: 'skipDir', data: { file: 'generated/b/AGENTS.md', dir: 'generated' }, file: '.opencode.json', ...at(skipCfg, '"generated"') },
      ],
    },
    {
      name: 'beyond maxDepth points at maxDepth',
      tree: { '.opencode.json': depthCfg, 'a/b/c/AGENTS.md': 'x' },
      errors: [{ messageId: 'depth', data: { file: 'a/b/c/AGENTS.md', depth: 3, maxDepth: 2, dir: 'a/b/c' }, file: '.opencode.json', ...at(depthCfg, '2}') }],
    },
    {
      name: 'scanGitIgnored: a source without Git (the in-memory tree) is scanned either way',
      tree: { 'node_modules/pkg/AGENTS.md': 'x' },
      options: { scanGitIgnored: true },
      errors: [{ messageId: 'skipList', data: { file: 'node_modules/pkg/AGENTS.md', dir: 'node_modules', more: '' }, file: 'node_modules/pkg/AGENTS.md' }],
    },
    {
      name: 'beyond the default depth 8 (file-level)',
      tree: { 'a/b/c/d/e/f/g/h/i/AGENTS.md': 'x' },
      errors: [{ messageId: 'depth', data: { depth: 9, maxDepth: 8 }, file: 'a/b/c/d/e/f/g/h/i/AGENTS.md', line: 0 }],
    },
    {
      name: 'skipDirs entry and data.directory point at their config values',
      tree: { '.opencode.json': skipCfg, 'generated/AGENTS.md': 'x', 'state/AGENTS.md': 'y' },
      errors: [
        { messageId: 'skipDir', data: { dir: 'generated' }, file: '.opencode.json', ...at(skipCfg, '"generated"') },
        { messageId: 'skipDir', data: { dir: 'state' }, file: '.opencode.json', ...at(skipCfg, '"state"') },
      ],
    },
  ],
});
