import rule from '../../../rules/opencode/agent-prompt-file-frontmatter.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'a plain prompt', tree: { 'opencode.json': '{"agent": {"a": {"prompt": "You review code."}}}' } },
    { name: 'a prompt starting with a rule line', tree: { 'opencode.json': '{"agent": {"a": {"prompt": "---\\nReview carefully."}}}' } },
  ],
  invalid: [
    {
      name: 'a {file:} prompt naming a markdown agent (observed: frontmatter pasted into the prompt)',
      tree: { 'opencode.json': '{"agent": {"rev2": {"description": "x", "prompt": "---\\ndescription: inner\\nmode: subagent\\n---\\nInner body."}}}' },
      errors: [{ messageId: 'pasted', data: { id: 'rev2', keys: 'description, mode' }, file: 'opencode.json', line: 1, column: 51 }],
    },
  ],
});
