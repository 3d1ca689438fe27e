import rule from '../../rules/config-candidate-file.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: '.opencode.json', tree: { '.opencode.json': '{}', '.opencode.yaml': '{}' } },
    { name: 'the .opencode directory is no candidate', tree: { '.opencode/agents/a.md': 'x' } },
  ],
  invalid: [
    { name: '.opencode.yaml read as JSON', tree: { '.opencode.yaml': '{"contextPaths": []}' }, errors: [{ messageId: 'otherName', data: { file: '.opencode.yaml' }, file: '.opencode.yaml' }] },
    { name: 'a bare .opencode file', tree: { '.opencode': '{}' }, errors: [{ messageId: 'otherName', data: { file: '.opencode' } }] },
  ],
});
