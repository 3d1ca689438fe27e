import { isDeepStrictEqual } from 'node:util';
import matter from 'gray-matter';
import { shippedTexts } from '../../helpers/shipped-texts.js';
import { describe, expect, it } from 'vitest';
import { FrontmatterReader, quickMatter } from '../../../src/runtimes/opencode/load/agent-markdown.js';
import { seededRandom } from '../../helpers/seeded-random.js';

/** gray-matter's reading of `text`, fresh (options bypass its cache), or the error it throws. */
function reference(text: string): { data: unknown; content: string; matter: string } | { error: string } {
  try {
    const f = (matter as unknown as (t: string, o: object) => { data: unknown; content: string; matter: string })(text, {});
    return { data: f.data, content: f.content, matter: f.matter };
  } catch (e) {
    return { error: String(e) };
  }
}

/** When the quick reading answers, it is gray-matter's (same data, deeply and strictly; same content and block). Returns whether it answered. */
function agrees(text: string): boolean {
  const q = quickMatter(text);
  if (q === null) return false;
  const ref = reference(text);
  expect('error' in ref ? ref.error : null, JSON.stringify(text)).toBeNull();
  const r = ref as { data: unknown; content: string; matter: string };
  expect(isDeepStrictEqual(q.data, r.data), `${JSON.stringify(text)}\n${JSON.stringify(q.data)}\n${JSON.stringify(r.data)}`).toBe(true);
  expect(q.content).toBe(r.content);
  expect(q.matter).toBe(r.matter);
  return true;
}

const KEYS = ['name', 'description', 'mode', 'model', 'tools', 'permission', 'bash', 'edit', 'hidden', 'temperature', 'steps', 'a', 'x_y', 'k-1', '"*"', '"git *"', "'it''s'", 'dup', 'dup', 'yes', 'On', '__proto__', 'constructor', 'excerpt_separator'];
const VALUES = ['allow', 'deny', 'ask', 'true', 'True', 'TRUE', 'false', 'FALSE', 'null', 'Null', '~', '0', '1', '30', '007', '0.5', '0.1', '1.0', '10.25', '1.0.0', '2.10.3', '01.2', '1.2.3-beta', '1.', '1e3', '-1', '+1', '.5', '.inf', '0x1F', '1_000', '2024-01-01', '12:30', 'subagent', 'Review code: carefully', 'a:b', 'Use it, then stop.', 'x # c', 'x#y', '"quoted"', '"a: b"', "'single'", "'it''s'", '""', "''", '"e\\"x"', '[read, write]', '{a: b}', '|', '>', '/path/x', '(p)', '$x', '_u', 'yes', 'no', 'on', 'Off', 'y', 'é ü — ok', 'x ', '<< ', '*a', '&a x', '!!str 1', 'openai/gpt-5.2', '123456789012345', '1234567890123456'];

function randomText(r: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const out: string[] = [];
  const gen = (depth: number, indent: number): void => {
    const pad = ' '.repeat(indent);
    const asSeq = depth > 0 && r() < 0.25;
    const count = 1 + Math.floor(r() * 4);
    for (let i = 0; i < count; i++) {
      if (r() < 0.08) out.push(`${pad}# comment`);
      if (r() < 0.05) out.push('');
      if (asSeq) {
        if (depth < 3 && r() < 0.25) out.push(`${pad}- ${pick(KEYS)}: ${pick(VALUES)}`);
        else out.push(`${pad}- ${pick(VALUES)}`);
      } else if (depth < 3 && r() < 0.25) {
        out.push(`${pad}${pick(KEYS)}:`);
        gen(depth + 1, indent + pick([2, 2, 4]));
      } else if (r() < 0.05) out.push(`${pad}${pick(KEYS)}:`);
      else out.push(`${pad}${pick(KEYS)}: ${pick(VALUES)}`);
    }
  };
  gen(0, 0);
  const open = pick(['---\n', '---\n', '---\n', '--- \n', '---yaml\n', '\ufeff---\n', '---\r\n']);
  const close = pick(['\n---\n', '\n---\n', '\n---', '\n---\r\n', '\n----\n', '\n---x\n', '\n']);
  const body = pick(['Body text.\n', '', '\nBody after an empty line.\n', '\r\nCRLF body\n', '---\nmore']);
  return open + out.join('\n') + close + body;
}

describe('quickMatter: gray-matter without gray-matter for the plainest frontmatter', () => {
  it('reads a plain agent file as gray-matter does', () => {
    const text = '---\ndescription: Reviews code, then reports\nmode: subagent\nhidden: true\nsteps: 30\npermission:\n  edit: deny\n  bash:\n    "*": ask\n    "git *": allow\n---\n\nYou review code.\n';
    expect(quickMatter(text)).toEqual({
      data: { description: 'Reviews code, then reports', mode: 'subagent', hidden: true, steps: 30, permission: { edit: 'deny', bash: { '*': 'ask', 'git *': 'allow' } } },
      content: '\nYou review code.\n',
      matter: '\ndescription: Reviews code, then reports\nmode: subagent\nhidden: true\nsteps: 30\npermission:\n  edit: deny\n  bash:\n    "*": ask\n    "git *": allow',
    });
    expect(agrees(text)).toBe(true);
  });

  it('leaves anything else to gray-matter', () => {
    for (const t of ['---\ntools: [read]\n---\n', '---\na: 1.5e3\n---\n', '---\na: b\na: c\n---\n', '---\n# only a comment\n---\n', '---yaml\na: b\n---\n', '\ufeff---\na: b\n---\n', '---\na: b\n', '---\na: |\n  x\n---\n', '', '\ufeffno frontmatter\n', '----\n', '---\r\na: b\r\n---\r\n', 'toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      expect(quickMatter(t), JSON.stringify(t)).toBeNull();
    }
  });

  it('leaves a block of comments and white space alone to gray-matter (no data, without js-yaml)', () => {
    const r = seededRandom(7);
    const parts = ['# c', '#', '  # indented', '#x: y', '', ' ', '\u00a0', '\t', '\v', '\f', '\u3000', '\ufeff', '\u2028', '#\u00a0a: b'];
    for (let i = 0; i < 2000; i++) {
      const lines = Array.from({ length: 1 + Math.floor(r() * 5) }, () => parts[Math.floor(r() * parts.length)]!);
      const text = `---\n${lines.join('\n')}\n---\nBody\n`;
      expect(quickMatter(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('reads a text without frontmatter as gray-matter does: no data, the whole text, no block', () => {
    for (const t of ['no frontmatter\n', '# Title\n\n---\na: b\n---\n', '<!-- note -->\n---\ndescription: x\n---\nBody\n', ' ---\na: b\n---\n', '\n---\na: b\n---\n', '--\n', 'x', 'toString ', 'é\r\n']) {
      expect(quickMatter(t), JSON.stringify(t)).toEqual({ data: {}, content: t, matter: '' });
      expect(agrees(t), JSON.stringify(t)).toBe(true);
    }
  });

  it('a session reads a text without frontmatter as gray-matter does, and counts it as cached', () => {
    const text = '<!-- note -->\n---\ndescription: x\n---\nBody\n';
    const reader = new FrontmatterReader();
    const first = reader.readOnce(text);
    expect(first.reusable).toBe(true);
    expect(first.markdown).toMatchObject({ outcome: 'parsed', data: {}, content: text, block: '', opens: false, lateFrontmatterLine: 2 });
    expect(reader.readOnce(text).reusable).toBe(false);
  });

  it('agrees with gray-matter on generated texts', () => {
    const r = seededRandom(Number(process.env.CTXLENS_YAML_SEED ?? 15));
    const n = Number(process.env.CTXLENS_YAML_FUZZ ?? 4000);
    let answered = 0;
    for (let i = 0; i < n; i++) if (agrees(randomText(r))) answered++;
    expect(answered).toBeGreaterThan(n / 20);
    expect(answered).toBeLessThan(n);
  });

  it('agrees with gray-matter on every markdown file of the tests, examples, conformance cases and corpus', () => {
    const texts = shippedTexts((name) => name.endsWith('.md'), 5000).map(({ text }) => text);
    const seen = texts.length;
    const answered = texts.filter((text) => agrees(text)).length;
    expect(seen).toBeGreaterThan(30);
    expect(answered).toBeGreaterThan(10);
  });

  it('a session counts a text read without gray-matter as cached, as gray-matter would', () => {
    const text = '---\nmode: subagent\n---\nBody\n';
    const reader = new FrontmatterReader();
    expect(reader.readOnce(text).reusable).toBe(true);
    const again = reader.readOnce(text);
    expect(again.reusable).toBe(false);
    expect(again.markdown.data).toEqual({ mode: 'subagent' });
    expect(again.markdown.outcome).toBe('parsed');
  });
});

describe('quickMatter leaves non-printable characters to gray-matter (js-yaml refuses the block)', () => {
  // Found by the session-21 breaker: a pasted ANSI escape in a description made the quick reading
  // apply the settings that the runtime (js-yaml through gray-matter) drops with the whole block.
  const chars = ['\x00', '\x01', '\x08', '\x0b', '\x0c', '\x1b', '\x1f', '\x7f', '\x84', '\x85', '\x86', '\x9f', '\u2028', '\ufffe', '\uffff', '\ud800', '\udc00'];
  const shapes = (c: string): string[] => [
    `---\ndescription: Reviews ${c} code\nmode: subagent\n---\nBody\n`,
    `---\ndescription: "quoted ${c}"\n---\nBody\n`,
    `---\ndescription: ok # comment ${c}\n---\nBody\n`,
    `---\n# comment ${c}\nmode: primary\n---\nBody\n`,
    `---\ntools:\n  bash: true${c}\n---\nBody\n`,
  ];
  it.each(chars.map((c) => [JSON.stringify(c), c] as const))('%s', (_name, c) => {
    for (const text of shapes(c)) {
      expect(quickMatter(text), JSON.stringify(text)).toBeNull();
    }
    // In a plain value js-yaml refuses every one of these but NEL and the Unicode line separator
    // (line breaks to it): the runtime then applies no setting, and ctxlens must see that too.
    if (!['\x85', '\u2028'].includes(c)) expect('error' in reference(shapes(c)[0]!)).toBe(true);
  });
  it('still answers a block whose non-ASCII characters are printable', () => {
    expect(agrees('---\ndescription: Reviews é ü — ok\nmode: subagent\n---\nBody\n')).toBe(true);
  });
});
