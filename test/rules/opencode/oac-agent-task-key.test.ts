import rule from '../../../rules/opencode/oac-agent-task-key.js';
import { testRule } from '../../helpers/rule-tester.js';
import { agent, contextTree, pos } from './oac-trees.js';

const scout = { '.opencode/agent/subagents/core/contextscout.md': agent('id: contextscout\nname: ContextScout\nmode: subagent') };
const coder = (key: string) => agent(`name: CoderAgent\nmode: subagent\npermission:\n  task:\n    ${key}: "allow"\n    "*": "deny"\n    general: allow\n    docs-*: ask`);
const plural = agent('name: CoderAgent\npermissions:\n  task:\n    contextscout: "allow"');

testRule(rule, {
  valid: [
    { name: 'the key is the agent ID (its name)', tree: contextTree({ '.opencode/agent/subagents/code/coder-agent.md': coder('ContextScout'), ...scout }) },
    { name: 'an agent without name keeps its path ID', tree: contextTree({ '.opencode/agent/subagents/code/coder-agent.md': coder('subagents/core/scout'), '.opencode/agent/subagents/core/scout.md': agent('mode: subagent') }) },
  ],
  invalid: [
    {
      name: 'the key is the file name of an agent whose name changed its ID',
      tree: contextTree({ '.opencode/agent/subagents/code/coder-agent.md': coder('contextscout'), ...scout }),
      errors: [{ messageId: 'nameChanged', data: { key: 'contextscout', id: 'ContextScout', file: '.opencode/agent/subagents/core/contextscout.md' }, ...pos(coder('contextscout'), 'contextscout:') }],
    },
    {
      name: 'the same under plural permissions',
      tree: contextTree({ '.opencode/agent/subagents/code/coder-agent.md': plural, ...scout }),
      errors: [{ messageId: 'nameChanged', data: { key: 'contextscout' }, ...pos(plural, 'contextscout:') }],
    },
  ],
});
