import rule from '../../rules/context-mode-unknown.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const json = opencodeJson(['AGENTS.md'], { coder: { mode: 'Replace', paths: ['A.md'] }, explorer: { mode: 'merge', paths: ['B.md'] } });
const md = '---\ndescription: r\ncontext:\n  mode: apend\n  paths: [R.md]\n---\nprompt\n';
const flow = 'flow:\n  steps:\n    - id: check\n      prompt: go\n      context:\n        mode: REPLACE\n        paths: [S.md]\n';

testRule(rule, {
  valid: [
    { name: 'replace, append and absent', tree: { '.opencode.json': opencodeJson(['AGENTS.md'], { coder: { mode: 'replace', paths: ['A.md'] }, explorer: { mode: 'append', paths: [] }, workhorse: { paths: ['W.md'] } }) } },
  ],
  invalid: [
    {
      name: 'Replace and merge in .opencode.json',
      tree: { '.opencode.json': json },
      errors: [
        { messageId: 'unknownMode', data: { mode: 'Replace', owner: 'agent "coder"', suggestion: ' Did you mean "replace"?' }, file: '.opencode.json', ...at(json, '"Replace"') },
        { messageId: 'unknownMode', data: { mode: 'merge', owner: 'agent "explorer"', suggestion: '' }, ...at(json, '"merge"') },
      ],
    },
    {
      name: 'frontmatter typo',
      tree: { '.opencode/agents/reviewer.md': md },
      errors: [{ messageId: 'unknownMode', data: { mode: 'apend', owner: 'agent "reviewer"', suggestion: ' Did you mean "append"?' }, file: '.opencode/agents/reviewer.md', line: 4, column: 9 }],
    },
    {
      name: 'flow step REPLACE',
      tree: { '.opencode/flows/ship.yaml': flow },
      errors: [{ messageId: 'unknownMode', data: { mode: 'REPLACE', owner: 'step "check" of flow "ship"' }, file: '.opencode/flows/ship.yaml', line: 6, column: 15 }],
    },
  ],
});
