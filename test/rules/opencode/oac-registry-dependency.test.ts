import rule from '../../../rules/opencode/oac-registry-dependency.js';
import { testRule } from '../../helpers/rule-tester.js';
import { entry, pos, registry } from './oac-trees.js';

const files = {
  '.opencode/agent/core/openagent.md': 'x',
  '.opencode/agent/subagents/task-manager.md': 'x',
  '.opencode/context/core/standards/code-quality.md': 'x',
  '.opencode/context/core/workflows/sessions.md': 'x',
  '.opencode/skill/tm/SKILL.md': 'x',
};
const contexts = [
  entry('standards-code', 'context', '.opencode/context/core/standards/code-quality.md'),
  entry('session-management', 'context', '.opencode/context/core/workflows/sessions.md', { aliases: ['workflows-sessions'] }),
];
const withDeps = (deps: string[]) =>
  registry({
    agents: [entry('openagent', 'agent', '.opencode/agent/core/openagent.md', { dependencies: deps })],
    subagents: [entry('task-manager', 'subagent', '.opencode/agent/subagents/task-manager.md')],
    contexts,
    skills: [entry('tm', 'skill', '.opencode/skill/tm/SKILL.md')],
  });
const ok = withDeps(['subagent:task-manager', 'context:standards-code', 'context:workflows-sessions', 'context:core/standards/code-quality', 'context:core/*', 'skill:tm']);
const bad = withDeps(['task-manager', 'widget:x', 'context:core/standards/code', 'subagent:tm', 'subagent:code/*', 'context:ui/*', 'context:a b']);

testRule(rule, {
  valid: [{ name: 'id, alias, path style, wildcard and skill: all resolve as the installer resolves them', tree: { 'registry.json': ok, ...files } }],
  invalid: [
    {
      name: 'one finding per broken dependency',
      tree: { 'registry.json': bad, ...files },
      errors: [
        { messageId: 'format', data: { dep: 'task-manager' }, ...pos(bad, '"task-manager"', 0) },
        { messageId: 'unknownType', data: { type: 'widget' }, ...pos(bad, '"widget:x"') },
        { messageId: 'notFound', data: { why: 'no context has path ".opencode/context/core/standards/code.md"' }, ...pos(bad, '"context:core/standards/code"') },
        { messageId: 'notFound', data: { why: 'no entry of components.subagents has id or alias "tm"' }, ...pos(bad, '"subagent:tm"') },
        { messageId: 'wildcardNotContext', data: { dep: 'subagent:code/*' }, ...pos(bad, '"subagent:code/*"') },
        { messageId: 'wildcardNoMatch', data: { prefix: 'ui/' }, ...pos(bad, '"context:ui/*"') },
        { messageId: 'format', data: { dep: 'context:a b' }, ...pos(bad, '"context:a b"') },
      ],
    },
  ],
});
