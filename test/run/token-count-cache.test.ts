import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileTokenCountStore, MAX_ENTRIES, textKey } from '../../src/run/token-count-cache.js';
import { countTokens, useTokenCountStore, type TokenCountStore } from '../../src/text/token-count.js';

const dirs: string[] = [];
const tmp = (): string => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-tokcache-'));
  dirs.push(d);
  return d;
};

afterEach(() => {
  useTokenCountStore(null);
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('token-count cache', () => {
  it('keys a text by its length and SHA-256', () => {
    expect(textKey('abc')).toBe('3:ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(textKey('abd')).not.toBe(textKey('abc'));
    expect(textKey('é')).toMatch(/^1:/);
  });

  it('countTokens asks the store first and hands it each count it makes', () => {
    const seen: [string, number][] = [];
    const store: TokenCountStore = { get: (t) => (t === 'known text' ? 42 : undefined), set: (t, n) => seen.push([t, n]) };
    useTokenCountStore(store);
    expect(countTokens('known text')).toBe(42);
    expect(countTokens('hello world')).toBe(2);
    expect(countTokens('')).toBe(0);
    expect(seen).toEqual([['hello world', 2]]);
    useTokenCountStore(null);
    expect(countTokens('known text')).toBe(2);
  });

  it('keeps counts between stores of the same counter identity, and only those', () => {
    const cache = path.join(tmp(), 'cache');
    const linted = tmp();
    const a = fileTokenCountStore(cache, linted, 'id-1');
    expect(a.get('some text')).toBeUndefined();
    a.set('some text', 7);
    a.flush();
    const files = fs.readdirSync(cache);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^tokens-[0-9a-f]{16}\.json$/);
    expect(fileTokenCountStore(cache, linted, 'id-1').get('some text')).toBe(7);
    expect(fileTokenCountStore(cache, linted, 'id-1').get('other text')).toBeUndefined();
    // Another counter (another build, table or node) reads another file, and would not trust this one.
    expect(fileTokenCountStore(cache, linted, 'id-2').get('some text')).toBeUndefined();
    const file = path.join(cache, files[0]!);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { identity: string };
    fs.writeFileSync(file, JSON.stringify({ ...doc, identity: 'id-2' }));
    expect(fileTokenCountStore(cache, linted, 'id-1').get('some text')).toBeUndefined();
    // A damaged file is no file.
    fs.writeFileSync(file, '{"format":1,');
    expect(fileTokenCountStore(cache, linted, 'id-1').get('some text')).toBeUndefined();
  });

  it('keeps the newest MAX_ENTRIES counts', () => {
    const cache = path.join(tmp(), 'cache');
    const s = fileTokenCountStore(cache, tmp(), 'id');
    for (let i = 0; i < MAX_ENTRIES + 5; i++) s.set(`text ${i}`, i);
    s.flush();
    const again = fileTokenCountStore(cache, tmp(), 'id');
    expect(again.get('text 0')).toBeUndefined();
    expect(again.get('text 4')).toBeUndefined();
    expect(again.get('text 5')).toBe(5);
    expect(again.get(`text ${MAX_ENTRIES + 4}`)).toBe(MAX_ENTRIES + 4);
  });

  it('neither reads nor writes in the linted directory or in a git work tree', () => {
    const linted = tmp();
    const inLinted = path.join(linted, '.cache');
    const s = fileTokenCountStore(inLinted, linted, 'id');
    s.set('t', 1);
    s.flush();
    expect(fs.existsSync(inLinted)).toBe(false);

    const repo = tmp();
    fs.mkdirSync(path.join(repo, '.git'));
    const inRepo = path.join(repo, 'cache');
    const w = fileTokenCountStore(inRepo, tmp(), 'id');
    w.set('t', 1);
    w.flush();
    expect(fs.existsSync(inRepo)).toBe(false);
    // A file planted there is not read either.
    const outside = path.join(tmp(), 'cache');
    const o = fileTokenCountStore(outside, tmp(), 'id');
    o.set('t', 99);
    o.flush();
    fs.mkdirSync(inRepo);
    fs.copyFileSync(path.join(outside, fs.readdirSync(outside)[0]!), path.join(inRepo, fs.readdirSync(outside)[0]!));
    expect(fileTokenCountStore(inRepo, tmp(), 'id').get('t')).toBeUndefined();
    expect(fileTokenCountStore(outside, tmp(), 'id').get('t')).toBe(99);
  });
});
