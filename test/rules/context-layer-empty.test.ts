import rule from '../../rules/context-layer-empty.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const json = opencodeJson(['AGENTS.md'], { coder: { paths: ['GONE.md', '../x.md'] } });
const md = '---\ndescription: r\ncontext:\n  paths: []\n---\nprompt\n';

testRule(rule, {
  valid: [
    { name: 'replace layer with a file', tree: { '.opencode.json': opencodeJson(['AGENTS.md'], { coder: { paths: ['A.md'] } }), 'A.md': 'a' } },
    { name: 'append layer that gives nothing keeps the global context', tree: { '.opencode.json': opencodeJson(['AGENTS.md'], { coder: { mode: 'append', paths: ['GONE.md'] } }), 'AGENTS.md': 'a' } },
  ],
  invalid: [
    {
      name: 'replace layer whose entries all fail',
      tree: { '.opencode.json': json, 'AGENTS.md': 'a' },
      errors: [{ messageId: 'emptyReplace', data: { layer: 'agent', why: 'none of its 2 entries gives a file', targets: 'agent "coder"' }, file: '.opencode.json', ...at(json, '[', 1) }],
    },
    {
      name: 'markdown agent with paths: []',
      tree: { '.opencode/agents/reviewer.md': md, 'AGENTS.md': 'a' },
      errors: [{ messageId: 'emptyReplace', data: { why: 'its paths list is empty', targets: 'agent "reviewer"' }, file: '.opencode/agents/reviewer.md', line: 4, column: 10 }],
    },
  ],
});
