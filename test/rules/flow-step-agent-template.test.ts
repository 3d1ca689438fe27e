import { testRule } from '../helpers/rule-tester.js';
import rule from '../../rules/flow-step-agent-template.js';

const F = '.opencode/flows/f.yaml';

testRule(rule, {
  valid: [
    { name: 'literal agent', tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n      agent: explorer\n' } },
    { name: 'args token in the prompt only', tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: ${args.x}\n' } },
  ],
  invalid: [
    {
      name: 'args token in agent',
      tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n      agent: ${args.reviewer}\n' },
      errors: [{ messageId: 'unresolved', data: { step: 's', flow: 'f', template: '${args.reviewer}' }, line: 5, column: 14, endColumn: 30 }],
    },
  ],
});
