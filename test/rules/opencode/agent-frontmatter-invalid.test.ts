import rule from '../../../rules/opencode/agent-frontmatter-invalid.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'an unquoted ": " parses on the runtime retry (observed)', tree: { '.opencode/agent/colon.md': '---\ndescription: Use this: for review\nmode: subagent\n---\nColon body.\n' } },
  ],
  invalid: [
    {
      name: 'an unclosed flow sequence (observed: whole file as prompt)',
      tree: { '.opencode/agent/badyaml.md': '---\ndescription: [unclosed\nmode: subagent\n---\nBad yaml body.\n' },
      errors: [{ messageId: 'unparsed', data: { id: 'badyaml' }, line: 1, column: 1 }],
    },
    {
      name: 'a retry that still fails (observed: the agent is gone)',
      tree: { '.opencode/agent/twofail.md': '---\ndescription: Use this: for review\ntags: [unclosed\n---\nTwofail.\n' },
      errors: [{ messageId: 'dropped', data: { pathId: 'twofail' }, line: 1 }],
    },
  ],
});
