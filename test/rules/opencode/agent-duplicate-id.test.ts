import rule from '../../../rules/opencode/agent-duplicate-id.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'different IDs', tree: { '.opencode/agent/a.md': '---\ndescription: a\n---\n', '.opencode/agents/b.md': '---\ndescription: b\n---\n' } },
    { name: 'an opencode.json entry merges with the file', tree: { 'opencode.json': '{"agent": {"a": {"temperature": 0.5}}}', '.opencode/agent/a.md': '---\ndescription: a\n---\n' } },
  ],
  invalid: [
    {
      name: 'agent/review.md and agents/review.md',
      tree: { '.opencode/agent/review.md': '---\ndescription: one\n---\n', '.opencode/agents/review.md': '---\ndescription: two\n---\n' },
      errors: [{ messageId: 'duplicate', data: { id: 'review', other: '.opencode/agent/review.md' }, file: '.opencode/agents/review.md', line: 1 }],
    },
    {
      name: 'two files whose name agree',
      tree: { '.opencode/agent/a.md': '---\nname: Scout\n---\n', '.opencode/agent/sub/b.md': '---\nname: Scout\n---\n' },
      errors: [{ messageId: 'duplicate', data: { id: 'Scout', other: '.opencode/agent/a.md' }, file: '.opencode/agent/sub/b.md' }],
    },
  ],
});
