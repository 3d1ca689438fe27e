import rule from '../../../rules/opencode/agent-file-without-frontmatter.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'an agent with frontmatter', tree: { '.opencode/agent/a.md': '---\ndescription: a\n---\nA.\n' } },
    { name: 'a late frontmatter is the other rule\'s', tree: { '.opencode/agent/c.md': '<!-- c -->\n---\ndescription: c\n---\n' } },
    { name: 'a README outside agent folders', tree: { '.opencode/README.md': '# Notes\n', '.opencode/agent/a.md': '---\ndescription: a\n---\n' } },
  ],
  invalid: [
    {
      name: 'a README in agent/ (observed: agent "README" with the text as prompt)',
      tree: { '.opencode/agent/README.md': '# Agents\n\nThis folder holds agents.\n' },
      errors: [{ messageId: 'noFrontmatter', data: { id: 'README', mode: 'all', file: '.opencode/agent/README.md' }, line: 1, column: 1 }],
    },
    {
      name: 'a guide in modes/ becomes a primary agent',
      tree: { '.opencode/modes/guide.md': 'How to use modes.\n' },
      errors: [{ messageId: 'noFrontmatter', data: { id: 'guide', mode: 'primary' } }],
    },
  ],
});
