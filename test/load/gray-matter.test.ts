/**
 * ctxlens never runs anything from the repository: gray-matter evaluates a `---js` frontmatter
 * with `eval`, so every frontmatter read goes through `grayMatter`, which refuses it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CODE_FRONTMATTER, frontmatterLanguage, grayMatter } from '../../src/load/gray-matter.js';
import { FrontmatterReader } from '../../src/runtimes/opencode/load/agent-markdown.js';
import { frontmatterOf } from '../../src/runtimes/oac/load/context.js';
import { LineIndex } from '../../src/model/span.js';

const g = globalThis as { __ctxlensRan?: number };
const payload = (fence: string) => `${fence}\n(globalThis.__ctxlensRan = 1, { description: "ran" })\n---\nbody\n`;

afterEach(() => {
  delete g.__ctxlensRan;
});

describe('grayMatter', () => {
  it.each(['---js', '---javascript', '--- JS ', '\uFEFF---JavaScript'])('refuses %j without evaluating it', (fence) => {
    expect(() => grayMatter(payload(fence))).toThrow(CODE_FRONTMATTER);
    expect(() => grayMatter(payload(fence), {})).toThrow(CODE_FRONTMATTER);
    expect(g.__ctxlensRan).toBeUndefined();
  });

  it('still reads YAML and JSON frontmatter', () => {
    expect(grayMatter('---\ndescription: y\n---\nb', {}).data).toEqual({ description: 'y' });
    expect(grayMatter('---json\n{"description": "j"}\n---\nb', {}).data).toEqual({ description: 'j' });
  });

  it('frontmatterLanguage reads the opening line as gray-matter does', () => {
    expect(frontmatterLanguage('---\na: 1\n---\n')).toBe('');
    expect(frontmatterLanguage('---yaml\r\na: 1\n')).toBe('yaml');
    expect(frontmatterLanguage('----\n')).toBe('');
    expect(frontmatterLanguage('x\n---js\n')).toBe('');
  });
});

describe('the loaders never evaluate a JavaScript frontmatter', () => {
  it('mainstream OpenCode agent files', () => {
    const md = new FrontmatterReader().read(payload('---js'));
    expect(g.__ctxlensRan).toBeUndefined();
    expect(md.outcome).not.toBe('parsed');
    expect(md.data).toEqual({});
  });

  it('OpenAgentsControl context files', () => {
    const text = payload('---js');
    const r = frontmatterOf(text, 'ctx.md', new LineIndex(text));
    expect(g.__ctxlensRan).toBeUndefined();
    expect(r.result === null || r.result.ok === false).toBe(true);
  });
});
