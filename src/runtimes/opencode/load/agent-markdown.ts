/**
 * Markdown agent files read as mainstream OpenCode 1.18 reads them (docs/runtimes/opencode.md §5.1):
 * gray-matter first; when that throws, once more on a "sanitised" text in which every unquoted
 * top-level value containing `:` became a block scalar.
 *
 * gray-matter caches by text *before* it parses, so a text that already failed once comes back
 * from the cache unparsed: `data` empty and `content` the whole file. The runtime's retry hits
 * that cache whenever the sanitised text equals the original, which is why a broken frontmatter
 * without a `key: a: b` line gives an agent with no settings whose prompt is the whole file, while
 * one the sanitising changed and that still fails drops the agent silently (observed, opencode
 * 1.18.33). This module reproduces both outcomes with the library itself.
 */
import matter from 'gray-matter';
import { grayMatter } from '../../../load/gray-matter.js';
import type { AgentMarkdown } from '../model/agent-set.js';


type GrayFile = { data: unknown; content: string; matter?: string };
type Gray = ((input: string) => GrayFile) & { clearCache(): void };
const gray = matter as unknown as Gray;

/**
 * Rewrite a frontmatter the way the runtime's lenient retry does: inside the first `---` … `---`
 * block, a top-level `key: value` line whose unquoted value contains `:` becomes `key: |-` plus the
 * value indented by two spaces. Comment lines, blank lines, indented lines, empty values, `>`/`|`
 * and quoted values stay. Returns the text unchanged when it has no such block.
 */
export function sanitiseFrontmatter(text: string): string {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!m) return text;
  const block = m[1]!;
  const out: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    const t = line.trim();
    const kv = /^([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*(.*)$/.exec(line);
    if (t.startsWith('#') || t === '' || /^\s+/.test(line) || !kv) {
      out.push(line);
      continue;
    }
    const value = kv[2]!.trim();
    if (value === '' || value === '>' || value === '|' || value.startsWith('"') || value.startsWith("'") || !value.includes(':')) {
      out.push(line);
      continue;
    }
    out.push(`${kv[1]!}: |-`, `  ${value}`);
  }
  const i = text.indexOf(block);
  return text.slice(0, i) + out.join('\n') + text.slice(i + block.length);
}

/**
 * A gray-matter session: the library's text-keyed cache, emptied when the session starts, as in
 * a fresh runtime process. Use one session per simulated runtime start, and read files in the
 * runtime's order (the cache makes a second identical text behave like the first).
 */
export class FrontmatterReader {
  constructor() {
    gray.clearCache();
  }

  /**
   * Read one markdown file's text (decoded as UTF-8) like the runtime's `ConfigMarkdown.parse`.
   * Never throws.
   */
  read(text: string): AgentMarkdown {
    const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const body = text.slice(bom);
    const opens = body.startsWith('---') && body.charAt(3) !== '-';
    const lang = opens ? (/^[^\r\n]*/.exec(body.slice(3))?.[0] ?? '') : '';
    const base = { opens, blockOffset: opens ? bom + 3 + lang.length : 0 };
    const errors: string[] = [];
    const late = (): number | null => (opens ? null : (misplacedFrontmatter(text)?.line ?? null));
    try {
      const f = grayMatter(text);
      return { ...base, lateFrontmatterLine: late(), outcome: 'parsed', data: asRecord(f.data), content: f.content, block: f.matter ?? '', errors };
    } catch (e) {
      errors.push(message(e));
    }
    const retry = sanitiseFrontmatter(text);
    try {
      const f = grayMatter(retry);
      const same = retry === text;
      return {
        ...base,
        lateFrontmatterLine: null,
        outcome: same ? 'unparsed' : 'sanitised',
        data: same ? {} : asRecord(f.data),
        content: f.content,
        block: blockOf(body, lang),
        errors,
      };
    } catch (e) {
      errors.push(message(e));
      return { ...base, lateFrontmatterLine: null, outcome: 'dropped', data: {}, content: body, block: blockOf(body, lang), errors };
    }
  }
}

function blockOf(body: string, lang: string): string {
  const rest = body.slice(3 + lang.length);
  const close = rest.indexOf('\n---');
  return close < 0 ? rest : rest.slice(0, close);
}

function asRecord(x: unknown): Record<string, unknown> {
  return x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
}

function message(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m.split('\n')[0] ?? m;
}

/**
 * Where a frontmatter block sits that does not start the file (docs/runtimes/opencode.md §5.1):
 * the text before it holds only blank lines and HTML comments, and from its `---` line on
 * gray-matter reads a non-empty map. Returns the 1-based line and UTF-16 offset of that `---`
 * line, or `null`. The runtime reads no frontmatter from such a file.
 */
export function misplacedFrontmatter(text: string): { line: number; offset: number } | null {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.startsWith('---')) return null;
  const m = /^(?:\s|<!--[\s\S]*?-->)*?(?:^|\n)(---[ \t]*\r?\n)/.exec(body);
  if (!m) return null;
  const at = m.index + m[0].length - m[1]!.length;
  try {
    const data = grayMatter(body.slice(at), {}).data;
    if (!data || typeof data !== 'object' || Array.isArray(data) || Object.keys(data).length === 0) return null;
  } catch {
    return null;
  }
  const offset = at + (text.length - body.length);
  return { line: text.slice(0, offset).split('\n').length, offset };
}
