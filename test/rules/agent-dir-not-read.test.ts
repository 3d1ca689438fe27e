import rule from '../../rules/agent-dir-not-read.js';
import { testRule } from '../helpers/rule-tester.js';

const md = '---\nmode: subagent\n---\nbody\n';

testRule(rule, {
  valid: [
    { name: 'agents where the fork reads them', tree: { '.opencode/agents/a.md': md, '.agents/types/b.md': md } },
    { name: 'an agent/ folder in an ordinary repository', tree: { 'agent/notes.md': md, 'package.json': '{}' } },
    { name: 'plain docs in agents/ next to a config.json', tree: { 'config.json': '{}', 'agents/topology/AGENTS.md': '# Agents\n' } },
    { name: 'non-markdown files in .opencode/agent/', tree: { '.opencode/agent/core/0-category.json': '{}' } },
  ],
  invalid: [
    {
      name: 'mainstream .opencode/agent/ (singular), nested',
      tree: { '.opencode/agent/core/openagent.md': md, '.opencode/agent/subagents/code/reviewer.md': md },
      errors: [{ messageId: 'notRead', data: { dir: '.opencode/agent/', count: 2 }, file: '.opencode/agent/core/openagent.md', line: 1, column: 1 }],
    },
    {
      name: 'a subfolder of .opencode/agents/',
      tree: { '.opencode/agents/top.md': md, '.opencode/agents/team/reviewer.md': md },
      errors: [{ messageId: 'notRead', data: { dir: '.opencode/agents/team/', count: 1, reason: 'the fork does not descend into subfolders' }, file: '.opencode/agents/team/reviewer.md', line: 1, column: 1 }],
    },
    {
      name: 'mainstream .opencode/mode/ files',
      tree: { '.opencode/mode/plan.md': md },
      errors: [{ messageId: 'notRead', data: { dir: '.opencode/mode/', count: 1 }, file: '.opencode/mode/plan.md', line: 1, column: 1 }],
    },
    {
      name: 'Claude Code subagents',
      tree: { '.claude/agents/helper.md': md },
      errors: [{ messageId: 'notRead', data: { dir: '.claude/agents/' }, file: '.claude/agents/helper.md', line: 1, column: 1 }],
    },
    {
      name: 'agent/*.md at the root of a mainstream config repository',
      tree: { 'config.json': '{"$schema": "https://opencode.ai/config.json"}', 'agent/delegator.md': md, 'agent/quick.md': md },
      errors: [{ messageId: 'notRead', data: { dir: 'agent/', count: 2 }, file: 'agent/delegator.md', line: 1, column: 1 }],
    },
  ],
});
