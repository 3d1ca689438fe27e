import rule from '../../../rules/opencode/config-invalid-value.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'valid values', tree: { 'opencode.json': '{"share": "manual", "permission": {"edit": "ask", "bash": {"*": "ask", "git *": "allow"}}, "autoupdate": "notify"}' } },
    { name: 'V2 skills list (observed: lowered into paths and urls)', tree: { 'opencode.json': '{"skills": ["./sk", "https://e.x/s"]}' } },
    { name: 'unknown keys are another rule\'s', tree: { 'opencode.json': '{"worktree": 1}' } },
  ],
  invalid: [
    {
      name: '"share": "yes" (observed: refused)',
      tree: { 'opencode.json': '{"share": "yes"}' },
      errors: [{ messageId: 'invalid', data: { file: 'opencode.json' }, file: 'opencode.json', line: 1, column: 11 }],
    },
    {
      name: '"permission": {"edit": "never"} (observed: refused)',
      tree: { 'opencode.json': '{\n  "permission": {"edit": "never"}\n}\n' },
      errors: [{ messageId: 'invalid', line: 2, column: 26 }],
    },
  ],
});
