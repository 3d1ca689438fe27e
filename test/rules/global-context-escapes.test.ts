import rule from '../../rules/global-context-escapes.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const globalOut = opencodeJson(['AGENTS.md', '../company/RULES.md', '../gone.md', 'docs/']);
const agentWalk = opencodeJson(['AGENTS.md'], { coder: { mode: 'append', paths: ['ctx/'] } });

testRule(rule, {
  valid: [
    {
      name: 'global entries and walked links inside W',
      tree: { '.opencode.json': opencodeJson(['AGENTS.md', 'docs/']), 'AGENTS.md': 'a', 'docs/a.md': 'x', 'docs/link.md': { symlink: '../AGENTS.md' } },
    },
    {
      name: 'a walked link to a directory outside W reads nothing',
      tree: { '.opencode.json': opencodeJson(['docs/']), 'docs/a.md': 'x', 'docs/ext': { symlink: '../../elsewhere' }, '../elsewhere/x.md': 'x' },
    },
    {
      name: 'W = / holds every absolute path: the default entries are not outside it',
      cwd: '/',
      tree: { '.opencode.json': opencodeJson(['AGENTS.md', 'docs/', 'gone.md']), 'AGENTS.md': 'a', 'docs/a.md': 'x' },
    },
  ],
  invalid: [
    {
      name: 'global ../ entries (present and missing) and a walked symlink out of W',
      tree: { '.opencode.json': globalOut, 'AGENTS.md': 'a', '../company/RULES.md': 'company', 'docs/a.md': 'x', 'docs/leak.md': { symlink: '../../secret.md' }, '../secret.md': 's' },
      errors: [
        { messageId: 'globalOutside', data: { entry: '../company/RULES.md', path: '/company/RULES.md' }, file: '.opencode.json', ...at(globalOut, '"../company/RULES.md"') },
        { messageId: 'globalMayEscape', data: { path: '/gone.md' }, ...at(globalOut, '"../gone.md"') },
        { messageId: 'walkedOutside', data: { file: 'docs/leak.md', entry: 'docs/', target: '/secret.md' }, ...at(globalOut, '"docs/"') },
      ],
    },
    {
      name: 'a walked symlink in an agent layer (U22)',
      tree: { '.opencode.json': agentWalk, 'AGENTS.md': 'a', 'ctx/leak.md': { symlink: '/etc/hosts-copy' }, '/etc/hosts-copy': 'h' },
      errors: [{ messageId: 'walkedOutside', data: { file: 'ctx/leak.md', target: '/etc/hosts-copy' }, ...at(agentWalk, '"ctx/"') }],
    },
  ],
});
