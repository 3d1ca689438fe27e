import rule from '../../rules/context-paths-empty-list.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const json = opencodeJson(['AGENTS.md'], { coder: { paths: [] }, explorer: { mode: 'append', paths: [] } });
const flow = 'flow:\n  steps:\n    - id: check\n      prompt: go\n      context:\n        paths: []\n';

testRule(rule, {
  valid: [
    { name: 'non-empty paths and nested-only contexts', tree: { '.opencode.json': opencodeJson(['AGENTS.md'], { coder: { paths: ['A.md'] }, explorer: { nested: false } }) } },
  ],
  invalid: [
    {
      name: 'JSON paths: [] with replace and append (U4)',
      tree: { '.opencode.json': json },
      errors: [
        { messageId: 'emptyReplace', data: { owner: 'agent "coder"' }, file: '.opencode.json', ...at(json, '[]') },
        { messageId: 'emptyAppend', data: { owner: 'agent "explorer"' }, ...at(json, '[]', 1) },
      ],
    },
    {
      name: 'flow step paths: []',
      tree: { '.opencode/flows/ship.yaml': flow },
      errors: [{ messageId: 'emptyReplace', data: { owner: 'step "check" of flow "ship"' }, file: '.opencode/flows/ship.yaml', line: 6, column: 16 }],
    },
  ],
});
