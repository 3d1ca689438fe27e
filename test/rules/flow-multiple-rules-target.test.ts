import { testRule } from '../helpers/rule-tester.js';
import rule from '../../rules/flow-multiple-rules-target.js';

const F = '.opencode/flows/f.yaml';
const tail = '    - id: c\n      prompt: p\n';

testRule(rule, {
  valid: [{ name: 'one rule per target', tree: { [F]: 'flow:\n  steps:\n    - id: a\n      prompt: p\n      rules:\n        - then: c\n' + tail } }],
  invalid: [
    {
      name: 'two steps route to c',
      tree: { [F]: 'flow:\n  steps:\n    - id: a\n      prompt: p\n      rules:\n        - then: c\n    - id: b\n      prompt: p\n      rules:\n        - then: c\n' + tail },
      errors: [{ messageId: 'diamond', data: { target: 'c', flow: 'f' }, line: 10, column: 17 }],
    },
  ],
});
