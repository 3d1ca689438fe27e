import { testRule } from '../helpers/rule-tester.js';
import rule from '../../rules/flow-id-shadowed.js';

const ok = 'flow:\n  steps:\n    - id: s\n      prompt: p\n';

testRule(rule, {
  valid: [{ name: 'distinct IDs', tree: { '.opencode/flows/a.yaml': ok, '.agents/flows/b.yaml': ok } }],
  invalid: [
    {
      name: 'x.yml after x.yaml',
      tree: { '.opencode/flows/x.yaml': ok, '.opencode/flows/x.yml': ok },
      errors: [{ messageId: 'duplicate', data: { id: 'x', owner: '.opencode/flows/x.yaml' }, file: '.opencode/flows/x.yml', line: 1, column: 1 }],
    },
    {
      name: 'a broken project file served by .agents/flows (U21)',
      tree: { '.opencode/flows/x.yaml': 'flow:\n  steps: []\n', '.agents/flows/x.yaml': ok },
      errors: [{ messageId: 'brokenServedByOther', data: { id: 'x', other: '.agents/flows/x.yaml' }, file: '.opencode/flows/x.yaml', line: 1, column: 1 }],
    },
  ],
});
