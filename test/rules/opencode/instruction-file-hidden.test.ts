import rule from '../../../rules/opencode/instruction-file-hidden.js';
import { testRule } from '../../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'CLAUDE.md alone', tree: { '.git': { dir: true }, 'CLAUDE.md': 'c' } },
    { name: 'AGENTS.md below CLAUDE.md (the root Location loads CLAUDE.md)', tree: { '.git': { dir: true }, 'CLAUDE.md': 'c', 'pkg/AGENTS.md': 'a' } },
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
  ],
});
