import { describe, expect, it } from 'vitest';
import { hasGlob, suffixGlobRegex } from '../../src/precommit/instruction-globs.js';

describe('suffixGlobRegex', () => {
  const T: [entry: string, path: string, matches: boolean][] = [
    ['docs/*.md', 'docs/a.md', true],
    ['docs/*.md', 'pkg/docs/a.md', true], // from the Location pkg/
    ['docs/*.md', 'mydocs/a.md', false], // not at a `/`
    ['docs/*.md', 'docs/a.txt', false],
    ['docs/*.md', 'docs/a.md.bak', false],
    ['docs/*.md', 'docs/.hidden.md', true],
    ['docs/*.md', 'DOCS/A.MD', true], // any case
    ['./docs/*.md', 'docs/a.md', true],
    ['././docs/?.md', 'x/docs/b.md', true],
    ['*.md', 'a/b/c.md', true],
    ['**/*.md', 'README.md', true],
    ['**/*.md', 'a.txt', false],
    ['docs/**/k.md', 'docs/a/b/k.md', true],
    ['{a,b}/x.md', 'c/d/x.md', true], // over-approximation: a group is any text
    ['{a,b}/x.md', 'c/d/y.md', false],
    ['rules/[a-z]*.md', 'rules/q.md', true],
    ['rules/[]a]*.md', 'rules/q.md', true],
    ['rules/@(a|b).md', 'rules/zz.md', true],
    ['rules/@(a|b).md', 'other/a.md', false],
    ['a.b/*.md', 'aXb/q.md', false], // `.` is literal
    ['team/\\*.md', 'team/q.md', true], // an escape is any text
    ['notes/{unclosed', 'notes/anything/at/all', true],
    ['v1.2|x/*.md', 'v1.2|x/a.md', true],
  ];
  it.each(T)('%s ~ %s: %s', (entry, p, matches) => {
    expect(suffixGlobRegex(entry).test(p)).toBe(matches);
  });

  it('tells glob entries from plain ones', () => {
    expect(['docs/*.md', 'a?.md', '[ab].md', '{a,b}.md', '@(a).md', '!(x).md', '+(a).md', 'a\\*.md'].every(hasGlob)).toBe(true);
    expect(['docs/rules.md', 'a.b-c_d e.md', 'x/y/z.txt'].some(hasGlob)).toBe(false);
  });
});
