import { testRule } from '../helpers/rule-tester.js';
import rule from '../../rules/flow-invalid.js';

const F = '.opencode/flows/f.yaml';

testRule(rule, {
  valid: [
    { name: 'a flow that loads', tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: Do it.\n      timeout: 30s\n' } },
    { name: 'a YAML syntax error is parse-error, not this rule', tree: { [F]: 'flow: [\n' } },
  ],
  invalid: [
    {
      name: 'timeout without a unit',
      tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: Do it.\n      timeout: 30\n' },
      errors: [
        {
          messageId: 'wouldNotLoad',
          data: { detail: 'validating flow "f": invalid flow YAML: step "s": invalid timeout "30": time: missing unit in duration "30"' },
          file: F,
          line: 5,
          column: 16,
          endLine: 5,
          endColumn: 18,
        },
      ],
    },
    {
      name: 'unknown template at the extends entry',
      tree: { [F]: 'flow:\n  steps:\n    - id: s\n      extends: [.base]\n' },
      errors: [{ messageId: 'wouldNotLoad', line: 4, column: 17 }],
    },
    {
      name: 'misspelt on_turns_exhausted',
      tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n      fallback:\n        on_turns_exhausted: accpet\n' },
      errors: [
        {
          messageId: 'wouldNotLoad',
          data: { detail: 'validating flow "f": invalid fallback.on_turns_exhausted: step "s" has "accpet", want "accept" or "fail"' },
          line: 6,
          column: 29,
        },
      ],
    },
    {
      name: 'a static fallback cycle (U2)',
      tree: { [F]: 'flow:\n  steps:\n    - id: a\n      prompt: p\n      fallback:\n        to: b\n    - id: b\n      prompt: p\n      fallback:\n        to: a\n' },
      errors: [{ messageId: 'wouldNotLoad', line: 6, column: 13 }],
    },
  ],
});
