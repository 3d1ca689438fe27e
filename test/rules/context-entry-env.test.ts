import rule from '../../rules/context-entry-env.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const cfg = opencodeJson(['AGENTS.md'], { coder: { mode: 'append', paths: ['docs/${env.TEAM}.md', 'teams/${env.TEAM}/'] } });

testRule(rule, {
  valid: [
    { name: 'no env tokens', tree: { '.opencode.json': opencodeJson(['AGENTS.md'], { coder: { paths: ['AGENTS.${agent}.md'] } }) } },
    { name: 'an unset variable is context-token-unknown', tree: { '.opencode.json': cfg } },
  ],
  invalid: [
    {
      name: 'env-dependent entries: one file, and a missing directory',
      tree: { '.opencode.json': cfg, 'docs/pay.md': 'x' },
      env: { TEAM: 'pay' },
      errors: [
        { messageId: 'dependsOnEnv', data: { vars: 'TEAM="pay"', path: 'docs/pay.md', outcome: ' (1 file)' }, ...at(cfg, '"docs/${env.TEAM}.md"') },
        { messageId: 'dependsOnEnv', data: { path: 'teams/pay/', outcome: ', which contributes nothing (missing)' }, ...at(cfg, '"teams/${env.TEAM}/"') },
      ],
    },
  ],
});
