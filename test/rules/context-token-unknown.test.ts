import { describe, expect, it } from 'vitest';
import rule, { suggestToken } from '../../rules/context-token-unknown.js';
import { testRule } from '../helpers/rule-tester.js';
import { at, opencodeJson } from './context-test-kit.js';

const bad = opencodeJson(['AGENTS.md'], { coder: { mode: 'append', paths: ['AGENTS.${agentId}.md', 'docs/${env.TEAM}.md', '${}.md', 'x/${env.}.md', 'AGENTS.${agent.md', 'AGENTS.${flow.id}.md'] } });

testRule(rule, {
  valid: [
    { name: 'the four tokens, env set', tree: { '.opencode.json': opencodeJson(['AGENTS.md'], { coder: { mode: 'append', paths: ['AGENTS.${agent}.md', 'docs/${env.TEAM}.md'] } }) }, env: { TEAM: 'pay' } },
    { name: 'tokens in the global layer are not this rule', tree: { '.opencode.json': opencodeJson(['AGENTS.${nope}.md']) } },
  ],
  invalid: [
    {
      name: 'unknown, unset env, empty name, leftover',
      tree: { '.opencode.json': bad },
      errors: [
        { messageId: 'unknown', data: { token: '${agentId}', suggestion: ' Did you mean ${agent}?' }, file: '.opencode.json', ...at(bad, '"AGENTS.${agentId}.md"') },
        { messageId: 'emptyEnv', data: { name: 'TEAM' }, ...at(bad, '"docs/${env.TEAM}.md"') },
        { messageId: 'unknown', data: { token: '${}', suggestion: '' }, ...at(bad, '"${}.md"') },
        { messageId: 'envNoName', ...at(bad, '"x/${env.}.md"') },
        { messageId: 'leftover', data: { expanded: '${agent.md' }, ...at(bad, '"AGENTS.${agent.md"') },
      ],
    },
  ],
});

describe('suggestToken', () => {
  it.each([
    ['Agent', '${agent}'],
    ['flow.ID', '${flow.id}'],
    ['flow_step', '${flow.step}'],
    ['ENV.HOME', '${env.HOME}'],
    ['HOME', '${env.HOME}'],
    ['zzz', null],
  ])('%s → %s', (name, want) => {
    expect(suggestToken(name)).toBe(want);
  });
});
