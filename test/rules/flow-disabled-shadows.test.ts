import { testRule } from '../helpers/rule-tester.js';
import rule from '../../rules/flow-disabled-shadows.js';

const ok = 'flow:\n  steps:\n    - id: s\n      prompt: p\n';

testRule(rule, {
  valid: [
    { name: 'disabled flow alone', tree: { '.opencode/flows/x.yaml': 'disabled: true\n' + ok } },
    { name: 'a broken disabled flow occupies nothing', tree: { '.opencode/flows/x.yaml': 'disabled: true\nflow:\n  steps: []\n', '.agents/flows/x.yaml': ok } },
  ],
  invalid: [
    {
      name: 'disabled project flow shadows .agents/flows',
      tree: { '.opencode/flows/x.yaml': 'description: off\ndisabled: true\n' + ok, '.agents/flows/x.yaml': ok },
      errors: [{ messageId: 'shadows', data: { id: 'x', other: '.agents/flows/x.yaml' }, file: '.opencode/flows/x.yaml', line: 2, column: 1 }],
    },
  ],
});
