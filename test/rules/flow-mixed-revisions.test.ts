import { testRule } from '../helpers/rule-tester.js';
import rule from '../../rules/flow-mixed-revisions.js';

const F = '.opencode/flows/f.yaml';

testRule(rule, {
  valid: [
    { name: 'only require_route', tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n      require_route: true\n' } },
    { name: 'only context', tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n      context:\n        paths: [A.md]\n' } },
  ],
  invalid: [
    {
      name: 'require_route and context in one file',
      tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n      require_route: true\n    - id: t\n      prompt: p\n      model: x\n      context:\n        paths: [A.md]\n' },
      errors: [{ messageId: 'mixed', data: { oldKey: 'require_route', newKeys: 'context, model' }, line: 5, column: 7 }],
    },
  ],
});
