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
    {
      name: 'a trailing-/ entry whose only entry is a symlink loop gets no "docs//" advice',
      tree: { '.opencode.json': opencodeJson(['docs/']), 'docs/loop': { symlink: '.' } },
      errors: [
        { messageId: 'walkNothingRead', data: { entry: 'docs/', path: 'docs/' }, file: '.opencode.json', ...at(opencodeJson(['docs/']), '"docs/"') },
        { messageId: 'walkedSymlinkDir', data: { file: 'docs/loop', entry: 'docs/' }, ...at(opencodeJson(['docs/']), '"docs/"') },
      ],
    },
  ],
});
