import rule from '../../rules/manifest-without-trigger-tools.js';
import { testRule } from '../helpers/rule-tester.js';

const A = '.opencode/agents';

testRule(rule, {
  valid: [
    { name: 'an allow-list with read', tree: { [`${A}/r.md`]: '---\nallowTools: [bash, task, read]\n---\n' } },
    { name: 'a tools map that keeps ls', tree: { [`${A}/r.md`]: '---\ntools:\n  read: false\n  write: false\n  edit: false\n  multiedit: false\n  patch: false\n  grep: false\n  glob: false\n---\n' } },
    { name: 'nested: false turns the manifest off', tree: { [`${A}/r.md`]: '---\nallowTools: [bash]\ncontext:\n  nested: false\n---\n' } },
    { name: 'discovery disabled', tree: { [`${A}/r.md`]: '---\nallowTools: [bash]\n---\n', '.opencode.json': '{"contextDiscovery": {"enabled": false}}' } },
    { name: 'allowTools: [] leaves every tool on', tree: { [`${A}/r.md`]: '---\nallowTools: []\n---\n' } },
  ],
  invalid: [
    {
      name: 'an allow-list without trigger tools',
      tree: { [`${A}/runner.md`]: '---\nallowTools: [bash, task]\n---\n' },
      errors: [{ messageId: 'allowList', data: { id: 'runner' }, file: `${A}/runner.md`, line: 2, column: 13, endColumn: 25 }],
    },
    {
      name: 'a tools map that disables everything with *',
      tree: { [`${A}/quiet.md`]: '---\ntools:\n  "*": false\n  bash: true\n---\n' },
      errors: [{ messageId: 'denyList', data: { id: 'quiet' }, line: 3, column: 3 }],
    },
    {
      name: 'the eight trigger tools disabled one by one, across two files',
      tree: {
        [`${A}/x.md`]: '---\ntools: {read: false, write: false, edit: false, multiedit: false}\n---\n',
        '.agents/types/x.md': '---\ntools: {patch: false, grep: false, glob: false, ls: false}\n---\n',
      },
      errors: [{ messageId: 'denyList', data: { id: 'x' }, file: '.agents/types/x.md', line: 2, column: 8 }],
    },
    {
      name: 'an allow-list set in .opencode.json',
      tree: { '.opencode.json': '{"agents": {"coder": {"allowTools": ["bash"]}}}' },
      errors: [{ messageId: 'allowList', data: { id: 'coder' }, file: '.opencode.json', line: 1, column: 37 }],
    },
  ],
});
