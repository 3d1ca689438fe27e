import rule from '../../../rules/opencode/config-agent-string.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'a map of agents', tree: { 'opencode.json': '{"agent": {"build": {"temperature": 0.1}}, "default_agent": "plan"}' } },
  ],
  invalid: [
    {
      name: '"agent": "build" (observed: Expected object | undefined, got "build" agent)',
      tree: { 'opencode.json': '{\n  "agent": "build"\n}\n' },
      errors: [{ messageId: 'string', data: { key: 'agent', value: 'build', file: 'opencode.json' }, file: 'opencode.json', line: 2, column: 12 }],
    },
  ],
});
