import rule from '../../../rules/opencode/agent-name-changes-id.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'name equal to the path ID', tree: { '.opencode/agent/review.md': '---\nname: review\n---\n' } },
    { name: 'no name', tree: { '.opencode/agent/team/review.md': '---\ndescription: r\n---\n' } },
  ],
  invalid: [
    {
      name: 'name: Renamed on team/reviewer (observed: agent "Renamed")',
      tree: { '.opencode/agent/team/reviewer.md': '---\nname: Renamed\ndescription: renamed one\n---\nBody of renamed.\n' },
      errors: [{ messageId: 'renamed', data: { name: 'Renamed', pathId: 'team/reviewer' }, line: 2, column: 7 }],
    },
  ],
});
