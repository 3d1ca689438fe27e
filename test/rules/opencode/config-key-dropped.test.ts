import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import rule from '../../../rules/opencode/config-key-dropped.js';
import { CONFIG_KEYS } from '../../../src/runtimes/opencode/model/config-view.js';
import { testOcRule } from './kit.js';

it('CONFIG_KEYS are the properties of schemas/opencode-json.schema.json', () => {
  const schema = JSON.parse(readFileSync(new URL('../../../schemas/opencode-json.schema.json', import.meta.url), 'utf8')) as { properties: object };
  expect([...CONFIG_KEYS]).toEqual(Object.keys(schema.properties));
});

testOcRule(rule, {
  valid: [
    { name: 'known keys (observed kept by debug config)', tree: { 'opencode.json': '{"$schema": "https://opencode.ai/config.json", "instructions": [], "skills": {"paths": []}, "subagent_depth": 2, "references": {}}' } },
    { name: 'V2 agents is kept', tree: { 'opencode.json': '{"agents": {"a": {"description": "x"}}}' } },
  ],
  invalid: [
    {
      name: 'instruction (observed: dropped)',
      tree: { 'opencode.json': '{\n  "instruction": ["docs/rules.md"]\n}\n' },
      errors: [{ messageId: 'dropped', data: { key: 'instruction', hint: ' Did you mean "instructions"?' }, file: 'opencode.json', line: 2, column: 3 }],
    },
    {
      name: 'system and contextPaths (observed: dropped)',
      tree: { 'opencode.json': '{"system": "Be terse.", "contextPaths": ["AGENTS.md"]}' },
      errors: [
        { messageId: 'dropped', data: { key: 'system' }, column: 2 },
        { messageId: 'dropped', data: { key: 'contextPaths', hint: ' "contextPaths" is the Go fork\'s key; mainstream OpenCode reads "instructions".' }, column: 25 },
      ],
    },
    {
      name: 'worktree (observed: dropped by 1.18)',
      tree: { 'opencode.json': '{"worktree": {"directory": ".worktrees"}}' },
      errors: [{ messageId: 'dropped', data: { key: 'worktree' } }],
    },
  ],
});
