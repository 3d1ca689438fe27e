import rule from '../../../rules/opencode/oac-session-activity.js';
import { testRule } from '../../helpers/rule-tester.js';
import { manifest, pos, sessionTree } from './oac-trees.js';

const bad = manifest({ last_activity: '2025-01-18T13:00:00Z' });

testRule(rule, {
  valid: [
    { name: 'activity after creation', tree: sessionTree(manifest()) },
    { name: 'the same instant, written with an offset', tree: sessionTree(manifest({ last_activity: '2025-01-18T15:30:22+01:00' })) },
  ],
  invalid: [{ name: 'activity before creation', tree: sessionTree(bad), errors: [{ messageId: 'before', data: { last: '2025-01-18T13:00:00Z' }, ...pos(bad, '"2025-01-18T13:00:00Z"') }] }],
});
