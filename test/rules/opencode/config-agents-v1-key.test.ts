import rule from '../../../rules/opencode/config-agents-v1-key.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'V2 keys in agents', tree: { 'opencode.json': '{"agents": {"rev": {"description": "r", "system": "You are rev."}}}' } },
    { name: 'V1 keys in agent', tree: { 'opencode.json': '{"agent": {"rev": {"description": "r", "prompt": "You are rev."}}}' } },
  ],
  invalid: [
    {
      name: 'prompt in agents (observed: dropped while system became the prompt)',
      tree: { 'opencode.json': '{"agents": {"rev": {"description": "r", "system": "You are rev.", "prompt": "p"}}}' },
      errors: [{ messageId: 'dropped', data: { id: 'rev', key: 'prompt', hint: ' Write "system", or move the entry under "agent".' }, file: 'opencode.json', line: 1, column: 67 }],
    },
  ],
});
