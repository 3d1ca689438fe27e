import { testRule } from '../helpers/rule-tester.js';
import rule from '../../rules/flow-step-unknown-agent.js';

const F = '.opencode/flows/f.yaml';

testRule(rule, {
  valid: [
    { name: 'builtin agent', tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n      agent: workhorse\n' } },
    { name: 'no agent runs coder', tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n' } },
    { name: 'templated agent is another rule', tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n      agent: ${args.a}\n' } },
  ],
  invalid: [
    {
      name: 'agent missing from the registry',
      tree: { [F]: 'flow:\n  steps:\n    - id: s\n      prompt: p\n      agent: revewer\n' },
      errors: [{ messageId: 'unknownAgent', data: { step: 's', flow: 'f', agent: 'revewer' }, line: 5, column: 14 }],
    },
  ],
});
