import { describe, expect, it } from 'vitest';
import { fastPathArgs } from '../../src/precommit/fast-path.js';

describe('fastPathArgs', () => {
  it.each([
    [['lint', '--staged'], '/w'],
    [['lint', '--staged', '--cwd', 'sub'], '/w/sub'],
    [['lint', '--cwd=/abs', '--staged'], '/abs'],
    [['lint', 'pkg', '--staged', '-f', 'github'], '/w/pkg'],
    [['lint', 'pkg', '--staged', '--rule', 'context-budget:off'], '/w/pkg'],
    [['lint', '--staged', '--format=stylish', '--max-warnings', '0', '--rule', 'context-budget:off'], '/w'],
    [['lint', '--staged', '--max-warnings=-1', '--rule=instructions-budget:error', '--rule', 'context-budget:info'], '/w'],
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
    // Values the CLI refuses (exit 2) must reach it, also when nothing relevant is staged.
    [['lint', '--staged', '--rule', 'bogus:error']],
    [['lint', '--staged', '--rule=context-budget:warn']],
    [['lint', '--staged', '--rule', 'context-budget']],
    [['lint', '--staged', '--rule', ':off']],
    [['lint', '--staged', '--max-warnings', 'abc']],
    [['lint', '--staged', '--max-warnings=1.5']],
    [['lint', '--staged', '--max-warnings', '-2']],
    // --rule and --env are lists for yargs: a bare word after one is another value, not the directory.
    [['lint', '--staged', '--rule', 'context-budget:off', '.']],
    [['lint', '--staged', '--rule=context-budget:off', 'pkg']],
    [['lint', '--staged', '--env', 'A=1', '.']],
  ] as const)('%j needs the full CLI', (argv) => {
    expect(fastPathArgs(argv, {}, '/w')).toBeNull();
  });

  it('applies --env over the base environment', () => {
    expect(fastPathArgs(['lint', '--staged', '--env', 'OPENCODE_CONTEXTPATHS=a.md,b/'], { HOME: '/h' }, '/w')?.env).toEqual({ HOME: '/h', OPENCODE_CONTEXTPATHS: 'a.md,b/' });
  });
});
