import rule from '../../../rules/opencode/oac-registry-profile.js';
import { testRule } from '../../helpers/rule-tester.js';
import { entry, pos, registry } from './oac-trees.js';

const files = { '.opencode/agent/a.md': 'x', '.opencode/context/core/x.md': 'x' };
const sections = { agents: [entry('a', 'agent', '.opencode/agent/a.md')], contexts: [entry('x', 'context', '.opencode/context/core/x.md', { aliases: ['core-x'] })] };
const good = registry(sections, { essential: ['agent:a', 'context:core-x', 'context:core/*'] });
const bad = registry(sections, { essential: ['agent:a', 'agent:b'], full: ['context:y', 'plugin'] });

testRule(rule, {
  valid: [{ name: 'ids, aliases and wildcards that resolve', tree: { 'registry.json': good, ...files } }],
  invalid: [
    {
      name: 'unknown components in two profiles',
      tree: { 'registry.json': bad, ...files },
      errors: [
        { messageId: 'notFound', data: { dep: 'agent:b' }, ...pos(bad, '"agent:b"') },
        { messageId: 'notFound', data: { dep: 'context:y' }, ...pos(bad, '"context:y"') },
        { messageId: 'format', data: { dep: 'plugin' }, ...pos(bad, '"plugin"') },
      ],
    },
  ],
});
