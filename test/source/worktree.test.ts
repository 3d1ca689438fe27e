import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WorktreeSource } from '../../src/source/worktree.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function tree(names: readonly string[]): string {
  const d = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-worktree-')));
  dirs.push(d);
  for (const n of names) {
    if (n.endsWith('/')) fs.mkdirSync(path.join(d, n));
    else fs.writeFileSync(path.join(d, n), n);
  }
  return d;
}

/** Byte order of the UTF-8 names, as Go's os.ReadDir sorts. */
function byteOrder(names: readonly string[]): string[] {
  return [...names].sort((a, b) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
}

describe('WorktreeSource.readdir', () => {
  it('lists plain ASCII names in byte order with their kinds', () => {
    const d = tree(['b.md', 'B.md', 'a-b/', 'a.b', 'a_b', 'Z/', '~x', '0']);
    const got = new WorktreeSource().readdir(d)!;
    expect(got.map((e) => e.name)).toEqual(['0', 'B.md', 'Z', 'a-b', 'a.b', 'a_b', 'b.md', '~x']);
    expect(got.find((e) => e.name === 'Z')!.kind).toBe('dir');
    expect(got.find((e) => e.name === 'a.b')!.kind).toBe('file');
  });

  it('sorts names in UTF-8 byte order also where UTF-16 order differs (astral characters against U+E000 and above)', () => {
    const names = ['\u{1F600}.md', '\uE000.md', '\uFF21.md', 'é.md', 'z.md', '\u00FF.md'];
    const d = tree(names);
    const got = new WorktreeSource().readdir(d)!.map((e) => e.name);
    expect(got).toEqual(byteOrder(names));
    // The case the fast path must not take: UTF-16 puts the astral name first.
    expect(got.indexOf('\u{1F600}.md')).toBeGreaterThan(got.indexOf('\uFF21.md'));
  });

  it('returns null for a missing directory or a file', () => {
    const d = tree(['f']);
    expect(new WorktreeSource().readdir(path.join(d, 'nope'))).toBeNull();
    expect(new WorktreeSource().readdir(path.join(d, 'f'))).toBeNull();
  });
});

describe('WorktreeSource.list', () => {
  it('gives the entries of readdir, in the same order, as two arrays', () => {
    const d = tree(['b.md', 'B.md', 'a-b/', 'a.b', 'Z/', '\u{1F600}.md', '\uE000.md', 'é.md']);
    const src = new WorktreeSource();
    const l = src.list(d)!;
    const r = src.readdir(d)!;
    expect(l.names).toEqual(r.map((e) => e.name));
    expect(l.kinds).toEqual(r.map((e) => e.kind));
    expect(l.names).toEqual(byteOrder(l.names));
    expect(l.kinds[l.names.indexOf('Z')]).toBe('dir');
  });

  it('returns null where readdir does', () => {
    const d = tree(['f']);
    expect(new WorktreeSource().list(path.join(d, 'nope'))).toBeNull();
    expect(new WorktreeSource().list(path.join(d, 'f'))).toBeNull();
  });
});
