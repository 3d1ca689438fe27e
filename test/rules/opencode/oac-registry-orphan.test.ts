import rule from '../../../rules/opencode/oac-registry-orphan.js';
import { testRule } from '../../helpers/rule-tester.js';
import { entry, registry } from './oac-trees.js';

const reg = registry({
  agents: [entry('a', 'agent', '.opencode/agent/a.md')],
  contexts: [entry('x', 'context', '.opencode/context/core/x.md')],
  tools: [entry('env', 'tool', '.opencode/tool/env/index.ts')],
});
const skipped = {
  '.opencode/agent/README.md': 'x',
  '.opencode/context/core/agent-template.md': 'x',
  '.opencode/tool/index.ts': 'x',
  '.opencode/tool/template/index.ts': 'x',
  '.opencode/plugin/agent-validator.ts': 'x',
  '.opencode/plugin/docs/guide.md': 'x',
  '.opencode/plugin/tests/a.ts': 'x',
  '.opencode/command/scripts/run.ts': 'x',
  '.opencode/tool/node_modules/p/index.ts': 'x',
  '.opencode/context/core/short.md': { symlink: 'x.md' },
  '.opencode/context/core/data.json': '{}',
};
const listed = { 'registry.json': reg, '.opencode/agent/a.md': 'x', '.opencode/context/core/x.md': 'x', '.opencode/tool/env/index.ts': 'x' };

testRule(rule, {
  valid: [{ name: 'the validator skip list and symlinks are not orphans', tree: { ...listed, ...skipped } }],
  invalid: [
    {
      name: 'an unlisted context file and an unlisted command',
      tree: { ...listed, '.opencode/context/core/visual.md': 'x', '.opencode/command/deploy.md': 'x' },
      errors: [
        { messageId: 'orphan', file: '.opencode/command/deploy.md', line: 0 },
        { messageId: 'orphan', file: '.opencode/context/core/visual.md', line: 0 },
      ],
    },
  ],
});
