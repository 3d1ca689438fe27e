import rule from '../../rules/scoped-name-not-discovered.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const cfg = opencodeJson(['AGENTS.md'], { coder: { paths: ['AGENTS.runtime.md', 'docs/'], mode: 'append' } });
const tokenCfg = opencodeJson(['AGENTS.md'], { coder: { paths: ['AGENTS.${agent}.md'], mode: 'append' } });

testRule(rule, {
  valid: [
    { name: 'no nested file with the scoped name', tree: { '.opencode.json': cfg, 'AGENTS.runtime.md': 'root only' } },
    { name: 'scoped name is also global', tree: { '.opencode.json': opencodeJson(['AGENTS.md'], { coder: { paths: ['AGENTS.md'] } }), 'a/AGENTS.md': 'x' } },
  ],
  invalid: [
    {
      name: 'nested file named only in the agent paths',
      tree: { '.opencode.json': cfg, 'services/AGENTS.runtime.md': 'x', 'AGENTS.runtime.md': 'root' },
      errors: [{ messageId: 'notDiscovered', data: { name: 'AGENTS.runtime.md', files: 'services/AGENTS.runtime.md' }, file: '.opencode.json', ...at(cfg, '"AGENTS.runtime.md"') }],
    },
    {
      name: 'token-expanded name',
      tree: { '.opencode.json': tokenCfg, 'svc/AGENTS.coder.md': 'x' },
      errors: [{ messageId: 'notDiscovered', data: { name: 'AGENTS.coder.md', owner: 'agent coder' }, ...at(tokenCfg, '"AGENTS.${agent}.md"') }],
    },
  ],
});
