import rule from '../../rules/context-entry-escapes.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const escaping = opencodeJson(['AGENTS.md'], { coder: { mode: 'append', paths: ['../x.md', '.', 'evil.md', '/docs/abs.md', 'docs/${env.SUB}/a.md', 'ok.md'] } });

testRule(rule, {
  valid: [
    { name: 'entries inside W', tree: { '.opencode.json': opencodeJson(['AGENTS.md'], { coder: { paths: ['docs/a.md', 'docs/', 'link.md'] } }), 'docs/a.md': 'a', 'link.md': { symlink: 'docs/a.md' } } },
    { name: 'the global layer is not checked here', tree: { '.opencode.json': opencodeJson(['../x.md', '/abs.md']) } },
  ],
  invalid: [
    {
      name: 'lexical, W itself, symlink, absolute and env escapes',
      tree: { '.opencode.json': escaping, 'evil.md': { symlink: '../outside.md' }, '../outside.md': 'secret', 'docs/abs.md': 'x', 'ok.md': 'ok' },
      env: { SUB: '../..' },
      errors: [
        { messageId: 'outside', data: { path: '/x.md' }, file: '.opencode.json', ...at(escaping, '"../x.md"') },
        { messageId: 'cleansToW', ...at(escaping, '"."') },
        { messageId: 'symlink', data: { target: '/outside.md' }, ...at(escaping, '"evil.md"') },
        { messageId: 'reRooted', data: { path: 'docs/abs.md' }, ...at(escaping, '"/docs/abs.md"') },
        { messageId: 'envOutside', data: { expanded: 'docs/../../a.md', path: '/a.md' }, ...at(escaping, '"docs/${env.SUB}/a.md"') },
      ],
    },
  ],
});
