import rule from '../../../rules/opencode/instruction-file-binary.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at } from '../context-test-kit.js';

const latin1 = Buffer.concat([Buffer.from('# R\u00e8gles\n\nCaf'), Buffer.from([0xe9]), Buffer.from('\n')]);
const outside = JSON.stringify({ instructions: ['/shared/rules.md'] }, null, 2) + '\n';

testRule(rule, {
  valid: [
    { name: 'UTF-8 text with a BOM, accents and emoji', tree: { '.git': { dir: true }, 'AGENTS.md': Buffer.from('\ufeff# Café 🚀\r\n') } },
    { name: 'a binary CLAUDE.md that AGENTS.md hides is not loaded', tree: { '.git': { dir: true }, 'AGENTS.md': 'a\n', 'CLAUDE.md': Buffer.from('a\0b') } },
    { name: 'a binary file no instructions entry matches', tree: { '.git': { dir: true }, 'AGENTS.md': 'a\n', 'logo.png': Buffer.from([0x89, 0x50, 0, 0]) } },
  ],
  invalid: [
    {
      name: 'a NUL byte in AGENTS.md, at its position',
      tree: { '.git': { dir: true }, 'AGENTS.md': Buffer.from('# Rules\nab\0cd\n') },
      errors: [{ messageId: 'nul', data: { file: 'AGENTS.md', what: 'a NUL byte', line: 2, column: 3 }, file: 'AGENTS.md', line: 2, column: 3, endLine: 2, endColumn: 4 }],
    },
    {
      name: 'a Latin-1 CLAUDE.md, in a subfolder the upward walk reaches, reported once',
      tree: { '.git': { dir: true }, 'pkg/CLAUDE.md': latin1, 'pkg/sub/AGENTS.md': 'x\n' },
      errors: [{ messageId: 'invalid', data: { file: 'pkg/CLAUDE.md', what: 'byte 0xE9, which is not UTF-8', line: 3, column: 4 }, file: 'pkg/CLAUDE.md', line: 3, column: 4 }],
    },
    {
      name: 'an instructions file outside the repository: on the entry',
      tree: { '.git': { dir: true }, 'opencode.json': outside, '../shared/rules.md': Buffer.from([0xfe, 0xff, 0, 0x41]) },
      errors: [{ messageId: 'invalid', data: { file: '/shared/rules.md', what: 'byte 0xFE, which is not UTF-8 (the file starts with a UTF-16 big-endian byte-order mark)' }, file: 'opencode.json', ...at(outside, '"/shared/rules.md"') }],
    },
  ],
});
