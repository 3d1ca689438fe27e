import { testRule } from '../helpers/rule-tester.js';
import rule from '../../rules/flow-step-blocks-inheritance.js';

const F = '.opencode/flows/f.yaml';
const T = '.t:\n  agent: explorer\n  context:\n    paths: [T.md]\n';

testRule(rule, {
  valid: [
    { name: 'own non-empty values', tree: { [F]: 'include:\n  - local: t.yaml\nflow:\n  steps:\n    - id: s\n      extends: [.t]\n      prompt: p\n      agent: workhorse\n', 't.yaml': T } },
    { name: 'empty key the template does not declare', tree: { [F]: 'include:\n  - local: t.yaml\nflow:\n  steps:\n    - id: s\n      extends: [.t]\n      prompt: p\n      timeout: ""\n', 't.yaml': T } },
  ],
  invalid: [
    {
      name: 'null agent and empty context block the template',
      tree: { [F]: 'include:\n  - local: t.yaml\nflow:\n  steps:\n    - id: s\n      extends: [.t]\n      prompt: p\n      agent:\n      context: {}\n', 't.yaml': T },
      errors: [
        { messageId: 'blocks', data: { step: 's', key: 'agent', template: '.t' }, line: 8, column: 7 },
        { messageId: 'blocks', data: { step: 's', key: 'context', template: '.t' }, line: 9, column: 7 },
      ],
    },
  ],
});
