import rule from '../../../rules/opencode/agent-schema.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'theme color, positive steps', tree: { '.opencode/agent/a.md': '---\ndescription: a\ncolor: accent\nsteps: 3\n---\n' } },
    { name: 'hex color in opencode.json', tree: { 'opencode.json': '{"agent": {"b": {"color": "#FF5733", "temperature": 0.2}}}' } },
    { name: 'mode has its own rule', tree: { '.opencode/agent/a.md': '---\nmode: worker\n---\n' } },
  ],
  invalid: [
    {
      name: 'color: blue (observed: refused)',
      tree: { '.opencode/agent/c.md': '---\ndescription: colored\ncolor: blue\n---\nC.\n' },
      errors: [{ messageId: 'refused', data: { id: 'c', file: '.opencode/agent/c.md' }, line: 3, column: 8 }],
    },
    {
      name: 'description: 42 and steps: -1 (observed: refused with both)',
      tree: { '.opencode/agent/d.md': '---\ndescription: 42\nsteps: -1\n---\nD.\n' },
      errors: [
        { messageId: 'refused', line: 2, column: 14 },
        { messageId: 'refused', line: 3, column: 8 },
      ],
    },
    {
      name: 'temperature: hot in a mode/ file (observed: dropped silently)',
      tree: { '.opencode/mode/hot.md': '---\ndescription: hot\ntemperature: hot\n---\nHot.\n' },
      errors: [{ messageId: 'dropped', data: { id: 'hot' }, line: 3, column: 14 }],
    },
  ],
});
