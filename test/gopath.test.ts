import { describe, expect, it } from 'vitest';
import { base, clean, compareBytes, dir, ext, join, rel, sortByNameBytes, trimSpace } from '../src/go/path.js';

describe('Go path semantics (docs/runtimes/fork.md §1.2)', () => {
  it('cleans like filepath.Clean', () => {
    expect(clean('')).toBe('.');
    expect(clean('/w/./a//b/../c/')).toBe('/w/a/c');
    expect(clean('../../x')).toBe('../../x');
    expect(clean('/../x')).toBe('/x');
    expect(clean('a/..')).toBe('.');
  });
  it('joins without starting a new root', () => {
    expect(join('/w', '/etc/x')).toBe('/w/etc/x');
    expect(join('/w', '..')).toBe('/');
    expect(join('/w', '')).toBe('/w');
  });
  it('dir, base and ext', () => {
    expect(dir('/w/a/b.md')).toBe('/w/a');
    expect(base('/w/a/')).toBe('a');
    expect(ext('a.b.yaml')).toBe('.yaml');
    expect(ext('x/.hidden')).toBe('.hidden');
  });
  it('rel like filepath.Rel', () => {
    expect(rel('/w', '/w/a/b')).toBe('a/b');
    expect(rel('/w', '/x')).toBe('../x');
    expect(rel('/w', '/w')).toBe('.');
  });
  it('sorts by UTF-8 bytes, not UTF-16 units', () => {
    // U+FF21 (3 bytes EF BC A1) sorts before U+1F600 (4 bytes F0 …) in UTF-8, after it in UTF-16.
    expect(compareBytes('\uFF21', '\u{1F600}')).toBeLessThan(0);
    expect('\uFF21' < '\u{1F600}').toBe(false);
    expect(compareBytes('AGENTS.md', 'A.md')).toBeGreaterThan(0);
  });
  it('trims like strings.TrimSpace', () => {
    expect(trimSpace('\u0085 x \u00a0')).toBe('x');
    expect(trimSpace('\ufeffx')).toBe('\ufeffx');
  });
});

describe('clean and rel fast paths', () => {
  /** Go `filepath.Clean` element by element (the reference the fast path must match). */
  function cleanRef(p: string): string {
    if (p === '') return '.';
    const rooted = p.startsWith('/');
    const out: string[] = [];
    for (const part of p.split('/')) {
      if (part === '' || part === '.') continue;
      if (part === '..') {
        if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
        else if (!rooted) out.push('..');
        continue;
      }
      out.push(part);
    }
    const j = out.join('/');
    return rooted ? '/' + j : j === '' ? '.' : j;
  }
  /** Go `filepath.Rel` element by element. */
  function relRef(basepath: string, targpath: string): string | null {
    const b = cleanRef(basepath);
    const t = cleanRef(targpath);
    if (b === t) return '.';
    if (b.startsWith('/') !== t.startsWith('/')) return null;
    const bs = b === '.' || b === '/' ? [] : b.replace(/^\//, '').split('/');
    const ts = t === '.' || t === '/' ? [] : t.replace(/^\//, '').split('/');
    let i = 0;
    while (i < bs.length && i < ts.length && bs[i] === ts[i]) i++;
    if (bs.slice(i).includes('..')) return null;
    return [...bs.slice(i).map(() => '..'), ...ts.slice(i)].join('/') || '.';
  }

  it('agree with the element-by-element definitions on generated paths', () => {
    const atoms = ['', '/', '.', '..', 'a', 'b', '...', '.a', 'a.', '//', 'ab', ' ', '\r', '\n', '\u2028', 'é'];
    let seed = 1;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const gen = (): string => {
      let s = '';
      const k = Math.floor(next() * 7);
      for (let i = 0; i < k; i++) s += atoms[Math.floor(next() * atoms.length)];
      return s;
    };
    for (let i = 0; i < 50000; i++) {
      const a = gen();
      const b = gen();
      expect(clean(a), JSON.stringify(a)).toBe(cleanRef(a));
      expect(rel(a, b), JSON.stringify([a, b])).toBe(relRef(a, b));
    }
    expect(rel('/', '/a/b')).toBe('a/b');
    expect(rel('/w', '/w/x/y.md')).toBe('x/y.md');
    expect(rel('/w', '/wx/y.md')).toBe('../wx/y.md');
  });
});

describe('sortByNameBytes', () => {
  it('sorts distinct names in UTF-8 byte order, with and without code units from U+D800 up', () => {
    const bytes = (names: string[]) => [...names].sort((a, b) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
    const plain = ['b', 'B', 'a-b', 'a.b', 'é', 'z', '\u00ff', '0'];
    expect(sortByNameBytes(plain.map((name) => ({ name }))).map((e) => e.name)).toEqual(bytes(plain));
    const wide = [...plain, '\u{1F600}', '\uE000', '\uFF21'];
    const got = sortByNameBytes(wide.map((name) => ({ name }))).map((e) => e.name);
    expect(got).toEqual(bytes(wide));
    expect(got.indexOf('\u{1F600}')).toBeGreaterThan(got.indexOf('\uFF21'));
  });
});
