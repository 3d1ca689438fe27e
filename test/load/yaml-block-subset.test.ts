import { SHIPPED_ROOTS, shippedTexts } from '../helpers/shipped-texts.js';
import { describe, expect, it } from 'vitest';
import YAML, { isMap, isPair, isScalar, isSeq } from 'yaml';
import { parseBlockSubset } from '../../src/load/yaml-block-subset.js';
import { seededRandom } from '../helpers/seeded-random.js';

/** What the `yaml` package composes with the options of the fork's loaders. */
function reference(text: string): YAML.Document.Parsed {
  return YAML.parseDocument(text, { uniqueKeys: false, prettyErrors: false, strict: false, version: '1.1', schema: 'failsafe' });
}

/** Every field a consumer of the AST reads, recursively: node class, value, source, type, tag, anchor, flow, range. */
function shape(n: unknown): unknown {
  if (n === null || n === undefined) return n ?? null;
  if (isPair(n)) return { pair: [shape(n.key), shape(n.value)] };
  const o = n as { range?: number[]; tag?: string; anchor?: string; flow?: boolean };
  const common = { range: o.range, tag: o.tag ?? null, anchor: o.anchor ?? null, flow: o.flow ?? false };
  if (isScalar(n)) return { scalar: n.value, source: (n as { source?: unknown }).source, type: n.type, ...common };
  if (isMap(n)) return { map: n.items.map(shape), ...common };
  if (isSeq(n)) return { seq: n.items.map(shape), ...common };
  return { other: String(n) };
}

/** Parse with both; when the subset builder accepts the text, the trees must be the same. Returns whether it accepted. */
function agrees(text: string): boolean {
  const fast = parseBlockSubset(text);
  if (fast === null) return false;
  const ref = reference(text);
  expect(ref.errors.map((e) => e.message), JSON.stringify(text)).toEqual([]);
  expect(fast.errors).toEqual([]);
  expect(shape(fast.contents), JSON.stringify(text)).toEqual(shape(ref.contents));
  return true;
}


const WORDS = ['id', 'agent', 'prompt', 'steps', '.base', 'a-b', 'x/y', '0', 'true', 'null', 'on', 'y', 'k.1', '_'];
const VALUES = ['s0', 'Step 0 of flow 7', 'coder', '.opencode/t.yaml', '"quoted"', '"a: b"', "'single'", '""', "''", '[.base]', '[a, b-c, d/e]', '[]', '1', '-1', '~', 'a:b', 'a: b', 'x,y', '(p)', 'a # c', '"a\\"b"', "'it''s'", '[ a ]', '[a,b]', 'http://x.y/z', 'yes', '{a: 1}', '|', '>', '&a x', '*a', '!t x', '- x', '?', "don't", 'a"b', '{ type: string }', '{a: b, c-d: e/f}', '{}', '{ }', '${args.x}', '$x: y', '{a: b,}', '{ a : b }', '{a:b}', '{a: [b]}', '{a: b} c', 'x, [y] {z}', '{a: "b"}'];

/** A random block document of the kinds flow files hold, sometimes with small damage. */
function randomDoc(r: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const lines: string[] = [];
  const node = (indent: number, depth: number, compactFirst: string | null): void => {
    const pad = ' '.repeat(indent);
    const asSeq = compactFirst === null && r() < 0.3;
    const count = 1 + Math.floor(r() * 3);
    for (let i = 0; i < count; i++) {
      if (asSeq) {
        if (r() < 0.5 && depth < 4) {
          const k = pick(WORDS);
          if (r() < 0.6) lines.push(`${pad}- ${k}: ${pick(VALUES)}`);
          else {
            lines.push(`${pad}- ${k}:`);
            if (r() < 0.7) node(indent + 2 + (r() < 0.5 ? 2 : 0), depth + 1, null);
          }
          if (r() < 0.6) node(indent + 2, depth + 1, 'cont');
        } else lines.push(`${pad}- ${pick(VALUES)}`);
      } else {
        const first = i === 0 && compactFirst === 'cont';
        const k = pick(WORDS);
        if (first && r() < 0.3) continue;
        if (r() < 0.6 || depth >= 4) lines.push(`${pad}${k}: ${pick(VALUES)}`);
        else {
          lines.push(`${pad}${k}:`);
          const sub = r();
          if (sub < 0.3) node(indent, depth + 1, null);
          else if (sub < 0.9) node(indent + 1 + Math.floor(r() * 4), depth + 1, null);
        }
      }
    }
  };
  node(0, 0, null);
  let text = lines.join('\n') + (r() < 0.8 ? '\n' : '');
  const damage = r();
  if (damage < 0.25) {
    const at = Math.floor(r() * text.length);
    const ch = pick([' ', '\n', ':', '-', '"', "'", '[', ']', ',', '#', '\t', 'x', '  ', '\n\n', '\r']);
    text = r() < 0.5 ? text.slice(0, at) + ch + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
  }
  return text;
}

/** `randomDoc` with comment lines, empty lines and block scalars' text (`|`, `>`, `|-`, `>-`) added, the way flow files are written by hand. */
function randomDocWithText(r: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const out: string[] = [];
  for (const line of randomDoc(r).split('\n')) {
    const indent = line.length - line.trimStart().length;
    if (r() < 0.15) out.push(`${' '.repeat(pick([0, indent, indent + 2, Math.max(0, indent - 2)]))}# ${pick(['note', 'a: b', '- x', 'é ✓', '#'])}`);
    if (r() < 0.1) out.push(pick(['', '', '  ']));
    const m = /^( *)(- )?(.*?)(\||>)$/.exec(line);
    if (m !== null) {
      const header = m[4]! + pick(['', '', '-', '+', '2']);
      out.push(line.slice(0, -1) + header);
      const base = m[1]!.length + (m[2] ? 2 : 0) + pick([1, 2, 2, 4]);
      const count = pick([0, 1, 2, 3, 4]);
      for (let i = 0; i < count; i++) {
        const x = r();
        if (x < 0.12) out.push('');
        else if (x < 0.2) out.push(' '.repeat(base + pick([1, 2])) + 'deeper');
        else if (x < 0.25) out.push(' '.repeat(Math.max(0, base - 1)) + 'shallower');
        else if (x < 0.3) out.push(' '.repeat(base) + '# not a comment');
        else out.push(' '.repeat(base) + pick(['text', 'more text', 'a: b', '${args.x}', 'naïve — ok', 'x  ', '- item', '"q"', 'tab\there', '😀']));
      }
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** YAML texts shipped with the project and its shared material: flow files, templates, agent frontmatter. */
function shippedYamlTexts(): string[] {
  const out: string[] = [];
  for (const { name, text } of shippedTexts((n) => /\.(ya?ml|md)$/.test(n), 4000, SHIPPED_ROOTS.filter((r) => !r.endsWith('conformance-opencode')))) {
    if (name.endsWith('.md')) {
      const m = /^---\n([\s\S]*?\n)---(\n|$)/.exec(text);
      if (m) out.push(m[1]!);
    } else out.push(text);
  }
  return out;
}

describe('parseBlockSubset', () => {
  it('builds the nodes of a generated flow file exactly as the yaml package composes them', () => {
    const text = [
      'name: Flow 7',
      'description: Generated flow 7',
      'include:',
      '  - local: .opencode/templates/steps.yaml',
      'flow:',
      '  steps:',
      '      - id: s0',
      '        extends: [.base]',
      '        agent: json-agent-7',
      '        prompt: "Step 0 of flow 7"',
      '        rules:',
      '          - if: "done"',
      '            then: s1',
      '      - id: s1',
      '        empty:',
      '',
    ].join('\n');
    expect(agrees(text)).toBe(true);
    const doc = parseBlockSubset(text)!;
    const steps = (doc.getIn(['flow', 'steps']) as YAML.YAMLSeq).items;
    expect(steps).toHaveLength(2);
    expect((steps[1] as YAML.YAMLMap).get('empty', true)).toMatchObject({ value: '', range: [text.lastIndexOf('empty:') + 6, text.lastIndexOf('empty:') + 6, text.lastIndexOf('empty:') + 6] });
  });

  it('leaves texts outside the subset to the yaml package', () => {
    for (const t of ['', 'a: 1 # c\n', 'a: &x 1\nb: *x\n', 'a: |2\n  x\n', 'a: |\n    x\n  y\n', 'a: >\n  x\n    y\n', 'a: |\n  x\n  \n  y\n', 'a: |\n  \tx\n', 'a: 1 \n', '- - a\n', 'a: b: c\n', '---\na: 1\n', 'a:\tb\n', 'a: "x\\"y"\n', 'k: {a: [1]}\n', 'a: 1\n  # c\n', 'a:\n# c\nb: 1\n', 'a: x\n  y\n', '  a: 1\n', 'é: 1\n']) {
      expect(parseBlockSubset(t), JSON.stringify(t)).toBeNull();
    }
  });

  it('agrees with the yaml package on thousands of generated and damaged documents', () => {
    const r = seededRandom(Number(process.env.CTXLENS_YAML_SEED ?? 20261202));
    let accepted = 0;
    const n = Number(process.env.CTXLENS_YAML_FUZZ ?? 6000);
    for (let i = 0; i < n; i++) if (agrees(randomDoc(r))) accepted++;
    // Both sides of the fallback are exercised.
    expect(accepted).toBeGreaterThan(n / 10);
    expect(accepted).toBeLessThan(n);
  });

  it('agrees with the yaml package on generated documents with comments, empty lines and block scalars', () => {
    const r = seededRandom(Number(process.env.CTXLENS_YAML_SEED ?? 20261203));
    let accepted = 0;
    let scalars = 0;
    const n = Number(process.env.CTXLENS_YAML_FUZZ ?? 6000);
    for (let i = 0; i < n; i++) {
      const text = randomDocWithText(r);
      if (agrees(text)) {
        accepted++;
        if (/: [|>]-?\n/.test(text)) scalars++;
      }
    }
    expect(accepted).toBeGreaterThan(n / 20);
    expect(scalars).toBeGreaterThan(n / 400);
  });

  it('builds block scalars, and skips comment and empty lines, as the yaml package does', () => {
    const text = ['# a flow', 'name: Plan', 'description: >', '  Three steps. (1) Review', '  the list.', '', '  Then ask.', 'flow:', '', '  # first step', '  steps:', '    - id: a', '      prompt: |', '        Read ${args.x} — all of it.', '', '        - then report', '    - id: b', '      prompt: |-', '        short', ''].join('\n');
    expect(agrees(text)).toBe(true);
    const doc = parseBlockSubset(text)!;
    expect(doc.get('description')).toBe('Three steps. (1) Review the list.\nThen ask.\n');
    expect(doc.getIn(['flow', 'steps', 0, 'prompt'])).toBe('Read ${args.x} — all of it.\n\n- then report\n');
    expect(doc.getIn(['flow', 'steps', 1, 'prompt'])).toBe('short');
  });

  it('agrees with the yaml package on every YAML text and frontmatter shipped in the tests, examples, conformance cases and corpus', () => {
    const texts = shippedYamlTexts();
    let accepted = 0;
    for (const t of texts) if (agrees(t)) accepted++;
    expect(texts.length).toBeGreaterThan(50);
    expect(accepted).toBeGreaterThan(5);
  });
});
