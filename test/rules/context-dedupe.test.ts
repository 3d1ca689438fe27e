import rule from '../../rules/context-dedupe.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const sameLayer = opencodeJson(['AGENTS.md', './AGENTS.md', 'opencode.md', 'OpenCode.md', 'CLAUDE.md', 'claude.md', 'alias.md']);
const cross = opencodeJson(['AGENTS.md', 'rules.md'], { coder: { mode: 'append', paths: ['docs/alias.md', 'Rules.md'] } });

testRule(rule, {
  valid: [
    { name: 'distinct files', tree: { '.opencode.json': opencodeJson(['AGENTS.md', 'docs/']), 'AGENTS.md': 'a', 'docs/x.md': 'x' } },
    { name: 'two missing spellings collide harmlessly', tree: { '.opencode.json': opencodeJson(['gone.md', 'GONE.md']) } },
    {
      name: 'a symlinked component keeps the keys apart',
      tree: { '.opencode.json': opencodeJson(['lnk/opencode.md', 'lnk/OpenCode.md']), 'real/OpenCode.md': 'x', lnk: { symlink: 'real' } },
    },
  ],
  invalid: [
    {
      name: 'same layer: named twice, missing spelling hides a file, two case variants, symlink to a named file',
      tree: { '.opencode.json': sameLayer, 'AGENTS.md': 'a', 'OpenCode.md': 'o', 'CLAUDE.md': 'C', 'claude.md': 'c', 'alias.md': { symlink: 'CLAUDE.md' } },
      errors: [
        { messageId: 'namedTwice', data: { loser: './AGENTS.md', winner: 'AGENTS.md', path: 'AGENTS.md' }, file: '.opencode.json', ...at(sameLayer, '"./AGENTS.md"') },
        { messageId: 'raceHidden', data: { loserPath: 'OpenCode.md', winnerPath: 'opencode.md', key: 'opencode.md' }, ...at(sameLayer, '"OpenCode.md"') },
        { messageId: 'raceBoth', data: { loserPath: 'claude.md', winnerPath: 'CLAUDE.md' }, ...at(sameLayer, '"claude.md"') },
        { messageId: 'raceBoth', data: { loser: 'alias.md', winner: 'CLAUDE.md', key: 'claude.md' }, ...at(sameLayer, '"alias.md"') },
      ],
    },
    {
      name: 'default list: a missing opencode.md hides OpenCode.md (file-level finding)',
      tree: { 'OpenCode.md': 'only mixed case' },
      errors: [{ messageId: 'raceHidden', data: { loser: 'OpenCode.md', winner: 'opencode.md' }, file: 'OpenCode.md' }],
    },
    {
      name: 'across layers: symlink to a global file, missing global spelling hides an agent file',
      tree: { '.opencode.json': cross, 'AGENTS.md': 'a', 'Rules.md': 'r', 'docs/alias.md': { symlink: '../AGENTS.md' } },
      errors: [
        { messageId: 'crossLayerDuplicate', data: { loser: 'docs/alias.md', winner: 'AGENTS.md', layer: 'agent', winnerLayer: 'global' }, ...at(cross, '"docs/alias.md"') },
        { messageId: 'crossLayerHidden', data: { loserPath: 'Rules.md', winner: 'rules.md', winnerLayer: 'global' }, ...at(cross, '"Rules.md"') },
      ],
    },
    {
      name: 'one walk reaches a file twice',
      tree: { '.opencode.json': opencodeJson(['docs/']), 'docs/a.md': 'a', 'docs/b.md': { symlink: 'a.md' } },
      errors: [{ messageId: 'walkDuplicate', data: { loser: 'docs/', loserPath: 'docs/b.md', winnerPath: 'docs/a.md' }, line: 3, column: 5 }],
    },
  ],
});
