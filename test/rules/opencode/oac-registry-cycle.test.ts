import rule from '../../../rules/opencode/oac-registry-cycle.js';
import { testRule } from '../../helpers/rule-tester.js';
import { entry, pos, registry } from './oac-trees.js';

const files = { '.opencode/agent/a.md': 'x', '.opencode/agent/b.md': 'x', '.opencode/agent/c.md': 'x', '.opencode/context/x.md': 'x' };
const chain = registry({
  agents: [entry('a', 'agent', '.opencode/agent/a.md', { dependencies: ['subagent:b'] })],
  subagents: [entry('b', 'subagent', '.opencode/agent/b.md', { dependencies: ['context:x'] }), entry('c', 'subagent', '.opencode/agent/c.md', { dependencies: ['context:x'] })],
  contexts: [entry('x', 'context', '.opencode/context/x.md')],
});
const loop = registry({
  subagents: [
    entry('b', 'subagent', '.opencode/agent/b.md', { dependencies: ['subagent:c'] }),
    entry('c', 'subagent', '.opencode/agent/c.md', { dependencies: ['context:x', 'subagent:b'] }),
  ],
  contexts: [entry('x', 'context', '.opencode/context/x.md', { dependencies: ['context:x'] })],
});

testRule(rule, {
  valid: [{ name: 'a shared dependency is not a cycle', tree: { 'registry.json': chain, ...files } }],
  invalid: [
    {
      name: 'a two-entry cycle and a self-dependency',
      tree: { 'registry.json': loop, ...files },
      errors: [
        { messageId: 'cycle', data: { cycle: 'subagents:b → subagents:c → subagents:b' }, ...pos(loop, '"subagent:c"') },
        { messageId: 'cycle', data: { cycle: 'contexts:x → contexts:x' }, ...pos(loop, '"context:x"', 1) },
      ],
    },
  ],
});
