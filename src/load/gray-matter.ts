/**
 * gray-matter, minus its one way to run code: a frontmatter opened with `---js` or
 * `---javascript` is JavaScript that gray-matter's default engine hands to `eval`. ctxlens never
 * runs anything from the repository, so such a text throws here instead of being parsed (the
 * runtime, which calls gray-matter, does evaluate it; what it yields is not modelled).
 */
import matter from 'gray-matter';

/**
 * The frontmatter language gray-matter picks for `text`, as its `parseMatter`/`language` read it:
 * after an optional BOM, `---` not followed by `-`, then the rest of that line, trimmed (`''`:
 * YAML, the default; also when the text opens no frontmatter).
 */
export function frontmatterLanguage(text: string): string {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!s.startsWith('---') || s.charAt(3) === '-') return '';
  const rest = s.slice(3);
  return rest.slice(0, rest.search(/\r?\n/)).trim();
}

/** True when gray-matter would evaluate `text`'s frontmatter as JavaScript (`js`, `javascript`, any case). */
export function frontmatterIsCode(text: string): boolean {
  const lang = frontmatterLanguage(text).toLowerCase();
  return lang === 'js' || lang === 'javascript';
}

/** The message of the error `grayMatter` throws for a JavaScript frontmatter. */
export const CODE_FRONTMATTER = 'the frontmatter is JavaScript ("---js"), which ctxlens never evaluates';

/**
 * `matter(text)` or `matter(text, options)` (passing options, even `{}`, bypasses gray-matter's
 * text-keyed cache, as in the library). Throws `Error(CODE_FRONTMATTER)` for a JavaScript
 * frontmatter, and whatever gray-matter throws otherwise (YAML errors).
 */
export function grayMatter(text: string, options?: object): { data: unknown; content: string; matter?: string } {
  if (frontmatterIsCode(text)) throw new Error(CODE_FRONTMATTER);
  const run = matter as unknown as (t: string, o?: object) => { data: unknown; content: string; matter?: string };
  return options === undefined ? run(text) : run(text, options);
}
