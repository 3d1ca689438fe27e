/**
 * yaml.v3 v3.0.1 scalar resolution (resolve.go, from library source), pinned row by row. Rows marked
 * "was" are where one of the two former emulations (agent frontmatter, flows) resolved differently.
 */
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, type Scalar } from 'yaml';
import { parseYaml } from '../../src/load/yaml-doc.js';
import { isGoTimestamp, resolveScalar } from '../../src/runtimes/fork/load/yaml-v3-resolve.js';

/** The scalar of `v: <text>` as the fork's loaders parse it. */
function scalar(text: string): Scalar {
  const y = parseYaml(`v: ${text}\n`, 'x.yaml', { scalars: 'text' });
  const m = y.doc.contents;
  if (!isMap(m)) throw new Error('not a map');
  const v = m.items[0]!.value;
  if (!isScalar(v)) throw new Error('not a scalar');
  return v;
}

describe('resolveScalar (yaml.v3 resolve)', () => {
  it.each<[string, string, unknown]>([
    ['~', '!!null', null],
    ['null', '!!null', null],
    ['NULL', '!!null', null],
    ['true', '!!bool', true],
    ['False', '!!bool', false],
    // YAML 1.1 words are strings; only a bool target accepts them.
    ['yes', '!!str', 'yes'],
    ['off', '!!str', 'off'],
    ['12', '!!int', 12],
    ['+12', '!!int', 12],
    ['-0x1F', '!!int', -31],
    ['0o17', '!!int', 15],
    ['017', '!!int', 15],
    ['0b101', '!!int', 5],
    ['1_000', '!!int', 1000],
    ['08', '!!float', 8],
    ['1.5', '!!float', 1.5],
    ['-.5e1', '!!float', -5],
    ['.5', '!!float', 0.5],
    ['.inf', '!!float', Infinity],
    ['-.Inf', '!!float', -Infinity],
    // was: !!float Infinity in both (Go ParseFloat: a range error, so a string).
    ['1e400', '!!str', '1e400'],
    // was: float 1e400 → a float; `._5` has an underscore Go's ParseFloat refuses.
    ['._5', '!!str', '._5'],
    // was: !!float 9223372036854775808 in both (Go ParseUint: still an !!int).
    ['9223372036854775808', '!!int', 9223372036854775808],
    ['2001-12-14', '!!timestamp', '2001-12-14'],
    ['2001-12-14T21:59:43.10-05:00', '!!timestamp', '2001-12-14T21:59:43.10-05:00'],
    ['2001-12-14 21:59:43.10', '!!timestamp', '2001-12-14 21:59:43.10'],
    // was: !!timestamp (the flow decoder took any text starting with a date).
    ['2024-01-01abc', '!!str', '2024-01-01abc'],
    // was: !!timestamp (the agent decoder): the `T` layouts need a zone, months and days must exist.
    ['2001-12-14T21:59:43', '!!str', '2001-12-14T21:59:43'],
    ['2024-13-01', '!!str', '2024-13-01'],
    ['2023-02-29', '!!str', '2023-02-29'],
    // was: !!str in the flow decoder; the parser gives a plain `<<` the merge tag.
    ['<<', '!!merge', '<<'],
    ['"<<"', '!!str', '<<'],
    ['"5"', '!!str', '5'],
    ["'true'", '!!str', 'true'],
    // Explicit tags: was ignored by the flow decoder.
    ['!!str 5', '!!str', '5'],
    ['!!int "5"', '!!int', 5],
    ['!!float 1', '!!float', 1],
    ['! 5', '!!int', 5],
    ['!foo 5', '!foo', '5'],
    ['!!binary aGk=', '!!binary', 'hi'],
  ])('%s → %s', (text, tag, value) => {
    const r = resolveScalar(scalar(text));
    expect(r.tag).toBe(tag);
    expect(r.value).toBe(value);
    expect(r.fatal).toBeUndefined();
  });

  it('marks an int above int64 as uint64 (it does not fit a Go int)', () => {
    expect(resolveScalar(scalar('9223372036854775807')).uint64).toBeUndefined();
    expect(resolveScalar(scalar('9223372036854775808')).uint64).toBe(true);
    expect(resolveScalar(scalar('18446744073709551616')).tag).toBe('!!float');
  });

  it.each([
    ['!!int abc', 'cannot decode !!str `abc` as a !!int'],
    ['!!bool 1', 'cannot decode !!int `1` as a !!bool'],
    ['!!binary "not base64!"', '!!binary value contains invalid base64 data'],
  ])('%s fails when decoded: %s', (text, fatal) => {
    expect(resolveScalar(scalar(text)).fatal).toBe(fatal);
  });

  it.each([
    ['2006-1-2', true],
    ['2006-01-02 3:4:5', true],
    ['2006-01-02t03:04:05Z', true],
    ['2006-01-02T03:04:05,5+01:00', true],
    ['2006-01-02T03:04:05+1', false],
    ['2006-01-02 03:04:05Z', false],
    ['2006-01-02T24:00:00Z', false],
    ['06-01-02', false],
  ])('Go time.Parse layouts: %s → %s', (s, ok) => {
    expect(isGoTimestamp(s)).toBe(ok);
  });
});
