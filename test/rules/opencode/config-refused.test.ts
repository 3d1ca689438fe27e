import rule from '../../../rules/opencode/config-refused.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at } from '../context-test-kit.js';

const agentString = '{"agent": "review"}';
const defAgent = '{"default_agent": "reviewer"}';

testRule(rule, {
  valid: [
    { name: 'JSONC with comments and a trailing comma', tree: { '.git': { dir: true }, 'opencode.json': '{\n  // c\n  "instructions": ["a.md"],\n}\n' } },
    { name: 'default_agent names a primary agent', tree: { '.git': { dir: true }, 'opencode.json': '{"default_agent": "plan"}' } },
    { name: 'a missing {file:} is file-reference-missing', tree: { '.git': { dir: true }, 'opencode.json': '{"x": "{file:./gone}"}' } },
  ],
  invalid: [
    {
      name: 'not valid JSONC',
      tree: { '.git': { dir: true }, 'opencode.json': '{\n  "instructions": ["a.md"\n}\n' },
      errors: [{ messageId: 'refused', data: { reason: 'Config file at /w/opencode.json is not valid JSON(C): CommaExpected at line 3, column 1' }, line: 3, column: 1 }],
    },
    {
      name: 'nested deeper than the JSON parser can recurse: a finding, not a crash',
      tree: { '.git': { dir: true }, 'opencode.json': '{"a":'.repeat(100000) + '1' + '}'.repeat(100000) },
      errors: [{ messageId: 'refused', data: { reason: 'Config file at /w/opencode.json is nested too deeply to parse (more than 1000 levels; opencode parses it with the same JSONC parser)' }, line: 1, column: 1 }],
    },
    {
      // Found by the session-22 breaker: the old build overflowed the stack, the first JSON.parse build said nothing.
      name: 'nested too deeply once a {file:} value is inserted',
      tree: { '.git': { dir: true }, 'opencode.json': '{"agent": {"a": {"description": "d", "x": {file:./deep.txt}}}}', 'deep.txt': '['.repeat(10000) + ']'.repeat(10000) },
      errors: [{ messageId: 'refused', data: { reason: 'Config file at /w/opencode.json is nested too deeply to parse once its {file:}/{env:} values are inserted (more than 1000 levels; opencode parses it with the same JSONC parser)' }, ...at('{"agent": {"a": {"description": "d", "x": {file:./deep.txt}}}}', '{file:./deep.txt}') }],
    },
    {
      name: '"agent" as a string',
      tree: { '.git': { dir: true }, 'opencode.json': agentString },
      errors: [{ messageId: 'refused', data: { reason: 'Configuration is invalid at /w/opencode.json: "agent" must be an object of agent configs' }, ...at(agentString, '"review"') }],
    },
    {
      name: 'default_agent that does not exist',
      tree: { '.git': { dir: true }, 'opencode.json': defAgent },
      errors: [{ messageId: 'defaultAgent', data: { reason: 'default agent "reviewer" not found', where: '', note: ' (user-level agents were not read; if it is defined in ~/.config/opencode, lint with --with-global)' }, ...at(defAgent, '"reviewer"') }],
    },
  ],
});
