import { shippedTexts } from '../helpers/shipped-texts.js';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq } from 'yaml';
import { parseYaml, yamlPointerSpan } from '../../src/load/yaml-doc.js';
import { quickPointerRange, quickYamlTree } from '../../src/load/yaml-quick-spans.js';
import { seededRandom } from '../helpers/seeded-random.js';

const esc = (k: string): string => k.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every pointer the `yaml` package's tree holds (keys and items), plus missing ones below each. */
function pointersOf(node: unknown, base: string, out: string[]): string[] {
  if (isMap(node)) {
    for (const p of node.items) {
      if (!isScalar(p.key)) continue;
      const ptr = `${base}/${esc(String(p.key.value))}`;
      out.push(ptr, `${ptr}/missing`);
      pointersOf(p.value, ptr, out);
    }
  } else if (isSeq(node)) {
    node.items.forEach((it, i) => {
      out.push(`${base}/${i}`);
      pointersOf(it, `${base}/${i}`, out);
    });
    out.push(`${base}/${node.items.length}`, `${base}/`, `${base}/x`);
  }
  return out;
}

/**
 * When the scan accepts `text`, every range it knows is the one `yamlPointerSpan` gives (values
 * and keys of every pointer, and of missing ones, which fall back to an ancestor). Returns how
 * many ranges it knew, or -1 when it refused the text.
 */
function agrees(text: string): number {
  const tree = quickYamlTree(text);
  if (tree === null) return -1;
  const y = parseYaml(text, 'f.md');
  let known = 0;
  for (const p of pointersOf(y.doc.contents, '', ['/missing', '/missing/deeper', ''])) {
    for (const which of ['value', 'key'] as const) {
      const r = quickPointerRange(tree, p, which);
      if (r === null) continue;
      known++;
      const want = yamlPointerSpan(y, p, which);
      expect({ start: y.lines.pos(r[0]), end: y.lines.pos(r[1]) }, `${JSON.stringify(text)} ${p} ${which}`).toEqual({ start: want.start, end: want.end });
    }
  }
  return known;
}

const KEYS = ['name', 'mode', 'tools', 'permission', 'bash', 'a', 'x_y', 'k-1', 'yes', 'On', 'null', '"*"', '"git *"', "'it''s'", '"q\\"x"', 'key.dot', '1a', 'dup', 'dup', '"dup"'];
const VALUES = ['foo', 'foo bar', 'foo: bar', 'a:b', 'x # c', 'x #c', 'x#y', '"q"', "'s'", "'a''b'", '"e\\"x"', '"open', '[a, b]', '[a, [b]]', '{a: 1}', '[ ]', '|', '>-', '|2', '- x', '-x', '~', '12', 'true', '(p)', '/path', '.dot', '*alias', '&a x', '!tag x', 'a, b', 'x ', 'x  ', ': y', '?', 'é ü', '"a" # c', "'b'  ", '[a] #c', '"a"b', 'allow', 'deny'];

/** A random frontmatter-like block: nested maps and sequences, comments, blank lines, block scalars, continuation lines. */
function randomBlock(r: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const out: string[] = [];
  const gen = (depth: number, indent: number): void => {
    const count = 1 + Math.floor(r() * 4);
    const asSeq = depth > 0 && r() < 0.3;
    const pad = ' '.repeat(indent);
    for (let i = 0; i < count; i++) {
      if (r() < 0.1) out.push(`${pad}# comment`);
      if (r() < 0.07) out.push(pick(['', '  ', ' '.repeat(indent + 2)]));
      if (r() < 0.03) out.push(`${' '.repeat(indent + 2)}# deeper comment`);
      if (asSeq) {
        if (depth < 3 && r() < 0.3) {
          out.push(`${pad}- ${pick(KEYS)}: ${pick(VALUES)}`);
          if (r() < 0.5) out.push(`${pad}  ${pick(KEYS)}: ${pick(VALUES)}`);
        } else if (depth < 3 && r() < 0.1) {
          out.push(`${pad}-`);
          gen(depth + 1, indent + 2);
        } else out.push(`${pad}- ${pick(VALUES)}`);
      } else {
        const k = pick(KEYS);
        const x = r();
        if (depth < 3 && x < 0.3) {
          out.push(`${pad}${k}:${pick(['', '', ' ', ' # c'])}`);
          gen(depth + 1, indent + pick([2, 2, 4, 1, 0]));
        } else if (x < 0.35) out.push(`${pad}${k}:`);
        else out.push(`${pad}${k}: ${pick(VALUES)}`);
        if (/(\||>-|\|2)$/.test(out[out.length - 1]!)) {
          for (let j = 0; j < 1 + r() * 3; j++) out.push(pick([`${pad}  text`, `${pad}    more`, '', `${pad}  # not a comment`, `${pad} x`, '  ']));
        }
        if (r() < 0.05) out.push(`${pad}  continued`);
      }
    }
  };
  gen(0, 0);
  let text = `\n${out.join('\n')}`;
  if (r() < 0.2) text = text.slice(1);
  if (r() < 0.1) text += '\n';
  return text;
}

/** Frontmatter blocks shipped with the project and its shared material (as gray-matter cuts them: from the end of the `---` line). */
function shippedBlocks(): string[] {
  return shippedTexts((name) => name.endsWith('.md'))
    .map(({ text }) => text)
    .filter((text) => text.startsWith('---'))
    .map((text) => {
      const after = text.slice(text.indexOf('\n') < 0 ? text.length : text.indexOf('\n'));
      const close = after.indexOf('\n---');
      return close < 0 ? after : after.slice(0, close);
    });
}

describe('quick frontmatter spans (yaml-quick-spans.ts)', () => {
  it('gives the ranges of keys and one-line values, and of an ancestor for a missing pointer', () => {
    const text = '\nname: review\n# a comment\ntools:\n  read: true\n\npermission:\n  bash:\n    "git *": allow\n    \'a\'\'b\': deny\nsteps:\n  - one\n  - id: two   # c\n    x: "q"\n';
    const tree = quickYamlTree(text)!;
    expect(tree).not.toBeNull();
    const at = (p: string, which: 'value' | 'key'): string | null => {
      const r = quickPointerRange(tree, p, which);
      return r === null ? null : text.slice(r[0], r[1]);
    };
    expect(at('/name', 'value')).toBe('review');
    expect(at('/name', 'key')).toBe('name');
    expect(at('/tools/read', 'key')).toBe('read');
    expect(at('/permission/bash/git *', 'key')).toBe('"git *"');
    expect(at("/permission/bash/a'b", 'value')).toBe('deny');
    expect(at('/steps/0', 'value')).toBe('one');
    expect(at('/steps/1/id', 'value')).toBe('two');
    expect(at('/steps/1/x', 'value')).toBe('"q"');
    expect(at('/name/deeper', 'key')).toBe('review');
    // Collections' ranges are the yaml package's to give.
    expect(at('/tools', 'value')).toBeNull();
    expect(at('/missing', 'value')).toBeNull();
    expect(agrees(text)).toBeGreaterThan(10);
  });

  it('refuses texts outside its subset', () => {
    for (const t of ['\nname: a\n\tb: c', '\nname: a\r\n', '\nyes: a', '\nname: a\n  continued', '\na: b: c', '\n"e\\"x": y', '\n- a', '\n  a: b', '\na: [b, "c"]', '\na:\n# c\nb: d', '\n---\na: b', '\na: &x y', '\na:b']) {
      expect(quickYamlTree(t), JSON.stringify(t)).toBeNull();
    }
  });

  it('agrees with yamlPointerSpan on random blocks', () => {
    const r = seededRandom(15);
    const n = 3000;
    let accepted = 0;
    let known = 0;
    for (let i = 0; i < n; i++) {
      const k = agrees(randomBlock(r));
      if (k >= 0) {
        accepted++;
        known += k;
      }
    }
    // Both sides of the fallback are exercised.
    expect(accepted).toBeGreaterThan(n / 20);
    expect(accepted).toBeLessThan(n);
    expect(known).toBeGreaterThan(1000);
  });

  it('agrees with yamlPointerSpan on every frontmatter shipped in the tests, examples, conformance cases and corpus', () => {
    const blocks = shippedBlocks();
    let accepted = 0;
    for (const b of blocks) if (agrees(b) >= 0) accepted++;
    expect(blocks.length).toBeGreaterThan(30);
    expect(accepted).toBeGreaterThan(10);
  });
});
