import rule from '../../rules/global-context-token.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const bad = opencodeJson(['AGENTS.md', 'AGENTS.${agent}.md']);

testRule(rule, {
  valid: [
    { name: 'plain global entries', tree: { '.opencode.json': opencodeJson(['AGENTS.md', 'docs/']) } },
    { name: 'tokens in an agent layer', tree: { '.opencode.json': opencodeJson(['AGENTS.md'], { coder: { paths: ['AGENTS.${agent}.md'] } }) } },
  ],
  invalid: [
    {
      name: '${agent} in contextPaths',
      tree: { '.opencode.json': bad },
      errors: [{ messageId: 'literal', data: { entry: 'AGENTS.${agent}.md', path: 'AGENTS.${agent}.md' }, file: '.opencode.json', ...at(bad, '"AGENTS.${agent}.md"') }],
    },
  ],
});
