/**
 * The test helper TempRepo: it writes its local git settings and reads HEAD without running git,
 * so check both against what git itself says.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo } from './git-repo.js';

describe('TempRepo', () => {
  let repo: TempRepo | null = null;
  afterEach(() => {
    repo?.dispose();
    repo = null;
  });

  it('has the local identity and signing setting git config would have written', () => {
    const r = (repo = new TempRepo());
    expect(r.git('config', '--local', 'user.name').trim()).toBe('ctxlens test');
    expect(r.git('config', '--local', 'user.email').trim()).toBe('test@example.invalid');
    expect(r.git('config', '--local', '--type=bool', 'commit.gpgsign').trim()).toBe('false');
    expect(r.git('symbolic-ref', 'HEAD').trim()).toBe('refs/heads/main');
  });

  it('returns the commit id git rev-parse gives, on a branch, after packing refs and detached', () => {
    const r = (repo = new TempRepo());
    const first = r.write('a.txt', '1').commit('one');
    expect(first).toMatch(/^[0-9a-f]{40}$/);
    expect(first).toBe(r.git('rev-parse', 'HEAD').trim());
    expect(r.git('log', '-1', '--format=%an <%ae>').trim()).toBe('ctxlens test <test@example.invalid>');
    const second = r.write('a.txt', '2').commit('two');
    expect(second).not.toBe(first);
    expect(second).toBe(r.git('rev-parse', 'HEAD').trim());
    r.git('pack-refs', '--all');
    expect(r.head()).toBe(second);
    r.git('checkout', '-q', '--detach', first);
    expect(r.head()).toBe(first);
  });
});
