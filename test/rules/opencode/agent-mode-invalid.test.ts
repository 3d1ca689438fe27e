import rule from '../../../rules/opencode/agent-mode-invalid.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'the three modes', tree: { '.opencode/agent/a.md': '---\nmode: primary\n---\n', '.opencode/agent/b.md': '---\nmode: subagent\n---\n', 'opencode.json': '{"agent": {"c": {"mode": "all"}}}' } },
  ],
  invalid: [
    {
      name: 'mode: worker (observed: "Configuration is invalid", exit 1)',
      tree: { '.opencode/agent/badmode.md': '---\ndescription: bad mode\nmode: worker\n---\nBad mode.\n' },
      errors: [{ messageId: 'refused', data: { id: 'badmode', mode: '"worker"', suggestion: '' }, file: '.opencode/agent/badmode.md', line: 3, column: 7 }],
    },
    {
      name: 'a fork spelling in opencode.json gets a suggestion',
      tree: { 'opencode.json': '{"agent": {"c": {"mode": "subagnet"}}}' },
      errors: [{ messageId: 'refused', data: { suggestion: ' Did you mean "subagent"?' }, line: 1, column: 26 }],
    },
    {
      name: 'in a mode/ file the agent is dropped',
      tree: { '.opencode/mode/m.md': '---\nmode: worker\n---\nM.\n' },
      errors: [{ messageId: 'dropped', data: { id: 'm' }, line: 2, column: 7 }],
    },
  ],
});
