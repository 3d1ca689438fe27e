import rule from '../../rules/context-file-binary.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const latin1 = Buffer.concat([Buffer.from('# Caf'), Buffer.from([0xe9]), Buffer.from('\n')]);
const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# Rules\n', 'utf16le')]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const walked = opencodeJson(['AGENTS.md', 'docs/']);
const outside = opencodeJson(['../shared/rules.md']);

testRule(rule, {
  valid: [
    { name: 'UTF-8 text with accents, emoji, a BOM and CRLF', tree: { 'AGENTS.md': Buffer.from('\ufeff# Café 🚀\r\nnaïve\r\n') } },
    { name: 'an empty file', tree: { 'AGENTS.md': '' } },
    { name: 'a binary file no context entry names', tree: { 'AGENTS.md': '# Rules\n', 'docs/logo.png': png } },
    { name: 'a U+FFFD written in the file is text', tree: { 'AGENTS.md': 'replacement: \ufffd\n' } },
  ],
  invalid: [
    {
      name: 'a NUL byte in AGENTS.md (default contextPaths), at its position',
      tree: { 'AGENTS.md': Buffer.from('# Rules\nab\0cd\n') },
      errors: [{ messageId: 'binary', data: { file: 'AGENTS.md', what: 'a NUL byte', line: 2, column: 3, entry: 'AGENTS.md' }, file: 'AGENTS.md', line: 2, column: 3, endLine: 2, endColumn: 4 }],
    },
    {
      name: 'Latin-1 text: the first byte that is not UTF-8',
      tree: { 'CLAUDE.md': latin1 },
      errors: [{ messageId: 'binary', data: { what: 'byte 0xE9, which is not UTF-8', line: 1, column: 6 }, file: 'CLAUDE.md', line: 1, column: 6 }],
    },
    {
      name: 'UTF-16 with a byte-order mark',
      tree: { 'AGENTS.md': utf16 },
      errors: [{ messageId: 'binary', data: { what: 'byte 0xFF, which is not UTF-8 (the file starts with a UTF-16 little-endian byte-order mark)', line: 1, column: 1 }, file: 'AGENTS.md', line: 1, column: 1 }],
    },
    {
      name: 'an image met while walking a trailing-/ entry, reported once for all agents',
      tree: { '.opencode.json': walked, 'AGENTS.md': '# Rules\n', 'docs/guide.md': 'g\n', 'docs/logo.png': png, '.opencode/agents/a.md': '---\ndescription: a\n---\nA\n' },
      errors: [{ messageId: 'binary', data: { file: 'docs/logo.png', what: 'byte 0x89, which is not UTF-8', entry: 'docs/' }, file: 'docs/logo.png', line: 1, column: 1 }],
    },
    {
      name: 'a global file outside W: on the entry that names it',
      tree: { '.opencode.json': outside, '../shared/rules.md': Buffer.from('ok\n\0') },
      errors: [{ messageId: 'binary', data: { file: '/shared/rules.md', what: 'a NUL byte', line: 2, column: 1 }, file: '.opencode.json', ...at(outside, '"../shared/rules.md"') }],
    },
  ],
});
