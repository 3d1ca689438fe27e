import rule from '../../rules/agent-model-overridden.js';
import { testRule } from '../helpers/rule-tester.js';

const A = '.opencode/agents';

testRule(rule, {
  valid: [
    { name: 'a markdown model without a JSON entry', tree: { [`${A}/rev.md`]: '---\nmodel: m1\n---\n' } },
    { name: 'a JSON entry with its own model', tree: { [`${A}/rev.md`]: '---\nmodel: m1\n---\n', '.opencode.json': '{"agents": {"rev": {"model": "m2"}}}' } },
    { name: 'a JSON entry for an agent without a markdown model', tree: { [`${A}/rev.md`]: '---\nmode: agent\n---\n', '.opencode.json': '{"agents": {"rev": {"hidden": true}}}' } },
  ],
  invalid: [
    {
      name: 'model in a builtin markdown file',
      tree: { [`${A}/coder.md`]: '---\nmode: agent\nmodel: m1\n---\n' },
      errors: [{ messageId: 'builtinModel', data: { model: 'm1', id: 'coder' }, file: `${A}/coder.md`, line: 3, column: 8, endColumn: 10 }],
    },
    {
      name: 'a context-only JSON entry overrides the markdown model',
      tree: { [`${A}/rev.md`]: '---\nmodel: m1\n---\n', '.opencode.json': '{"agents": {"rev": {"context": {"paths": ["R.md"]}}}}' },
      errors: [{ messageId: 'defaultedModel', data: { key: 'rev', model: 'm1', file: `${A}/rev.md` }, file: '.opencode.json', line: 1, column: 13 }],
    },
  ],
});
