import rule from '../../../rules/opencode/oac-navigation-link.js';
import { testRule } from '../../helpers/rule-tester.js';
import { contextTree, pos } from './oac-trees.js';

const nav = [
  '# Development',
  '',
  '| Task | Path |',
  '|------|------|',
  '| **Clean code** | `principles/clean-code.md` |',
  '| **Core** | `core/standards/code-quality.md` |',
  '| **Agent** | `.opencode/agent/a.md` |',
  '| **REST** | `backend/rest.md` [future] |',
  '',
  'See [the principles](principles/) and [code](../core/standards/code.md#rules).',
  '',
  '```',
  'development/',
  '└── missing-in-a-diagram.md',
  '```',
  '',
  '## Planned (future)',
  '',
  '- `frontend/react.md`',
  '',
  '## Loading',
  '',
  'Load `principles/clean-code.md`, never `{topic}.md` or `*.md`.',
  '',
].join('\n');
const files = {
  '.opencode/context/development/principles/clean-code.md': 'x',
  '.opencode/context/core/standards/code.md': { symlink: 'code-quality.md' },
  '.opencode/agent/a.md': 'x',
};
const stale = '# UI\n\n- `web/` - Web\n- `content/` - Content\n\n| File |\n|---|\n| `../../ui/web/animation.md` |\n';

testRule(rule, {
  valid: [
    {
      name: 'folder-relative, root-relative, .opencode/, symlinked and planned references',
      tree: contextTree({ '.opencode/context/development/navigation.md': nav, ...files }),
    },
  ],
  invalid: [
    {
      name: 'a stale folder and a path that climbs out of the tree',
      tree: contextTree({ '.opencode/context/ui/navigation.md': stale, '.opencode/context/ui/web/animation.md': 'x' }),
      errors: [
        { messageId: 'missing', data: { ref: 'content/', candidates: '.opencode/context/ui/content, .opencode/context/content' }, file: '.opencode/context/ui/navigation.md', ...pos(stale, '`content/`') },
        { messageId: 'missing', data: { ref: '../../ui/web/animation.md', candidates: '.opencode/ui/web/animation.md' }, ...pos(stale, '`../../ui') },
      ],
    },
  ],
});
