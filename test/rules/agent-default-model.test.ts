import rule from '../../rules/agent-default-model.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'every entry sets a model', tree: { '.opencode.json': '{"agents": {"rev": {"model": "m1"}, "coder": {"model": "m2"}}}' } },
    { name: 'no agents section', tree: { '.opencode.json': '{"contextPaths": ["AGENTS.md"]}' } },
  ],
  invalid: [
    {
      name: 'one context-only entry',
      tree: { '.opencode.json': '{ "agents": { "reviewer": { "context": { "paths": ["REVIEW.md"] } } } }' },
      errors: [{ messageId: 'noModel', data: { ids: 'reviewer' }, file: '.opencode.json', line: 1, column: 15 }],
    },
    {
      name: 'several entries, listed in byte order, reported at the first',
      tree: { '.opencode.json': '{\n  "agents": {\n    "zeta": {"hidden": true},\n    "alpha": {"mode": "agent"},\n    "mid": {"model": "m"}\n  }\n}' },
      errors: [{ messageId: 'noModel', data: { ids: 'alpha, zeta' }, line: 4, column: 5 }],
    },
  ],
});
