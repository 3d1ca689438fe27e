import rule from '../../../rules/opencode/instruction-file-escapes.js';
import { testRule } from '../../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'a plain AGENTS.md', tree: { '.git': { dir: true }, 'AGENTS.md': 'a' } },
    { name: 'a symlink to a file inside the repository', tree: { '.git': { dir: true }, 'AGENTS.md': { symlink: 'docs/guide.md' }, 'docs/guide.md': 'g' } },
    { name: 'a broken symlink loads nothing', tree: { '.git': { dir: true }, 'AGENTS.md': { symlink: '../gone.md' } } },
    { name: 'a hidden CLAUDE.md symlink is not loaded', tree: { '.git': { dir: true }, 'AGENTS.md': 'a', 'CLAUDE.md': { symlink: '../notes.md' }, '../notes.md': 'n' } },
  ],
  invalid: [
    {
      name: 'AGENTS.md -> ../notes.md',
      tree: { '.git': { dir: true }, 'AGENTS.md': { symlink: '../notes.md' }, '../notes.md': 'n' },
      errors: [{ messageId: 'escapes', data: { file: 'AGENTS.md', target: '../notes.md', dir: '.' }, file: 'AGENTS.md', line: 0, column: 0 }],
    },
    {
      name: 'a nested CLAUDE.md reached through a symlinked directory, reported once',
      tree: { '.git': { dir: true }, 'pkg/CLAUDE.md': { symlink: '../../shared/CLAUDE.md' }, '../shared/CLAUDE.md': 's', 'pkg/sub/x.md': 'x', 'pkg/sub/AGENTS.md': 'a' },
      errors: [{ messageId: 'escapes', data: { file: 'pkg/CLAUDE.md', target: '../../shared/CLAUDE.md', dir: 'pkg' }, file: 'pkg/CLAUDE.md' }],
    },
    {
      name: 'an absolute link target is shown as written, not relative to the repository root',
      tree: { '.git': { dir: true }, 'AGENTS.md': { symlink: '/etc/passwd' }, '../etc/passwd': 'root:x' },
      errors: [{ messageId: 'escapes', data: { file: 'AGENTS.md', target: '/etc/passwd', dir: '.' }, file: 'AGENTS.md' }],
    },
    {
      name: 'a link to a link inside the repository that leads out: the text as written, then where it ends',
      tree: { '.git': { dir: true }, 'AGENTS.md': { symlink: 'docs/rules.md' }, 'docs/rules.md': { symlink: '../../notes.md' }, '../notes.md': 'n' },
      errors: [{ messageId: 'escapes', data: { file: 'AGENTS.md', target: 'docs/rules.md → /notes.md', dir: '.' }, file: 'AGENTS.md' }],
    },
  ],
});
