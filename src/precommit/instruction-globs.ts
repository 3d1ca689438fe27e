/**
 * The pre-commit fast path's test for mainstream OpenCode `instructions` globs: a relative entry is
 * globbed in every directory from a Location up to the worktree (docs/runtimes/opencode.md §6.3),
 * so a staged file matters when some ending of its path (from a `/` on) could match the entry.
 * The test over-approximates the runtime's glob on purpose: it may call a change relevant that the
 * runtime would not load (then `lint --staged` lints), never the reverse.
 */

/** Characters that start a glob construct (node-glob: `*`, `?`, `[…]`, `{…}`, extglobs `@(…)` `!(…)` `+(…)`, escapes). */
const GLOB_CHAR = /[*?[\]{}()!+@\\]/;

/** Whether an `instructions` entry (or one of its segments) holds a glob construct. */
export function hasGlob(s: string): boolean {
  return GLOB_CHAR.test(s);
}

/** The index just past the group opened at `s[i]` (`{`, `[` or `(`), nesting counted; `s.length` when it never closes. */
function skipGroup(s: string, i: number): number {
  const open = s[i]!;
  const close = open === '{' ? '}' : open === '[' ? ']' : ')';
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    const c = s[j]!;
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === open && (open !== '[' || j === i)) depth++;
    else if (c === close) {
      if (open === '[' && j === i + 1) continue; // `[]…]`: a leading `]` is a member
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  return s.length;
}

/**
 * A case-insensitive regular expression that matches every repository-relative path the relative
 * `instructions` entry `entry` could load from some Location (and more): the entry's literal runs
 * in order, each glob construct (`*`, `?`, `**`, a `[…]` class, a `{…}` group, an extglob, an
 * escape) standing for any text including `/`, and a `/` beside a construct optional (a double
 * star and its slash may match no folder at all); anchored at a `/` (or the path's start) unless the
 * entry starts with a construct, and at the path's end. Leading `./` segments are dropped (the
 * runtime shortens them). The caller passes entries without `..` segments (those can reach any
 * folder: every change matters). Never throws.
 */
export function suffixGlobRegex(entry: string): RegExp {
  let e = entry;
  while (e.startsWith('./')) e = e.slice(2).replace(/^\/+/, '');
  let re = '';
  let wild = false;
  const anyText = (): void => {
    if (!wild) re += '[\\s\\S]*';
    wild = true;
  };
  let i = 0;
  while (i < e.length) {
    const c = e[i]!;
    if (c === '{' || c === '[' || c === '(') {
      i = skipGroup(e, i);
      anyText();
    } else if (c === '\\') {
      i += 2;
      anyText();
    } else if (GLOB_CHAR.test(c)) {
      i++;
      anyText();
    } else if (c === '/' && (wild || (i + 1 < e.length && GLOB_CHAR.test(e[i + 1]!)))) {
      // Beside a construct a `/` may vanish: `**/` and `/**` also match no folder at all.
      re += '/?';
      i++;
    } else {
      re += c.replace(/[.^$|/]/g, '\\$&');
      wild = false;
      i++;
    }
  }
  const anchored = e !== '' && !GLOB_CHAR.test(e[0]!);
  return new RegExp(`${anchored ? '(?:^|/)' : ''}${re}$`, 'i');
}
