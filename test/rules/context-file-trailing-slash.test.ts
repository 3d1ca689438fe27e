import rule from '../../rules/context-file-trailing-slash.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const cfg = opencodeJson(['AGENTS.md/', 'docs/'], { coder: { mode: 'append', paths: ['link.md/'] } });

testRule(rule, {
  valid: [{ name: 'directories with /, files without', tree: { '.opencode.json': opencodeJson(['AGENTS.md', 'docs/']), 'AGENTS.md': 'a', 'docs/x.md': 'x' } }],
  invalid: [
    {
      name: 'a file and a symlink to a file named with /',
      tree: { '.opencode.json': cfg, 'AGENTS.md': 'a', 'docs/x.md': 'x', 'link.md': { symlink: 'docs/x.md' } },
      errors: [
        { messageId: 'fileWithSlash', data: { entry: 'AGENTS.md/', path: 'AGENTS.md' }, file: '.opencode.json', ...at(cfg, '"AGENTS.md/"') },
        { messageId: 'fileWithSlash', data: { entry: 'link.md/', path: 'link.md' }, ...at(cfg, '"link.md/"') },
      ],
    },
  ],
});
