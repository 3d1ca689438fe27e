import rule from '../../../rules/opencode/agent-frontmatter-not-first.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'frontmatter on line 1', tree: { '.opencode/agent/a.md': '---\ndescription: a\n---\n<!-- comment after -->\n' } },
    { name: 'a guide with horizontal rules is not a misplaced frontmatter', tree: { '.opencode/agent/guide.md': '# Guide\n\n---\nNote: x\n---\n' } },
    { name: 'a BOM before the frontmatter is fine (observed)', tree: { '.opencode/agent/bom.md': '\ufeff---\ndescription: bom\n---\nBOM body\n' } },
  ],
  invalid: [
    {
      name: 'an HTML comment first (observed: no settings, whole file as prompt)',
      tree: { '.opencode/agent/commented.md': '<!-- header comment -->\n---\ndescription: commented\nmode: subagent\n---\nBody commented.\n' },
      errors: [{ messageId: 'notFirst', data: { id: 'commented', line: 2 }, file: '.opencode/agent/commented.md', line: 2, column: 1 }],
    },
    {
      name: 'a blank line first (observed)',
      tree: { '.opencode/agent/blank.md': '\n---\ndescription: blank line first\n---\nBlank.\n' },
      errors: [{ messageId: 'notFirst', data: { line: 2 }, line: 2 }],
    },
  ],
});
