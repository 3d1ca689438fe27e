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
import { frontmatterIsCode, frontmatterLanguage, grayMatter } from '../../../load/gray-matter.js';
import { quickYamlData, quickYamlTree, type QuickNode } from '../../../load/yaml-quick-spans.js';
import type { AgentMarkdown } from '../model/agent-set.js';


type GrayFile = { data: unknown; content: string; matter?: string };
type Gray = ((input: string) => GrayFile) & { clearCache(): void; cache: Record<string, unknown> };
const gray = matter as unknown as Gray;

/**
 * Rewrite a frontmatter the way the runtime's lenient retry does: inside the first `---` … `---`
 * block, a top-level `key: value` line whose unquoted value contains `:` becomes `key: |-` plus the
 * value indented by two spaces. Comment lines, blank lines, indented lines, empty values, `>`/`|`
 * and quoted values stay. Returns the text unchanged when it has no such block.
 */
export function sanitiseFrontmatter(text: string): string {
  return sanitise(text).text;
}

/**
 * `sanitiseFrontmatter`, plus for each line of the sanitised text the 1-based line of the original
 * text it came from (a converted line becomes two lines, both from the same original line).
 */
function sanitise(text: string): { text: string; lineOf: number[] } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const same = (): number[] => text.split('\n').map((_, i) => i + 1);
  if (!m) return { text, lineOf: same() };
  const block = m[1]!;
  const out: string[] = [];
  // The block starts on line 2 (after the opening `---`).
  const lineOf: number[] = [1];
  block.split(/\r?\n/).forEach((line, i) => {
    const t = line.trim();
    const kv = /^([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*(.*)$/.exec(line);
    const value = kv ? kv[2]!.trim() : '';
    if (t.startsWith('#') || t === '' || /^\s+/.test(line) || !kv || value === '' || value === '>' || value === '|' || value.startsWith('"') || value.startsWith("'") || !value.includes(':')) {
      out.push(line);
      lineOf.push(i + 2);
      return;
    }
    out.push(`${kv[1]!}: |-`, `  ${value}`);
    lineOf.push(i + 2, i + 2);
  });
  const i = text.indexOf(block);
  const result = text.slice(0, i) + out.join('\n') + text.slice(i + block.length);
  const after = text.slice(i + block.length).split('\n').length - 1;
  const last = block.split(/\r?\n/).length + 1;
  for (let k = 1; k <= after; k++) lineOf.push(last + k);
  return { text: result, lineOf };
}

/**
 * A gray-matter session: the library's text-keyed cache, emptied when the session starts, as in
 * a fresh runtime process. Use one session per simulated runtime start, and read files in the
 * runtime's order (the cache makes a second identical text behave like the first).
 */
export class FrontmatterReader {
  /** Whether the session has started: gray-matter's cache is emptied just before the session first looks at it. */
  private started = false;
  /** Whether this session has called gray-matter (only then can its cache hold anything). */
  private grayUsed = false;
  /**
   * Texts this session read without gray-matter (`quickMatter`): where gray-matter would have
   * put them in its cache. Such a text always parses, and a cached successful parse reads as a
   * fresh one, so only whether a text is there matters (`readOnce`'s `reusable`).
   */
  private readonly quickRead = new Set<string>();

  /**
   * Empty gray-matter's cache before the session's first look at it. Only a session reads or
   * writes that cache (every other caller passes options, which bypass it), and sessions run one
   * after the other, so emptying it here is emptying it when the session was made — without
   * loading gray-matter for a start that reads no markdown file.
   */
  private start(): void {
    if (this.started) return;
    this.started = true;
    gray.clearCache();
    this.quickRead.clear();
  }

  /** `grayMatter(text)` in this session (through gray-matter's cache). */
  private gray(text: string): GrayFile {
    this.grayUsed = true;
    return grayMatter(text);
  }

  /**
   * Read one markdown file's text (decoded as UTF-8) like the runtime's `ConfigMarkdown.parse`.
   * Never throws.
   */
  read(text: string): AgentMarkdown {
    return this.readOnce(text).markdown;
  }

  /**
   * `read`, and whether its result is the same in every session (`reusable`): the first parse
   * succeeded and did not come from the session's cache. Such a text reads the same whatever the
   * session read before, and leaving it out of the cache changes no later read (a cached
   * successful parse equals a fresh one), so a reusable result may be kept for the whole run and
   * handed out again without reading through the session. A text whose parse failed once is never
   * reusable: a second read of it in the same session comes back from the cache unparsed.
   */
  readOnce(text: string, reads: Map<string, AgentMarkdown> | null = null): { markdown: AgentMarkdown; reusable: boolean } {
    const kept = reads?.get(text);
    if (kept !== undefined) return { markdown: kept, reusable: true };
    this.start();
    // gray-matter keys its cache by the text without a leading BOM, and trusts any truthy entry.
    const key = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const cachedBefore = this.quickRead.has(key) || (this.grayUsed && Boolean(gray.cache[key]));
    let first = true;
    const markdown = this.readInSession(text, () => (first = false));
    const reusable = first && !cachedBefore;
    if (reusable) reads?.set(text, markdown);
    return { markdown, reusable };
  }

  private readInSession(text: string, failed: () => void): AgentMarkdown {
    this.start();
    const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const body = text.slice(bom);
    const opens = body.startsWith('---') && body.charAt(3) !== '-';
    const lang = opens ? (/^[^\r\n]*/.exec(body.slice(3))?.[0] ?? '') : '';
    const base = { opens, blockOffset: opens ? bom + 3 + lang.length : 0, code: frontmatterIsCode(text) ? frontmatterLanguage(text) : null };
    const errors: string[] = [];
    let errorAt: { line: number; column: number } | null = null;
    const late = (): number | null => (opens ? null : (misplacedFrontmatter(text)?.line ?? null));
    const quick = quickMatterTree(text);
    if (quick !== null) {
      this.quickRead.add(text);
      const markdown: AgentMarkdown = { ...base, lateFrontmatterLine: late(), outcome: 'parsed', data: quick.data, content: quick.content, block: quick.matter, errors };
      if (quick.tree !== null) quickTrees.set(markdown, quick.tree);
      return markdown;
    }
    try {
      const f = this.gray(text);
      return { ...base, lateFrontmatterLine: late(), outcome: 'parsed', data: asRecord(f.data), content: f.content, block: f.matter ?? '', errors };
    } catch (e) {
      failed();
      errors.push(message(e, (l) => l));
      errorAt = markAt(e, (l) => l);
    }
    const { text: retry, lineOf } = sanitise(text);
    try {
      const f = this.gray(retry);
      const same = retry === text;
      return {
        ...base,
        lateFrontmatterLine: null,
        outcome: same ? 'unparsed' : 'sanitised',
        data: same ? {} : asRecord(f.data),
        content: f.content,
        block: blockOf(body, lang),
        errors,
        errorAt,
      };
    } catch (e) {
      errors.push(message(e, (l) => lineOf[l - 1] ?? l));
      errorAt = markAt(e, (l) => lineOf[l - 1] ?? l);
      return { ...base, lateFrontmatterLine: null, outcome: 'dropped', data: {}, content: body, block: blockOf(body, lang), errors, errorAt };
    }
  }
}

/** An empty object: the names `in` finds on it are those every plain object inherits. */
const NO_KEYS: object = {};

/**
 * What `grayMatter(text)` gives for a text without frontmatter (not opening with `---`) and for the plainest frontmatter, without gray-matter or js-yaml:
 * a text opening with `---\n` whose block (up to the first `\n---`, as gray-matter cuts it) is
 * inside the scan of `yaml-quick-spans.ts` with values `quickYamlData` reads; `null` otherwise
 * (then gray-matter reads it). Its `content` is gray-matter's: the text after `\n---`, less one
 * leading `\r` and then one `\n`. A test compares both on the corpus and generated texts.
 */
export function quickMatter(text: string): { data: Record<string, unknown>; content: string; matter: string } | null {
  const q = quickMatterTree(text);
  return q === null ? null : { data: q.data, content: q.content, matter: q.matter };
}

/**
 * The scanned tree (`quickYamlTree`) of the block of each reading `FrontmatterReader` made with
 * `quickMatter`: the spans asked later (`quickTreeOf`) need the same tree, and need not scan the
 * block again. Kept as long as the reading is.
 */
const quickTrees = new WeakMap<AgentMarkdown, QuickNode>();

/** `quickYamlTree(md.block)` when `md` is a reading of a `FrontmatterReader` that scanned it already, else `undefined`. */
export function quickTreeOf(md: AgentMarkdown): QuickNode | undefined {
  return quickTrees.get(md);
}

/** `quickMatter`, with the scanned tree of its block (`null` for a text without frontmatter). */
function quickMatterTree(text: string): { data: Record<string, unknown>; content: string; matter: string; tree: QuickNode | null } | null {
  if (!text.startsWith('---\n')) {
    // A text that does not open with `---` has no frontmatter: gray-matter gives no data, the text
    // as its content and no block. Left to gray-matter: an empty text (which it never caches), one
    // opening with a BOM (stripped first) and a name its cache object answers from
    // `Object.prototype` (`toString`, `__proto__`…: a cache hit without content).
    if (text === '' || text.startsWith('---') || text.charCodeAt(0) === 0xfeff || text in NO_KEYS) return null;
    return { data: {}, content: text, matter: '', tree: null };
  }
  const str = text.slice(3);
  const closeIndex = str.indexOf('\n---');
  if (closeIndex < 0) return null;
  const matter = str.slice(0, closeIndex);
  // gray-matter reads a block of comments and spaces alone as no data, without js-yaml: such a
  // block has no key, and the scan answers `null` for it (a tree's root is a mapping with a key).
  const tree = quickYamlTree(matter);
  const data = tree === null ? null : quickYamlData(tree, matter);
  if (data === null) return null;
  let content = str.slice(closeIndex + 4);
  if (content[0] === '\r') content = content.slice(1);
  if (content[0] === '\n') content = content.slice(1);
  return { data, content, matter, tree };
}

function blockOf(body: string, lang: string): string {
  const rest = body.slice(3 + lang.length);
  const close = rest.indexOf('\n---');
  return close < 0 ? rest : rest.slice(0, close);
}

function asRecord(x: unknown): Record<string, unknown> {
  return x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
}

/** The file position js-yaml's error names (as `message` writes it), or `null` when it has none. */
function markAt(e: unknown, fileLine: (line: number) => number): { line: number; column: number } | null {
  const mark = (e as { mark?: { line?: unknown; column?: unknown } } | null)?.mark;
  const reason = (e as { reason?: unknown } | null)?.reason;
  if (typeof reason !== 'string' || typeof mark?.line !== 'number' || typeof mark.column !== 'number') return null;
  return { line: fileLine(mark.line + 1), column: mark.column + 1 };
}

/**
 * A YAML error as one line: js-yaml's reason and position (`… at line 3, column 1`), the line
 * taken back to the file through `fileLine` (1-based in, 1-based out), without the snippet.
 * The frontmatter block starts right after `---` on line 1, so its line numbers are the file's.
 */
function message(e: unknown, fileLine: (line: number) => number): string {
  const mark = (e as { mark?: { line?: unknown; column?: unknown } } | null)?.mark;
  const reason = (e as { reason?: unknown } | null)?.reason;
  if (typeof reason === 'string' && typeof mark?.line === 'number' && typeof mark.column === 'number') {
    return `${reason} at line ${fileLine(mark.line + 1)}, column ${mark.column + 1}`;
  }
  const m = e instanceof Error ? e.message : String(e);
  return (m.split('\n')[0] ?? m).replace(/:$/, '');
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
    // Options bypass gray-matter's cache; the plainest block is read without gray-matter (`quickMatter`, the same data).
    const rest = body.slice(at);
    const data = quickMatter(rest)?.data ?? grayMatter(rest, {}).data;
    if (!data || typeof data !== 'object' || Array.isArray(data) || Object.keys(data).length === 0) return null;
  } catch {
    return null;
  }
  const offset = at + (text.length - body.length);
  return { line: text.slice(0, offset).split('\n').length, offset };
}
