import { describe, expect, it } from 'vitest';
import { hasGlob, suffixGlobRegex } from '../../src/precommit/instruction-globs.js';

describe('suffixGlobRegex', () => {
  const T: [entry: string, path: string, matches: boolean][] = [
    ['docs/*.md', 'docs/a.md', true],
    ['docs/*.md', 'pkg/docs/a.md', true], // from the Location pkg/
    ['docs/*.md', 'mydocs/a.md', false], // a literal segment is a whole segment
    ['docs/*.md', 'docs/a.txt', false],
    ['docs/*.md', 'docs/a.md.bak', false],
    ['docs/*.md', 'docs/.hidden.md', true],
    ['docs/*.md', 'DOCS/A.MD', true], // any case
    ['./docs/*.md', 'docs/a.md', true],
    ['././docs/?.md', 'x/docs/b.md', true],
    ['docs/./*.md', 'docs/d.md', true], // `a/./b` is shortened
    ['docs//*.md', 'docs/d.md', true],
    ['*.md', 'a/b/c.md', true],
    ['**/*.md', 'README.md', true],
    ['**/*.md', 'a.txt', false],
    ['docs/**/k.md', 'docs/a/b/k.md', true],
    ['docs/**/k.md', 'docs/k.md', true],
    ['*/k.md', 'k.md', true], // over-approximated: a `*` segment may stand for none
    ['{a,b}/x.md', 'c/d/x.md', true], // a group is any text
    ['{a,b}/x.md', 'c/d/y.md', false],
    ['{a,b/lit/c}/x.md', 'a/x.md', true], // a brace spans `/`: no earlier segment is sure
    ['docs/{a,b/c}.md', 'docs/b/c.md', true],
    ['rules/[a-z]*.md', 'rules/q.md', true],
    ['rules/[]a]*.md', 'rules/q.md', true],
    ['rules/[!]x]y.md', 'rules/ay.md', true], // `]` after `!` is a member
    ['rules/[^]x]y.md', 'rules/ay.md', true],
    ['rules/[[:alpha:]x].md', 'rules/a.md', true], // a POSIX class
    ['rules/@(a|[)]b)x', 'rules/ax', true],
    ['rules/@(a|b).md', 'rules/zz.md', true],
    ['rules/@(a|b).md', 'other/a.md', false],
    ['a.b/*.md', 'aXb/q.md', false], // `.` is literal
    ['team/\\*.md', 'team/q.md', true], // an escape is any text
    ['notes/{unclosed', 'notes/anything/at/all', true],
    ['v1.2|x/*.md', 'v1.2|x/a.md', true],
    [' sp/*.md', ' sp/s.md', true], // as written: the runtime does not trim
    [' sp/*.md', 'sp/s.md', false],
    ['a+b (c)/$x^.md', 'a+b (c)/$x^.md', true], // regular-expression characters are literal
    ['docs/rules.md/**', 'docs/rules.md', true], // trailing `**` may match nothing: the runtime loads the file
    ['docs/rules.md/**/**', 'docs/rules.md/x/y', true],
    ['d5/r.md/./**', 'd5/r.md', true],
    ['docs/rules.md/**', 'docs/rules.mdx', false],
  ];
  it.each(T)('%s ~ %s: %s', (entry, p, matches) => {
    expect(suffixGlobRegex(entry).test(p)).toBe(matches);
  });

  it('tells glob entries from plain ones', () => {
    expect(['docs/*.md', 'a?.md', '[ab].md', '{a,b}.md', '@(a).md', '!(x).md', '+(a).md', 'a\\*.md'].every(hasGlob)).toBe(true);
    expect(['docs/rules.md', 'a.b-c_d e.md', 'x/y/z.txt'].some(hasGlob)).toBe(false);
  });
});
