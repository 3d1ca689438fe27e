/**
 * `EditedSource` (`lint --fix-dry-run`): the tree as `--fix` would leave it, in memory — edited
 * files read as their new content, a moved file is gone from its old path and present at its new one.
 */
import { describe, expect, it } from 'vitest';
import { EditedSource } from '../../src/source/edits.js';
import { MemorySource } from '../../src/source/memory.js';

describe('EditedSource', () => {
  const base = new MemorySource('/r', { 'a.json': '{,}', '.opencode/agent/x.md': 'X', '.opencode/agent/y.md': 'Y', 'AGENTS.md': '# A' });
  const src = new EditedSource(base, { files: new Map([['/r/a.json', Buffer.from('{}\n')], ['/r/.opencode/agents/x.md', Buffer.from('X2')]]), moves: new Map([['/r/.opencode/agent/x.md', '/r/.opencode/agents/x.md']]) });

  it('reads an edited file as its new content, with its size', () => {
    const r = src.readFile('/r/a.json');
    expect(r.ok && r.data.toString()).toBe('{}\n');
    expect(src.stat('/r/a.json')).toEqual({ kind: 'file', size: 3 });
    const cut = src.readFile('/r/a.json', 1);
    expect(cut.ok && [cut.data.toString(), cut.size]).toEqual(['{', 3]);
    const same = src.readFile('/r/AGENTS.md');
    expect(same.ok && same.data.toString()).toBe('# A');
  });

  it('moves a file: gone from the old directory, listed (with a new directory) at the new one', () => {
    expect(src.readFile('/r/.opencode/agent/x.md')).toEqual({ ok: false, code: 'ENOENT' });
    expect(src.lstat('/r/.opencode/agent/x.md')).toBeNull();
    expect(src.readdir('/r/.opencode/agent')!.map((e) => e.name)).toEqual(['y.md']);
    expect(src.readdir('/r/.opencode')).toEqual([
      { name: 'agent', kind: 'dir' },
      { name: 'agents', kind: 'dir' },
    ]);
    expect(src.stat('/r/.opencode/agents')).toEqual({ kind: 'dir', size: 0 });
    expect(src.readdir('/r/.opencode/agents')).toEqual([{ name: 'x.md', kind: 'file' }]);
    const r = src.readFile('/r/.opencode/agents/x.md');
    expect(r.ok && r.data.toString()).toBe('X2');
    expect(src.realpath('/r/.opencode/agents/x.md')).toBe('/r/.opencode/agents/x.md');
  });
});
