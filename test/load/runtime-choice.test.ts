/** cli-contract.md "Choosing the runtime": flag, pin, then the files of the repository. */
import { describe, expect, it } from 'vitest';
import { chooseRuntime, worktreeOf } from '../../src/load/runtime-choice.js';
import { MemorySource, type MemoryNode } from '../../src/source/memory.js';
import type { RuntimeId } from '../../src/model/runtime.js';

const pick = (tree: Record<string, MemoryNode>, W = '/r', flag?: RuntimeId, pin: RuntimeId | null = null) =>
  chooseRuntime(new MemorySource('/', tree), W, flag, pin === null ? null : { id: pin, file: 'ctxlens.config.json' });

describe('chooseRuntime', () => {
  it.each<[string, Record<string, MemoryNode>, string, RuntimeId]>([
    ['only AGENTS.md: mainstream', { 'r/.git': { dir: true }, 'r/AGENTS.md': 'x' }, '/r', 'opencode'],
    ['only CLAUDE.md: mainstream', { 'r/CLAUDE.md': 'x' }, '/r', 'opencode'],
    ['.opencode.json in W: fork', { 'r/.opencode.json': '{}', 'r/AGENTS.md': 'x' }, '/r', 'fork'],
    ['.opencode.json beats opencode.json', { 'r/.opencode.json': '{}', 'r/opencode.json': '{}' }, '/r', 'fork'],
    ['opencode.json in W', { 'r/opencode.json': '{}' }, '/r', 'opencode'],
    ['.opencode/opencode.jsonc in an ancestor inside the worktree', { 'r/.git': { dir: true }, 'r/.opencode/opencode.jsonc': '{}', 'r/a/.agents/types/x.md': 'x' }, '/r/a', 'opencode'],
    ['opencode.json above the worktree does not count', { 'opencode.json': '{}', 'r/.git': { dir: true }, 'r/.opencode/flows/f.yaml': 'x' }, '/r', 'fork'],
    ['.agents/types/: fork', { 'r/.agents/types/a.md': 'x' }, '/r', 'fork'],
    ['.opencode/flows/: fork', { 'r/.opencode/flows/f.yaml': 'x' }, '/r', 'fork'],
    ['.agents/flows/: fork', { 'r/.agents/flows/f.yaml': 'x' }, '/r', 'fork'],
    ['.opencode/agents/ alone: mainstream', { 'r/.opencode/agents/a.md': 'x' }, '/r', 'opencode'],
    ['nothing at all: mainstream', { 'r/x': 'x' }, '/r', 'opencode'],
  ])('%s', (_n, tree, W, expected) => {
    const c = pick(tree, W);
    expect([c.id, c.by]).toEqual([expected, 'auto']);
    expect(c.reason).toContain(expected === 'fork' ? 'OpenCode Go fork' : 'opencode 1.18');
  });

  it('--runtime wins over the pin, the pin over the files', () => {
    const tree = { 'r/.opencode.json': '{}' };
    expect(pick(tree, '/r', 'opencode', 'fork')).toMatchObject({ id: 'opencode', by: 'flag' });
    expect(pick(tree, '/r', undefined, 'opencode')).toMatchObject({ id: 'opencode', by: 'config' });
    expect(pick(tree, '/r', undefined, 'opencode').reason).toBe('opencode 1.18, pinned by "runtime": "opencode" in ctxlens.config.json');
  });

  it('names the file that decided, never the spec variable W', () => {
    expect(pick({ 'r/.opencode.json': '{}' }).reason).toBe(
      'OpenCode Go fork (obukhovaa/opencode), because of .opencode.json (pin it with --runtime or "runtime" in ctxlens.config.json)');
    expect(pick({ 'r/.agents/flows/f.yaml': 'x' }).reason).toContain('because of .agents/flows/, which only the fork reads');
  });

  it('names the mainstream configs beside a fork .opencode.json', () => {
    expect(pick({ 'r/.opencode.json': '{}', 'r/opencode.json': '{}' }).otherConfigs).toEqual(['/r/opencode.json']);
  });

  it('finds the worktree at a .git directory or file; / without one', () => {
    expect(worktreeOf(new MemorySource('/', { 'r/.git': 'gitdir: x', 'r/a/b': { dir: true } }), '/r/a/b')).toBe('/r');
    expect(worktreeOf(new MemorySource('/', { 'r/a/.git': { dir: true }, 'r/.git': { dir: true } }), '/r/a')).toBe('/r/a');
    expect(worktreeOf(new MemorySource('/', { 'r/a': { dir: true } }), '/r/a')).toBe('/');
  });
});
