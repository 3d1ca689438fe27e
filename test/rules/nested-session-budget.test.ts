import rule from '../../rules/nested-session-budget.js';
import { testRule } from '../helpers/rule-tester.js';
import { at } from './context-test-kit.js';

const cfg = (n: number) => JSON.stringify({ contextDiscovery: { maxSessionBytes: n } });

testRule(rule, {
  valid: [
    { name: 'four full-size bodies exactly fill the default budget', tree: Object.fromEntries('abcd'.split('').map((c) => [`${c}/AGENTS.md`, 'x'.repeat(32768)])) },
    { name: 'bodies exactly fill the budget', tree: { '.opencode.json': cfg(16), 'a/AGENTS.md': '12345678', 'b/AGENTS.md': 'abcdefgh' } },
    { name: 'a too-large file does not consume budget', tree: { '.opencode.json': JSON.stringify({ contextDiscovery: { maxSessionBytes: 10, maxFileBytes: 8 } }), 'a/AGENTS.md': 'x'.repeat(20), 'b/AGENTS.md': '12345678' } },
  ],
  invalid: [
    {
      name: 'second body exhausts the session; a later small one is lost too',
      tree: { '.opencode.json': cfg(10), 'a/AGENTS.md': '12345678', 'b/AGENTS.md': 'abcdefgh', 'c/AGENTS.md': 'c' },
      errors: [{ messageId: 'exhausted', data: { total: 17, max: 10, first: 'b/AGENTS.md', files: 'b/AGENTS.md, c/AGENTS.md' }, file: '.opencode.json', ...at(cfg(10), '10') }],
    },
    {
      name: 'sanitising grows four 32768-byte bodies one byte past the default budget; file-level without config',
      tree: {
        'a/AGENTS.md': '<system-reminder>' + 'x'.repeat(32768 - 17),
        'b/AGENTS.md': 'x'.repeat(32768),
        'c/AGENTS.md': 'x'.repeat(32768),
        'd/AGENTS.md': 'x'.repeat(32768),
      },
      errors: [{ messageId: 'exhausted', data: { total: 131073, max: 131072, first: 'd/AGENTS.md', files: 'd/AGENTS.md' }, file: 'd/AGENTS.md', line: 0 }],
    },
  ],
});
