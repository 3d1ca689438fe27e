/**
 * Globs of ctxlens's own path lists as one regular expression, for tools that take a regex
 * instead of globs (the pre-commit framework's `files:`, which Python's `re.search` applies to
 * repository-relative paths with `/` separators). The expression matches exactly the paths the
 * globs match under picomatch with `dot: true` (as `src/precommit/relevance.ts` matches them):
 *
 * - a `**` segment: leading (`**` + `/x`: `x` at any depth), trailing (`x/` + `**`: `x` and
 *   everything below it, `x` included), between two segments (any number of directories), or alone;
 * - `*` inside a segment: any run of characters other than `/` (dot files included);
 * - any other character: itself.
 *
 * The syntax used (`(?:…)`, `[^/]`, `\.`) means the same in JavaScript and Python.
 */

/** A glob that has no regex form here (`?`, `[…]`, `{…}`, `!`, `**` inside a segment, an empty segment). */
export class GlobShapeError extends Error {}

const SPECIAL = /[.^$+?()[\]{}|\\]/g;

function segment(s: string, glob: string): string {
  if (s === '') throw new GlobShapeError(`empty segment in glob ${JSON.stringify(glob)}`);
  if (/[?[\]{}!]/.test(s) || (s.includes('**') && s !== '**')) throw new GlobShapeError(`unsupported glob syntax in ${JSON.stringify(glob)}`);
  return s
    .split('*')
    .map((part) => part.replace(SPECIAL, (c) => '\\' + c))
    .join('[^/]*');
}

/** The regex (no anchors) matching a whole path exactly when `glob` does. Throws `GlobShapeError` for other glob shapes. */
export function globToRegexBody(glob: string): string {
  const segs = glob.split('/');
  if (segs.length === 1 && segs[0] === '**') return '.*';
  let out = '';
  segs.forEach((s, i) => {
    const last = i === segs.length - 1;
    if (s === '**') {
      if (i === 0) out += '(?:.*/)?';
      else if (last) out += '(?:/.*)?';
      else out += '/(?:.*/)?';
      return;
    }
    if (i > 0 && segs[i - 1] !== '**') out += '/';
    out += segment(s, glob);
  });
  return out;
}

/**
 * One regex for `re.search` matching a path exactly when one of `globs` matches it. When every
 * glob starts with `**` + `/`, the shared prefix is written once: `(^|/)(a|b|…)$`.
 * Throws `GlobShapeError` for a glob shape `globToRegexBody` does not take.
 */
export function globsToSearchRegex(globs: readonly string[]): string {
  if (globs.length === 0) return '(?!)';
  if (globs.every((g) => g.startsWith('**/') && g !== '**/**')) return `(^|/)(${globs.map((g) => globToRegexBody(g.slice(3))).join('|')})$`;
  return `^(${globs.map(globToRegexBody).join('|')})$`;
}
