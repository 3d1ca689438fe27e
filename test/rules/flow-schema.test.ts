import { testRule } from '../helpers/rule-tester.js';
import rule from '../../rules/flow-schema.js';

const F = '.opencode/flows/f.yaml';

testRule(rule, {
  valid: [
    {
      name: 'known keys, scalars decoded as strings, templated effort',
      tree: { [F]: 'name: 123\nflow:\n  steps:\n    - id: s\n      prompt: p\n      reasoningEffort: ${args.e}\n      interactive: yes\n      context:\n        paths: [A.md]\n        mode: append\n' },
    },
  ],
  invalid: [
    {
      name: 'misspelt step key prompt',
      tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n      promt: q\n' },
      errors: [
        {
          messageId: 'unknownKey',
          data: { message: 'Unknown key "promt" at "/flow/steps/0"; did you mean "prompt"? The runtime silently drops unknown keys here.' },
          line: 5,
          column: 7,
          endColumn: 12,
        },
      ],
    },
    {
      name: 'a float maxTurns is truncated',
      tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n      maxTurns: 2.5\n' },
      errors: [{ messageId: 'invalidValue', data: { message: 'Expected integer at "/flow/steps/0/maxTurns", found number.' }, line: 5, column: 17 }],
    },
    {
      name: 'unknown key inside context',
      tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n      context:\n        path: [A.md]\n' },
      errors: [{ messageId: 'unknownKey', line: 6, column: 9 }],
    },
    {
      name: 'unknown key in a template file, below the template level',
      tree: {
        [F]: 'include:\n  - local: t.yaml\nflow:\n  steps:\n    - id: s\n      extends: [.t]\n',
        't.yaml': '.t:\n  prompt: p\n  fallback:\n    retyr: 2\n',
      },
      errors: [{ messageId: 'unknownKey', file: 't.yaml', line: 4, column: 5 }],
    },
  ],
});
