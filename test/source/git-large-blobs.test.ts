/**
 * Blobs too large to read whole (`catFileBatch` with small caps here; 256 MiB in a run): git's
 * output past the batch bound is never taken whole (it made `lint --staged` of a 1 GiB context file
 * exit 2 with ENOBUFS, and a 300 MiB one peak at 650 MB while it needed only the size); their
 * size is known, and their first bytes when a read asks for them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { catFileBatch, type LargeBlob } from '../../src/source/git-exec.js';
import { openIndexSource, openRevisionSource } from '../../src/source/git.js';
import { GitTreeSource, type GitEntry } from '../../src/source/git-tree.js';
import { TempRepo } from './git-repo.js';

describe('catFileBatch with caps', () => {
  const r = new TempRepo('ctxlens-large-blobs-');
  afterAll(() => r.dispose());
  r.write('small.md', 'small\n').write('mid.md', 'm'.repeat(300)).write('big.md', 'b'.repeat(5000) + 'END');
  r.commit('base');
  const oid = (p: string) => r.git('rev-parse', `HEAD:${p}`).trim();
  const [small, mid, big] = [oid('small.md'), oid('mid.md'), oid('big.md')];
  const missing = 'f'.repeat(40);

  it('reads every blob in one call when the output fits', () => {
    const m = catFileBatch(r.root, [small, mid, big, missing]);
    expect(m.get(small)).toEqual(Buffer.from('small\n'));
    expect((m.get(big) as Buffer).length).toBe(5003);
    expect(m.get(missing)).toBeNull();
  });

  it('past the output bound: sizes first, blobs up to maxBlob read, larger ones only sized, their heads on demand', () => {
    const m = catFileBatch(r.root, [small, mid, big, missing], 1000, 400);
    expect(m.get(small)).toEqual(Buffer.from('small\n'));
    expect(m.get(mid)).toEqual(Buffer.from('m'.repeat(300)));
    expect(m.get(missing)).toBeNull();
    const large = m.get(big) as LargeBlob;
    expect(Buffer.isBuffer(large)).toBe(false);
    expect(large.size).toBe(5003);
    expect(large.head(4)).toEqual(Buffer.from('bbbb'));
    expect(large.head(0)).toEqual(Buffer.alloc(0));
    expect(large.head(10_000)?.subarray(-3).toString()).toBe('END');
  });

  it('a tree over large blobs: stat gives the size, a bounded read the head, an unbounded read EFBIG', () => {
    const entries: GitEntry[] = [
      { path: 'small.md', mode: '100644', oid: small },
      { path: 'big.md', mode: '100644', oid: big },
    ];
    const src = new GitTreeSource('rev', 't', r.root, entries, (oids) => catFileBatch(r.root, oids, 1000, 400));
    expect(src.stat(r.abs('big.md'))).toEqual({ kind: 'file', size: 5003 });
    expect(src.readFile(r.abs('big.md'), 6)).toEqual({ ok: true, data: Buffer.from('bbbbbb'), size: 5003 });
    expect(src.readFile(r.abs('big.md'), 2)).toEqual({ ok: true, data: Buffer.from('bb'), size: 5003 });
    expect(src.readFile(r.abs('big.md'))).toEqual({ ok: false, code: 'EFBIG' });
    expect(src.readFile(r.abs('small.md'))).toEqual({ ok: true, data: Buffer.from('small\n'), size: 6 });
  });

  it('the index and revision sources still read an ordinary blob whole', () => {
    for (const src of [openIndexSource(r.root), openRevisionSource(r.root, 'HEAD')]) {
      const got = src.readFile(r.abs('big.md'));
      expect(got.ok && got.data.length).toBe(5003);
      expect(src.stat(r.abs('big.md'))?.size).toBe(5003);
    }
  });
});
