import { describe, expect, it } from 'vitest';
import { GitTreeSource, type GitEntry } from '../../src/source/git-tree.js';

/** A tree without git: blob ids are the contents' names; the loader counts its calls. */
function tree(files: Record<string, string | { link: string } | { submodule: true }>) {
  const blobs = new Map<string, Buffer>();
  const entries: GitEntry[] = Object.entries(files).map(([p, v], i) => {
    const oid = i.toString(16).padStart(40, '0');
    if (typeof v === 'string') {
      blobs.set(oid, Buffer.from(v));
      return { path: p, mode: '100644', oid };
    }
    if ('link' in v) {
      blobs.set(oid, Buffer.from(v.link));
      return { path: p, mode: '120000', oid };
    }
    return { path: p, mode: '160000', oid };
  });
  const calls: number[] = [];
  const src = new GitTreeSource('rev', 'test', '/r', entries, (oids) => {
    calls.push(oids.length);
    return new Map(oids.map((o) => [o, blobs.get(o) ?? null]));
  });
  return { src, calls };
}

describe('GitTreeSource blob batching', () => {
  it('reads nested files of the same name in one git call', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 50; i++) files[`pkg${i}/AGENTS.md`] = `# ${i}\n`;
    files['src/index.ts'] = 'x';
    const { src, calls } = tree(files);
    for (let i = 0; i < 50; i++) {
      const r = src.readFile(`/r/pkg${i}/AGENTS.md`);
      expect(r.ok && r.data.toString()).toBe(`# ${i}\n`);
    }
    expect(calls).toEqual([50]);
  });

  it('reads the files of a directory in one git call, and a symlink target with them', () => {
    const { src, calls } = tree({ 'docs/a.md': 'a', 'docs/b.md': 'b', 'docs/link.md': { link: '../x.md' }, 'x.md': 'x', 'other/c.md': 'c' });
    expect(src.readdir('/r/docs')!.map((e) => e.name)).toEqual(['a.md', 'b.md', 'link.md']);
    for (const n of ['a', 'b', 'link']) expect(src.readFile(`/r/docs/${n}.md`).ok).toBe(true);
    const viaLink = src.readFile('/r/docs/link.md');
    expect(viaLink.ok && viaLink.data.toString()).toBe('x');
    expect(calls.length).toBeLessThanOrEqual(2);
    expect(calls[0]).toBe(3);
  });

  it('never reads a submodule and finds nothing inside it', () => {
    const { src, calls } = tree({ 'vendor/lib': { submodule: true }, 'a.md': 'a' });
    expect(src.stat('/r/vendor/lib')).toEqual({ kind: 'dir', size: 0 });
    expect(src.readdir('/r/vendor/lib')).toBeNull();
    expect(src.readFile('/r/vendor/lib/x')).toEqual({ ok: false, code: 'ENOENT' });
    expect(calls).toEqual([]);
  });

  it('reports a blob git cannot produce as EIO', () => {
    const src = new GitTreeSource('index', 'test', '/r', [{ path: 'a.md', mode: '100644', oid: 'f'.repeat(40) }], () => new Map());
    expect(src.readFile('/r/a.md')).toEqual({ ok: false, code: 'EIO' });
  });
});
