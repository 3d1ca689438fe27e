import rule from '../../../rules/opencode/instructions-file-token.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'a plain path', tree: { 'opencode.json': '{"instructions": ["docs/rules.md"]}', 'docs/rules.md': '# Rules\n\n- one\n' } },
    { name: 'a one-line file holding a path', tree: { 'opencode.json': '{"instructions": ["{file:./rules-path.txt}"]}', 'rules-path.txt': 'docs/rules.md\n' } },
    { name: '{file:} in an agent prompt is fine', tree: { 'opencode.json': '{"agent": {"a": {"prompt": "{file:./p.md}"}}}', 'p.md': 'Line one.\nLine two.\n' } },
  ],
  invalid: [
    {
      name: 'a markdown file pasted into instructions',
      tree: { 'opencode.json': '{\n  "instructions": ["{file:./docs/rules.md}"]\n}\n', 'docs/rules.md': '# Rules\n\n- one\n' },
      errors: [{ messageId: 'pasted', data: { target: './docs/rules.md', lines: 3 }, file: 'opencode.json', line: 2, column: 21 }],
    },
  ],
});
