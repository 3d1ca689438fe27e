import rule from '../../rules/context-hidden-both.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const replaceCfg = opencodeJson(['AGENTS.md', 'rules/', 'docs/AGENTS.md'], { coder: { paths: ['A.md'], mode: 'replace' } });
const appendCfg = opencodeJson(['AGENTS.md', 'rules/'], { coder: { paths: ['A.md'], mode: 'append' } });
const reinlineCfg = opencodeJson(['AGENTS.md', 'rules/'], { coder: { paths: ['A.md', 'rules/'], mode: 'replace' } });
const symCfg = opencodeJson(['AGENTS.md'], { coder: { paths: ['alias/'], mode: 'append' } });

testRule(rule, {
  valid: [
    { name: 'append keeps the global layer', tree: { '.opencode.json': appendCfg, 'A.md': 'a', 'rules/AGENTS.md': 'r' } },
    { name: 'replace layer that inlines the files itself', tree: { '.opencode.json': reinlineCfg, 'A.md': 'a', 'rules/AGENTS.md': 'r' } },
    { name: 'trailing-/ entry that is a real directory', tree: { '.opencode.json': opencodeJson(['AGENTS.md'], { coder: { paths: ['svc/'], mode: 'append' } }), 'svc/AGENTS.md': 's' } },
  ],
  invalid: [
    {
      name: 'replace drops global; global entries still exclude',
      tree: { '.opencode.json': replaceCfg, 'A.md': 'a', 'rules/AGENTS.md': 'r', 'docs/AGENTS.md': 'd' },
      errors: [
        { messageId: 'globalDropped', data: { file: 'rules/AGENTS.md', entry: 'rules/', targets: 'agent "coder"' }, file: '.opencode.json', ...at(replaceCfg, '"rules/"') },
        { messageId: 'globalDropped', data: { file: 'docs/AGENTS.md', entry: 'docs/AGENTS.md' }, ...at(replaceCfg, '"docs/AGENTS.md"') },
      ],
    },
    {
      name: 'symlinked trailing-/ entry subtracts what it never reads',
      tree: { '.opencode.json': symCfg, 'alias': { symlink: 'svc' }, 'svc/AGENTS.md': 's' },
      errors: [{ messageId: 'symlinkDir', data: { file: 'svc/AGENTS.md', entry: 'alias/' }, file: '.opencode.json', ...at(symCfg, '"alias/"') }],
    },
  ],
});
