import rule from '../../rules/nested-file-too-large.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'exactly 32768 bytes', tree: { 'a/AGENTS.md': 'x'.repeat(32768) } },
    { name: 'raised cap', tree: { '.opencode.json': '{"contextDiscovery": {"maxFileBytes": 50000}}', 'a/AGENTS.md': 'x'.repeat(40000) } },
    { name: 'large root file is not nested', tree: { 'AGENTS.md': 'x'.repeat(40000) } },
  ],
  invalid: [
    {
      name: 'one byte over the default cap',
      tree: { 'a/AGENTS.md': 'x'.repeat(32769), 'b/AGENTS.md': 'small' },
      errors: [{ messageId: 'tooLarge', data: { file: 'a/AGENTS.md', bytes: 32769, max: 32768 }, file: 'a/AGENTS.md', line: 0 }],
    },
    {
      name: 'configured cap 8',
      tree: { '.opencode.json': '{"contextDiscovery": {"maxFileBytes": 8}}', 'a/AGENTS.md': '123456789' },
      errors: [{ messageId: 'tooLarge', data: { bytes: 9, max: 8 }, file: 'a/AGENTS.md' }],
    },
  ],
});
