import rule from '../../../rules/opencode/oac-agent-dependency.js';
import { testRule } from '../../helpers/rule-tester.js';
import { agent, contextTree, entry, pos, registry } from './oac-trees.js';

const subagents = {
  '.opencode/agent/subagents/core/task-manager.md': agent('id: task-manager\nname: TaskManager\nmode: subagent'),
  '.opencode/agent/subagents/core/contextscout.md': agent('name: ContextScout\nmode: subagent'),
};
const good = agent(
  [
    'id: openagent',
    'name: OpenAgent',
    '# Dependencies',
    'dependencies:',
    '  - subagent:task-manager',
    '  - subagent:contextscout',
    '  - subagent:ContextScout',
    '  - context:core/standards/code',
    '  - context:core/*',
    '  - context:standards-code',
    '  - tool:env',
    'context:',
    '  - core/standards/code-quality',
  ].join('\n'),
);
const bad = agent(['name: OpenAgent', 'dependencies:', '  - subagent:documentation', '  - context:core/standards/tests', '  - context:ui/*', '  - widget:x', '  - task-manager'].join('\n'));
const objectShape = agent('name: PatternAnalyst\ndependencies:\n  context:\n    - core/missing\n  tools: []');
const reg = registry({ contexts: [entry('standards-code', 'context', '.opencode/context/core/standards/code-quality.md')], tools: [entry('env', 'tool', '.opencode/tool/env/index.ts')] });

testRule(rule, {
  valid: [
    {
      name: 'subagents by id, file name and name; contexts by path, symlink, wildcard and registry id',
      tree: contextTree({
        'registry.json': reg,
        '.opencode/tool/env/index.ts': 'x',
        '.opencode/context/core/standards/code.md': { symlink: 'code-quality.md' },
        '.opencode/agent/core/openagent.md': good,
        ...subagents,
      }),
    },
  ],
  invalid: [
    {
      name: 'a missing subagent, a dangling short name, an empty wildcard, an unknown type, no type',
      tree: contextTree({ '.opencode/context/core/standards/tests.md': { symlink: 'test-coverage.md' }, '.opencode/agent/core/openagent.md': bad, ...subagents }),
      errors: [
        { messageId: 'notFound', data: { dep: 'subagent:documentation' }, file: '.opencode/agent/core/openagent.md', ...pos(bad, 'subagent:documentation') },
        { messageId: 'notFound', data: { dep: 'context:core/standards/tests' }, ...pos(bad, 'context:core/standards/tests') },
        { messageId: 'wildcardNoMatch', data: { prefix: 'ui/' }, ...pos(bad, 'context:ui/*') },
        { messageId: 'unknownType', data: { type: 'widget' }, ...pos(bad, 'widget:x') },
        { messageId: 'format', data: { dep: 'task-manager' }, ...pos(bad, '- task-manager', 0) },
      ].map((e) => ('line' in e && e.messageId === 'format' ? { ...e, column: e.column + 2 } : e)),
    },
    {
      name: 'the object-shaped dependencies some OAC agents use',
      tree: contextTree({ '.opencode/agent/subagents/code/pattern-analyst.md': objectShape }),
      errors: [{ messageId: 'notFound', data: { dep: 'context:core/missing' }, ...pos(objectShape, 'core/missing') }],
    },
  ],
});
