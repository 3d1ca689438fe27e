import { describe, expect, it } from 'vitest';
import { inByteOrder, listDir, sortListing } from '../../src/source/list.js';
import { MemorySource } from '../../src/source/memory.js';

const bytes = (names: readonly string[]) => [...names].sort((a, b) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));

describe('inByteOrder', () => {
  it('accepts names in UTF-8 byte order, prefixes first', () => {
    expect(inByteOrder([])).toBe(true);
    expect(inByteOrder(['A', 'B.md', 'a', 'a-b', 'a.b', 'ab', '~'])).toBe(true);
    expect(inByteOrder(['a', 'ab', 'abc'])).toBe(true);
  });

  it('refuses a pair out of order, also a longer name before its prefix', () => {
    expect(inByteOrder(['b', 'a'])).toBe(false);
    expect(inByteOrder(['ab', 'a'])).toBe(false);
    expect(inByteOrder(['a', 'c', 'b'])).toBe(false);
  });

  it('decides by bytes where UTF-16 order differs (astral against U+E000 and above)', () => {
    // UTF-16 puts the surrogate pair (U+1F600) before U+FF21; UTF-8 bytes put it after.
    expect(inByteOrder(['\uFF21', '\u{1F600}'])).toBe(true);
    expect(inByteOrder(['\u{1F600}', '\uFF21'])).toBe(false);
    expect(inByteOrder(['\uE000x', '\uE000y'])).toBe(true);
  });
});

describe('sortListing', () => {
  it('sorts both arrays together by the UTF-8 bytes of the names', () => {
    const names = ['\u{1F600}.md', 'b', '\uFF21.md', 'a'];
    const l = sortListing({ names: [...names], kinds: ['file', 'dir', 'symlink', 'file'] });
    expect(l.names).toEqual(bytes(names));
    expect(l.names).toEqual(['a', 'b', '\uFF21.md', '\u{1F600}.md']);
    expect(l.kinds).toEqual(['file', 'dir', 'symlink', 'file']);
  });
});

describe('listDir', () => {
  it('falls back to readdir for a source without list', () => {
    const src = new MemorySource('/w', { 'b/x': 'x', 'a.md': 'y' });
    expect(src.list).toBeUndefined();
    expect(listDir(src, '/w')).toEqual({ names: ['a.md', 'b'], kinds: ['file', 'dir'] });
    expect(listDir(src, '/w/missing')).toBeNull();
  });
});
