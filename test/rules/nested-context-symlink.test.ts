import rule from '../../rules/nested-context-symlink.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'regular nested file', tree: { 'src/AGENTS.md': 'x' } },
    { name: 'root-level symlink is never a candidate', tree: { 'AGENTS.md': { symlink: 'docs/a.md' }, 'docs/a.md': 'x' } },
    { name: 'symlink with a name outside the basename set', tree: { 'src/NOTES.md': { symlink: '../x.md' }, 'x.md': 'x' } },
  ],
  invalid: [
    {
      name: 'inside and outside symlinks, and a FIFO',
      tree: { 'alias/AGENTS.md': { symlink: '../src/AGENTS.md' }, 'src/AGENTS.md': 'x', 'docs/CLAUDE.md': { symlink: '../../secret.md' }, '../secret.md': 's', 'p/AGENTS.md': { fifo: true } },
      errors: [
        { messageId: 'symlink', data: { file: 'alias/AGENTS.md', target: '../src/AGENTS.md' }, file: 'alias/AGENTS.md', line: 0 },
        { messageId: 'symlink', data: { file: 'docs/CLAUDE.md', target: '../../secret.md' }, file: 'docs/CLAUDE.md' },
        { messageId: 'nonRegular', data: { kind: 'fifo' }, file: 'p/AGENTS.md' },
      ],
    },
  ],
});
