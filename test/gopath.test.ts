import { describe, expect, it } from 'vitest';
import { base, clean, compareBytes, dir, ext, join, rel, trimSpace } from '../src/go/path.js';

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
