import { describe, expect, it } from 'vitest';
import { expandTokens, type TokenVars } from '../../src/runtimes/fork/sim/tokens.js';
import { checkContainment } from '../../src/runtimes/fork/sim/containment.js';
import { MemorySource } from '../../src/source/memory.js';

const vars: TokenVars = { agent: 'coder', flowId: 'review', flowStep: 'plan', env: { CONTEXTFILE_TEST_VAR: 'fromenv', EMPTY: '', NESTED: '${agent}' } };

describe('expandTokens (docs/runtimes/fork.md §5.4, §9.1 item 13)', () => {
  const table: [string, string | { skip: string; token: string }][] = [
    ['AGENTS.${agent}.md', 'AGENTS.coder.md'],
    ['${flow.id}/${flow.step}.md', 'review/plan.md'],
    ['docs/${env.CONTEXTFILE_TEST_VAR}.md', 'docs/fromenv.md'],
    ['AGENTS.md', 'AGENTS.md'],
    ['AGENTS.${unknown}.md', { skip: 'unknown-token', token: 'unknown' }],
    ['${}.md', { skip: 'unknown-token', token: '' }],
    ['AGENTS.${Agent}.md', { skip: 'unknown-token', token: 'Agent' }],
    ['notes/${env.UNSET_VAR_XYZ}.md', { skip: 'empty-token', token: 'env.UNSET_VAR_XYZ' }],
    ['notes/${env.EMPTY}.md', { skip: 'empty-token', token: 'env.EMPTY' }],
    ['${env.}.md', { skip: 'empty-token', token: 'env.' }],
    ['AGENTS.${agent.md', { skip: 'leftover-token', token: '${agent.md' }],
    // single pass: an env value that itself holds a token is not expanded again
    ['x/${env.NESTED}.md', { skip: 'leftover-token', token: '${agent}.md' }],
    // an unknown token wins over an empty one, whatever the order
    ['${env.EMPTY}${nope}', { skip: 'unknown-token', token: 'nope' }],
  ];
  for (const [entry, want] of table) {
    it(`${entry}`, () => {
      const r = expandTokens(entry, vars);
      if (typeof want === 'string') {
        expect(r).toMatchObject({ ok: true, value: want });
      } else {
        expect(r).toMatchObject({ ok: false, reason: want.skip, token: want.token });
      }
    });
  }
  it('skips ${flow.id} outside a flow (empty flow ID)', () => {
    expect(expandTokens('AGENTS.${flow.id}.md', { ...vars, flowId: '' })).toMatchObject({ ok: false, reason: 'empty-token', token: 'flow.id' });
  });
  it('records every token use with its value', () => {
    const r = expandTokens('${agent}/${env.CONTEXTFILE_TEST_VAR}', vars);
    expect(r.uses).toEqual([
      { name: 'agent', known: true, value: 'coder', envVar: null },
      { name: 'env.CONTEXTFILE_TEST_VAR', known: true, value: 'fromenv', envVar: 'CONTEXTFILE_TEST_VAR' },
    ]);
  });
});

describe('checkContainment (docs/runtimes/fork.md §5.5, §9.1 item 14)', () => {
  const src = new MemorySource('/w', {
    'safe.md': 'x',
    'evil.md': { symlink: '../outside.txt' },
    'inner.md': { symlink: 'safe.md' },
    'docs/abs.md': 'y',
    '../outside.txt': 'secret',
  });
  const table: [string, boolean, string | null][] = [
    ['safe.md', true, null],
    ['inner.md', true, null],
    ['missing.md', true, null],
    ['/docs/abs.md', true, null],
    ['.', false, 'cleans-to-w'],
    ['', false, 'cleans-to-w'],
    ['./', false, 'cleans-to-w'],
    ['a/..', false, 'cleans-to-w'],
    ['..', false, 'outside'],
    ['../../../etc/passwd', false, 'outside'],
    ['../w2/x', false, 'outside'],
    ['evil.md', false, 'symlink'],
  ];
  for (const [entry, ok, why] of table) {
    it(`${JSON.stringify(entry)} → ${ok ? 'accepted' : why}`, () => {
      const c = checkContainment(src, '/w', entry);
      expect([c.ok, c.why]).toEqual([ok, why]);
    });
  }
  it('re-roots an absolute entry', () => {
    expect(checkContainment(src, '/w', '/docs/abs.md')).toMatchObject({ ok: true, joined: '/w/docs/abs.md', reRooted: true });
  });
  it('compares symlink-resolved paths when W itself is a symlink', () => {
    const s = new MemorySource('/', { 'real/a.md': 'x', 'link': { symlink: 'real' } });
    expect(checkContainment(s, '/link', 'a.md')).toMatchObject({ ok: true, compared: '/real/a.md', comparedW: '/real' });
  });
  it('rejects everything when W is /', () => {
    const s = new MemorySource('/', { 'a.md': 'x' });
    expect(checkContainment(s, '/', 'a.md')).toMatchObject({ ok: false, why: 'w-is-root' });
  });
});
