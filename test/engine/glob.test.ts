import { describe, expect, it } from 'vitest';
import { GlobList, globToRegExp } from '../../src/engine/glob.js';

describe('globToRegExp', () => {
  it.each<[string, string, boolean]>([
    ['AGENTS.md', 'AGENTS.md', true],
    ['AGENTS.md', 'docs/AGENTS.md', false],
    ['**/AGENTS.md', 'AGENTS.md', true],
    ['**/AGENTS.md', 'a/b/AGENTS.md', true],
    ['docs/**', 'docs/a.md', true],
    ['docs/**', 'docs/x/y/a.md', true],
    ['docs/**', 'docs', true],
    ['docs/**', 'documents/a.md', false],
    ['docs/', 'docs/x/a.md', true],
    ['./docs/*.md', 'docs/a.md', true],
    ['*.md', 'a.md', true],
    ['*.md', 'a/b.md', false],
    ['*.md', '.hidden.md', true],
    ['a/**/b.md', 'a/b.md', true],
    ['a/**/b.md', 'a/x/y/b.md', true],
    ['a/**/b.md', 'ab.md', false],
    ['?.md', 'a.md', true],
    ['?.md', 'ab.md', false],
    ['[ab].md', 'b.md', true],
    ['[!ab].md', 'b.md', false],
    ['[!ab].md', 'c.md', true],
    ['*.{md,json}', 'x.json', true],
    ['*.{md,json}', 'x.yaml', false],
    ['a.b', 'axb', false],
    ['\\(x\\)+.md', '(x)+.md', true],
    ['\\*.md', '*.md', true],
    ['\\*.md', 'a.md', false],
    ['.opencode/**/*.md', '.opencode/agents/x.md', true],
  ])('%s against %s → %s', (pattern, file, expected) => {
    expect(globToRegExp(pattern).test(file)).toBe(expected);
  });
});

describe('GlobList', () => {
  it('returns the first matching pattern as written, or null', () => {
    const g = new GlobList(['vendor/', '**/*.md']);
    expect(g.match('vendor/AGENTS.md')).toBe('vendor/');
    expect(g.match('x/AGENTS.md')).toBe('**/*.md');
    expect(g.match('.opencode.json')).toBeNull();
  });
});
