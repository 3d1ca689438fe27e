import { describe, expect, it } from 'vitest';
import { fastPathArgs } from '../../src/precommit/fast-path.js';

describe('fastPathArgs', () => {
  it.each([
    [['lint', '--staged'], '/w'],
    [['lint', '--staged', '--cwd', 'sub'], '/w/sub'],
    [['lint', '--cwd=/abs', '--staged'], '/abs'],
    [['lint', 'pkg', '--staged', '-f', 'github'], '/w/pkg'],
    [['lint', '--staged', '--format=stylish', '--max-warnings', '0', '--rule', 'x:off'], '/w'],
  ] as const)('%j takes the fast path in %s', (argv, cwd) => {
    expect(fastPathArgs(argv, {}, '/w')?.cwd).toBe(cwd);
  });

  it.each([
    [['lint']],
    [['audit', '--staged']],
    [['lint', '--staged', '--format', 'json']],
    [['lint', '--staged', '-f=sarif']],
    [['lint', '--staged', '-o', 'out.txt']],
    [['lint', '--staged', '--with-global']],
    [['lint', '--staged', '--help']],
    [['lint', '--staged', 'a', 'b']],
    [['lint', '--staged', '--cwd']],
    [['lint', '--staged', '--env', 'NOEQUALS']],
    [['lint', '--staged=false']],
    // A staged change to the named config file must be linted (found by the session-21 breaker).
    [['lint', '--staged', '--config', 'cfg/strict.json']],
    [['lint', '--staged', '--config=cfg/strict.json']],
  ] as const)('%j needs the full CLI', (argv) => {
    expect(fastPathArgs(argv, {}, '/w')).toBeNull();
  });

  it('applies --env over the base environment', () => {
    expect(fastPathArgs(['lint', '--staged', '--env', 'OPENCODE_CONTEXTPATHS=a.md,b/'], { HOME: '/h' }, '/w')?.env).toEqual({ HOME: '/h', OPENCODE_CONTEXTPATHS: 'a.md,b/' });
  });
});
