import rule from '../../../rules/opencode/oac-registry-path.js';
import { testRule } from '../../helpers/rule-tester.js';
import { entry, pos, registry } from './oac-trees.js';

const good = registry({ agents: [entry('a', 'agent', '.opencode/agent/a.md')], skills: [entry('s', 'skill', '.opencode/skill/s/SKILL.md')] });
const missing = registry({ agents: [entry('a', 'agent', '.opencode/agent/a.md')], skills: [entry('s', 'skill', '.opencode/skill/s/SKILL.md')] });
const dirPath = registry({ contexts: [entry('c', 'context', '.opencode/context/core')] });
const noPath = registry({ tools: [{ id: 't', name: 't', type: 'tool' }, entry('u', 'tool', '.opencode/tool/u.ts')] });
const broken = '{\n  "components": {\n    "agents": [,]\n  }\n}\n';

testRule(rule, {
  valid: [
    { name: 'every path is a file, skills included', tree: { 'registry.json': good, '.opencode/agent/a.md': 'x', '.opencode/skill/s/SKILL.md': 'x' } },
    { name: 'no registry, layer on through the context tree', tree: { '.opencode/context/navigation.md': '# x\n' } },
  ],
  invalid: [
    {
      name: 'a skill path that does not exist (the validator skips skills)',
      tree: { 'registry.json': missing, '.opencode/agent/a.md': 'x' },
      errors: [{ messageId: 'missing', data: { section: 'skills', id: 's', path: '.opencode/skill/s/SKILL.md' }, file: 'registry.json', ...pos(missing, '".opencode/skill/s/SKILL.md"') }],
    },
    {
      name: 'a path that is a directory',
      tree: { 'registry.json': dirPath, '.opencode/context/core/x.md': 'x' },
      errors: [{ messageId: 'notFile', data: { path: '.opencode/context/core' }, ...pos(dirPath, '".opencode/context/core"') }],
    },
    {
      name: 'an entry without path',
      tree: { 'registry.json': noPath, '.opencode/tool/u.ts': 'x' },
      errors: [{ messageId: 'noPath', data: { section: 'tools', id: 't' }, ...pos(noPath, '"t"') }],
    },
    {
      name: 'registry.json that is not JSON, beside a context tree',
      tree: { 'registry.json': broken, '.opencode/context/navigation.md': '# x\n' },
      errors: [{ messageId: 'invalidJson', file: 'registry.json', line: 3, column: 16 }],
    },
  ],
});
