import rule from '../../../rules/opencode/oac-session-agent.js';
import { testRule } from '../../helpers/rule-tester.js';
import { manifest, pos, sessionTree } from './oac-trees.js';

const files = (a: string, b: string) => ({
  'features/user-auth-context.md': { created: '2025-01-18T14:30:22Z', for: a, keywords: ['user-auth'] },
  'tasks/user-auth-tasks.md': { created: '2025-01-18T14:32:15Z', for: b, keywords: ['user-auth'] },
});
const bad = manifest({ context_files: files('@task-manager', '@CodeReviewer') });

testRule(rule, {
  valid: [
    { name: '@ and the agent ID (its name)', tree: sessionTree(manifest()) },
    { name: 'without @, and a built-in agent', tree: sessionTree(manifest({ context_files: files('TaskManager', '@general') })) },
  ],
  invalid: [
    {
      name: 'the registry id of an agent whose name changed its ID, and an agent that does not exist',
      tree: sessionTree(bad),
      errors: [
        { messageId: 'notId', data: { id: 'task-manager', agentId: 'TaskManager', how: 'its frontmatter id' }, ...pos(bad, '"@task-manager"') },
        { messageId: 'unknown', data: { value: '@CodeReviewer', id: 'CodeReviewer' }, ...pos(bad, '"@CodeReviewer"') },
      ],
    },
  ],
});
